"""Benchmark: full games of Deep Sea Adventure per second, bots on one core.

The figure the issue asks for: ``companion simulate deep-sea --players 4`` with
the default bot, whole games (setup shuffles, every roll, three rounds,
cleanup), through the public engine contract and the shared ``run_many`` loop.

    .venv/bin/python bench/deep_sea.py [--players 4] [--games 3000] [--repeat 5] [--policy NAME] [--json]

Prints the median and best of ``--repeat`` runs in games per second, and the
mean engine actions per game (chance included), so a faster figure can be
told apart from shorter games.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.games.deep_sea import GAME  # noqa: E402
from companion.simulate import run_many  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--policy", default=next(iter(GAME.bots)), choices=list(GAME.bots))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    bots = [GAME.bots[args.policy]] * args.players
    actions = 0

    def count(played) -> None:
        nonlocal actions
        actions += played.actions

    rates = []
    for run in range(args.repeat):
        actions = 0
        figures = run_many(GAME, args.players, {}, args.games, args.seed + run, lambda i: bots, on_game=count)
        rates.append(args.games / figures["seconds"])
    result = {
        "benchmark": "deep-sea full games",
        "players": args.players,
        "policy": args.policy,
        "games_per_run": args.games,
        "runs": args.repeat,
        "games_per_second_median": round(statistics.median(rates), 1),
        "games_per_second_best": round(max(rates), 1),
        "actions_per_game": round(actions / args.games, 1),
        "python": platform.python_version(),
        "cpu_count": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"Deep Sea Adventure, {args.players} players, policy {args.policy}, one core")
        print(f"  median {result['games_per_second_median']:.0f} games/s, best {result['games_per_second_best']:.0f} games/s"
              f" ({args.repeat} runs of {args.games} games)")
        print(f"  {result['actions_per_game']:.1f} engine actions per game (chance included)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
