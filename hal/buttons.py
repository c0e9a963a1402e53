"""The button panel: one gpiozero ``Button`` per logical button.

Wiring: each button connects its GPIO pin to ground, so pins use the internal
pull-up and a press reads low. gpiozero does the debouncing (``bounce_time``)
and hold detection (``hold_time``, ``when_held`` fired once per press).

The callbacks run on gpiozero's threads, so each does exactly one thing: put a
frozen ``ButtonEvent`` on the sink.
"""

from __future__ import annotations

from typing import Any, Mapping

from gpiozero import Button as GPIOButton

from hal.events import Button, ButtonEvent, Press
from hal.ports import Clock, EventSink


class ButtonPanel:
    def __init__(
        self,
        pins: Mapping[Button, int],
        sink: EventSink,
        clock: Clock,
        pin_factory: Any,
        hold_time: float = 0.8,
        bounce_time: float | None = 0.02,
    ) -> None:
        self._sink = sink
        self._clock = clock
        self._buttons: dict[Button, GPIOButton] = {}
        try:
            for logical, pin in pins.items():
                device = GPIOButton(
                    pin,
                    pull_up=True,
                    bounce_time=bounce_time or None,
                    hold_time=hold_time,
                    pin_factory=pin_factory,
                )
                device.when_pressed = self._reporter(logical, Press.PRESSED)
                device.when_held = self._reporter(logical, Press.HELD)
                device.when_released = self._reporter(logical, Press.RELEASED)
                self._buttons[logical] = device
        except Exception:
            self.close()
            raise

    def _reporter(self, logical: Button, press: Press):
        def report() -> None:
            self._sink.put(ButtonEvent(logical, press, self._clock.now()))

        return report

    @property
    def buttons(self) -> tuple[Button, ...]:
        return tuple(self._buttons)

    def pin_of(self, logical: Button) -> Any:
        """The gpiozero pin object behind a logical button (tests drive it)."""
        return self._buttons[logical].pin

    def is_pressed(self, logical: Button) -> bool:
        return self._buttons[logical].is_pressed

    def start(self) -> None:
        """The panel reports from construction on; here for the Device port."""

    def close(self) -> None:
        for device in self._buttons.values():
            device.close()
        self._buttons.clear()
