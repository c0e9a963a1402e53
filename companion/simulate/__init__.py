"""Bots playing whole games, for ``companion simulate``, benchmarks and attract mode.

The loop is the same for every game: chance outcomes come from the seeded
source (ruling C-1), every other decision from a bot. Each game has a module
here named like its engine package (``companion.simulate.deep_sea``) with
``add_arguments(parser)`` for its own flags and ``run(args) -> dict`` that
calls :func:`run_many` and adds its own statistics. The rules engines stay
pure; the clock lives here.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from companion.games.contract import Bot, Outcome


@dataclass(frozen=True, slots=True)
class PlayedGame:
    final: Any  # the terminal state
    outcome: Outcome
    actions: int  # every applied action, chance included
    turns: int  # decisions taken by seats


def play_out(
    game: Any,
    seats: int,
    options: Mapping[str, Any],
    bots: Sequence[Bot],
    rng: random.Random,
    max_actions: int = 100_000,
) -> PlayedGame:
    """Play one game to its end. ``bots[i]`` plays seat ``i``."""
    state = game.new_game(seats, options)
    to_act, apply, chance = game.to_act, game.apply, game.chance
    actions = turns = 0
    while actions < max_actions:
        who = to_act(state)
        if who.chance:
            action = chance(state, rng)
        elif who.seats:
            seat = who.seats[0]
            action = bots[seat](state, seat, rng)
            turns += 1
        else:
            return PlayedGame(state, game.outcome(state), actions, turns)
        state = apply(state, action)
        actions += 1
    raise RuntimeError(f"{game.id}: no end after {max_actions} actions (a rules bug)")


def run_many(
    game: Any,
    seats: int,
    options: Mapping[str, Any],
    games: int,
    seed: int,
    bots_for: Callable[[int], Sequence[Bot]],
    on_game: Callable[[PlayedGame], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games from one seed and return the figures every game shares.

    Game ``i`` uses ``random.Random(f"{seed}/{i}")``, so any single game of a
    run can be replayed on its own.
    """
    wins = [0] * seats
    shared = 0
    turns = 0
    started = time.perf_counter()
    for i in range(games):
        played = play_out(game, seats, options, bots_for(i), random.Random(f"{seed}/{i}"))
        for seat in played.outcome.winners:
            wins[seat] += 1
        shared += played.outcome.shared
        turns += played.turns
        if on_game is not None:
            on_game(played)
    seconds = time.perf_counter() - started
    return {
        "game": game.id,
        "players": seats,
        "games": games,
        "seed": seed,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds > 0 else None,
        "wins_by_seat": wins,
        "shared_wins": shared,
        "mean_turns": round(turns / games, 2) if games else 0,
    }
