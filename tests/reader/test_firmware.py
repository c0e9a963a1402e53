"""The firmware's logic under CPython, with the chip and usb_cdc faked at
their thin interfaces (``chip.read_uid``; ``port.connected/in_waiting/read/write``)."""

from tablereader import protocol
from tablereader.buttons import HELD, PRESSED, RELEASED, Buttons
from tablereader.presence import ARRIVED, GONE, Presence
from tablereader.reader import FIRMWARE_VERSION, HEARTBEAT_MS, Reader

from hal.reader import codec

CARD = bytes.fromhex("04A1B2C3D4E5F6")


class FakeChip:
    """What the PN532 sees: the tag in the field, and sometimes a failed read."""

    def __init__(self):
        self.tag = None
        self.misses = 0  # the next reads that miss although a tag is there
        self.fault = None

    def read_uid(self):
        if self.fault:
            raise self.fault
        if self.misses:
            self.misses -= 1
            return None
        return self.tag


class FakeDataPort:
    """usb_cdc.data as the firmware uses it."""

    def __init__(self):
        self.connected = False
        self.to_pico = b""
        self.from_pico = b""

    @property
    def in_waiting(self):
        return len(self.to_pico)

    def read(self, n):
        chunk, self.to_pico = self.to_pico[:n], self.to_pico[n:]
        return chunk

    def write(self, raw):
        self.from_pico += raw
        return len(raw)

    def frames(self):
        decoded = codec.FrameDecoder().feed(self.from_pico)
        self.from_pico = b""
        return decoded


def connected_reader(chip, port, **options):
    port.connected = True
    port.to_pico = codec.encode(codec.SyncRequest(0))
    reader = Reader(chip, port, **options)
    reader.step(0)
    return reader


def test_the_host_sync_is_answered_by_hello_with_both_versions():
    port = FakeDataPort()
    connected_reader(FakeChip(), port)
    assert port.frames() == [codec.Hello(0, FIRMWARE_VERSION, protocol.PROTOCOL_VERSION)]


def test_nothing_is_written_while_the_host_has_the_port_closed():
    chip, port = FakeChip(), FakeDataPort()
    reader = Reader(chip, port)
    chip.tag = CARD
    for now in range(0, 5000, 10):
        reader.step(now)
    assert port.from_pico == b""


def test_a_tag_lying_on_the_reader_is_reported_once_on_arrival_and_once_when_gone():
    chip, port = FakeChip(), FakeDataPort()
    reader = connected_reader(chip, port)
    port.frames()
    chip.tag = CARD
    for now in range(10, 500, 10):
        chip.misses = 2 if now % 100 == 0 else chip.misses  # a flaky read every 100 ms
        reader.step(now)
    chip.tag = None
    for now in range(500, 1000, 10):
        reader.step(now)
    tags = [f for f in port.frames() if isinstance(f, (codec.TagArrived, codec.TagLeft))]
    assert tags == [codec.TagArrived(1, "04A1B2C3D4E5F6"), codec.TagLeft(2, "04A1B2C3D4E5F6")]


def test_a_heartbeat_goes_out_every_second_of_quiet():
    port = FakeDataPort()
    reader = connected_reader(FakeChip(), port)
    port.frames()
    for now in range(10, 3 * HEARTBEAT_MS + 10, 10):
        reader.step(now)
    assert port.frames() == [codec.Beat(1), codec.Beat(2), codec.Beat(3)]


def test_chip_errors_count_as_no_tag_and_never_stop_the_loop():
    chip, port = FakeChip(), FakeDataPort()
    reader = connected_reader(chip, port)
    chip.fault = RuntimeError("Did not receive expected ACK from PN532!")
    for now in range(10, 100, 10):
        reader.step(now)
    chip.fault, chip.tag = None, CARD
    reader.step(100)
    assert reader.chip_errors == 9
    assert codec.TagArrived(1, "04A1B2C3D4E5F6") in port.frames()


def test_a_write_failing_on_unplug_is_swallowed():
    chip, port = FakeChip(), FakeDataPort()
    reader = connected_reader(chip, port)

    def unplugged(raw):
        raise OSError(5, "Input/output error")

    port.write = unplugged
    chip.tag = CARD
    reader.step(10)  # must not raise


def test_a_new_sync_restarts_the_sequence_at_hello():
    port = FakeDataPort()
    reader = connected_reader(FakeChip(), port)
    reader.step(HEARTBEAT_MS)
    port.to_pico = b"junk\r\n" + codec.encode(codec.SyncRequest(7))
    reader.step(HEARTBEAT_MS + 10)
    assert port.frames() == [codec.Hello(0, FIRMWARE_VERSION, 1), codec.Beat(1), codec.Hello(0, FIRMWARE_VERSION, 1)]


def test_a_swapped_tag_ends_the_first_visit_before_the_second_begins():
    presence = Presence(gone_after_ms=300)
    assert presence.update("AAAAAAAA", 0) == [(ARRIVED, "AAAAAAAA")]
    assert presence.update("BBBBBBBB", 50) == [(GONE, "AAAAAAAA"), (ARRIVED, "BBBBBBBB")]


def test_a_tag_is_gone_only_after_the_debounce_time_without_a_read():
    presence = Presence(gone_after_ms=300)
    presence.update("AAAAAAAA", 0)
    assert presence.update(None, 299) == []
    assert presence.update(None, 300) == [(GONE, "AAAAAAAA")]
    assert presence.update(None, 900) == []


def test_pico_buttons_are_debounced_and_held_fires_once():
    level = {"ok": False}
    buttons = Buttons({"ok": lambda: level["ok"]}, bounce_ms=20, hold_ms=800)
    changes = []
    timeline = [(0, True), (5, False), (10, True)]  # contact bounce, then a steady press
    for now in range(0, 2000, 5):
        level["ok"] = dict(timeline).get(now, level["ok"]) if now < 1500 else False
        changes += buttons.update(now)
    assert changes == [("ok", PRESSED), ("ok", HELD), ("ok", RELEASED)]


def test_button_frames_reach_the_host_as_logical_buttons():
    from hal.events import Button, Press

    level = {"back": False}
    port = FakeDataPort()
    reader = connected_reader(FakeChip(), port, buttons=Buttons({"back": lambda: level["back"]}))
    port.frames()
    level["back"] = True
    for now in range(10, 100, 10):
        reader.step(now)
    assert port.frames() == [codec.ButtonFrame(1, Button.BACK, Press.PRESSED)]
