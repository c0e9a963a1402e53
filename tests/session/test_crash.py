"""The crash test: SIGKILL a real child process at random moments, many of them
in the middle of a write, and check that every restart resumes exactly the
uninterrupted game up to the last step the child had confirmed.

A confirmed step must never be lost. The step after it may or may not be there
(it can be durable before the child got to print), but never half there: the
resumed state must be exactly the reference state after one of those two.

``CRASH_KILLS`` sets the number of kills (default 50; nightly 500).
"""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.session import GameSession
from tests.session.conftest import SEATS
from tests.session.crash_driver import OPTIONS, digest, step
from tests.session.toy_game import GAME as RACE

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("CRASH_KILLS", "50"))
SEED = 11


class Reference:
    """The uninterrupted run, computed in memory as far as it is asked for.

    Restarts ask for non-decreasing step counts, so the run only goes forward
    and a digest is taken only where asked (a digest costs the whole history).
    """

    def __init__(self) -> None:
        self.session = GameSession.start(RACE, SEATS, OPTIONS, seed=SEED)

    def after(self, entries: int) -> str:
        assert entries >= self.session.entries, "restarts never go back"
        while self.session.entries < entries:
            step(self.session, SEED)
        return digest(self.session)


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_a_confirmed_step(tmp_path):
    reference = Reference()
    rng = random.Random(f"crash/{SEED}")
    confirmed = 0
    unconfirmed_but_saved = 0
    for kill in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.session.crash_driver", str(tmp_path / "state"), str(SEED)],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        first = child.stdout.readline().split()
        if not first or first[0] != "resumed":
            child.kill()
            pytest.fail(f"kill {kill}: the child did not resume: {first} {child.stderr.read()}")
        entries, resumed_digest = int(first[1]), first[2]
        assert confirmed <= entries <= confirmed + 1, f"kill {kill}: resumed at {entries}, confirmed {confirmed}"
        assert resumed_digest == reference.after(entries), f"kill {kill}: resumed state differs at {entries}"
        unconfirmed_but_saved += entries == confirmed + 1
        confirmed = entries

        time.sleep(rng.uniform(0.0, 0.02))  # the child is writing all the time
        child.send_signal(signal.SIGKILL)
        child.wait()
        for line in child.stdout.read().splitlines():
            if line.startswith("ok "):
                confirmed = max(confirmed, int(line.split()[1]))
        child.stdout.close()
        child.stderr.close()
    # The kills fell while the child was playing, not before it began.
    assert confirmed >= KILLS, f"only {confirmed} steps in {KILLS} lives"
    # A kill that lands after the commit reached the OS (in the fsync, or before the
    # print) leaves a saved but unconfirmed step: evidence the kills hit the writes.
    print(f"{KILLS} kills, {confirmed} steps confirmed, {unconfirmed_but_saved} kills inside a write")
