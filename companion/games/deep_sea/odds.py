"""The coach: a diver's chance of getting back to the submarine if they head back now.

Method (documented in docs/games/deep-sea.md): an exact recursion over the
diver's own dice, with two simplifications about the others.

- The diver moves ``max(0, roll - load)`` free spaces per turn (DSA-6) with
  the real odds of two 1-3 dice. The move about to be rolled is worked out
  exactly (divers above are jumped as the rules say); for later moves nobody
  is assumed above (others are usually deeper, or will have dived past).
- Between two of this diver's turns every other diver still out breathes
  once, using the units they carry now (assumed constant: nobody picks up,
  puts down or gets back). If that empties the air the round ends before this
  diver moves again (DSA-4, DSA-8).
- This diver breathes their own load at the start of each later turn; a turn
  that empties the air is still played to its end (DSA-4).

The load stays as it is (the diver keeps what they carry). Results are cached:
the arguments are a handful of small integers.
"""

from __future__ import annotations

from functools import lru_cache

from .state import Phase, State
from .turn import destination

# Two dice of faces 1, 2, 3 (DSA-6): the chance of each total out of 9.
_TOTALS = ((2, 1 / 9), (3, 2 / 9), (4, 3 / 9), (5, 2 / 9), (6, 1 / 9))


@lru_cache(maxsize=65536)
def home_after_roll(steps: int, air: int, load: int, others: int) -> float:
    """Chance of getting back when about to roll, ``steps`` moves from the submarine
    (the submarine itself is the last step), with ``air`` left after breathing."""
    chance = 0.0
    for total, odds in _TOTALS:
        moved = total - load
        if moved >= steps:
            chance += odds
        elif air > 0:  # a turn that emptied the air is the last (DSA-4)
            chance += odds * home_next_turn(steps - max(moved, 0), air, load, others)
    return chance


@lru_cache(maxsize=65536)
def home_next_turn(steps: int, air: int, load: int, others: int) -> float:
    """Chance of getting back from the end of this diver's turn."""
    air -= others  # every other diver still out breathes once (DSA-3)
    if air <= 0:
        return 0.0  # the round ends after someone else's turn (DSA-8)
    air = max(air - load, 0)
    return home_after_roll(steps, air, load, others)


def others_load(state: State, seat: int) -> int:
    back = state.returned
    return sum(len(units) for other, units in enumerate(state.carried) if other != seat and other not in back)


def home_from_here(state: State, seat: int, load: int, others: int) -> float:
    """The roll about to be made, worked out exactly (jumps included), then the recursion."""
    chance = 0.0
    for total, odds in _TOTALS:
        there = destination(state.positions, seat, True, total - load, len(state.path))
        if there == 0:
            chance += odds
        elif state.air > 0:  # a turn that emptied the air is the last (DSA-4)
            chance += odds * home_next_turn(there, state.air, load, others)
    return chance


def chance_of_return(state: State, seat: int | None = None) -> float:
    """The estimated chance that ``seat`` (default: the diver whose turn it is)
    gets back this round if they head for the submarine from now on."""
    if seat is None:
        seat = state.diver
    if seat < 0 or seat in state.returned or state.positions[seat] == 0:
        return 1.0
    if state.phase not in (Phase.DECLARE, Phase.ROLL, Phase.TREASURE):
        return 0.0  # the round is over and this diver did not get back
    load = len(state.carried[seat])
    others = others_load(state, seat)
    if seat == state.diver and state.phase is not Phase.TREASURE:
        return home_from_here(state, seat, load, others)  # breathed already, about to roll
    if seat == state.diver and state.air == 0:
        return 0.0  # moved in the last turn of the round without getting back
    return home_next_turn(state.positions[seat], state.air, load, others)
