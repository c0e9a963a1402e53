"""``companion simulate deep-sea``: bots dive, and the figures of Deep Sea Adventure.

Besides the shared figures (``run_many``) it reports the mean final score and
how many divers drown in each of the three rounds.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import UserError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from companion.games.deep_sea import GAME

    names = ", ".join(GAME.bots)
    parser.add_argument(
        "--policy", default=next(iter(GAME.bots)),
        help=f"bot for every seat, or one per seat separated by commas ({names}; default %(default)s)",
    )


def bots_from(policy: str, seats: int) -> list:
    from companion.games.deep_sea import GAME

    names = [name.strip() for name in policy.split(",")]
    if len(names) == 1:
        names *= seats
    if len(names) != seats:
        raise UserError(f"--policy names {len(names)} bots for {seats} players; give one, or one per player")
    unknown = [name for name in names if name not in GAME.bots]
    if unknown:
        raise UserError(f"unknown policy {unknown[0]!r}; choose from {', '.join(GAME.bots)}")
    return [GAME.bots[name] for name in names]


def run(args: argparse.Namespace) -> dict[str, Any]:
    from companion.games.deep_sea import GAME
    from companion.simulate import run_many

    if not GAME.min_seats <= args.players <= GAME.max_seats:
        raise UserError(f"Deep Sea Adventure is for {GAME.min_seats} to {GAME.max_seats} players, not {args.players}")
    if args.games < 1:
        raise UserError(f"--games must be at least 1, not {args.games}")
    bots = bots_from(args.policy, args.players)
    score_totals = [0] * args.players
    drowned = [0, 0, 0]

    def tally(played) -> None:
        for seat, score in enumerate(played.outcome.scores):
            score_totals[seat] += score
        for round_index, seats in enumerate(played.final.drowned):
            drowned[round_index] += len(seats)

    figures = run_many(GAME, args.players, {}, args.games, args.seed, lambda i: bots, on_game=tally)
    games = args.games
    figures["policy"] = args.policy
    figures["mean_score"] = round(sum(score_totals) / (games * args.players), 2)
    figures["mean_score_by_seat"] = [round(total / games, 2) for total in score_totals]
    figures["drowned_per_round"] = [round(count / games, 3) for count in drowned]
    return figures
