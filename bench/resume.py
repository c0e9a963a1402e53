"""How long a resume takes: open the journal and replay a 1,000-action game.

    python bench/resume.py [--actions 1000] [--repeat 20] [--dir DIR] [--json]

Each repeat opens the store afresh (integrity check included) and rebuilds the
unfinished game by replay, as the kiosk does on boot. Target: <= 200 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.session import GameStore, Seat  # noqa: E402
from tests.session.toy_game import GAME  # noqa: E402


def journal_a_game(directory: Path, actions: int) -> None:
    rng = random.Random(2)
    with GameStore(directory, engines=lambda _: GAME) as store:
        session = store.new_game(GAME, [Seat("Ann"), Seat("Bo")], {"goal": 100_000}, seed=2)
        while session.entries < actions:
            if session.chance_pending:
                session.draw_chance()
            else:
                session.act(rng.choice(list(session.legal_actions())))


def time_resumes(directory: Path, actions: int, repeat: int) -> list[float]:
    timings = []
    for _ in range(repeat):
        started = time.perf_counter()
        store = GameStore(directory, engines=lambda _: GAME)
        session = store.resume()
        timings.append(time.perf_counter() - started)
        assert session is not None and session.entries == actions
        store.close()
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--dir", help="where to make the scratch state directory")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        journal_a_game(Path(scratch), args.actions)
        timings = sorted(time_resumes(Path(scratch), args.actions, args.repeat))
    figures = {
        "actions": args.actions,
        "repeat": args.repeat,
        "median_ms": round(statistics.median(timings) * 1000, 2),
        "max_ms": round(timings[-1] * 1000, 2),
        "target_ms": 200,
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>10}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
