"""Properties over whole random games: conformance, every card somewhere, refusals change
nothing, replay equals live play."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.contract import IllegalAction
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.actions import (Buy, BuyFrom, Clean, Deal, Draw, Expand, ExtraDepth, Pass, Pay,
                                                 ResearchBuy, Restack, Reveal, Shift, Starter, Take)
from companion.games.in_too_deep.cards import BONUS, DECK, UNSEEN, Company
from companion.games.in_too_deep.state import Turn
from tests.conformance import check_random_playouts, replay

SIDES = {
    "basic": {},
    "advanced": {name: "advanced" for name in
                 ("ocean_cleaning", "treasure_hunting", "pearl_diving", "research", "wildlife_spotting")},
    "mixed": {"ocean_cleaning": "advanced", "pearl_diving": "advanced", "wildlife_spotting": "advanced"},
}


@pytest.mark.parametrize("table", [False, True], ids=["simulation", "table"])
@pytest.mark.parametrize("sides", list(SIDES))
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_conformance_random_playouts(seats, sides, table):
    check_random_playouts(GAME, seats, {**SIDES[sides], "table": table}, games=1, seed=seats)


def random_game(seats, options, seed):
    """A random game as a list of states, each with the action that followed it."""
    rng = random.Random(seed)
    state = GAME.new_game(seats, options)
    history = []
    while not GAME.to_act(state).terminal:
        who = GAME.to_act(state)
        if who.chance:
            action = GAME.chance(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        history.append((state, action))
        state = GAME.apply(state, action)
    history.append((state, None))
    return history


@pytest.mark.parametrize("table", [False, True], ids=["simulation", "table"])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_every_card_is_always_somewhere(seats, table):
    # ruling ITD-2 (100 cards), ruling ITD-10 (plus 5 bonus shares with two players)
    total = 100 + (5 if seats == 2 else 0)
    for state, _ in random_game(seats, {**SIDES["mixed"], "table": table}, seed=seats):
        assert state.card_total() == total
        if isinstance(state.step, Turn) and not state.owed and state.procedure is None and not state.set_aside:
            # between turns nothing is in transit: hands + deck + discard + companies + portfolios
            placed = (sum(map(len, state.hands)) + len(state.deck) + len(state.discard)
                      + sum(map(len, state.companies)) + sum(map(len, state.portfolios)))
            assert placed == total
        if not table:
            known = [c for group in (*state.hands, state.deck, state.discard, *state.companies, *state.portfolios,
                                     state.row) for c in group if c is not BONUS]
            if state.procedure:
                known += state.procedure.revealed
            assert sorted(c.number for c in known) == list(range(100))  # each card exactly once


def test_replay_of_a_bot_game_equals_live_play():
    for seats in (2, 4):
        history = random_game(seats, SIDES["advanced"], seed=11)
        texts = [GAME.action_text(action) for _, action in history[:-1]]
        replayed = replay(GAME, seats, SIDES["advanced"], texts)
        assert GAME.dump(replayed) == GAME.dump(history[-1][0])
        assert GAME.outcome(replayed) == GAME.outcome(history[-1][0])


# --- an illegal action changes nothing (C-3) ----------------------------------------------

companies = st.sampled_from(list(Company))
deck_cards = st.sampled_from(DECK)
actions = st.one_of(
    st.builds(Deal, st.lists(st.sampled_from([*DECK[:10], UNSEEN, BONUS]), max_size=4).map(tuple)),
    st.builds(Reveal, st.sampled_from([*DECK[:10], UNSEEN, BONUS])),
    st.builds(Starter, st.integers(-1, 6)),
    st.builds(Take, deck_cards), st.builds(Buy, deck_cards), st.builds(Expand, companies, deck_cards),
    st.just(Draw()), st.builds(Pay, deck_cards), st.just(Pass()), st.builds(Clean, companies, deck_cards),
    st.builds(Shift, companies, companies, deck_cards), st.builds(Restack, companies, deck_cards),
    st.builds(ResearchBuy, deck_cards), st.builds(BuyFrom, st.integers(0, 4), companies),
    st.builds(ExtraDepth, companies, deck_cards),
)
STATES = [state for seats, table in ((2, False), (4, True), (3, False))
          for state, _ in random_game(seats, {**SIDES["mixed"], "table": table}, seed=3)[::7]]


@settings(max_examples=300)
@given(index=st.integers(0, len(STATES) - 1), action=actions)
def test_an_illegal_action_changes_nothing(index, action):
    # ruling C-3
    state = STATES[index]
    before = json.dumps(GAME.dump(state), sort_keys=True)
    try:
        after = GAME.apply(state, action)
    except IllegalAction as refusal:
        assert refusal.rule and refusal.message
    else:
        legal = GAME.legal_actions(state)
        assert action in legal or (GAME.to_act(state).chance and not legal)
        assert after is not state
    assert json.dumps(GAME.dump(state), sort_keys=True) == before


def test_chance_is_an_action_and_the_same_seed_gives_the_same_game():
    # ruling C-1: draws come from outside as actions; same seed and actions, same game
    first = random_game(3, SIDES["mixed"], seed=21)
    again = random_game(3, SIDES["mixed"], seed=21)
    assert [GAME.action_text(a) for _, a in first[:-1]] == [GAME.action_text(a) for _, a in again[:-1]]
    assert GAME.dump(first[-1][0]) == GAME.dump(again[-1][0])
    opening = GAME.new_game(3, {})
    assert GAME.to_act(opening).chance and GAME.legal_actions(opening) == []  # a shuffle: not listed
    deal = GAME.chance(opening, random.Random(1))
    assert isinstance(deal, Deal) and len(deal.items) == 6
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(opening, Deal(deal.items[:5]))
    assert refusal.value.rule == "ITD-7"
