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


def real_game_resume(directory: Path, repeat: int) -> tuple[int, list[float]]:
    """A whole bot game of In Too Deep (the real engine with the most actions per game
    and the slowest apply), journaled unfinished one action before its end, then resumed."""
    from companion.games import load

    game = load("in-too-deep")
    bot = game.bots["investor"]
    rng = random.Random(4)
    with GameStore(directory) as store:
        session = store.new_game(game, [Seat(f"Seat {i}") for i in range(5)], {}, seed=4)
        while True:
            state = session.state
            action = (game.chance(state, session.chance.rng(len(session.history)))
                      if session.chance_pending else bot(state, session.to_act.seats[0], rng))
            if game.outcome(game.apply(state, action)) is not None:
                break  # stop one short of the end: the game stays unfinished
            session.act(action)
        actions = session.entries
    timings = []
    for _ in range(repeat):
        started = time.perf_counter()
        with GameStore(directory) as store:
            assert store.resume().entries == actions
        timings.append((time.perf_counter() - started) * 1000)
    return actions, timings


def main() -> None:
    cli = parser(__doc__.splitlines()[0])
    cli.add_argument("--actions", type=int, default=1000, help="journal entries of the game (default 1000)")
    cli.add_argument("--repeat", type=int, default=20, help="resumes to time (default 20)")
    cli.add_argument("--dir", help="make the scratch state directory here (default: the system's temp dir)")
    args = cli.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as scratch:
        journal_a_game(Path(scratch), args.actions)
        ms = [t * 1000 for t in time_resumes(Path(scratch), args.actions, 5 if args.quick else args.repeat)]
        real_actions, real_ms = real_game_resume(Path(scratch) / "real", 3 if args.quick else 10)
    worst = max(ms)
    report("resume", [
        Figure(f"resume of a {args.actions}-action game (toy engine), median", median(ms), "ms"),
        Figure(f"resume of a {args.actions}-action game (toy engine), worst", worst, "ms", f"<= {TARGET_MS} ms", worst <= TARGET_MS),
        Figure(f"resume of a whole In Too Deep game, 5 players, {real_actions} actions, median", median(real_ms), "ms"),
        Figure(f"  the same, per 1,000 actions", median(real_ms) * 1000 / real_actions, "ms", f"<= {TARGET_MS} ms",
               median(real_ms) * 1000 / real_actions <= TARGET_MS),
    ], args.json)


if __name__ == "__main__":
    main()
