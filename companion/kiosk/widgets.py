"""Reusable pieces of scenes: a menu, a form of choices, a title bar.

Widgets keep their own small state (which row is selected) and share one
layout function between drawing and touch, so a tap lands on what is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from hal.events import Button
from companion.kiosk import theme as th
from companion.kiosk.theme import Theme


def title_bar(surface: pygame.Surface, theme: Theme, title: str, subtitle: str = "") -> None:
    pygame.draw.rect(surface, th.PANEL, theme.band(0, 56))
    theme.text(surface, title, 20, 28, size=40, anchor="midleft", bold=True)
    if subtitle:
        theme.text(surface, subtitle, 780, 28, size=24, colour=th.MUTED, anchor="midright")


def dialog(surface: pygame.Surface, theme: Theme, box: tuple[float, float, float, float],
           border: tuple[int, int, int] = th.ACCENT) -> None:
    """Shade what is behind, then draw a framed panel at design rect ``box``."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 170))
    surface.blit(shade, (0, 0))
    panel = theme.rect(*box)
    pygame.draw.rect(surface, th.PANEL, panel, border_radius=theme.px(14))
    pygame.draw.rect(surface, border, panel, width=theme.px(3), border_radius=theme.px(14))


@dataclass
class Menu:
    """A vertical list: UP/DOWN move (wrapping), OK chooses."""

    items: Sequence[str]
    x: float = 200
    y: float = 90
    width: float = 400
    row_height: float = 64
    selected: int = 0

    def row(self, index: int) -> tuple[float, float, float, float]:
        return (self.x, self.y + index * self.row_height, self.width, self.row_height - 10)

    def move(self, button: Button) -> bool:
        if not self.items:
            return False
        if button is Button.UP:
            self.selected = (self.selected - 1) % len(self.items)
        elif button is Button.DOWN:
            self.selected = (self.selected + 1) % len(self.items)
        else:
            return False
        return True

    def taps(self, x: float, y: float) -> list[Button]:
        """A tap on a row: the presses that move the cursor there, then OK."""
        for index in range(len(self.items)):
            left, top, width, height = self.row(index)
            if left <= x <= left + width and top <= y <= top + height:
                steps = index - self.selected
                moves = [Button.DOWN] * steps if steps >= 0 else [Button.UP] * -steps
                return moves + [Button.OK]
        return []

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for index, label in enumerate(self.items):
            box = theme.rect(*self.row(index))
            chosen = index == self.selected
            pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(10))
            if chosen:
                pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(3), border_radius=theme.px(10))
            left, top, width, height = self.row(index)
            theme.text(surface, label, left + width / 2, top + height / 2, size=34,
                       colour=th.SELECTED if chosen else th.TEXT, anchor="center", bold=chosen)


@dataclass
class Field:
    label: str
    choices: Sequence[Any]
    index: int = 0
    show: Any = str  # how a choice is written

    @property
    def value(self) -> Any:
        return self.choices[self.index]


@dataclass
class Form:
    """Rows of choices: UP/DOWN pick a row, LEFT/RIGHT change its value; the
    last row is the button that submits (OK on it)."""

    fields: list[Field]
    submit: str = "Start"
    x: float = 60
    y: float = 76
    width: float = 680
    row_height: float = 50
    selected: int = 0
    changed: list[str] = field(default_factory=list)

    @property
    def rows(self) -> int:
        return len(self.fields) + 1

    def values(self) -> dict[str, Any]:
        return {f.label: f.value for f in self.fields}

    def handle(self, button: Button) -> str | None:
        """Returns "submit" when OK is pressed on the submit row, "changed" or "moved" otherwise."""
        match button:
            case Button.UP:
                self.selected = (self.selected - 1) % self.rows
                return "moved"
            case Button.DOWN:
                self.selected = (self.selected + 1) % self.rows
                return "moved"
            case Button.LEFT | Button.RIGHT if self.selected < len(self.fields):
                row = self.fields[self.selected]
                step = -1 if button is Button.LEFT else 1
                row.index = (row.index + step) % len(row.choices)
                return "changed"
            case Button.OK if self.selected == len(self.fields):
                return "submit"
            case Button.OK:
                self.selected += 1
                return "moved"
        return None

    def row(self, index: int) -> tuple[float, float, float, float]:
        return (self.x, self.y + index * self.row_height, self.width, self.row_height - 6)

    def taps(self, x: float, y: float) -> list[Button]:
        for index in range(self.rows):
            left, top, width, height = self.row(index)
            if top <= y <= top + height and left <= x <= left + width:
                steps = index - self.selected
                moves = [Button.DOWN] * steps if steps >= 0 else [Button.UP] * -steps
                if index == len(self.fields):
                    return moves + [Button.OK]
                # Left third of a row steps back, the rest steps forward.
                return moves + [Button.LEFT if x < left + width / 3 else Button.RIGHT]
        return []

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for index in range(self.rows):
            left, top, width, height = self.row(index)
            chosen = index == self.selected
            box = theme.rect(left, top, width, height)
            pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
            if chosen:
                pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(2), border_radius=theme.px(8))
            middle = top + height / 2
            if index == len(self.fields):
                theme.text(surface, self.submit, left + width / 2, middle, size=32, anchor="center",
                           colour=th.SELECTED if chosen else th.TEXT, bold=True)
                continue
            row = self.fields[index]
            theme.text(surface, row.label, left + 16, middle, size=28, anchor="midleft")
            theme.text(surface, f"<  {row.show(row.value)}  >", left + width - 16, middle, size=28,
                       anchor="midright", colour=th.SELECTED if chosen else th.ACCENT)
