"""What is always on the table screen, drawn from the engine's public view:
the deck counter, the live company table and the projected scores.

Drawing only: nothing here changes the game.
"""

from __future__ import annotations

from typing import Any

import pygame

from companion.games.in_too_deep.cards import Company
from companion.kiosk import theme as th
from companion.kiosk.theme import Theme
from companion.kiosk.widgets import title_bar

TABLE_TOP = 62
ROW_TOP = 86
ROW_H = 44
SHARES_X = 600
SHARE_W = 32
SCORES_Y = 310
DEPTH_SHOWN = 6  # most recent depth cards shown per company


SHORT = {
    Company.OCEAN_CLEANING: "Ocean",
    Company.TREASURE_HUNTING: "Treasure",
    Company.PEARL_DIVING: "Pearl",
    Company.RESEARCH: "Research",
    Company.WILDLIFE_SPOTTING: "Wildlife",
}


def seat_name(seat: int) -> str:
    return th.SEATS[seat].name


def holder_name(view: dict[str, Any], holder: int) -> str:
    return "Dummy" if holder >= view["seats"] else seat_name(holder)


def deck_counter(view: dict[str, Any]) -> str:
    """ITD-7: the deck, which pass it is on, and the discard pile."""
    if view["depletions"] >= 2:
        return f"Deck out twice · owed cards from the discard pile ({view['discard']})"
    return f"Deck {view['deck']} · pass {view['deck_pass']} of 2 · discard {view['discard']}"


def draw_header(surface: pygame.Surface, theme: Theme, view: dict[str, Any]) -> None:
    if view["end_trigger"] is None:
        title_bar(surface, theme, "In Too Deep", deck_counter(view))
        return
    # ITD-8: the end is announced where the deck counter was, and stays until the scores
    title_bar(surface, theme, "In Too Deep")
    pygame.draw.rect(surface, th.DANGER, theme.rect(360, 0, 440, 56))
    left = view["final_turns_left"]
    alert = ("GAME OVER · the scores" if left == 0 else
             f"END TRIGGERED · {left} final turn(s) left" if left is not None
             else "END TRIGGERED · final turns after this one")
    theme.text(surface, alert, 790, 17, size=24, anchor="midright", bold=True)
    theme.text(surface, deck_counter(view), 790, 41, size=18, anchor="midright")


def draw_companies(surface: pygame.Surface, theme: Theme, view: dict[str, Any], selected: int | None) -> None:
    holders = len(view["portfolios"])
    muted = th.MUTED
    theme.text(surface, "company", 20, TABLE_TOP + 10, size=18, colour=muted, anchor="midleft")
    theme.text(surface, "depth cards (most recent last)", 200, TABLE_TOP + 10, size=18, colour=muted,
               anchor="midleft")
    theme.text(surface, "value", 492, TABLE_TOP + 10, size=18, colour=muted, anchor="center")
    theme.text(surface, "price", 550, TABLE_TOP + 10, size=18, colour=muted, anchor="center")
    for holder in range(holders):
        x = SHARES_X + holder * SHARE_W + SHARE_W / 2
        if holder < view["seats"]:
            theme.marker(surface, holder, x, TABLE_TOP + 10, radius=9)
        else:
            theme.text(surface, "D", x, TABLE_TOP + 10, size=20, colour=muted, anchor="center", bold=True)
    for index, company in enumerate(view["companies"]):
        top = ROW_TOP + index * ROW_H
        box = theme.rect(10, top, 780, ROW_H - 4)
        chosen = index == selected
        pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
        if chosen:
            pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(3), border_radius=theme.px(8))
        middle = top + (ROW_H - 4) / 2
        name = company["company"].replace("Ocean and Coastal ", "")
        star = " *" if company["side"] == "advanced" else ""
        theme.text(surface, f"{name}{star}", 20, middle, size=24, anchor="midleft", bold=True,
                   colour=th.SELECTED if chosen else th.TEXT)
        depth = company["depth"]
        shown = depth[-DEPTH_SHOWN:]
        x = 200
        if len(depth) > DEPTH_SHOWN:
            theme.text(surface, "…", x, middle, size=24, anchor="midleft", colour=muted)
            x += 16
        for position, number in enumerate(shown):
            last = position == len(shown) - 1
            theme.text(surface, str(number), x, middle, size=30 if last else 22, anchor="midleft",
                       bold=last, colour=th.TEXT if last else muted)
            x += 42 if last else 34
        theme.text(surface, str(company["value"]), 492, middle, size=38, anchor="center", bold=True)
        if company["share_value"] != company["value"]:
            theme.text(surface, f"={company['share_value']}", 520, middle + 10, size=16, anchor="midleft",
                       colour=th.ACCENT)
        theme.text(surface, str(company["price"]), 550, middle, size=28, anchor="center", colour=th.WARNING)
        for holder, count in enumerate(company["shares"]):
            x = SHARES_X + holder * SHARE_W + SHARE_W / 2
            theme.text(surface, str(count) if count else "·", x, middle, size=28, anchor="center",
                       bold=bool(count), colour=th.TEXT if count else muted)


def draw_scores(surface: pygame.Surface, theme: Theme, view: dict[str, Any], active: int | None,
                drawn: dict[int, int] | None = None) -> None:
    """Live projected scores (ITD-8, Pearl Diving included), hand sizes, and a "+n" badge on each
    seat that must draw cards now (ITD-5, ITD-6)."""
    seats = view["seats"]
    width = 780 / seats
    for seat in range(seats):
        left = 10 + seat * width
        box = theme.rect(left, SCORES_Y, width - 6, 44)
        pygame.draw.rect(surface, th.PANEL_LIGHT if seat == active else th.PANEL, box, border_radius=theme.px(8))
        if seat == active:
            pygame.draw.rect(surface, th.SEATS[seat].colour, box, width=theme.px(3), border_radius=theme.px(8))
        theme.marker(surface, seat, left + 20, SCORES_Y + 22, radius=12)
        theme.text(surface, str(view["projected_scores"][seat]), left + 40, SCORES_Y + 22, size=36,
                   anchor="midleft", bold=True)
        theme.text(surface, f"{view['hand_sizes'][seat]} in hand", left + width - 14, SCORES_Y + 22, size=18,
                   anchor="midright", colour=th.MUTED)
        if drawn and drawn.get(seat):
            badge = theme.rect(left + width / 2 - 6, SCORES_Y + 4, 44, 36)
            pygame.draw.rect(surface, th.GOOD, badge, border_radius=theme.px(10))
            theme.text(surface, f"+{drawn[seat]}", left + width / 2 + 16, SCORES_Y + 22, size=28, anchor="center",
                       bold=True)


def draw_prompt(surface: pygame.Surface, theme: Theme, lines: list[str], y: float = 360,
                colour: tuple[int, int, int] = th.TEXT) -> None:
    for line in lines:
        theme.text(surface, line, 400, y, size=22, anchor="midtop", colour=colour)
        y += 24
