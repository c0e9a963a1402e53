"""A chip whose tag is read at pick-up (issue 7): the engine learns its value,
the table still sees only its level (C-2), and it scores itself at cleanup."""

import pytest

from companion.games.contract import IllegalAction
from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import PICK_UP, TAKE_NOTHING, PickUpChip, Reveal, parse_action
from companion.games.deep_sea.state import Phase, Rules

from .table import chips, chips_everywhere, play, turn_starts

TABLE = Rules(table=True)


def on_unseen_chips(path=chips(-1, -1, -2, -4), **kwargs):
    """Diver 1 of 2 at the table, about to roll, the chips' values unseen (C-2)."""
    kwargs.setdefault("positions", (0, 0))
    return turn_starts(rules=TABLE, path=path, **kwargs)


def test_the_text_form_round_trips():
    assert parse_action("pick up 13") == PickUpChip(13)
    assert GAME.action_text(PickUpChip(13)) == "pick up 13"


def test_a_tapped_chip_is_carried_with_its_value_and_shown_by_level_only():
    # ruling C-2: the engine may know the value; nobody at the table sees it.
    state = play(on_unseen_chips(), "roll 2")  # diver 1 on space 2, a level-1 chip
    assert PickUpChip(2) in GAME.legal_actions(state) and PickUpChip(5) not in GAME.legal_actions(state)
    state = GAME.apply(state, PickUpChip(2))
    assert state.carried[0] == ((2,),) and state.path[1] == ()
    assert GAME.view(state)["divers"][0]["carrying"] == [[1]]
    assert "2" not in GAME.describe(play(on_unseen_chips(), "roll 2"), PickUpChip(2)).replace("level-1", "")


def test_a_tapped_chip_scores_itself_at_cleanup_without_a_reveal():
    # ruling DSA-9: survivors score what they brought back; the tapped value needs no Reveal (C-2).
    # Diver 1 carries the 3 read at pick-up and turns back at once.
    # Diver 2 is already back, empty-handed, so diver 1's return ends the round (DSA-8).
    state = on_unseen_chips(positions=(1, 0), carried=(((3,),), ()), path=chips((), -1, -2, -4), returned=(1,))
    state = play(state, "turn back", "roll 2")
    assert state.round == 2 and state.scored[0] == (3,)
    assert state.phase is Phase.ROLL  # nothing brought back is unseen: no reveal


def test_tapped_and_unseen_chips_brought_back_together():
    # ruling C-2: only the unseen chip is asked for at the reveal; the tapped one is already scored.
    state = on_unseen_chips(positions=(3, 0), carried=(((13,), (-2,)), ()), path=chips(-1, (), (), -4),
                            returned=(1,))
    state = play(state, "turn back", "roll 6")
    assert state.scored[0] == (13,) and state.unrevealed[0] == (0, (-2,))
    assert all(action.value in (4, 5, 6, 7) for action in GAME.legal_actions(state))


def test_a_tap_of_another_level_is_refused_and_changes_nothing():
    # ruling DSA-2 and C-3: the 13 is a level-4 chip; the chip on space 2 is level 1.
    state = play(on_unseen_chips(), "roll 2")
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, PickUpChip(13))
    assert refusal.value.rule == "DSA-2" and "level-4" in refusal.value.message
    assert GAME.dump(play(on_unseen_chips(), "roll 2")) == GAME.dump(state)


def test_a_value_whose_copies_are_all_known_is_refused():
    # ruling DSA-2: the box has two chips of each value; a third 2 cannot be picked up.
    state = play(on_unseen_chips(carried=(((2,),), ()), scored=((2,), ())), "roll 2")
    assert PickUpChip(2) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, PickUpChip(2))
    assert "already been taken" in refusal.value.message


def test_a_stack_or_a_blank_is_not_read_by_tag():
    # ruling DSA-9: a stack is one unit; its chips are turned over at the reveal.
    state = play(on_unseen_chips(path=chips((), (-4, -4, -3), -2)), "roll 2")
    assert state.positions[0] == 2 and state.phase is Phase.TREASURE
    assert GAME.legal_actions(state) == (TAKE_NOTHING, PICK_UP)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, PickUpChip(13))
    assert refusal.value.rule == "DSA-9"


def test_a_reveal_counts_chips_known_by_tag():
    # ruling DSA-2: with one 2 scored and one 2 known on the path, no chip left can be a 2.
    state = on_unseen_chips(positions=(1, 0), carried=(((-1,),), ()), path=chips((), (2,), -2, -4),
                            scored=((2,), ()), returned=(1,))
    state = play(state, "turn back", "roll 2")
    assert state.phase is Phase.REVEAL
    assert Reveal(2) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Reveal(2))
    assert sorted(c for c in chips_everywhere(state) if c >= 0).count(2) == 2
