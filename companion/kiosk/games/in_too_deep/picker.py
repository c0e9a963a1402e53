"""Entering a DS card by its number: a 10 x 10 grid, one row per decade.

UP/DOWN move a decade, LEFT/RIGHT one number, OK enters; a tap picks a number
in one touch. Each number shows its company letter (from the card list,
ITD-2) so the players can check the card in their hand. Cards already face
up are greyed; they can still be chosen, and the rules then say why not.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from companion.games.in_too_deep.cards import DECK, Card
from companion.kiosk import theme as th
from companion.kiosk.theme import Theme
from hal.events import Button

BY_NUMBER = {card.number: card for card in DECK}
LEFT, TOP, CELL_W, CELL_H = 150, 92, 50, 28
BONUS_ROW = 10  # the extra row offered when a bonus share may turn up (ITD-10)


@dataclass
class CardPicker:
    title: str
    number: int = 0  # the number under the cursor (kept while on the bonus row, for its column)
    face_up: frozenset[int] = frozenset()
    allow_bonus: bool = False
    hint: str = ""
    bonus_chosen: bool = field(default=False)

    @property
    def card(self) -> Card | None:
        return None if self.bonus_chosen else BY_NUMBER.get(self.number)

    @property
    def rows(self) -> int:
        return BONUS_ROW + (1 if self.allow_bonus else 0)

    @property
    def row(self) -> int:
        return BONUS_ROW if self.bonus_chosen else self.number // 10

    def _go_row(self, row: int) -> None:
        row %= self.rows
        self.bonus_chosen = row == BONUS_ROW
        if not self.bonus_chosen:
            self.number = row * 10 + self.number % 10

    def move(self, button: Button) -> bool:
        match button:
            case Button.UP:
                self._go_row(self.row - 1)
            case Button.DOWN:
                self._go_row(self.row + 1)
            case Button.LEFT if not self.bonus_chosen:
                self.number = (self.number - 1) % 100
            case Button.RIGHT if not self.bonus_chosen:
                self.number = (self.number + 1) % 100
            case Button.LEFT | Button.RIGHT:
                pass
            case _:
                return False
        return True

    def taps(self, x: float, y: float) -> list[Button]:
        """A tap on a number (or the bonus row): the presses that move there, then OK."""
        column, row = int((x - LEFT) // CELL_W), int((y - TOP) // CELL_H)
        if x < LEFT or y < TOP or not 0 <= column < 10 or not 0 <= row < self.rows:
            return []
        rows = row - self.row
        presses = [Button.DOWN] * rows if rows >= 0 else [Button.UP] * -rows
        if row != BONUS_ROW:
            columns = column - self.number % 10
            presses += [Button.RIGHT] * columns if columns >= 0 else [Button.LEFT] * -columns
        return presses + [Button.OK]

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        pygame.draw.rect(surface, th.PANEL, theme.rect(10, 62, 780, TOP - 62 + self.rows * CELL_H + 6),
                         border_radius=theme.px(10))
        theme.text(surface, self.title, 400, 79, size=26, anchor="center", bold=True, colour=th.SELECTED)
        for number in range(100):
            row, column = divmod(number, 10)
            box = (LEFT + column * CELL_W, TOP + row * CELL_H, CELL_W - 4, CELL_H - 3)
            chosen = number == self.number and not self.bonus_chosen
            seen = number in self.face_up
            colour = th.SELECTED if chosen else th.PANEL_LIGHT if not seen else th.BACKGROUND
            pygame.draw.rect(surface, colour, theme.rect(*box), border_radius=theme.px(5))
            card = BY_NUMBER.get(number)
            text_colour = th.BACKGROUND if chosen else th.MUTED if seen or card is None else th.TEXT
            middle = box[1] + box[3] / 2
            theme.text(surface, str(number), box[0] + box[2] - 17, middle, size=24, anchor="midright",
                       colour=text_colour, bold=True)
            if card is not None:  # the share side, small and apart, so 0 and O are not confused
                theme.text(surface, card.company.letter, box[0] + box[2] - 4, middle + 3, size=16,
                           anchor="midright", colour=text_colour if chosen or seen else th.ACCENT)
        if self.allow_bonus:
            box = (LEFT, TOP + BONUS_ROW * CELL_H, 10 * CELL_W - 4, CELL_H - 3)
            pygame.draw.rect(surface, th.SELECTED if self.bonus_chosen else th.WARNING, theme.rect(*box),
                             border_radius=theme.px(5))
            theme.text(surface, "a bonus share turned up", box[0] + box[2] / 2, box[1] + box[3] / 2, size=22,
                       anchor="center", colour=th.BACKGROUND, bold=True)
        chosen = "bonus" if self.bonus_chosen else str(self.number)
        theme.text(surface, chosen, 80, 230, size=60, anchor="center", bold=True)
        if self.card is not None:
            theme.text(surface, self.card.company.title.replace(" and ", " & "), 80, 270, size=18,
                       anchor="center", colour=th.MUTED)
        if self.hint:
            theme.text(surface, self.hint, 400, 416, size=20, anchor="center", colour=th.MUTED)
