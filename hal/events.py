"""The frozen events that cross from hardware threads to the kiosk's main loop.

Hardware threads (gpiozero callbacks, the reader's serial thread) do one thing:
put one of these on the inbound queue (``hal.ports.EventSink``). The main loop
drains the queue and handles each event to completion. Nothing else crosses
threads. Times are seconds on the injected clock's monotonic scale.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Button(enum.Enum):
    """The logical buttons. GPIO pins, keys, taps and the reader's own buttons
    all map to these through configuration."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    OK = "ok"
    BACK = "back"
    SEAT_1 = "seat1"
    SEAT_2 = "seat2"
    SEAT_3 = "seat3"
    SEAT_4 = "seat4"
    SEAT_5 = "seat5"
    SEAT_6 = "seat6"

    @property
    def seat(self) -> int | None:
        """0-based seat index of a per-seat button, else None."""
        return int(self.value[4:]) - 1 if self.value.startswith("seat") else None


NAVIGATION = (Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT, Button.OK, Button.BACK)
SEAT_BUTTONS = tuple(b for b in Button if b.seat is not None)


class Press(enum.Enum):
    PRESSED = "pressed"
    HELD = "held"  # fired once when held past the panel's hold_time
    RELEASED = "released"


@dataclass(frozen=True, slots=True)
class ButtonEvent:
    button: Button
    press: Press
    time: float


@dataclass(frozen=True, slots=True)
class TagSeen:
    """A tag arrived on the reader (reported once, debounced by the firmware)."""

    uid: str  # upper-case hex, no separators
    time: float


@dataclass(frozen=True, slots=True)
class TagGone:
    uid: str
    time: float


@dataclass(frozen=True, slots=True)
class ReaderOnline:
    firmware: str  # firmware version from the handshake
    protocol: int
    time: float


@dataclass(frozen=True, slots=True)
class ReaderOffline:
    reason: str  # one phrase for the status line: "unplugged", "silent for 3 s", "not configured"
    time: float


HardwareEvent = ButtonEvent | TagSeen | TagGone | ReaderOnline | ReaderOffline
