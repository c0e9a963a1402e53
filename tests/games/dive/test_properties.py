"""Properties over many games: pawns never move back, the Chief moves exactly its
visible levels in Rest, illegal actions change nothing, replay equals live play."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.contract import IllegalAction
from companion.games.dive import GAME
from companion.games.dive.state import DEEP_WATERS, Phase
from companion.simulate.dive import options_for

SETUPS = [
    (1, options_for(1, True, True, False)),
    (3, options_for(3, True, False, False)),
    (4, options_for(4, True, True, False)),
    (4, options_for(4, False, True, False)),
    (3, options_for(3, False, False, True)),
]


def games(seats, options, seed, table=False):
    """Every state of one seer-bot game, in order, with the actions between them."""
    options = {**options, "table": table}
    rng = random.Random(seed)
    bots = GAME.bots
    state = GAME.new_game(seats, options)
    states, actions = [state], []
    while not GAME.to_act(state).terminal:
        who = GAME.to_act(state)
        if who.chance:
            action = GAME.chance(state, rng)
        else:
            bot = bots["random"] if table and rng.random() < 0.3 else bots["seer"]
            action = bot(state, who.seats[0], rng)
        state = GAME.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


@settings(max_examples=25)
@given(st.sampled_from(SETUPS), st.integers(0, 10**6), st.booleans())
def test_pawns_never_move_back(setup, seed, table):
    seats, options = setup
    states, _ = games(seats, options, seed, table)
    for before, after in zip(states, states[1:]):
        assert all(b <= a for b, a in zip(before.positions, after.positions))
        assert before.chief_position <= after.chief_position


@settings(max_examples=25)
@given(st.sampled_from([s for s in SETUPS if s[1]["village_chief"]]), st.integers(0, 10**6), st.booleans())
def test_the_chief_moves_exactly_its_visible_levels_in_rest(setup, seed, table):  # ruling DV-10
    seats, options = setup
    states, _ = games(seats, options, seed, table)
    rounds = [s for before, s in zip(states, states[1:])
              if s.round > before.round and before.round > 0 or (s.phase is Phase.OVER and before.phase is not Phase.OVER)]
    assert rounds
    for after in rounds:
        card = after.chief_card
        covered = 4 - sum(after.chief_visible)
        if not after.ocean_out:
            assert after.chief_rest == 4 - covered
        assert after.chief_rest == after.chief_kept
        # Covered levels are yellow ones only (DV-10).
        assert all(card.yellow[n] for n in range(4) if not after.chief_visible[n])


@settings(max_examples=40)
@given(st.sampled_from(SETUPS), st.integers(0, 10**6), st.booleans(), st.data())
def test_an_illegal_action_changes_nothing(setup, seed, table, data):  # ruling C-3
    seats, options = setup
    states, actions = games(seats, options, seed, table)
    state = data.draw(st.sampled_from(states))
    action = data.draw(st.sampled_from(actions))
    before = json.dumps(GAME.dump(state), sort_keys=True)
    try:
        GAME.apply(state, action)
    except IllegalAction as refusal:
        assert refusal.rule and refusal.message
    assert json.dumps(GAME.dump(state), sort_keys=True) == before


@pytest.mark.parametrize("seats, options", SETUPS)
def test_replay_of_the_action_texts_equals_live_play(seats, options):
    for table in (False, True):
        states, actions = games(seats, options, f"replay/{seats}", table)
        state = GAME.new_game(seats, {**options, "table": table})
        for text in [GAME.action_text(a) for a in actions]:
            state = GAME.apply(state, GAME.parse_action(text))
        assert GAME.dump(state) == GAME.dump(states[-1])
        assert GAME.outcome(state) == GAME.outcome(states[-1])


def test_deep_waters_wipes_happen_in_simulated_games():
    # The seer bots err; over a few games someone must lose a whole program in Deep Waters.
    wiped = 0
    for seed in range(20):
        states, _ = games(4, options_for(4, True, False, False), seed)
        wiped += sum(len(r.wiped) for s in states for r in s.log if s.positions and max(s.positions) >= DEEP_WATERS)
    assert wiped > 0
