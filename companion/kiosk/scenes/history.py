"""Past games and their winners, newest first (from the session store)."""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import title_bar
from hal.events import Button

ROWS = 6


class HistoryScene(Scene):
    help_text = "Finished games, newest first. UP/DOWN scroll, BACK returns."

    def __init__(self, app) -> None:
        super().__init__(app)
        store = app.services.get("store")
        self.games = store.finished() if store is not None else []
        self.first = 0

    def handle(self, gesture: Gesture) -> bool:
        match gesture.button:
            case Button.BACK | Button.OK if not gesture.held:
                self.app.pop()
            case Button.UP:
                self.first = max(0, self.first - 1)
            case Button.DOWN:
                self.first = max(0, min(len(self.games) - ROWS, self.first + 1))
            case _:
                return False
        return True

    def tap(self, x: float, y: float) -> list[Button]:
        return [Button.BACK] if y < 60 else [Button.UP] if y < 240 else [Button.DOWN]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "History", f"{len(self.games)} games")
        if not self.games:
            theme.text(surface, "No finished games yet.", 400, 220, size=36, anchor="center", colour=th.MUTED)
            return
        for row, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = 80 + row * 60
            pygame.draw.rect(surface, th.PANEL, theme.rect(40, y, 720, 52), border_radius=theme.px(8))
            theme.text(surface, game.title, 56, y + 26, size=28, anchor="midleft", bold=True)
            theme.text(surface, game.when, 330, y + 26, size=22, anchor="midleft", colour=th.MUTED)
            theme.text(surface, game.result, 744, y + 26, size=26, anchor="midright", colour=th.SELECTED)
