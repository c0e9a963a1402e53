"""How long it takes to make one action durable (journal write + fsync).

    python -m bench.journal [--actions 2000] [--dir DIR] [--game ID] [--json] [--quick]

Times ``GameSession.act`` / ``draw_chance`` as the kiosk calls them: engine
apply, SQLite commit in WAL mode with synchronous=FULL (an fsync per action).
Run it with ``--dir`` on the disk the kiosk uses (the Pi's SD card): the
default is a temporary directory on this machine's disk.
Target: p99 <= 10 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from bench._figures import Figure, parser, percentile, report
from companion.session import GameStore, Seat

TARGET_P99_MS = 10


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


def main() -> None:
    cli = parser(__doc__.splitlines()[0])
    cli.add_argument("--actions", type=int, default=2000, help="actions to time (default 2000)")
    cli.add_argument("--dir", help="make the scratch state directory here (default: the system's temp dir)")
    cli.add_argument("--game", help="a catalogue game id (default: the toy race of the tests)")
    args = cli.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        timings = measure(Path(scratch), 300 if args.quick else args.actions, args.game)
    ms = [t * 1000 for t in timings]
    p99 = percentile(ms, 99)
    report("journal", [
        Figure("durable action, p50", percentile(ms, 50), "ms"),
        Figure("durable action, p99", p99, "ms", f"<= {TARGET_P99_MS} ms", p99 <= TARGET_P99_MS),
        Figure("durable action, max", max(ms), "ms"),
        Figure("durable action, mean", statistics.fmean(ms), "ms"),
    ], args.json)


if __name__ == "__main__":
    main()
