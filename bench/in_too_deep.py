"""Benchmark: In Too Deep games per second with the default bot, at 2, 4 and 5 players.

    python bench/in_too_deep.py [--games N] [--advanced] [--json]

Also times one table-mode (C-2) random playout and the engine's per-action cost.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.games.in_too_deep import GAME  # noqa: E402
from companion.simulate import play_out, run_many  # noqa: E402

SIDES = ("ocean_cleaning", "treasure_hunting", "pearl_diving", "research", "wildlife_spotting")


def measure(players: int, games: int, advanced: bool) -> dict:
    options = {name: "advanced" for name in SIDES} if advanced else {}
    bot = next(iter(GAME.bots.values()))
    actions = 0

    def count(played) -> None:
        nonlocal actions
        actions += played.actions

    figures = run_many(GAME, players, options, games, 0, lambda _: [bot] * players, on_game=count)
    return {
        "players": players,
        "games": games,
        "seconds": figures["seconds"],
        "games_per_second": figures["games_per_second"],
        "microseconds_per_action": round(figures["seconds"] / actions * 1e6, 1),
        "actions_per_game": round(actions / games, 1),
    }


def table_mode(players: int, games: int) -> dict:
    bot = GAME.bots["random"]
    started = time.perf_counter()
    for i in range(games):
        play_out(GAME, players, {"table": True}, [bot] * players, random.Random(i))
    seconds = time.perf_counter() - started
    return {"players": players, "games": games, "games_per_second": round(games / seconds, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per player count (default 200)")
    parser.add_argument("--advanced", action="store_true", help="every company on its advanced side")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    results = {
        "benchmark": "in_too_deep simulate",
        "bot": next(iter(GAME.bots)),
        "advanced": args.advanced,
        "runs": [measure(players, args.games, args.advanced) for players in (2, 4, 5)],
        "table_mode_random": table_mode(4, max(1, args.games // 10)),
    }
    if args.json:
        print(json.dumps(results))
        return
    print(f"In Too Deep, bot {results['bot']}, {'advanced' if args.advanced else 'basic'} sides")
    for run in results["runs"]:
        print(f"  {run['players']} players: {run['games_per_second']:8.1f} games/s"
              f"  ({run['microseconds_per_action']} µs/action, {run['actions_per_game']} actions/game)")
    table = results["table_mode_random"]
    print(f"  table mode, random bot, {table['players']} players: {table['games_per_second']:.1f} games/s")


if __name__ == "__main__":
    main()
