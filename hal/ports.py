"""Ports: what the kiosk needs from hardware, whichever side (real or simulated) provides it."""

from __future__ import annotations

import time
from typing import Protocol

from hal.events import HardwareEvent


class EventSink(Protocol):
    """Where hardware threads put events: a ``queue.SimpleQueue`` in practice."""

    def put(self, event: HardwareEvent) -> None: ...


class Clock(Protocol):
    """Injected time. The real one reads the monotonic clock; tests advance a virtual one."""

    def now(self) -> float: ...


class MonotonicClock:
    def now(self) -> float:
        return time.monotonic()


class Device(Protocol):
    """A hardware part with a lifetime: started by the composition root, closed on exit."""

    def start(self) -> None: ...

    def close(self) -> None: ...
