"""Back into an unfinished game after a restart: resume, or discard (with a confirmation)."""

from __future__ import annotations

import logging

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import Menu, title_bar
from hal.events import Button

log = logging.getLogger(__name__)


def resume_into(app, key: int) -> bool:
    """Rebuild game ``key`` by replay and open its table flow. False (with the
    reason in the status bar) when it cannot be replayed: the prompt then offers discard."""
    from companion.errors import UserError
    from companion.kiosk.table import open_table

    store = app.services["store"]
    try:
        session = store.open(key)
        scene = open_table(app, session)
    except (UserError, LookupError) as error:
        log.error("cannot resume game %s: %s", key, error)
        app.warn("resume", f"Cannot resume: {error}")
        return False
    app.push(scene)
    return True


class ResumePrompt(Scene):
    help_text = "A game was not finished when the companion stopped. Resume it, or discard it."

    def __init__(self, app, saved) -> None:
        super().__init__(app)
        self.saved = saved
        self.menu = Menu(["Resume", "Discard"], x=200, y=220, width=400)
        self.confirming = False

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        if self.confirming:
            if gesture.button is Button.OK:
                self.app.services["store"].discard(self.saved.key)
                self.app.pop()
            elif gesture.button is Button.BACK:
                self.confirming = False
            return True
        if self.menu.move(gesture.button):
            return True
        if gesture.button is Button.OK:
            if self.menu.selected == 0:
                self.app.pop()
                if not resume_into(self.app, self.saved.key):
                    self.app.push(self)
                    self.menu.selected = 1
            else:
                self.confirming = True
            return True
        return gesture.button is Button.BACK  # the choice must be made: never lost by a stray BACK

    def tap(self, x: float, y: float) -> list[Button]:
        if self.confirming:
            return [Button.OK] if x < 400 else [Button.BACK]
        return self.menu.taps(x, y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Unfinished game", self.saved.title)
        seats = ", ".join(seat.name for seat in self.saved.header.seats)
        theme.text(surface, f"{self.saved.title}, started {self.saved.when}", 400, 110, size=32, anchor="center", bold=True)
        theme.text(surface, seats, 400, 155, size=26, anchor="center", colour=th.MUTED)
        if self.confirming:
            theme.text(surface, "Discard this game for good?", 400, 250, size=34, anchor="center", colour=th.WARNING, bold=True)
            theme.text(surface, "OK: discard      BACK: keep it", 400, 310, size=28, anchor="center")
        else:
            self.menu.draw(surface, theme)
