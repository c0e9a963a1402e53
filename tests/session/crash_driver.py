"""The child process of the crash test: plays a scripted game as fast as it can.

    python -m tests.session.crash_driver STATE_DIR SEED

It resumes the unfinished game in STATE_DIR (or starts one), prints
``resumed <entries> <digest>``, then takes one scripted step after another
and prints ``ok <entries>`` after each step has returned, that is, once the
step is durable. The parent kills it with SIGKILL at random moments.

The script is a pure function of the seed, the step number and the state, so
the parent can compute the uninterrupted run in memory with :func:`step`.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from companion.session import GameSession, GameStore
from tests.session.conftest import SEATS, toy_engines
from tests.session.toy_game import GAME as RACE

OPTIONS = {"goal": 100_000}  # a race that outlasts every kill
UNDO_RATE = 0.1


def step(session: GameSession, seed: int) -> None:
    """The scripted step number ``session.entries + 1``: a decision, a draw or an undo."""
    rng = random.Random(f"script/{seed}/{session.entries}")
    if session.history and rng.random() < UNDO_RATE:
        session.undo()
    elif session.chance_pending:
        session.draw_chance()
    else:
        session.act(rng.choice(list(session.legal_actions())))


def digest(session: GameSession) -> str:
    """The state and the history that stands, in one comparable string."""
    text = json.dumps([RACE.dump(session.state), [p.text for p in session.history]], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def main(argv: list[str]) -> int:
    state_dir, seed = argv[0], int(argv[1])
    store = GameStore(state_dir, engines=toy_engines)
    session = store.resume() or store.new_game(RACE, SEATS, OPTIONS, seed=seed)
    print(f"resumed {session.entries} {digest(session)}", flush=True)
    for _ in range(1_000_000):  # bounded, in case nobody comes to kill us
        step(session, seed)
        print(f"ok {session.entries}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
