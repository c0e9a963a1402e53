"""The coach's odds against Monte-Carlo play of the real engine.

The coach assumes the other divers keep their load and stay out (see
``odds.py``). Where the table makes that true (the others dive on and never
pick up), its figure must match simulation within 4 standard errors: with
4,000 playouts that is at most 0.032, so the tolerance is 0.035. With divers
above the decider, who may still be above later, the method is an
approximation; there the stated tolerance is 0.06.
"""

import random

import pytest

from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import KEEP_DIVING, TAKE_NOTHING, TURN_BACK
from companion.games.deep_sea.odds import chance_of_return
from companion.games.deep_sea.state import Phase

from .table import chips, turn_starts

PATH = chips(*range(32))
PLAYOUTS = 4000


def monte_carlo(state, seat, playouts=PLAYOUTS, seed=0):
    """Turn back now, then let everyone dive on empty-handed until the round ends."""
    rng = random.Random(seed)
    home = 0
    start = GAME.apply(state, TURN_BACK)
    for _ in range(playouts):
        s = start
        for _ in range(1000):  # a round with air in use ends well before this
            if s.round != state.round or s.phase in (Phase.REVEAL, Phase.OVER):
                break
            if s.to_act.chance:
                s = GAME.apply(s, GAME.chance(s, rng))
            elif s.phase is Phase.DECLARE:
                s = GAME.apply(s, KEEP_DIVING)
            else:
                s = GAME.apply(s, TAKE_NOTHING)
        else:
            raise AssertionError("the round did not end: nobody is using air")
        home += seat not in s.drowned[state.round - 1]
    return home / playouts


SCENARIOS = {
    # name: (air before breathing, positions, carried, returned); the decider is seat 0,
    # the others still out are deeper and carry something (so the round must end).
    "halfway with two units": (15, (8, 12, 15), [(1, 2), (5,), (6, 7)], ()),
    "deep and heavy": (20, (7, 10, 11, 14), [(1, 2, 3), (4, 5), (9,), (8,)], ()),
    "air nearly out": (5, (4, 9), [(1, 2), (3,)], ()),
    "alone out there": (25, (12, 0), [(1, 2, 3), (4,)], (1,)),
}


@pytest.mark.parametrize("name", SCENARIOS)
def test_coach_matches_simulation_when_its_assumptions_hold(name):
    air, positions, carried, returned = SCENARIOS[name]
    state = turn_starts(diver=0, air=air, positions=positions, path=PATH, carried=carried,
                        returned=returned, turned_back=[seat in returned for seat in range(len(positions))])
    assert state.phase is Phase.DECLARE
    estimate = chance_of_return(state)
    simulated = monte_carlo(state, 0)
    assert abs(estimate - simulated) <= 0.035, (estimate, simulated)


def test_coach_with_divers_above_is_close():
    state = turn_starts(diver=0, air=14, positions=(9, 3, 6), path=PATH, carried=[(1, 2), (4,), (5,)])
    estimate = chance_of_return(state)
    simulated = monte_carlo(state, 0, seed=1)
    assert 0.05 < simulated < 0.95  # a scenario where the answer is not obvious
    assert abs(estimate - simulated) <= 0.06, (estimate, simulated)


def test_coach_odds_fall_with_depth_load_and_others_air():
    def odds(position=8, load=2, air=14, other_load=1):
        return chance_of_return(turn_starts(diver=0, air=air, positions=(position, 20), path=PATH,
                                            carried=[tuple(range(load)), tuple(range(other_load))]))
    assert odds(position=5) > odds(position=8) > odds(position=12)
    assert odds(load=1) > odds(load=3)
    assert odds(air=20) > odds(air=10)
    assert odds(other_load=0) > odds(other_load=3)
    assert odds(position=1, load=1) == 1.0  # any roll of 2 or more gets back
