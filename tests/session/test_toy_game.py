"""The toy race itself keeps the engine contract (else the session tests prove nothing)."""

import pytest

from companion.games.contract import IllegalAction
from tests.conformance import check_random_playouts
from tests.session.toy_game import GAME, Push, Roll, Treasure


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("table", [False, True])
def test_the_toy_race_passes_the_conformance_check(seats, table):
    check_random_playouts(GAME, seats, {"table": table}, games=5)


def test_at_the_table_treasures_stay_unknown_until_the_finish():
    # TOY-1 / C-2: no deal at the table; the first decision comes straight away.
    state = GAME.new_game(2, {"table": True, "goal": 10})
    assert GAME.to_act(state).seats == (0,)
    state = GAME.apply(GAME.apply(state, Push(2)), Roll((6, 6)))
    # TOY-3: the finish line is reached; each unknown treasure is now entered.
    assert GAME.to_act(state).chance
    state = GAME.apply(GAME.apply(state, Treasure(1)), Treasure(3))
    assert GAME.outcome(state).scores == (13, 3)


def test_rolling_the_wrong_number_of_dice_is_refused():
    state = GAME.apply(GAME.new_game(2, {"table": True}), Push(1))
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, Roll((3, 4)))
    assert refusal.value.rule == "TOY-2"
