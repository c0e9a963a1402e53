"""Setting a Dive table for scenario tests, in the rulebook's words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.games.dive import GAME
from companion.games.dive.state import DiveState

ANTHONY, MICHAEL, ROMAIN = 0, 1, 2


def table(seats: int, positions: list[int], chief: int | None = None, **options: Any) -> DiveState:
    """A table game with the pawns already on the Descent board (the Chief's too, if given)."""
    state = GAME.new_game(seats, {"table": True, "village_chief": chief is not None, **options})
    return replace(state, positions=tuple(positions), chief_position=chief or 0)


def play(state: DiveState, *texts: str) -> DiveState:
    """Apply actions in their journal text form."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def programs(state: DiveState, *levels: str) -> DiveState:
    """Every diver reveals a program, diver 1 first: ``'45s/1n/23n'``."""
    return play(state, *(f"program {seat} {text}" for seat, text in enumerate(levels)))


def reveal(state: DiveState, *cards: str) -> DiveState:
    return play(state, *(f"reveal {card}" for card in cards))
