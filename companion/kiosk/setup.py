"""The base of every game's setup screen: a form of choices, BACK leaves, OK on
the last row starts the game. A combination the rules refuse (the engine's
SetupError) is shown with its rule, and nothing starts (C-3)."""

from __future__ import annotations

import pygame

from companion.games.contract import SetupError
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.table import start_session
from companion.kiosk.widgets import Form
from hal.events import Button


class SetupScene(Scene):
    def __init__(self, app, form: Form) -> None:
        super().__init__(app)
        self.form = form
        self.refusal: str | None = None

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        if gesture.button is Button.BACK:
            self.app.pop()
            return True
        result = self.form.handle(gesture.button)
        if result == "submit":
            self.start()
        elif result is not None:
            self.refusal = None
            self.form_changed()
        if result is not None:
            self.app.invalidate()
        return result is not None

    def form_changed(self) -> None:
        """Hook: a value or the row changed (keep dependent choices consistent here)."""

    def start(self) -> None:
        raise NotImplementedError

    def start_game(self, game, seats, options, **session):
        """A journaled session for the chosen setup, or None with the refusal shown."""
        try:
            return start_session(self.app, game, seats, options, **session)
        except SetupError as refused:
            self.refusal = f"{refused.message} ({refused.rule})"
            self.app.sound.play("warning", self.app.clock.now())
            self.app.invalidate()
            return None

    def tap(self, x: float, y: float) -> list[Button]:
        return self.form.taps(x, y)

    def draw_refusal(self, surface: pygame.Surface, y: float = 410) -> None:
        if not self.refusal:
            return
        theme = self.app.theme
        pygame.draw.rect(surface, th.DANGER, theme.rect(20, y, 760, 42), border_radius=theme.px(8))
        theme.text(surface, self.refusal, 400, y + 21, size=21, anchor="center", bold=True)
