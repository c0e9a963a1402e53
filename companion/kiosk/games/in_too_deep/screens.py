"""What each step of the In Too Deep flow looks like. Drawing only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from companion.games.in_too_deep.cards import BONUS, COMPANIES
from companion.games.in_too_deep.scoring import share_value, winner
from companion.kiosk import theme as th

from . import board

if TYPE_CHECKING:  # pragma: no cover
    from .flow import InTooDeepTable

PROMPT_Y = 360
ABILITY_ROWS = 6  # the list ends above the score strip


def draw(scene: "InTooDeepTable", surface: pygame.Surface) -> None:
    from .flow import ACTIONS, Step

    theme = scene.app.theme
    view = scene.view
    board.draw_header(surface, theme, view)
    if scene.step is Step.OVER:
        _final_scores(scene, surface)
        return
    if scene.picker is not None:
        scene.picker.draw(surface, theme)
        if scene.notes and not scene.refusal:
            theme.text(surface, scene.notes[-1], 400, 440, size=18, anchor="center", colour=th.ACCENT)
        return
    selected = scene.company if scene.step is Step.TURN else None
    board.draw_companies(surface, theme, view, selected)
    pending = view["pending"]
    board.draw_scores(surface, theme, view, pending.get("seat") if scene.step is not Step.BONUS_COUNT else None,
                      scene.drawn)
    if scene.step is Step.ABILITY:
        _ability_list(scene, surface)
    y = PROMPT_Y
    match scene.step:
        case Step.TURN:
            seat = pending["seat"]
            final = " · final turn: no dividends, no abilities" if view["final_turns_left"] is not None else ""
            theme.text(surface, f"{board.seat_name(seat)}'s turn{final}", 400, y, size=24, anchor="midtop",
                       bold=True, colour=th.SEATS[seat].colour)
            _action_bar(scene, surface, ACTIONS)
        case Step.STARTER:
            theme.text(surface, "Who holds the lowest card? (ITD-3)", 400, y, size=24, anchor="midtop", bold=True)
            _choices(scene, surface, [board.seat_name(s) for s in range(view["seats"])], markers=True)
        case Step.BONUS_COUNT:
            seat, count = pending["seat"], pending["count"]
            who = board.seat_name(seat)
            theme.text(surface, f"{who} draws {count} card(s): any bonus share among them?", 400, y, size=24,
                       anchor="midtop", bold=True)
            labels = [f"{sum(1 for item in deal.items if item is BONUS)} bonus" for deal in scene.deals()]
            _choices(scene, surface, labels)
        case Step.DRAFT:
            seat = pending["seat"]
            theme.text(surface, f"{board.seat_name(seat)}: take a face-up card as a share (ITD-3)", 400, y,
                       size=24, anchor="midtop", bold=True, colour=th.SEATS[seat].colour)
            _choices(scene, surface, [f"{card.number} {board.SHORT[card.company]}"
                                      for card in dict.fromkeys(scene.state.row)], size=18)
        case Step.ABILITY:
            seat = pending["seat"]
            theme.text(surface, f"{board.seat_name(seat)} may use the ability (optional)", 400, y, size=24,
                       anchor="midtop", bold=True, colour=th.SEATS[seat].colour)
    for index, line in enumerate(scene.notes[-2:]):
        theme.text(surface, line, 400, 424 + index * 16, size=17, anchor="midtop", colour=th.ACCENT)


def _action_bar(scene, surface: pygame.Surface, actions) -> None:
    theme = scene.app.theme
    company = COMPANIES[scene.company]
    state = scene.state
    labels = {
        "Expand": f"Expand {board.SHORT[company]}",
        "Buy": f"Buy {board.SHORT[company]} · pay {state.shares_in(company)}",
        "Draw": f"Draw · {state.draws_in_a_row} of {state.seats} drew",
    }
    width = 250
    for index, action in enumerate(actions):
        left = 22 + index * (width + 6)
        chosen = index == scene.action
        box = theme.rect(left, 388, width, 34)
        pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
        if chosen:
            pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(3), border_radius=theme.px(8))
        theme.text(surface, labels[action], left + width / 2, 405, size=22, anchor="center", bold=chosen,
                   colour=th.SELECTED if chosen else th.TEXT)


def _choices(scene, surface: pygame.Surface, labels: list[str], markers: bool = False, size: int = 22) -> None:
    theme = scene.app.theme
    count = max(len(labels), 1)
    width = min(150, 760 / count)
    left0 = 400 - width * count / 2
    for index, label in enumerate(labels):
        left = left0 + index * width
        chosen = index == scene.choice
        box = theme.rect(left + 3, 388, width - 6, 34)
        pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
        if chosen:
            pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(3), border_radius=theme.px(8))
        x = left + width / 2
        if markers:
            theme.marker(surface, index, left + 18, 405, radius=10)
            x += 10
        theme.text(surface, label, x, 405, size=size, anchor="center", bold=chosen,
                   colour=th.SELECTED if chosen else th.TEXT)


def _ability_list(scene, surface: pygame.Surface) -> None:
    theme = scene.app.theme
    options = scene.ability_options()
    first = max(0, min(scene.choice - ABILITY_ROWS // 2, len(options) - ABILITY_ROWS))
    height = 40 + min(len(options), ABILITY_ROWS) * 32
    pygame.draw.rect(surface, th.PANEL, theme.rect(40, 66, 720, height), border_radius=theme.px(10))
    pygame.draw.rect(surface, th.ACCENT, theme.rect(40, 66, 720, height), width=theme.px(2),
                     border_radius=theme.px(10))
    company = scene.state.step.company
    theme.text(surface, f"{company.title}'s ability · {first + 1}-{min(len(options), first + ABILITY_ROWS)} "
                        f"of {len(options)}", 400, 84, size=22, anchor="center", bold=True)
    for row, (label, _) in enumerate(options[first:first + ABILITY_ROWS]):
        index = first + row
        chosen = index == scene.choice
        top = 102 + row * 32
        if chosen:
            pygame.draw.rect(surface, th.PANEL_LIGHT, theme.rect(50, top, 700, 30), border_radius=theme.px(6))
        theme.text(surface, label, 64, top + 15, size=22, anchor="midleft", bold=chosen,
                   colour=th.SELECTED if chosen else th.TEXT)


def _final_scores(scene, surface: pygame.Surface) -> None:
    """ITD-8: shares x value per company (Pearl Diving's ability included), then the tie-breaks."""
    theme = scene.app.theme
    state = scene.state
    best, decided = winner(state)
    reason = {"score": "highest portfolio", "hand": "tie broken by most cards in hand",
              "seat": "tie broken by seat furthest clockwise from the starter"}[decided]
    theme.text(surface, f"{board.seat_name(best)} wins · {reason}", 400, 80, size=34, anchor="center",
               bold=True, colour=th.SEATS[best].colour)
    worth = [share_value(state, company) for company in COMPANIES]
    theme.text(surface, "share value: " + "  ".join(f"{board.SHORT[c]} {worth[c]}" for c in COMPANIES),
               400, 114, size=20, anchor="center", colour=th.MUTED)
    for seat in range(state.seats):
        top = 136 + seat * 52
        box = theme.rect(20, top, 760, 46)
        pygame.draw.rect(surface, th.PANEL_LIGHT if seat == best else th.PANEL, box, border_radius=theme.px(8))
        theme.marker(surface, seat, 44, top + 23, radius=13)
        parts = [f"{state.shares(seat, c)}×{worth[c]} {c.letter}" for c in COMPANIES if state.shares(seat, c)]
        total = sum(state.shares(seat, c) * worth[c] for c in COMPANIES)
        theme.text(surface, " + ".join(parts) or "no shares", 70, top + 23, size=22, anchor="midleft")
        theme.text(surface, f"{len(state.hands[seat])} in hand", 640, top + 23, size=18, anchor="midright",
                   colour=th.MUTED)
        theme.text(surface, str(total), 770, top + 23, size=40, anchor="midright", bold=True)
    theme.text(surface, "OK: back to the games", 400, 440, size=20, anchor="center", colour=th.MUTED)
