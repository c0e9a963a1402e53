"""The home screen: the three games (and the history of played games)."""

from __future__ import annotations

import pygame

import companion
from companion.games import CATALOGUE
from companion.kiosk import theme as th
from companion.kiosk.games import open_setup
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import Menu, title_bar
from hal.events import Button

HISTORY = "History"


class Home(Scene):
    help_text = ("Choose a game with UP and DOWN, then press OK. BACK always returns here. "
                 "Hold OK for help on any screen; hold BACK in a game to undo.")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.game_ids = list(CATALOGUE)
        self.menu = Menu([CATALOGUE[g][0] for g in self.game_ids] + [HISTORY], x=180, y=100, width=440)

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        if self.menu.move(gesture.button):
            return True
        if gesture.button is Button.OK:
            chosen = self.menu.selected
            if chosen < len(self.game_ids):
                self.app.push(open_setup(self.app, self.game_ids[chosen]))
            else:
                from companion.kiosk.scenes.history import HistoryScene

                self.app.push(HistoryScene(self.app))
            return True
        return False

    def tap(self, x: float, y: float) -> list[Button]:
        return self.menu.taps(x, y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Table Companion", f"v{companion.__version__}")
        self.menu.draw(surface, theme)
        theme.text(surface, "UP/DOWN choose  ·  OK open  ·  hold OK for help", 400, 430, size=22,
                   colour=th.MUTED, anchor="center")
