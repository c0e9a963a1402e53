"""Simulation only: choose a component and lay it on the simulated reader.

The tap then travels exactly as on the table: the simulated reader writes
the tag frame on its pty, the real driver decodes it and queues ``TagSeen``,
and the scene underneath handles it.
"""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import dialog
from hal.events import Button

VISIBLE = 7


class TapPicker(Scene):
    opaque = False
    help_text = "Choose a component with UP/DOWN (LEFT/RIGHT jump ten) and OK to tap it on the reader."

    def __init__(self, app, reader) -> None:
        super().__init__(app)
        self.reader = reader
        registry = app.services.get("tags")
        game_id = _game_being_played(app)
        tags = registry.tags if registry is not None else {}
        self.choices = sorted(((component.describe(), uid) for uid, component in tags.items()
                               if game_id is None or component.game == game_id), key=lambda c: c[0])
        self.selected = 0

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return True
        steps = {Button.UP: -1, Button.DOWN: 1, Button.LEFT: -10, Button.RIGHT: 10}
        if gesture.button in steps and self.choices:
            self.selected = max(0, min(len(self.choices) - 1, self.selected + steps[gesture.button]))
        elif gesture.button is Button.OK and self.choices:
            self.app.pop()
            self.reader.tap(self.choices[self.selected][1])
        elif gesture.button is Button.BACK or gesture.button is Button.OK:
            self.app.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        dialog(surface, theme, (140, 40, 520, 400))
        theme.text(surface, "Tap a component on the reader", 400, 70, size=30, anchor="center", bold=True)
        if not self.choices:
            theme.text(surface, "No tagged components for this game.", 400, 220, size=26, anchor="center", colour=th.MUTED)
            return
        first = max(0, min(self.selected - VISIBLE // 2, len(self.choices) - VISIBLE))
        for row, (label, _) in enumerate(self.choices[first:first + VISIBLE]):
            chosen = first + row == self.selected
            y = 110 + row * 42
            if chosen:
                pygame.draw.rect(surface, th.PANEL_LIGHT, theme.rect(160, y, 480, 38), border_radius=theme.px(6))
            theme.text(surface, label, 400, y + 19, size=26, anchor="center", colour=th.SELECTED if chosen else th.TEXT)
        theme.text(surface, f"{self.selected + 1} of {len(self.choices)}", 400, 415, size=20, anchor="center", colour=th.MUTED)


def _game_being_played(app) -> str | None:
    for scene in reversed(list(app.stack)):
        session = getattr(scene, "session", None)
        if session is not None:
            return session.game.id
    return None
