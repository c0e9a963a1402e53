"""The real serial driver against the simulated reader on a real pty."""

import queue
import time

import pytest

from hal.events import Button, ButtonEvent, ReaderOffline, ReaderOnline, TagGone, TagSeen
from hal.reader import codec
from hal.reader.driver import ReaderDriver
from sim_hardware.reader import SimulatedReader

UID = "04A1B2C3D4E5F6"


def next_event(events, timeout=3.0):
    try:
        return events.get(timeout=timeout)
    except queue.Empty:
        pytest.fail(f"no event within {timeout} s")


def quiet(events, seconds):
    """Everything queued within ``seconds``."""
    seen, end = [], time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        try:
            seen.append(events.get(timeout=left))
        except queue.Empty:
            break
    return seen


@pytest.fixture
def table():
    reader = SimulatedReader(heartbeat_s=0.1)
    reader.start()
    events = queue.SimpleQueue()
    driver = ReaderDriver(reader.port, events, silence_s=0.6)
    yield reader, driver, events
    driver.close()
    reader.close()


def test_the_driver_handshakes_and_reports_the_reader_online(table):
    reader, driver, events = table
    driver.start()
    online = next_event(events)
    assert isinstance(online, ReaderOnline)
    assert (online.firmware, online.protocol) == ("sim-1.0.0", codec.PROTOCOL_VERSION)


def test_a_tap_becomes_one_seen_and_one_gone_and_a_reader_button_a_button_event(table):
    reader, driver, events = table
    driver.start()
    next_event(events)
    reader.tap(UID)
    reader.press(Button.OK)
    assert [type(next_event(events)) for _ in range(3)] == [TagSeen, TagGone, ButtonEvent]
    assert quiet(events, 0.3) == []


def test_output_queued_before_the_handshake_is_thrown_away():
    reader = SimulatedReader(heartbeat_s=0.1)
    reader.start()
    events = queue.SimpleQueue()
    # A tag frame that sat in the line before anyone listened: must not count.
    reader.noise(codec.encode(codec.TagArrived(5, UID)) + b">>> ")
    driver = ReaderDriver(reader.port, events)
    try:
        driver.start()
        assert isinstance(next_event(events), ReaderOnline)
        assert quiet(events, 0.3) == []
    finally:
        driver.close()
        reader.close()


def test_noise_and_a_corrupt_frame_between_taps_cost_nothing_but_themselves(table):
    reader, driver, events = table
    driver.start()
    next_event(events)
    reader.noise(b"\x00\xffTraceback (most recent call last):\r\n$9 TAG+ 0BADC0DE*00000000\r\n$12 TA")
    reader.tap(UID)
    assert [(type(e), e.uid) for e in (next_event(events), next_event(events))] == [(TagSeen, UID), (TagGone, UID)]
    assert driver.rejected == 2  # the traceback line, the bad checksum; the torn frame resyncs
    assert driver.online


@pytest.mark.parametrize("replugs", [3])
def test_unplug_and_replug_reconnects_every_time(table, replugs):
    reader, driver, events = table
    driver.start()
    assert isinstance(next_event(events), ReaderOnline)
    for _ in range(replugs):
        reader.unplug()
        offline = next_event(events)
        assert isinstance(offline, ReaderOffline) and offline.reason == "unplugged"
        time.sleep(0.2)  # a few failed reopen attempts: still one offline event
        reader.replug()
        assert isinstance(next_event(events), ReaderOnline)
        reader.tap(UID)
        assert isinstance(next_event(events), TagSeen)
        assert isinstance(next_event(events), TagGone)
    assert driver.connections == replugs + 1


def test_a_silent_reader_goes_offline_and_comes_back_when_it_speaks(table):
    reader, driver, events = table
    driver.start()
    next_event(events)
    reader.silence()
    offline = next_event(events)
    assert isinstance(offline, ReaderOffline) and offline.reason == "silent for 0.6 s"
    reader.silence(False)
    assert isinstance(next_event(events), ReaderOnline)


def test_the_default_silence_is_three_seconds_as_the_status_line_says():
    driver = ReaderDriver("loop://", queue.SimpleQueue())
    assert driver._silence_s == 3.0


def test_a_port_that_never_says_hello_is_reported_once_and_retried(mocker):
    events = queue.SimpleQueue()
    driver = ReaderDriver("loop://", events)  # pyserial URL: echoes our SYNC, never says HELLO
    mocker.patch("hal.reader.driver.HANDSHAKE_S", 0.2)
    driver.start()
    try:
        assert next_event(events).reason == "no handshake"
        assert quiet(events, 0.8) == []
        assert not driver.online
    finally:
        driver.close()


def test_a_port_that_does_not_exist_is_unplugged_and_close_stops_the_thread(tmp_path):
    events = queue.SimpleQueue()
    driver = ReaderDriver(str(tmp_path / "no-such-reader"), events)
    driver.start()
    assert next_event(events).reason == "unplugged"
    started = time.monotonic()
    driver.close()
    assert time.monotonic() - started < 1.5
    assert not driver._thread.is_alive()


def test_no_configured_port_is_reported_once_and_starts_no_thread():
    events = queue.SimpleQueue()
    driver = ReaderDriver("", events)
    driver.start()
    assert next_event(events).reason == "not configured"
    assert driver._thread is None
    driver.close()


def test_an_unexpected_error_in_the_thread_is_survived_and_the_reader_comes_back(table, mocker):
    reader, driver, events = table
    real_deliver = driver._deliver
    calls = []

    def faulty_once(frame, now):
        calls.append(frame)
        if len(calls) == 1:
            raise KeyError("a bug in frame handling")
        real_deliver(frame, now)

    mocker.patch.object(driver, "_deliver", side_effect=faulty_once)
    driver.start()
    assert isinstance(next_event(events), ReaderOnline)
    reader.tap(UID)  # the next frame (a beat or this tag) hits the bug
    assert next_event(events).reason == "reader error"
    assert isinstance(next_event(events), ReaderOnline)
    reader.tap(UID)
    assert isinstance(next_event(events), TagSeen)


def test_events_carry_the_kiosks_virtual_time_while_timeouts_run_on_real_time():
    from sim_hardware.clock import VirtualClock

    reader = SimulatedReader(heartbeat_s=0.1)
    reader.start()
    events = queue.SimpleQueue()
    driver = ReaderDriver(reader.port, events, VirtualClock(start=500.0), silence_s=0.3)
    try:
        driver.start()
        assert next_event(events) == ReaderOnline("sim-1.0.0", 1, 500.0)
        reader.tap(UID)
        assert next_event(events) == TagSeen(UID, 500.0)
        next_event(events)
        reader.silence()
        assert next_event(events) == ReaderOffline("silent for 0.3 s", 500.0)
    finally:
        driver.close()
        reader.close()
