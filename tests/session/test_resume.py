"""Resume: a saved game comes back exactly, by replaying its journal."""

import random

import pytest

from companion.session import GameStatus, GameStore, ResumeError, Seat
from companion.session.journal import JournalUnavailable
from companion.session.replay import replay_record
from tests.session.conftest import SEATS, play_randomly, toy_engines
from tests.session.toy_game import GAME as RACE
from tests.session.toy_game import Push, Roll


def same_game(resumed, live) -> None:
    assert RACE.dump(resumed.state) == RACE.dump(live.state)
    assert resumed.history == live.history
    assert resumed.outcome == live.outcome
    assert resumed.entries == live.entries


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("table", [False, True])
def test_replay_equals_live_play_for_random_playouts(open_store, seed, table):
    rng = random.Random(f"resume/{seed}")
    store = open_store()
    seats = [Seat(f"Diver {n}", colour) for n, colour in enumerate(("red", "blue", "green", "black")[: 2 + seed % 3])]
    live = store.new_game(RACE, seats, {"table": table, "goal": 50},
                          seed=seed, chance="table" if table else "seeded")
    play_randomly(live, rng, undo_rate=0.1)
    store.close()
    resumed = open_store().open(live.key)
    same_game(resumed, live)
    # The record replays to the same end too.
    assert RACE.dump(replay_record(live.record(), toy_engines).state) == RACE.dump(live.state)


def test_the_unfinished_game_is_found_and_resumed(open_store):
    store = open_store()
    live = store.new_game(RACE, SEATS, {"goal": 50}, seed=3)
    play_randomly(live, random.Random(3), actions=15)
    store.close()
    store = open_store()
    assert [saved.key for saved in store.unfinished()] == [live.key]
    same_game(store.resume(), live)


def test_undo_across_resume_keeps_the_same_history(open_store):
    store = open_store()
    live = store.new_game(RACE, SEATS, {"table": True}, chance="table")
    live.act(Push(1))
    live.act(Roll((2,)))
    live.act(Push(2))
    live.undo()  # journaled: the resumed game has undone it too
    store.close()

    resumed = open_store().resume()
    assert [p.text for p in resumed.history] == ["p1", "r2"]
    assert resumed.undo_needs_reentry  # the roll was entered at the table
    resumed.undo()  # and undo keeps working after the restart
    resumed.act(Roll((6,)))
    assert open_store().resume().view()["spaces"] == [6, 0]


def test_a_finished_game_leaves_the_resume_list(open_store):
    store = open_store()
    live = store.new_game(RACE, SEATS, {"goal": 10}, seed=1)
    play_randomly(live, random.Random(1))
    assert store.finish(live) == live.outcome  # the table scene closes it through the store
    store.close()
    store = open_store()
    assert store.resume() is None
    [saved] = store.finished()
    assert saved.outcome["winners"] == list(live.outcome.winners)
    assert saved.status is GameStatus.FINISHED
    assert store.open(saved.key).status is GameStatus.FINISHED


def test_a_discarded_game_is_not_offered_again(open_store):
    store = open_store()
    first = store.new_game(RACE, SEATS, seed=1)
    second = store.new_game(RACE, SEATS, seed=2)
    store.discard(second.key)
    assert [saved.key for saved in open_store().unfinished()] == [first.key]
    with pytest.raises(ResumeError):
        store.discard(99)


def test_a_game_saved_under_other_rules_is_not_resumed_silently(open_store, monkeypatch):
    store = open_store()
    live = store.new_game(RACE, SEATS, seed=1)
    store.close()
    monkeypatch.setattr(type(RACE), "rules_version", "2")
    with pytest.raises(ResumeError, match="rules version 1"):
        open_store().open(live.key)


def test_a_state_directory_that_cannot_be_made_is_one_clear_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    with pytest.raises(JournalUnavailable, match="cannot create the state directory"):
        GameStore(blocker / "state")
