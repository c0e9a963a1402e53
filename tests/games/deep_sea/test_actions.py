"""The text form of every action, and what is not an action at all."""

import pytest

from companion.games.contract import ActionParseError
from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import (
    KEEP_DIVING, NO_BREATH_HOLD, PICK_UP, TAKE_NOTHING, TURN_BACK, HeldBreathLongest, PutDown, Reveal,
    Roll, Shuffle,
)

EXAMPLES = {
    "shuffle 2 5,4,7,6,4,5,6,7": Shuffle(2, (5, 4, 7, 6, 4, 5, 6, 7)),
    "roll 4": Roll(4),
    "dive on": KEEP_DIVING,
    "turn back": TURN_BACK,
    "nothing": TAKE_NOTHING,
    "pick up": PICK_UP,
    "put down 2": PutDown(1),
    "reveal 13": Reveal(13),
    "held breath 2": HeldBreathLongest(1),
    "no breath hold": NO_BREATH_HOLD,
}


@pytest.mark.parametrize("text, action", EXAMPLES.items())
def test_text_round_trip(text, action):
    assert GAME.action_text(action) == text
    assert GAME.parse_action(text) == action
    assert GAME.parse_action(f"  {text.upper()} ") == action


@pytest.mark.parametrize("text", ["", "fly", "roll", "roll 7", "roll x", "put down 0", "reveal -1",
                                  "shuffle 1 a,b", "pick", "turn back now", "held breath 0"])
def test_not_an_action(text):
    with pytest.raises(ActionParseError):
        GAME.parse_action(text)


def test_describe_reads_like_the_table():
    from .table import chips, turn_starts

    state = turn_starts(diver=1, positions=(0, 3), path=chips(0, 1, 2, 3, 4, 5, 6, 7), carried=[(), (9,)])
    assert GAME.describe(state, TURN_BACK) == "Diver 2 turns back."
    assert GAME.describe(state, KEEP_DIVING) == "Diver 2 dives on."
    rolled = GAME.apply(GAME.apply(state, KEEP_DIVING), Roll(4))
    assert GAME.describe(GAME.apply(state, KEEP_DIVING), Roll(4)) == "Diver 2 rolls 4 and moves to space 6."
    assert GAME.describe(rolled, PICK_UP) == "Diver 2 picks up a level-2 chip."
    assert GAME.rule_at(rolled).rule == "DSA-7"
    assert GAME.rule_at(state).rule == "DSA-5"
