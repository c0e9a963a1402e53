"""A full disk: the game goes on in memory, the kiosk gets a warning, and
nothing already saved is lost.

SQLite's ``max_page_count`` makes the real engine hit SQLITE_FULL ("database or
disk is full") exactly as on a full card, at the true boundary.
"""

import random

from tests.session.conftest import SEATS
from tests.session.toy_game import GAME as RACE


def fill_the_disk(store) -> None:
    pages = store.journal._db.execute("PRAGMA page_count").fetchone()[0]
    store.journal._db.execute(f"PRAGMA max_page_count = {pages}")


def free_space(store) -> None:
    store.journal._db.execute("PRAGMA max_page_count = 1073741823")


def act_once(session, rng) -> None:
    if session.chance_pending:
        session.draw_chance()
    else:
        session.act(rng.choice(list(session.legal_actions())))


def play_until_the_disk_refuses(session, rng) -> int:
    """Actions that were saved before the first refusal."""
    for _ in range(2000):
        saved = session.entries
        act_once(session, rng)
        if session.durability_warning:
            return saved
    raise AssertionError("the disk never filled up")


def test_the_game_goes_on_in_memory_with_a_warning(open_store):
    store = open_store()
    session = store.new_game(RACE, SEATS, {"goal": 100_000}, seed=4)
    fill_the_disk(store)
    rng = random.Random(4)
    saved = play_until_the_disk_refuses(session, rng)
    assert "disk is full" in session.durability_warning
    for _ in range(5):
        act_once(session, rng)  # the game goes on
    assert len(session.history) == saved + 6
    assert "6 move(s)" in session.durability_warning

    # A restart now (power cut) finds every action saved before the disk filled.
    resumed = open_store().resume()
    assert resumed.history == session.history[:saved]


def test_freed_space_saves_the_kept_actions_and_clears_the_warning(open_store):
    store = open_store()
    session = store.new_game(RACE, SEATS, {"goal": 100_000}, seed=5)
    fill_the_disk(store)
    rng = random.Random(5)
    play_until_the_disk_refuses(session, rng)
    act_once(session, rng)
    session.undo()  # undo is kept in memory too, in order
    free_space(store)
    act_once(session, rng)
    assert session.durability_warning is None
    resumed = open_store().resume()
    assert resumed.history == session.history
    assert RACE.dump(resumed.state) == RACE.dump(session.state)


def test_a_game_started_on_a_full_disk_is_played_in_memory(open_store):
    store = open_store()
    fill_the_disk(store)
    for seed in range(500):  # until even a game's header no longer fits
        session = store.new_game(RACE, SEATS, seed=seed)
        if session.durability_warning:
            break
    saved = len(store.unfinished())
    assert saved == seed
    assert "in memory only" in session.durability_warning and session.journal is None
    session.draw_chance()  # and it plays
    assert len(session.history) == 1
    assert len(open_store().unfinished()) == saved  # the games saved before are all there
