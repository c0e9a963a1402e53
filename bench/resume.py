"""How long a resume takes: open the journal and replay a 1,000-action game.

    python -m bench.resume [--actions 1000] [--repeat 20] [--dir DIR] [--json] [--quick]

Each repeat opens the store afresh (integrity check included) and rebuilds the
unfinished game by replay, as the kiosk does on boot. Target: <= 200 ms.
"""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

from bench._figures import Figure, median, parser, report
from companion.session import GameStore, Seat
from tests.session.toy_game import GAME

TARGET_MS = 200


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


def main() -> None:
    cli = parser(__doc__.splitlines()[0])
    cli.add_argument("--actions", type=int, default=1000, help="journal entries of the game (default 1000)")
    cli.add_argument("--repeat", type=int, default=20, help="resumes to time (default 20)")
    cli.add_argument("--dir", help="make the scratch state directory here (default: the system's temp dir)")
    args = cli.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        journal_a_game(Path(scratch), args.actions)
        ms = [t * 1000 for t in time_resumes(Path(scratch), args.actions, 5 if args.quick else args.repeat)]
    worst = max(ms)
    report("resume", [
        Figure(f"resume of a {args.actions}-action game, median", median(ms), "ms"),
        Figure(f"resume of a {args.actions}-action game, worst", worst, "ms", f"<= {TARGET_MS} ms", worst <= TARGET_MS),
    ], args.json)


if __name__ == "__main__":
    main()
