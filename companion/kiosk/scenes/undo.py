"""'Undo <last action>?' — one confirmation before a table flow's undo (BACK held)."""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import dialog
from hal.events import Button


class UndoDialog(Scene):
    opaque = False
    help_text = "OK undoes the last action; BACK keeps it."

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.question = f"Undo: {last_action(table.session)}?"

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return True
        if gesture.button is Button.OK:
            self.app.pop()
            self.table.undo()
        elif gesture.button is Button.BACK:
            self.app.pop()
        return True

    def tap(self, x: float, y: float) -> list[Button]:
        if 260 <= y <= 330:
            return [Button.OK] if x < 400 else [Button.BACK]
        return []

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        dialog(surface, theme, (80, 120, 640, 230), border=th.WARNING)
        theme.text(surface, self.question, 400, 180, size=30, anchor="center", bold=True)
        for x, label, colour in ((240, "OK: undo", th.WARNING), (560, "BACK: keep", th.TEXT)):
            button = theme.rect(x - 140, 265, 280, 60)
            pygame.draw.rect(surface, th.PANEL_LIGHT, button, border_radius=theme.px(10))
            theme.text(surface, label, x, 295, size=30, anchor="center", colour=colour)


def last_action(session) -> str:
    """The last action in the players' words."""
    describe = getattr(session, "describe_last", None)
    if describe is not None:
        return describe()
    return session.history[-1].text
