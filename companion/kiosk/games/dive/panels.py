"""Small drawings the Dive screens share: the Chief's card, a story of the last level."""

from __future__ import annotations

import pygame

from companion.games.dive.state import CHIEF, DiveState, LevelResult, Phase
from companion.kiosk import theme as th
from companion.kiosk.theme import Theme


def wrap(theme: Theme, text: str, size: float, width: float) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` design pixels."""
    font = theme.font(size)
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if font.size(trial)[0] > theme.px(width) and line:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])


def level_story(result: LevelResult, names: list[str]) -> str:
    """One level in the players' words: who was right, who got the creature and why (DV-5, DV-6)."""
    def who(seat: int) -> str:
        return "the Chief" if seat == CHIEF else names[seat]

    parts = [f"Level {result.level}: {result.card}."]
    if result.wrong:
        parts.append("Wrong: " + ", ".join(who(s) for s in result.wrong) + ".")
    if result.wiped:
        parts.append(", ".join(who(s) for s in result.wiped) + " in Deep Waters: every token removed (DV-5).")
    if result.speeds:
        speeds = ", ".join(f"{who(w)} {'fastest' if s >= 1000 else s}" for w, s in result.speeds)
        if result.helped is None:
            parts.append(f"Speeds {speeds}: a tie, nobody is helped (DV-6).")
        else:
            start, end = result.move
            moved = f"{start} to {end}" if end != start else f"stays on {start}"
            parts.append(f"Speeds {speeds}: {who(result.helped)} is fastest, {moved} (DV-6).")
    if result.bubbles:
        parts.append("A Bubble covers the Chief's level " + ", ".join(map(str, result.bubbles)) + " (DV-10).")
    return " ".join(parts)


def draw_story(surface: pygame.Surface, theme: Theme, texts: list[str], y: float, width: float = 760) -> None:
    row = 0
    for text in texts:
        for line in wrap(theme, text, 21, width)[:5]:
            theme.text(surface, line, 20, y + row * 22, size=21, colour=th.ACCENT)
            row += 1


def draw_chief(surface: pygame.Surface, theme: Theme, state: DiveState, x: float, y: float) -> None:
    """The Chief's card: its speed per level, yellow levels, Bubbles, and the level now played."""
    card = state.chief_card
    pygame.draw.rect(surface, th.PANEL, theme.rect(x, y, 220, 132), border_radius=theme.px(8))
    theme.text(surface, "Village Chief", x + 10, y + 14, size=22, anchor="midleft", bold=True)
    now = state.level + 1 if state.phase in (Phase.REVEAL, Phase.REPORT) else 0
    for level in range(4):
        cx = x + 30 + level * 52
        covered = not state.chief_visible[level] if state.chief_visible else False
        if level + 1 == now:
            pygame.draw.rect(surface, th.SELECTED, theme.rect(cx - 22, y + 30, 44, 60), width=theme.px(2),
                             border_radius=theme.px(6))
        theme.text(surface, f"L{level + 1}", cx, y + 40, size=16, colour=th.MUTED, anchor="center")
        if covered:
            pygame.draw.circle(surface, th.ACCENT, theme.point(cx, y + 68), theme.px(15), width=theme.px(2))
            theme.text(surface, "bubble", cx, y + 98, size=13, colour=th.ACCENT, anchor="center")
        else:
            colour = th.SELECTED if card.yellow[level] else th.TEXT
            theme.text(surface, str(card.speeds[level]), cx, y + 68, size=40, colour=colour, anchor="center", bold=True)
    if 1 <= now <= 4 and state.chief_visible and state.chief_visible[now - 1]:
        theme.text(surface, f"speed at this level: {card.speeds[now - 1]}", x + 110, y + 118, size=20,
                   colour=th.SELECTED, anchor="center")
