"""The reader's wire protocol, firmware side: encode frames, check host lines.

A frame is one ASCII line::

    $<seq> <KIND>[ <field>...]*<crc>\r\n

``seq`` is decimal 0..65535 and wraps; ``crc`` is CRC-32 of the bytes between
``$`` and ``*``, eight upper-case hex digits. ``$`` never occurs inside a
frame, so a receiver resynchronises at the last ``$`` of a line. The full
specification is in firmware/README.md.
"""

from tablereader.crc import crc32

PROTOCOL_VERSION = 1
SEQ_MODULO = 65536

# Reader -> host
HELLO = "HELLO"  # HELLO <firmware> <protocol>; always seq 0
BEAT = "BEAT"
TAG_ARRIVED = "TAG+"  # TAG+ <uid hex>
TAG_GONE = "TAG-"
BUTTON = "BTN"  # BTN <button> pressed|held|released
# Host -> reader
SYNC = "SYNC"  # asks for a HELLO; restarts the reader's sequence

_HEX = b"0123456789ABCDEF"
MAX_LINE = 96  # longer input is noise: drop it rather than grow a buffer


def encode(seq, kind, fields=()):
    body = str(seq % SEQ_MODULO) + " " + kind
    for field in fields:
        body += " " + field
    raw = body.encode()
    return b"$" + raw + b"*" + ("%08X" % crc32(raw)).encode() + b"\r\n"


def check(line):
    """(seq, kind, fields) of one received line, or None if it is not a
    whole, intact frame. ``line`` is bytes without its line ending."""
    start = line.rfind(b"$")
    star = line.rfind(b"*")
    if start < 0 or star < start or len(line) - star != 9:
        return None
    body = line[start + 1 : star]
    digits = line[star + 1 :]
    for digit in digits:
        if digit not in _HEX:
            return None
    if crc32(body) != int(digits, 16):
        return None
    try:
        words = body.decode().split(" ")
        seq = int(words[0])
    except (UnicodeError, ValueError):
        return None
    if len(words) < 2 or not 0 <= seq < SEQ_MODULO:
        return None
    return seq, words[1], tuple(words[2:])


class LineBuffer:
    """Collects bytes from the host into whole lines, keeping a partial one."""

    def __init__(self):
        self._pending = b""

    def feed(self, chunk):
        self._pending += chunk
        lines = []
        while True:
            end = self._pending.find(b"\n")
            if end < 0:
                break
            lines.append(self._pending[:end].rstrip(b"\r"))
            self._pending = self._pending[end + 1 :]
        if len(self._pending) > MAX_LINE:
            self._pending = b""
        return lines
