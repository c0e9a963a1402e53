"""Colours, fonts and scaling for the kiosk.

Everything is laid out on an 800x480 design grid (the official Pi
touchscreen) and scaled uniformly to the real screen, centred, so 1920x1080
shows the same layout with crisp text (fonts are rendered at the scaled size,
never stretched).

Seats are told apart by colour *and* shape *and* letter, so colour-blind
players can always tell whose turn it is. The colours are the Okabe-Ito
palette, chosen to stay distinct under the common colour-vision deficiencies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

DESIGN_WIDTH, DESIGN_HEIGHT = 800, 480

BACKGROUND = (8, 24, 48)
PANEL = (18, 44, 78)
PANEL_LIGHT = (32, 68, 112)
TEXT = (236, 242, 248)
MUTED = (150, 172, 196)
ACCENT = (86, 180, 233)
SELECTED = (240, 228, 66)
WARNING = (230, 159, 0)
DANGER = (213, 94, 0)
GOOD = (0, 158, 115)


@dataclass(frozen=True, slots=True)
class SeatMarker:
    name: str  # colour name the players say ("Orange")
    colour: tuple[int, int, int]
    shape: str  # circle, square, triangle, diamond, star, hexagon
    letter: str  # first letter of the colour name, drawn inside the shape


SEATS: tuple[SeatMarker, ...] = (
    SeatMarker("Orange", (230, 159, 0), "circle", "O"),
    SeatMarker("Sky", (86, 180, 233), "square", "S"),
    SeatMarker("Green", (0, 158, 115), "triangle", "G"),
    SeatMarker("Yellow", (240, 228, 66), "diamond", "Y"),
    SeatMarker("Blue", (0, 114, 178), "hexagon", "B"),
    SeatMarker("Pink", (204, 121, 167), "star", "P"),
)


class Theme:
    """Scales design coordinates to the screen and caches fonts."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.scale = min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
        self.offset_x = (width - DESIGN_WIDTH * self.scale) / 2
        self.offset_y = (height - DESIGN_HEIGHT * self.scale) / 2
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}

    def px(self, design: float) -> int:
        return max(1, round(design * self.scale))

    def point(self, x: float, y: float) -> tuple[int, int]:
        return round(self.offset_x + x * self.scale), round(self.offset_y + y * self.scale)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.point(x, y)
        return pygame.Rect(left, top, self.px(w), self.px(h))

    def to_design(self, pos: tuple[int, int]) -> tuple[float, float]:
        """Screen pixel -> design coordinates (for touch)."""
        return (pos[0] - self.offset_x) / self.scale, (pos[1] - self.offset_y) / self.scale

    def band(self, y: float, h: float) -> pygame.Rect:
        """A full-width strip of the screen (title and status bars), from design y and height."""
        top = self.point(0, y)[1]
        return pygame.Rect(0, top, self.width, self.px(h))

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        key = (self.px(size), bold)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(None, key[0])  # pygame-ce's bundled font: no system fonts needed
            font.bold = bold
            self._fonts[key] = font
        return font

    def text(
        self,
        surface: pygame.Surface,
        text: str,
        x: float,
        y: float,
        size: float = 28,
        colour: tuple[int, int, int] = TEXT,
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        """Draw ``text`` with its ``anchor`` (a pygame.Rect attribute) at design point (x, y)."""
        rendered = self.font(size, bold).render(text, True, colour)
        box = rendered.get_rect(**{anchor: self.point(x, y)})
        surface.blit(rendered, box)
        return box

    def marker(self, surface: pygame.Surface, seat: int, x: float, y: float, radius: float = 14) -> None:
        """A seat's shape in its colour with its letter, centred at design point (x, y)."""
        mark = SEATS[seat % len(SEATS)]
        cx, cy = self.point(x, y)
        r = self.px(radius)
        match mark.shape:
            case "circle":
                pygame.draw.circle(surface, mark.colour, (cx, cy), r)
            case "square":
                pygame.draw.rect(surface, mark.colour, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r))
            case _:
                pygame.draw.polygon(surface, mark.colour, _polygon(mark.shape, cx, cy, r))
        letter = self.font(radius * 1.3, bold=True).render(mark.letter, True, BACKGROUND)
        surface.blit(letter, letter.get_rect(center=(cx, cy + (r // 5 if mark.shape == "triangle" else 0))))


def _polygon(shape: str, cx: int, cy: int, r: int) -> list[tuple[float, float]]:
    match shape:
        case "triangle":
            angles, radii = [-90, 30, 150], [r * 1.15] * 3
        case "diamond":
            angles, radii = [-90, 0, 90, 180], [r * 1.2] * 4
        case "hexagon":
            angles, radii = list(range(0, 360, 60)), [r * 1.05] * 6
        case _:  # star
            angles = list(range(-90, 270, 36))
            radii = [r * 1.25 if i % 2 == 0 else r * 0.6 for i in range(10)]
    return [
        (cx + rad * math.cos(math.radians(a)), cy + rad * math.sin(math.radians(a)))
        for a, rad in zip(angles, radii)
    ]
