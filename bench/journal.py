"""How long it takes to make one action durable (journal write + fsync).

    python bench/journal.py [--actions 2000] [--dir DIR] [--game ID] [--json]

Times ``GameSession.act`` / ``draw_chance`` as the kiosk calls them: engine
apply, SQLite commit in WAL mode with synchronous=FULL (an fsync per action).
Run it with ``--dir`` on the disk the kiosk uses (the Pi's SD card): the
default is a temporary directory on this machine's disk.
Target: p99 <= 10 ms.
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


def engine(game_id: str | None):
    if game_id is None:
        from tests.session.toy_game import GAME
        return GAME, {"goal": 100_000}
    import companion.games
    return companion.games.load(game_id), {}


def measure(directory: Path, actions: int, game_id: str | None) -> list[float]:
    game, options = engine(game_id)
    seats = [Seat(f"Seat {n + 1}") for n in range(game.min_seats)]
    rng = random.Random(1)
    timings: list[float] = []
    with GameStore(directory, engines=lambda _: game) as store:
        session = store.new_game(game, seats, options, seed=1)
        while len(timings) < actions:
            if session.to_act.terminal:
                session.finish()
                session = store.new_game(game, seats, options, seed=len(timings))
            started = time.perf_counter()
            if session.chance_pending:
                session.draw_chance()
            else:
                session.act(rng.choice(list(session.legal_actions())))
            timings.append(time.perf_counter() - started)
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--dir", help="state directory to write in (default: a fresh temporary one)")
    parser.add_argument("--game", help="a catalogue game id (default: the toy race of the tests)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        timings = sorted(measure(Path(scratch), args.actions, args.game))
    figures = {
        "actions": len(timings),
        "p50_ms": round(timings[len(timings) // 2] * 1000, 3),
        "p99_ms": round(timings[int(len(timings) * 0.99)] * 1000, 3),
        "max_ms": round(timings[-1] * 1000, 3),
        "mean_ms": round(statistics.fmean(timings) * 1000, 3),
        "target_p99_ms": 10,
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key:>14}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
