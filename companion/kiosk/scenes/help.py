"""The help overlay: the rule that applies at the current step (OK held opens it)."""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.scene import Notice
from companion.kiosk.widgets import dialog


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class HelpOverlay(Notice):
    opaque = False

    def __init__(self, app, rule: str, text: str) -> None:
        super().__init__(app)
        self.rule, self.text = rule, text

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        dialog(surface, theme, (60, 50, 680, 370))
        theme.text(surface, self.rule, 90, 75, size=34, colour=th.SELECTED, bold=True)
        font = theme.font(26)
        y = 125
        for line in wrap(self.text, font, theme.px(620)):
            theme.text(surface, line, 90, y, size=26)
            y += 30
        theme.text(surface, "Press any button to close", 400, 400, size=22, colour=th.MUTED, anchor="center")
