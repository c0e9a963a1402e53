"""Benchmark: Dive games per second, 4 seer divers plus the Village Chief.

    python bench/dive.py [--games N] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import time
import tracemalloc

from companion.games.dive import GAME
from companion.games.dive.bots import seer
from companion.simulate import play_out, run_many
from companion.simulate.dive import options_for


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    bot = seer(0.15)
    figures = {}
    for name, options in (("4 divers + Chief", options_for(4, True, False, False)),
                          ("4 divers + Chief + companions", options_for(4, True, True, False)),
                          ("4 divers", options_for(4, False, False, False))):
        result = run_many(GAME, 4, options, args.games, 0, lambda i: [bot] * 4)
        figures[name] = {"games_per_second": result["games_per_second"], "games": args.games}
    # Legal programs of four divers at the table: the lazy sequence, built and indexed once.
    state = GAME.new_game(4, {"table": True})
    started = time.perf_counter()
    for i in range(1000):
        legal = GAME.legal_actions(state)
        legal[(i * 7919) % len(legal)]
    figures["program legal actions"] = {"microseconds_per_call": round((time.perf_counter() - started) * 1000, 1),
                                        "programs": len(legal)}
    tracemalloc.start()
    play_out(GAME, 4, options_for(4, True, True, False), [bot] * 4, random.Random(1))
    figures["one game"] = {"peak_kib": round(tracemalloc.get_traced_memory()[1] / 1024, 1)}
    tracemalloc.stop()
    if args.json:
        print(json.dumps(figures))
    else:
        for name, values in figures.items():
            print(f"{name:>32}: " + ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in values.items()))


if __name__ == "__main__":
    main()
