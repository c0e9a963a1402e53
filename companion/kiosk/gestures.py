"""From raw button events to what a scene acts on: clicks and holds.

The arrows act the moment they go down (moving a cursor should feel instant).
OK, BACK and the seat buttons have a second meaning when held (OK held: help;
BACK held: undo; combinations: self-test and admin), so they click when
released, and only if they were not held: a hold never also clicks.
"""

from __future__ import annotations

from dataclasses import dataclass

from hal.events import Button, ButtonEvent, Press

_CLICK_ON_PRESS = frozenset({Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT})


@dataclass(frozen=True, slots=True)
class Gesture:
    button: Button
    held: bool = False
    time: float = 0.0


class Gestures:
    def __init__(self) -> None:
        self.down: dict[Button, float] = {}  # buttons down now -> when they went down
        self._held: set[Button] = set()

    def feed(self, event: ButtonEvent) -> Gesture | None:
        button = event.button
        match event.press:
            case Press.PRESSED:
                self.down[button] = event.time
                self._held.discard(button)
                if button in _CLICK_ON_PRESS:
                    return Gesture(button, False, event.time)
            case Press.HELD:
                if button in self.down and button not in self._held:
                    self._held.add(button)
                    return Gesture(button, True, event.time)
            case Press.RELEASED:
                was_down = self.down.pop(button, None) is not None
                was_held = button in self._held
                self._held.discard(button)
                if was_down and not was_held and button not in _CLICK_ON_PRESS:
                    return Gesture(button, False, event.time)
        return None

    def held_together(self) -> frozenset[Button]:
        """Buttons held past hold_time right now (for combinations)."""
        return frozenset(b for b in self._held if b in self.down)
