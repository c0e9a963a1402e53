"""A virtual clock for tests: time moves only when the test advances it."""

from __future__ import annotations


class VirtualClock:
    def __init__(self, start: float = 1000.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> float:
        if seconds < 0:
            raise ValueError("a virtual clock never runs backwards")
        self._now += seconds
        return self._now
