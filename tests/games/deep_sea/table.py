"""Setting the table for scenario tests: a position in the middle of a round.

``turn_starts`` puts the divers, chips and air where a scenario needs them and
then lets the engine itself start the diver's turn (breathing included), so
the tests never hand-build a phase the engine would not reach.
"""

from __future__ import annotations

from companion.games.deep_sea import GAME, turn
from companion.games.deep_sea.state import Rules, State


def chips(*units):
    """Path or hands from a readable list: 5 is a chip, () a blank, (12, 13, 4) a stack."""
    return tuple(unit if isinstance(unit, tuple) else (unit,) for unit in units)


def turn_starts(*, diver: int = 0, air: int = 25, positions=(0, 0, 0, 0), path=None, carried=None,
                turned_back=None, returned=(), scored=None, starter: int = 0, round_: int = 1,
                rules: Rules = Rules(), drowned=()) -> State:
    """The state at the start of ``diver``'s turn, with ``air`` before they breathe."""
    seats = len(positions)
    path = chips(*range(16), *range(16)) if path is None else path
    carried = tuple(chips(*units) for units in (carried or ((),) * seats))
    turned_back = tuple(turned_back or (False,) * seats)
    scored = tuple(scored or ((),) * seats)
    return turn.begin_turn(rules, round_, air, diver, starter, tuple(positions), turned_back, carried,
                           tuple(returned), tuple(path), scored, tuple(drowned), ())


def play(state: State, *texts: str) -> State:
    """Apply actions written as the journal writes them."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def chips_everywhere(state: State) -> list[int]:
    """Every treasure chip the state holds, wherever it is (path, hands, scores, to reveal)."""
    found = [chip for unit in state.path for chip in unit]
    found += [chip for units in state.carried for unit in units for chip in unit]
    found += [value for values in state.scored for value in values]
    found += [chip for _, pending in state.unrevealed for chip in pending]
    return found
