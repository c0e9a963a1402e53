"""Drawing the Deep Sea Adventure table: the path, the air, the divers' scores.

Drawing reads the engine's public view only (levels, never values: C-2), so
the screen cannot show what the players may not see. Nothing here changes
state.
"""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.theme import Theme

# The path as a snake of cells: cell 0 is the submarine, cell k the k-th space.
PER_ROW = 12
X0, DX = 40, 46
ROW_Y = (150, 208, 266)
CELL = 15  # radius of a chip

# Level colours (light to dark, like the sea getting deeper) and the box's shapes.
LEVEL_COLOURS = {1: (170, 214, 236), 2: (110, 170, 220), 3: (64, 120, 196), 4: (40, 76, 160)}
LEVEL_SIDES = {1: 3, 2: 4, 3: 5, 4: 6}

LOW_AIR, VERY_LOW_AIR = 10, 5  # the two warning levels


def cell_point(index: int) -> tuple[float, float]:
    row, column = divmod(index, PER_ROW)
    if row % 2 == 1:
        column = PER_ROW - 1 - column  # the snake turns
    return X0 + column * DX, ROW_Y[min(row, len(ROW_Y) - 1)]


def air_colour(air: int) -> tuple[int, int, int]:
    if air <= VERY_LOW_AIR:
        return th.DANGER
    if air <= LOW_AIR:
        return th.WARNING
    return th.GOOD


def _polygon(sides: int, cx: int, cy: int, r: int) -> list[tuple[float, float]]:
    import math

    start = -90 if sides % 2 else -90 + 180 / sides
    return [(cx + r * math.cos(math.radians(start + i * 360 / sides)),
             cy + r * math.sin(math.radians(start + i * 360 / sides))) for i in range(sides)]


def draw_chip(surface: pygame.Surface, theme: Theme, levels: list[int], x: float, y: float,
              new: bool = False) -> None:
    """A chip in its level's shape and colour; a stack shows how many chips it holds; a blank is a ring."""
    cx, cy = theme.point(x, y)
    r = theme.px(CELL)
    if not levels:
        pygame.draw.circle(surface, th.MUTED, (cx, cy), theme.px(CELL - 5), width=theme.px(2))
        return
    level = max(levels)
    pygame.draw.polygon(surface, LEVEL_COLOURS[level], _polygon(LEVEL_SIDES[level], cx, cy, r))
    if new:
        pygame.draw.polygon(surface, th.SELECTED, _polygon(LEVEL_SIDES[level], cx, cy, r), width=theme.px(2))
    label = f"x{len(levels)}" if len(levels) > 1 else str(level)
    theme.text(surface, label, x, y + 1, size=18, colour=th.BACKGROUND if level < 3 else th.TEXT,
               anchor="center", bold=True)


def draw_path(surface: pygame.Surface, theme: Theme, view: dict, new_stacks: int = 0) -> None:
    """The submarine, every space of the path, and the divers on it (the one to play ringed)."""
    path = view["path"]
    sub_x, sub_y = cell_point(0)
    pygame.draw.rect(surface, th.SELECTED, theme.rect(sub_x - 19, sub_y - 14, 38, 28), border_radius=theme.px(8))
    theme.text(surface, "SUB", sub_x, sub_y, size=16, colour=th.BACKGROUND, anchor="center", bold=True)
    for index, levels in enumerate(path, start=1):
        x, y = cell_point(index)
        draw_chip(surface, theme, levels, x, y, new=index > len(path) - new_stacks)
    at_sub = 0
    for diver in view["divers"]:
        seat, position = diver["seat"], diver["position"]
        if position == 0:
            # In the submarine: side by side above it (back, or not yet set out).
            x, y = sub_x - 16 + (at_sub % 3) * 16, sub_y - 30 - (at_sub // 3) * 16
            at_sub += 1
            theme.marker(surface, seat, x, y, radius=7)
            continue
        x, y = cell_point(position)
        if seat == view["diver"]:
            pygame.draw.circle(surface, th.SELECTED, theme.point(x, y - 22), theme.px(13), width=theme.px(2))
        theme.marker(surface, seat, x, y - 22, radius=9)
        if diver["turned_back"]:  # heading up: a small arrow beside the marker
            theme.text(surface, "^", x + 13, y - 30, size=18, colour=th.SELECTED, anchor="center", bold=True)


def draw_air(surface: pygame.Surface, theme: Theme, air: int, full: int = 25) -> None:
    """The shared air: a big number and a bar, coloured at 10 and at 5 (always on screen)."""
    colour = air_colour(air)
    panel = theme.rect(630, 64, 160, 388)
    pygame.draw.rect(surface, th.PANEL, panel, border_radius=theme.px(12))
    if air <= LOW_AIR:
        pygame.draw.rect(surface, colour, panel, width=theme.px(4), border_radius=theme.px(12))
    theme.text(surface, "AIR", 710, 86, size=30, colour=th.MUTED, anchor="center", bold=True)
    theme.text(surface, str(air), 710, 160, size=120, colour=colour, anchor="center", bold=True)
    bar_top, bar_height = 224, 212
    pygame.draw.rect(surface, th.BACKGROUND, theme.rect(685, bar_top, 50, bar_height), border_radius=theme.px(6))
    filled = bar_height * max(0, min(air, full)) / full
    if filled:
        pygame.draw.rect(surface, colour, theme.rect(685, bar_top + bar_height - filled, 50, filled),
                         border_radius=theme.px(6))
    for mark in (LOW_AIR, VERY_LOW_AIR):
        y = bar_top + bar_height - bar_height * mark / full
        pygame.draw.line(surface, th.TEXT, theme.point(678, y), theme.point(742, y), theme.px(2))
        theme.text(surface, str(mark), 750, y, size=18, colour=th.MUTED, anchor="midleft")


def status_of(diver: dict) -> str:
    if diver["back"]:
        return "back"
    if diver["position"] == 0:
        return "sub"
    return "up" if diver["turned_back"] else "down"


def draw_scores(surface: pygame.Surface, theme: Theme, view: dict, names: list[str]) -> None:
    """One line: each diver's marker, score so far and where they are headed."""
    count = len(view["divers"])
    width = 600 / count
    for diver in view["divers"]:
        seat = diver["seat"]
        x = 14 + seat * width
        theme.marker(surface, seat, x + 12, 304, radius=10)
        theme.text(surface, f"{diver['score']}", x + 28, 304, size=30, anchor="midleft", bold=True)
        theme.text(surface, status_of(diver), x + 28 + 34, 304, size=20, colour=th.MUTED, anchor="midleft")
