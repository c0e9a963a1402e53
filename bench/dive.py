"""Dive engine speed: games per second of seer bots (4 divers plus the Village Chief, and
variants), the Program phase's lazy legal-action sequence, and one game's peak memory.

    python -m bench.dive [--json] [--quick]      (also: python bench/dive.py)
"""

from __future__ import annotations

import random
import sys
import time
import tracemalloc
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._figures import Figure, parser, report  # noqa: E402
from companion.games.dive import GAME  # noqa: E402
from companion.games.dive.bots import seer  # noqa: E402
from companion.simulate import play_out, run_many  # noqa: E402
from companion.simulate.dive import options_for  # noqa: E402


def main() -> None:
    args = parser(__doc__.splitlines()[0]).parse_args()
    games = 300 if args.quick else 3000
    bot = seer(0.15)
    figures = []
    for name, options in (("4 divers + Chief", options_for(4, True, False, False)),
                          ("4 divers + Chief + companions", options_for(4, True, True, False)),
                          ("4 divers, no Chief", options_for(4, False, False, False)),
                          ("4 divers, children's version", options_for(4, False, False, True))):
        result = run_many(GAME, 4, options, games, 0, lambda i: [bot] * 4)
        figures.append(Figure(f"simulate, {name} ({games} games)", result["games_per_second"], "games/s"))
    # The Program phase at the table: four divers, 54,012 programs, listed lazily.
    state = GAME.new_game(4, {"table": True})
    calls = 200 if args.quick else 2000
    GAME.legal_actions(state)[0]  # the programs of each depth are built once per process
    started = time.perf_counter()
    for i in range(calls):
        legal = GAME.legal_actions(state)
        legal[(i * 7919) % len(legal)] in legal
    figures.append(Figure("program phase: legal_actions + index + in", (time.perf_counter() - started) / calls * 1e6,
                          "µs/call"))
    tracemalloc.start()
    play_out(GAME, 4, options_for(4, True, True, False), [bot] * 4, random.Random(1))
    figures.append(Figure("one game, 4 divers + Chief + companions, peak", tracemalloc.get_traced_memory()[1] / 1024,
                          "KiB"))
    tracemalloc.stop()
    report("dive", figures, args.json)


if __name__ == "__main__":
    main()
