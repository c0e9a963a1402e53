"""``companion simulate GAME ...``: bots play many games and print the figures."""

from __future__ import annotations

import argparse
import importlib
import json

from companion.games import CATALOGUE

HELP = "let the bots play many games and print win rates and speed"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for game_id, (title, package) in CATALOGUE.items():
        try:
            module = importlib.import_module(f"companion.simulate.{package.rsplit('.', 1)[1]}")
        except ModuleNotFoundError:
            continue  # a game whose engine has not landed yet
        sub = games.add_parser(game_id, help=f"simulate {title}")
        sub.add_argument("--players", type=int, required=True, help="number of seats")
        sub.add_argument("--games", type=int, default=100, help="games to play (default 100)")
        sub.add_argument("--seed", type=int, default=0, help="seed of the chance source (default 0)")
        sub.add_argument("--json", action="store_true", help="print one JSON object")
        module.add_arguments(sub)
        sub.set_defaults(simulate=module.run)


def run(args: argparse.Namespace) -> int:
    figures = args.simulate(args)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>20}: {value}")
    return 0
