"""GameSession: acting, refusing, chance through one door, undo, history."""

import json
import random

import pytest

from companion.games.contract import IllegalAction, SetupError
from companion.session import GameSession, NothingToUndo, Origin, SeededChance, SessionError
from tests.session.conftest import SEATS, play_randomly
from tests.session.toy_game import GAME as RACE
from tests.session.toy_game import Push, Roll, Treasure


def seeded(clock, **options) -> GameSession:
    return GameSession.start(RACE, SEATS, {"goal": 20, **options}, seed=7, clock=clock)


def at_the_table(clock) -> GameSession:
    return GameSession.start(RACE, SEATS, {"table": True, "goal": 10}, chance="table", clock=clock)


def test_an_accepted_action_moves_the_game_and_enters_the_history(clock):
    session = at_the_table(clock)
    ply = session.act(Push(2))
    assert ply.number == 1 and ply.text == "p2" and ply.origin is Origin.DECISION
    assert session.to_act.chance
    assert [p.text for p in session.history] == ["p2"]
    assert session.history[0].at == clock.now  # stamped by the session's clock


def test_an_illegal_action_is_refused_with_its_rule_and_changes_nothing(tmp_path, open_store):
    # C-3, through a journaled session: nothing journaled either.
    store = open_store()
    session = store.new_game(RACE, SEATS, {"table": True}, chance="table")
    session.act(Push(1))
    before = RACE.dump(session.state)
    with pytest.raises(IllegalAction) as refusal:
        session.act(Roll((2, 2)))
    assert refusal.value.rule == "TOY-2"
    assert RACE.dump(session.state) == before
    assert len(session.history) == 1 and session.entries == 1
    assert len(store.journal.entries(session.key)) == 1


def test_seats_the_rules_do_not_allow_are_refused_before_anything_is_saved(open_store):
    store = open_store()
    with pytest.raises(SetupError):
        store.new_game(RACE, SEATS * 3, {})
    assert store.unfinished() == []


def test_seeded_chance_is_drawn_by_the_session(clock):
    # C-1: the same seed and plies give the same outcomes.
    first, second = seeded(clock), seeded(clock)
    for session in (first, second):
        while session.chance_pending:
            session.draw_chance()
    assert [p.text for p in first.history] == [p.text for p in second.history]
    assert all(p.origin is Origin.DRAWN for p in first.history)
    assert len(first.history) == 2  # TOY-1: one treasure per seat


def test_seeded_chance_draws_from_the_seed_and_the_ply_number(clock):
    session = seeded(clock)
    expected = RACE.chance(session.state, SeededChance(7).rng(0))
    assert session.draw_chance().text == RACE.action_text(expected)


def test_a_seeded_game_refuses_an_entered_outcome_other_than_its_own(clock):
    session = seeded(clock)
    drawn = RACE.chance(session.state, SeededChance(7).rng(0))
    other = Treasure((drawn.value + 1) % 4)
    with pytest.raises(IllegalAction) as refusal:
        session.act(other)
    assert refusal.value.rule == "C-1"
    assert session.history == ()
    assert session.act(drawn).origin is Origin.DRAWN


def test_at_the_table_the_outcome_is_entered(clock):
    session = at_the_table(clock)
    session.act(Push(1))
    assert session.draw_chance() is None  # the kiosk must ask the table
    assert session.act(Roll((4,))).origin is Origin.ENTERED
    assert session.view()["spaces"] == [4, 0]


def test_undo_cannot_reroll_a_drawn_outcome(clock):
    session = seeded(clock)
    while session.chance_pending:
        session.draw_chance()
    session.act(Push(2))
    rolled = session.draw_chance()
    undone = session.undo()
    assert undone == rolled
    assert not session.undo_needs_reentry  # the last ply now is the push, a decision
    again = session.draw_chance()
    assert again.text == rolled.text and again.number == rolled.number


def test_undoing_an_entered_outcome_asks_for_it_again(clock):
    session = at_the_table(clock)
    session.act(Push(1))
    session.act(Roll((3,)))
    assert session.undo_needs_reentry
    session.undo()
    assert session.chance_pending and not session.undo_needs_reentry
    session.act(Roll((5,)))
    assert session.view()["spaces"] == [5, 0]


def test_undo_goes_back_as_far_as_the_start_and_no_further(clock):
    session = seeded(clock)
    start = RACE.dump(session.state)
    play_randomly(session, random.Random(1), actions=12)
    while session.can_undo:
        session.undo()
    assert RACE.dump(session.state) == start and session.history == ()
    with pytest.raises(NothingToUndo):
        session.undo()


def test_finish_needs_a_game_that_is_over(clock):
    session = seeded(clock)
    with pytest.raises(SessionError):
        session.finish()
    play_randomly(session, random.Random(2))
    outcome = session.finish()
    assert outcome == RACE.outcome(session.state)
    with pytest.raises(SessionError):
        session.act(Push(1))


def test_views_are_the_engines_views_for_each_viewer(clock):
    session = seeded(clock)
    while session.chance_pending:
        session.draw_chance()
    mine = session.view(0)
    assert mine["treasures"][0] is not None and mine["treasures"][1] is None
    assert session.view()["treasures"] == [None, None]
    json.dumps(session.view())


def test_the_undo_prompt_describes_the_last_action_in_the_players_words(clock):
    session = at_the_table(clock)
    assert session.describe_last() == ""
    session.act(Push(2))
    assert session.describe_last() == RACE.describe(RACE.new_game(2, {"table": True, "goal": 10}), Push(2))


def test_at_the_table_the_kiosk_may_still_roll_and_undo_cannot_reroll_it(clock):
    # C-1: one game, two doors: the table enters some outcomes, the kiosk draws
    # others (its dice, the virtual Chief deck) from the seed and ply number.
    session = at_the_table(clock)
    session.act(Push(1))
    rolled = session.draw_chance(by_kiosk=True)
    assert rolled.origin is Origin.DRAWN
    expected = RACE.chance(session._states[-2], SeededChance(session.header.seed).rng(rolled.number - 1))
    assert rolled.text == RACE.action_text(expected)
    session.undo()
    assert not session.undo_needs_reentry
    assert session.draw_chance(by_kiosk=True).text == rolled.text
