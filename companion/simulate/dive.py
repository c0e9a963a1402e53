"""``companion simulate dive``: seer bots dive many games, with or without the Village Chief."""

from __future__ import annotations

import argparse
from typing import Any

from companion.errors import UserError
from companion.games.dive import GAME
from companion.games.dive.actions import Companion
from companion.games.dive.bots import seer
from companion.simulate import PlayedGame, run_many


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--chief", action="store_true", help="add the Village Chief (DV-10)")
    parser.add_argument("--companions", action="store_true",
                        help="give each diver a different Companion (DV-12)")
    parser.add_argument("--children", action="store_true", help="the children's version (DV-11)")
    parser.add_argument("--error-rate", type=float, default=0.15,
                        help="chance a bot misreads each Ocean card (default 0.15)")


def options_for(players: int, chief: bool, companions: bool, children: bool) -> dict[str, Any]:
    """Setup options; the Companions go in the rulebook's order, skipping the two the
    Chief forbids (DV-12)."""
    options: dict[str, Any] = {"village_chief": chief, "children": children}
    if companions:
        allowed = [c for c in Companion
                   if not (chief and c in (Companion.DOLPHINS, Companion.GREAT_WHITE_SHARK))]
        options |= {f"companion_{n + 1}": allowed[n].value for n in range(players)}
    return options


def run(args: argparse.Namespace) -> dict[str, Any]:
    if not GAME.min_seats <= args.players <= GAME.max_seats:
        raise UserError(f"dive: --players must be 1 to 4, not {args.players}")
    if args.players == 1 and not args.chief:
        raise UserError("dive: a solo diver needs the Village Chief: add --chief (DV-1)")
    if args.children and (args.chief or args.companions):
        raise UserError("dive: the children's version takes neither --chief nor --companions (DV-11)")
    if args.games < 1:
        raise UserError(f"dive: --games must be at least 1, not {args.games}")
    if not 0.0 <= args.error_rate <= 1.0:
        raise UserError(f"dive: --error-rate must be between 0 and 1, not {args.error_rate}")
    options = options_for(args.players, args.chief, args.companions, args.children)
    bot = seer(args.error_rate)
    rounds: list[int] = []
    chief_wins = draws = ocean_out = 0

    def on_game(played: PlayedGame) -> None:
        nonlocal chief_wins, draws, ocean_out
        rounds.append(played.final.round)
        chief_wins += bool(played.outcome.detail.get("village_chief"))
        draws += "draw" in played.outcome.detail
        ocean_out += bool(played.outcome.detail.get("ocean_out"))

    figures = run_many(GAME, args.players, options, args.games, args.seed,
                       lambda i: [bot] * args.players, on_game)
    figures |= {
        "chief": args.chief,
        "companions": args.companions,
        "children": args.children,
        "error_rate": args.error_rate,
        "chief_wins": chief_wins,
        "draws": draws,
        "ocean_ran_out": ocean_out,
        "mean_rounds": round(sum(rounds) / len(rounds), 2),
    }
    return figures
