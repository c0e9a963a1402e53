"""Torn and corrupt journals: a damaged last record is dropped, never misread,
and everything before it survives."""

import os
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from companion.session import GameStore
from companion.session.journal import JOURNAL_FILE
from tests.session.conftest import SEATS, toy_engines
from tests.session.toy_game import GAME as RACE

FRAME = 24 + 4096  # WAL frame header + one page (SQLite's default page size)


def play_and_watch_the_wal(state: Path, clock, actions: int):
    """A seeded game of ``actions`` plies; the WAL's size after each commit."""
    store = GameStore(state, engines=toy_engines, clock=clock)
    session = store.new_game(RACE, SEATS, {"goal": 100_000}, seed=5)
    wal = Path(f"{state / JOURNAL_FILE}-wal")
    after_header = wal.stat().st_size
    sizes = []
    rng = random.Random(5)
    for _ in range(actions):
        if session.chance_pending:
            session.draw_chance()
        else:
            session.act(rng.choice(list(session.legal_actions())))
        sizes.append(wal.stat().st_size)
    return store, session, after_header, sizes


def snapshot(state: Path, into: Path) -> Path:
    """Copy the journal as a power cut would leave it: db and WAL, no shared-memory index."""
    into.mkdir()
    for name in (JOURNAL_FILE, f"{JOURNAL_FILE}-wal"):
        shutil.copyfile(state / name, into / name)
    return into


def resumed_texts(state: Path, clock) -> tuple[list[str] | None, list[str]]:
    with GameStore(state, engines=toy_engines, clock=clock) as store:
        session = store.resume()
        texts = None if session is None else [p.text for p in session.history]
        if session is not None:
            # The survivors replay to the very state live play had at that point.
            assert session.entries == len(texts)
        return texts, list(store.repair_notes)


@pytest.fixture
def watched_game(tmp_path, clock):
    store, session, after_header, sizes = play_and_watch_the_wal(tmp_path / "live", clock, 40)
    yield tmp_path / "live", [p.text for p in session.history], after_header, sizes
    store.close()


def test_a_torn_wal_keeps_every_commit_before_the_tear(watched_game, tmp_path, clock):
    live, texts, after_header, sizes = watched_game
    rng = random.Random("tear")
    cuts = [sizes[-1] - 1, sizes[-1] - FRAME + 7] + [rng.randrange(after_header, sizes[-1]) for _ in range(12)]
    for n, cut in enumerate(cuts):
        state = snapshot(live, tmp_path / f"torn{n}")
        with open(state / f"{JOURNAL_FILE}-wal", "r+b") as wal:
            wal.truncate(cut)
        survivors = sum(1 for size in sizes if size <= cut)
        got, _ = resumed_texts(state, clock)
        assert got == texts[:survivors], f"cut at {cut}"
    assert sum(1 for size in sizes if size <= cuts[0]) == len(texts) - 1  # the tear took only the last


def test_a_flipped_byte_in_the_wal_drops_that_commit_and_the_later_ones(watched_game, tmp_path, clock):
    live, texts, after_header, sizes = watched_game
    rng = random.Random("flip")
    for n in range(15):
        offset = rng.randrange(after_header, sizes[-1])
        state = snapshot(live, tmp_path / f"flip{n}")
        with open(state / f"{JOURNAL_FILE}-wal", "r+b") as wal:
            wal.seek(offset)
            byte = wal.read(1)[0]
            wal.seek(offset)
            wal.write(bytes([byte ^ (1 << rng.randrange(8))]))
        survivors = sum(1 for size in sizes if size <= offset)
        got, _ = resumed_texts(state, clock)
        assert got == texts[:survivors], f"flip at {offset}"


def test_flipped_bytes_in_the_database_file_are_never_misread(tmp_path, clock):
    store, session, _, _ = play_and_watch_the_wal(tmp_path / "live", clock, 60)
    texts = [p.text for p in session.history]
    store.close()  # the last close checkpoints the WAL into journal.db
    live = tmp_path / "live"
    assert not Path(f"{live / JOURNAL_FILE}-wal").exists()
    size = (live / JOURNAL_FILE).stat().st_size
    rng = random.Random(os.environ.get("JOURNAL_DAMAGE_SEED", "db"))
    outcomes = {"intact": 0, "shortened": 0, "lost": 0}
    for n in range(int(os.environ.get("JOURNAL_DAMAGE_FLIPS", "40"))):
        state = tmp_path / f"db{n}"
        state.mkdir()
        shutil.copyfile(live / JOURNAL_FILE, state / JOURNAL_FILE)
        with open(state / JOURNAL_FILE, "r+b") as db:
            for _ in range(rng.randint(1, 3)):
                offset = rng.randrange(size)
                db.seek(offset)
                byte = db.read(1)[0]
                db.seek(offset)
                db.write(bytes([byte ^ 0xFF]))
        got, notes = resumed_texts(state, clock)
        if got is None:
            outcomes["lost"] += 1
            assert notes, "a game vanished without a word"
        else:
            assert got == texts[: len(got)], "resumed something that was never played"
            outcomes["intact" if len(got) == len(texts) else "shortened"] += 1
            if len(got) < len(texts):
                assert notes
    assert outcomes["shortened"] + outcomes["lost"] > 0, outcomes  # the damage was noticed sometimes


def test_a_row_changed_behind_the_journals_back_is_dropped_with_those_after(tmp_path, clock, open_store):
    store = open_store()
    session = store.new_game(RACE, SEATS, {"table": True, "goal": 100_000}, chance="table")
    for text in ["p1", "r3", "p2", "r4,4", "p1"]:
        session.act(RACE.parse_action(text))
    store.close()
    with sqlite3.connect(tmp_path / "state" / JOURNAL_FILE) as db:
        db.execute("UPDATE entry SET action = 'r6,6' WHERE seq = 4")  # valid text, wrong CRC
    store = open_store()
    resumed = store.resume()
    assert [p.text for p in resumed.history] == ["p1", "r3", "p2"]
    assert any("entry 4 is damaged" in note for note in store.repair_notes)
    resumed.act(RACE.parse_action("r1,2"))  # the game goes on from the good part
    assert [p.text for p in open_store().resume().history] == ["p1", "r3", "p2", "r1,2"]


def test_a_journal_that_is_not_a_database_is_kept_aside_and_a_new_one_started(tmp_path, clock, open_store):
    store = open_store()
    store.new_game(RACE, SEATS, seed=1).draw_chance()
    store.close()
    path = tmp_path / "state" / JOURNAL_FILE
    path.write_bytes(b"\x00" * 100 + path.read_bytes()[100:])  # the SQLite header is gone
    store = open_store()
    assert store.resume() is None
    assert any("damaged" in note for note in store.repair_notes)
    assert list((tmp_path / "state").glob("journal-corrupt-*.db"))
    store.new_game(RACE, SEATS, seed=2).draw_chance()  # and the kiosk can play on
    assert len(open_store().unfinished()) == 1
