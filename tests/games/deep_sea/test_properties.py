"""Properties over many random games (hypothesis picks seats, options and seeds)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.contract import IllegalAction
from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import (
    KEEP_DIVING, NO_BREATH_HOLD, PICK_UP, TAKE_NOTHING, TURN_BACK, HeldBreathLongest, PutDown, Reveal,
    Roll, Shuffle,
)
from companion.games.deep_sea.chips import BOX, level_of
from companion.games.deep_sea.state import Phase

from .table import chips_everywhere

EVERY_KIND = (
    KEEP_DIVING, TURN_BACK, TAKE_NOTHING, PICK_UP, PutDown(0), PutDown(1), PutDown(5),
    *(Roll(t) for t in range(2, 7)), Reveal(0), Reveal(7), Reveal(15), Reveal(16),
    Shuffle(1, BOX.levels[0]), Shuffle(3, BOX.levels[2]), NO_BREATH_HOLD, HeldBreathLongest(0),
    HeldBreathLongest(5),
)

games = st.fixed_dictionaries({
    "seats": st.integers(2, 6),
    "seed": st.integers(0, 2**32),
    "options": st.fixed_dictionaries({
        "table": st.booleans(),
        "turn_back_empty": st.booleans(),
        "drop_last_after_turn": st.booleans(),
        "deepest_starts": st.booleans(),
    }),
})


def random_game(seats, seed, options):
    """Yield (state, action, next state) along one game of random legal choices."""
    rng = random.Random(seed)
    state = GAME.new_game(seats, options)
    while not state.to_act.terminal:
        if state.to_act.chance:
            action = GAME.chance(state, rng)
        else:
            legal = GAME.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
        after = GAME.apply(state, action)
        yield state, action, after
        state = after


@settings(max_examples=25)
@given(games)
def test_the_32_chips_are_always_somewhere(game):
    box = Counter(value for values in BOX.levels for value in values)
    box_levels = Counter(level_of(value) for value in box.elements())
    for _, _, state in random_game(**game):
        if state.phase is Phase.SHUFFLE:
            continue  # the levels not yet laid are still in the box
        found = chips_everywhere(state)
        if state.rules.table:
            assert Counter(level_of(chip) for chip in found) == box_levels
            assert Counter(chip for chip in found if chip >= 0) <= box
        else:
            assert Counter(found) == box


@settings(max_examples=25)
@given(games)
def test_air_never_rises_within_a_round(game):
    for before, _, after in random_game(**game):
        if after.round == before.round and after.phase is not Phase.OVER:
            assert 0 <= after.air <= before.air


@settings(max_examples=15)
@given(games)
def test_an_illegal_action_changes_nothing(game):
    for state, _, _ in random_game(**game):
        legal = set(GAME.legal_actions(state))
        snapshot = GAME.dump(state)
        for probe in EVERY_KIND:
            if probe in legal or (state.phase is Phase.SHUFFLE and isinstance(probe, Shuffle)):
                continue
            try:
                GAME.apply(state, probe)
            except IllegalAction as refusal:
                assert refusal.rule and refusal.message
            else:
                raise AssertionError(f"{GAME.action_text(probe)} applied in {state.phase.name} but not legal")
            assert GAME.dump(state) == snapshot


@settings(max_examples=25)
@given(games)
def test_replay_equals_live_play(game):
    texts = []
    final = None
    for _, action, after in random_game(**game):
        texts.append(GAME.action_text(action))
        final = after
    replayed = GAME.new_game(game["seats"], game["options"])
    for text in texts:
        replayed = GAME.apply(replayed, GAME.parse_action(text))
    assert replayed == final and GAME.outcome(replayed) == GAME.outcome(final)
