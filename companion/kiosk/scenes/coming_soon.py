"""Shown for a game whose table flow has not been built into the kiosk yet."""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import title_bar
from hal.events import Button


class ComingSoon(Scene):
    def __init__(self, app, title: str) -> None:
        super().__init__(app)
        self.title = title

    def handle(self, gesture: Gesture) -> bool:
        if gesture.button in (Button.BACK, Button.OK) and not gesture.held:
            self.app.pop()
            return True
        return False

    def tap(self, x: float, y: float) -> list[Button]:
        return [Button.BACK]

    def draw(self, surface: pygame.Surface) -> None:
        title_bar(surface, self.app.theme, self.title, "setup")
        theme = self.app.theme
        theme.text(surface, f"{self.title} is coming soon.", 400, 220, size=40, anchor="center")
        theme.text(surface, "BACK returns to the games.", 400, 280, size=28, colour=th.MUTED, anchor="center")
