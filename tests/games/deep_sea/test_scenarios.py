"""Rulebook scenarios: set the table, act, and check what the rules say happens."""

import pytest

from companion.games.contract import IllegalAction
from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import TURN_BACK, PutDown
from companion.games.deep_sea.state import Phase

from .table import chips, play, turn_starts

SIX_SPACES = chips(0, 1, 4, 5, 8, 12)


def test_a_diver_jumps_occupied_spaces_without_counting_them():
    # Red on space 1, Blue and Green on 2 and 3: Red rolls 2 and lands on 5 (ruling DSA-6).
    state = turn_starts(diver=0, positions=(1, 2, 3), path=SIX_SPACES, carried=[(), (), ()])
    assert play(state, "roll 2").positions[0] == 5


def test_at_the_end_of_the_path_the_diver_stops_on_the_deepest_free_space():
    # Spaces 5 and 6, the last two, are taken: a roll of 4 from space 3 stops on 4 (ruling DSA-6).
    state = turn_starts(diver=0, positions=(3, 5, 6), path=SIX_SPACES, carried=[(), (), ()])
    assert play(state, "roll 4").positions[0] == 4


def test_with_every_space_below_taken_the_diver_stays():
    # Space 4, with 5 and 6 taken: nowhere to go, the diver stays and may still pick up (DSA-6).
    state = turn_starts(diver=0, positions=(4, 5, 6), path=SIX_SPACES, carried=[(), (), ()])
    state = play(state, "roll 6")
    assert state.positions[0] == 4 and state.phase is Phase.TREASURE
    assert play(state, "pick up").carried[0] == ((5,),)


def test_air_reaching_zero_mid_turn_the_diver_finishes_the_turn():
    # Air 2, Red carries 2 chips and a stack: breathing takes 3, air shows 0. Red still declares,
    # rolls, moves and picks up; then the round ends and Red, not back, drops it all (DSA-4, DSA-8).
    state = turn_starts(diver=0, air=2, positions=(6, 9), path=SIX_SPACES + chips(13, 14, 15),
                        carried=[(2, 3, (7, 10, 11)), (6,)])
    assert state.air == 0 and state.phase is Phase.DECLARE
    state = play(state, "dive on", "roll 5")  # 5 - 3 = 2 free spaces: 7, 8 (9 is Blue's)
    assert state.positions[0] == 8 and state.phase is Phase.TREASURE
    state = play(state, "pick up")
    assert state.round == 2 and state.air == 25
    assert state.drowned == ((0, 1),)
    assert state.scored == ((), ())


def test_drowned_chips_are_regrouped_in_threes_across_two_divers():
    # Green (space 2) carries 1 and 5; Blue (space 7) carries 9 and a stack 13-14-15.
    # At the end of the path: [1, 5, 9], then [13, 14, 15] (DSA-9).
    # Red, on space 1 with the last breath of air, gets back; the round ends (DSA-4).
    state = turn_starts(diver=0, air=1, positions=(1, 7, 2), path=chips(0, (), 2, 3, 4, 6, (), 8),
                        carried=[(3,), (9, (13, 14, 15)), (1, 5)], turned_back=(True, True, True))
    state = play(state, "roll 2")
    assert state.round == 2 and state.scored[0] == (3,)
    assert state.path[-2:] == ((1, 5, 9), (13, 14, 15))
    assert () not in state.path  # blanks removed, the path closed up


def test_a_stack_counts_as_one_unit_for_air_and_movement():
    # Red carries one stack of three: breathing costs 1, a roll of 4 moves 3 (DSA-9).
    state = turn_starts(diver=0, air=20, positions=(10, 0), carried=[((8, 9, 10),), ()],
                        turned_back=(True, False))
    assert state.air == 19
    assert play(state, "roll 4").positions[0] == 7


def test_picking_up_a_stack_takes_it_whole():
    # A stack on the path is picked up as one unit and leaves one blank (DSA-9, reference FAQ).
    state = turn_starts(diver=0, positions=(0, 0), path=chips(1, (4, 9, 12)), carried=[(), ()])
    state = play(state, "roll 2", "pick up")
    assert state.carried[0] == ((4, 9, 12),) and state.path == ((1,), ())


def test_turning_back_is_refused_when_empty_handed():
    # Red carries nothing: no "turn back?" question, and a typed "turn back" is refused (DSA-5).
    state = turn_starts(diver=0, positions=(5, 0), carried=[(), (4,)])
    assert state.phase is Phase.ROLL and TURN_BACK not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, TURN_BACK)
    assert refusal.value.rule == "DSA-5" and "carrying treasure" in refusal.value.message


def test_putting_down_the_last_unit_is_refused_after_turning_back():
    # Red, heading up with one chip, lands on a blank: "put down" is refused (DSA-7).
    state = turn_starts(diver=0, positions=(3, 0), path=chips(0, (), 2, 3), carried=[(9,), ()],
                        turned_back=(True, False))
    state = play(state, "roll 2")
    assert state.positions[0] == 2 and state.path[1] == ()
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, PutDown(0))
    assert refusal.value.rule == "DSA-7"
    with_two = turn_starts(diver=0, positions=(4, 0), path=chips(0, (), 2, 3), carried=[(9, 12), ()],
                           turned_back=(True, False))
    with_two = play(with_two, "roll 4", "put down 1")  # 4 - 2 = 2 up: the blank; one of two is fine
    assert with_two.path[1] == (9,) and with_two.carried[0] == ((12,),)
