"""The reader loop: chip and buttons in, frames out, through thin interfaces.

``chip.read_uid()`` returns the UID bytes of a tag in the field, or None.
``port`` is ``usb_cdc.data`` on the Pico (``connected``, ``in_waiting``,
``read(n)``, ``write(bytes)``); tests pass a fake. Nothing is written while
the host has the port closed, so no stale frames pile up for the next
connection, and the host discards anything before the handshake anyway.
"""

from tablereader import protocol
from tablereader.buttons import Buttons
from tablereader.presence import ARRIVED, Presence, uid_text

FIRMWARE_VERSION = "1.0.0"
HEARTBEAT_MS = 1000  # the host declares us silent after 3 s


class Reader:
    def __init__(self, chip, port, buttons=None, gone_after_ms=300):
        self.chip = chip
        self.port = port
        self.buttons = buttons or Buttons({})
        self.presence = Presence(gone_after_ms)
        self.lines = protocol.LineBuffer()
        self.seq = 0
        self.was_connected = False
        self.last_sent_ms = 0
        self.chip_errors = 0

    def step(self, now_ms):
        # The handshake is the host's SYNC, answered by HELLO. A reset of the
        # Pico re-enumerates USB, so the host reconnects and asks again.
        self.was_connected = bool(self.port.connected)
        if self.was_connected:
            self._answer_host(now_ms)
        for change, uid in self.presence.update(self._poll_chip(), now_ms):
            kind = protocol.TAG_ARRIVED if change == ARRIVED else protocol.TAG_GONE
            self.send(kind, (uid,), now_ms)
        for name, press in self.buttons.update(now_ms):
            self.send(protocol.BUTTON, (name, press), now_ms)
        if now_ms - self.last_sent_ms >= HEARTBEAT_MS:
            self.send(protocol.BEAT, (), now_ms)

    def hello(self, now_ms):
        self.seq = 0
        self.send(protocol.HELLO, (FIRMWARE_VERSION, str(protocol.PROTOCOL_VERSION)), now_ms)

    def send(self, kind, fields, now_ms):
        if not self.was_connected:
            return  # the host is not listening: drop rather than queue
        frame = protocol.encode(self.seq, kind, fields)
        self.seq = (self.seq + 1) % protocol.SEQ_MODULO
        self.last_sent_ms = now_ms
        try:
            self.port.write(frame)
        except OSError:
            pass  # unplugged mid-write; `connected` tells us next step

    def _answer_host(self, now_ms):
        waiting = self.port.in_waiting
        if not waiting:
            return
        for line in self.lines.feed(self.port.read(waiting)):
            checked = protocol.check(line)
            if checked is not None and checked[1] == protocol.SYNC:
                self.hello(now_ms)

    def _poll_chip(self):
        try:
            uid = self.chip.read_uid()
        except (OSError, RuntimeError):
            # An I2C hiccup or a garbled answer from the chip: count it and
            # treat it as "no tag this poll"; presence debouncing absorbs it.
            self.chip_errors += 1
            return None
        return None if uid is None else uid_text(uid)
