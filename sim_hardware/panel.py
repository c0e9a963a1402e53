"""The simulated button panel: the *real* ``hal.buttons.ButtonPanel`` on gpiozero's
``MockFactory``. Pressing a key or tapping the screen drives a mock pin low, so
every simulated press goes through the same gpiozero code as a real one.
"""

from __future__ import annotations

from typing import Mapping

from hal.buttons import ButtonPanel
from hal.events import Button
from hal.pins import make_pin_factory
from hal.ports import Clock, EventSink


def with_every_button(pins: Mapping[Button, int]) -> dict[Button, int]:
    """The configured pins plus a free mock pin for each unwired button, so the
    simulation always has the six seat buttons too."""
    wired = dict(pins)
    free = (pin for pin in range(2, 28) if pin not in wired.values())
    for button in Button:
        if button not in wired:
            wired[button] = next(free)
    return wired


class SimulatedPanel:
    def __init__(
        self,
        pins: Mapping[Button, int],
        sink: EventSink,
        clock: Clock,
        hold_time: float = 0.8,
        bounce_time: float | None = None,
    ) -> None:
        self.factory = make_pin_factory("mock")
        self.panel = ButtonPanel(with_every_button(pins), sink, clock, self.factory, hold_time, bounce_time)

    def press(self, button: Button) -> None:
        self.panel.pin_of(button).drive_low()  # wired to ground: pressed reads low

    def release(self, button: Button) -> None:
        self.panel.pin_of(button).drive_high()

    def tap(self, button: Button) -> None:
        self.press(button)
        self.release(button)

    def start(self) -> None:
        self.panel.start()

    def close(self) -> None:
        self.panel.close()
        self.factory.close()
