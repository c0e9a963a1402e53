"""``companion simulate in-too-deep``: bots play In Too Deep; figures beyond the shared ones.

``--advanced`` turns all five company cards to their advanced side (ITD-1).
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import UserError
from companion.simulate import PlayedGame, run_many

SIDE_OPTIONS = ("ocean_cleaning", "treasure_hunting", "pearl_diving", "research", "wildlife_spotting")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--advanced", action="store_true",
                        help="play every company on its advanced side (default: basic)")
    parser.add_argument("--bot", default=None,
                        help="bot policy for every seat (default: the game's first, 'investor')")


def run(args: argparse.Namespace) -> dict[str, Any]:
    from companion.games.in_too_deep import GAME

    if not GAME.min_seats <= args.players <= GAME.max_seats:
        raise UserError(f"in-too-deep is for {GAME.min_seats} to {GAME.max_seats} players, not {args.players}")
    if args.games < 1:
        raise UserError(f"--games must be at least 1, not {args.games}")
    policy = args.bot or next(iter(GAME.bots))
    if policy not in GAME.bots:
        raise UserError(f"unknown bot {policy!r}; bots: {', '.join(GAME.bots)}")
    bot = GAME.bots[policy]
    options = {name: "advanced" for name in SIDE_OPTIONS} if args.advanced else {}

    score_sums = [0] * args.players
    turns = 0
    by_fundraiser = 0

    def tally(played: PlayedGame) -> None:
        nonlocal turns, by_fundraiser
        for seat, score in enumerate(played.outcome.scores):
            score_sums[seat] += score
        turns += played.final.turns_taken
        by_fundraiser += played.final.end_trigger == "fundraisers"

    figures = run_many(GAME, args.players, options, args.games, args.seed,
                       lambda _: [bot] * args.players, on_game=tally)
    games = args.games
    figures.update({
        "advanced": args.advanced,
        "bot": policy,
        "mean_score": round(sum(score_sums) / (games * args.players), 2),
        "mean_score_by_seat": [round(total / games, 2) for total in score_sums],
        "mean_turns": round(turns / games, 2),  # player turns (ITD), not every decision
        "end_by_fundraiser": round(by_fundraiser / games, 4),  # share of games ended by two fundraisers
    })
    return figures
