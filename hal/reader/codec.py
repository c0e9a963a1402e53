"""The reader's wire protocol, host side: pure, incremental, never raises.

A frame is one ASCII line ``$<seq> <KIND>[ <field>...]*<CRC-32 hex>`` (see
firmware/README.md). The decoder keeps a partial line between reads, rejects
anything that is not a whole intact frame, and resynchronises at the last
``$`` of a line, so REPL noise or a half frame glued to the front of a line
costs nothing but itself.
"""

from __future__ import annotations

import binascii
import re
from dataclasses import dataclass

from hal.events import Button, Press

PROTOCOL_VERSION = 1
SEQ_MODULO = 65536
MAX_LINE = 128  # a longer line is noise; keep memory bounded on a babbling port

_FRAME = re.compile(rb"\$([0-9]{1,5}) ([A-Z+\-?]{1,8})((?: [!-~]{1,32}){0,4})\*([0-9A-F]{8})\Z")
_UID = re.compile(r"[0-9A-F]{8,20}\Z")
_VERSION = re.compile(r"[0-9A-Za-z._\-]{1,24}\Z")


@dataclass(frozen=True, slots=True)
class Hello:
    seq: int
    firmware: str
    protocol: int


@dataclass(frozen=True, slots=True)
class Beat:
    seq: int


@dataclass(frozen=True, slots=True)
class TagArrived:
    seq: int
    uid: str


@dataclass(frozen=True, slots=True)
class TagLeft:
    seq: int
    uid: str


@dataclass(frozen=True, slots=True)
class ButtonFrame:
    seq: int
    button: Button
    press: Press


@dataclass(frozen=True, slots=True)
class SyncRequest:
    """Host -> reader: please say HELLO (and restart your sequence)."""

    seq: int


Frame = Hello | Beat | TagArrived | TagLeft | ButtonFrame | SyncRequest


@dataclass(frozen=True, slots=True)
class Rejected:
    """A line that is not a valid frame, and why (for the log and the tests)."""

    line: bytes
    reason: str


def crc32(body: bytes) -> int:
    return binascii.crc32(body) & 0xFFFFFFFF


def _kind_and_fields(frame: Frame) -> tuple[str, tuple[str, ...]]:
    match frame:
        case Hello(firmware=firmware, protocol=protocol):
            return "HELLO", (firmware, str(protocol))
        case Beat():
            return "BEAT", ()
        case TagArrived(uid=uid):
            return "TAG+", (uid,)
        case TagLeft(uid=uid):
            return "TAG-", (uid,)
        case ButtonFrame(button=button, press=press):
            return "BTN", (button.value, press.value)
        case SyncRequest():
            return "SYNC", ()
    raise TypeError(f"not a frame: {frame!r}")


def encode(frame: Frame) -> bytes:
    kind, fields = _kind_and_fields(frame)
    body = " ".join((str(frame.seq % SEQ_MODULO), kind, *fields)).encode("ascii")
    return b"$%s*%08X\r\n" % (body, crc32(body))


def parse_line(line: bytes) -> Frame | Rejected:
    """One line without its ending -> a frame, or why it is not one."""
    start = line.rfind(b"$")
    if start < 0:
        return Rejected(line, "no frame start")
    match = _FRAME.match(line, start)
    if match is None:
        return Rejected(line, "malformed frame")
    seq_text, kind, fields_text, crc_text = match.groups()
    body = line[start + 1 : match.start(4) - 1]
    if crc32(body) != int(crc_text, 16):
        return Rejected(line, "bad checksum")
    seq = int(seq_text)
    if seq >= SEQ_MODULO:
        return Rejected(line, "sequence out of range")
    fields = fields_text.decode("ascii").split()
    return _typed(seq, kind.decode("ascii"), fields, line)


def _typed(seq: int, kind: str, fields: list[str], line: bytes) -> Frame | Rejected:
    match kind, fields:
        case "HELLO", [firmware, protocol] if _VERSION.match(firmware) and protocol.isdigit():
            return Hello(seq, firmware, int(protocol))
        case "BEAT", []:
            return Beat(seq)
        case "TAG+", [uid] if _UID.match(uid) and len(uid) % 2 == 0:
            return TagArrived(seq, uid)
        case "TAG-", [uid] if _UID.match(uid) and len(uid) % 2 == 0:
            return TagLeft(seq, uid)
        case "BTN", [button, press]:
            try:
                return ButtonFrame(seq, Button(button), Press(press))
            except ValueError:
                return Rejected(line, f"unknown button or press: {button} {press}")
        case "SYNC", []:
            return SyncRequest(seq)
    return Rejected(line, f"bad {kind} frame")


class FrameDecoder:
    """Bytes in, frames out; keeps a partial line for the next ``feed``."""

    def __init__(self) -> None:
        self._pending = bytearray()

    def feed(self, chunk: bytes) -> list[Frame | Rejected]:
        results: list[Frame | Rejected] = []
        self._pending += chunk
        while (end := self._pending.find(b"\n")) >= 0:
            line = bytes(self._pending[:end]).rstrip(b"\r")
            del self._pending[: end + 1]
            if len(line) > MAX_LINE:
                results.append(Rejected(line[:MAX_LINE], "line too long"))
                line = line[line.rfind(b"$") :] if b"$" in line[-MAX_LINE:] else b""
                if not line:
                    continue
            results.append(parse_line(line))
        if len(self._pending) > MAX_LINE:
            # Noise without line ends: keep only a frame that may be starting.
            start = self._pending.rfind(b"$", len(self._pending) - MAX_LINE)
            results.append(Rejected(bytes(self._pending[:MAX_LINE]), "line too long"))
            del self._pending[: start if start >= 0 else len(self._pending)]
        return results

    def reset(self) -> None:
        self._pending.clear()
