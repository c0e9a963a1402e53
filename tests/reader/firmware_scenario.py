"""One scripted session of the firmware, with the chip and usb_cdc faked.

Plain enough for MicroPython: the same file runs under CPython
(test_micropython.py imports it) and inside the MicroPython interpreter, and
both must put the same bytes on the wire.
"""

from tablereader.buttons import Buttons
from tablereader.reader import Reader

SYNC = b"$0 SYNC*4F834ED8\r\n"  # the host's handshake request (zlib.crc32 of "0 SYNC")


class Chip:
    def __init__(self):
        self.tag = None

    def read_uid(self):
        return self.tag


class Port:
    def __init__(self):
        self.connected = True
        self.inbox = SYNC
        self.wire = b""

    @property
    def in_waiting(self):
        return len(self.inbox)

    def read(self, n):
        chunk = self.inbox[:n]
        self.inbox = self.inbox[n:]
        return chunk

    def write(self, raw):
        self.wire += raw


def run():
    chip, port = Chip(), Port()
    level = [False]
    reader = Reader(chip, port, Buttons({"seat2": lambda: level[0]}))
    for now in range(0, 3200, 10):
        chip.tag = bytes([4, 0xA1, 0xB2, 0xC3, 0xD4, 0xE5, 0xF6]) if 100 <= now < 600 else None
        level[0] = 1000 <= now < 1900
        reader.step(now)
    return port.wire
