"""Scenes and the scene stack.

A scene turns logical input into actions on a game session and draws a view of
state. Drawing never changes state. Only the top scene gets input; a scene
that is not ``opaque`` (a dialog, the help overlay) is drawn over the scene
below it.

Input arrives as :class:`Gesture` (see ``gestures.py``): a click of a logical
button, or a hold. Touch arrives as a design-grid point through ``tap``, which
a scene answers with the logical buttons the tap stands for, so a tap takes
the very same path as a press.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from hal.events import Button, TagGone, TagSeen
from companion.kiosk.gestures import Gesture

if TYPE_CHECKING:  # pragma: no cover
    from companion.kiosk.app import App


class Scene:
    opaque = True
    # Shown in the help overlay (OK held) when the scene has nothing more specific.
    help_text = "UP/DOWN choose, OK confirms, BACK goes back."

    def __init__(self, app: "App") -> None:
        self.app = app

    # Lifetime -----------------------------------------------------------------
    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Covered by another scene."""

    def resume(self) -> None:
        """Uncovered again."""

    # Input --------------------------------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        """React to a click or hold; return True when consumed."""
        return False

    def tag(self, event: TagSeen | TagGone) -> bool:
        """A tag arrived on or left the reader; return True when consumed."""
        return False

    def tap(self, x: float, y: float) -> list[Button]:
        """The logical buttons a tap at design point (x, y) stands for."""
        return []

    # Time ---------------------------------------------------------------------
    def deadline(self) -> float | None:
        """Clock time at which :meth:`tick` is due (countdowns, shown-briefly dice), or None."""
        return None

    def tick(self, now: float) -> None:
        """Called once the deadline has passed."""

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def help(self) -> tuple[str, str]:
        """(rule, text) for the help overlay: the rule that applies at this step."""
        return ("How to use the kiosk", self.help_text)


class Notice(Scene):
    """A screen that any click closes (a hold is swallowed, so it cannot open help over it)."""

    def handle(self, gesture: Gesture) -> bool:
        if not gesture.held:
            self.app.pop()
        return True

    def tap(self, x: float, y: float) -> list[Button]:
        return [Button.OK]


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene:
        return self._scenes[-1]

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene:
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene (setup -> table flow) without resuming the one below."""
        self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top opaque scene and everything above it."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return self._scenes[start:]
