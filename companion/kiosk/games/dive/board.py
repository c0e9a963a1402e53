"""The Descent board, spaces 0 to 23 and beyond, with both zones and every pawn."""

from __future__ import annotations

import pygame

from companion.games.dive.state import DEEP_WATERS, GOAL
from companion.kiosk import theme as th
from companion.kiosk.theme import Theme

SPACES = GOAL + 2  # 0..23, then one "24+" space for pawns past the stone
LEFT, WIDTH = 20, 760
TRANQUIL = (46, 104, 150)
DEEP = (10, 34, 70)
CHIEF_COLOUR = (20, 20, 20)


def space_x(space: int) -> float:
    cell = WIDTH / SPACES
    return LEFT + (min(space, SPACES - 1) + 0.5) * cell


def draw_descent(surface: pygame.Surface, theme: Theme, positions: tuple[int, ...],
                 chief: int | None, y: float = 300, height: float = 96, children: bool = False) -> None:
    cell = WIDTH / SPACES
    for space in range(SPACES):
        deep = space >= DEEP_WATERS and not children  # DV-11: the children ignore the zones
        box = theme.rect(LEFT + space * cell + 1, y, cell - 2, height)
        pygame.draw.rect(surface, DEEP if deep else TRANQUIL, box, border_radius=theme.px(4))
        label = f"{space}" if space < SPACES - 1 else f"{GOAL + 1}+"
        colour = th.SELECTED if space == GOAL else th.MUTED
        theme.text(surface, label, space_x(space), y + height - 10, size=15, colour=colour, anchor="center")
    if not children:
        theme.text(surface, "Tranquil Waters", LEFT + 4, y - 12, size=18, colour=th.MUTED, anchor="midleft")
        theme.text(surface, "Deep Waters", LEFT + DEEP_WATERS * cell + 4, y - 12, size=18,
                   colour=th.MUTED, anchor="midleft")
    theme.text(surface, "stone", space_x(GOAL), y - 12, size=18, colour=th.SELECTED, anchor="center")
    stacks: dict[int, int] = {}
    pawns = [(p, seat) for seat, p in enumerate(positions)] + ([(chief, -1)] if chief is not None else [])
    for position, seat in pawns:
        space = min(position, SPACES - 1)
        level = stacks.get(space, 0)
        stacks[space] = level + 1
        cx, cy = space_x(space), y + 14 + level * 17
        if seat == -1:
            centre = theme.point(cx, cy)
            pygame.draw.circle(surface, CHIEF_COLOUR, centre, theme.px(9))
            pygame.draw.circle(surface, th.TEXT, centre, theme.px(9), width=theme.px(2))
            theme.text(surface, "C", cx, cy, size=14, anchor="center", bold=True)
        else:
            theme.marker(surface, seat, cx, cy, radius=8)
