"""Bots: policies that choose a legal action for a seat (``contract.Bot``).

They read the state's tuples directly and build nothing, because a simulation
asks them once per decision. None of them draws from the ``Random``, so each
is deterministic whatever its seed. Each is asked only at a real decision:
``DECLARE`` (turn back or not, DSA-5), ``TREASURE`` (DSA-7) and, after a
tie, ``BREATH_HOLD`` (DSA-11), where a bot records no contest.

- ``cautious``: takes two units on the way down (fewer if air looks short),
  turns back, and picks up more on the way back only with air to spare.
- ``greedy``: picks up everything on the way down and turns back at the last
  moment the air seems to allow.
- ``coach``: takes everything on the way down and turns back when the coach's
  odds (``odds.py``) after one more turn down would fall below 70 %; on the
  way up picks up only while the odds stay above that.
"""

from __future__ import annotations

import random

from .actions import KEEP_DIVING, NO_BREATH_HOLD, PICK_UP, TAKE_NOTHING, TURN_BACK, Action
from .odds import home_next_turn, others_load
from .state import Phase, State

# Expected spaces moved per turn for each load (DSA-6: two dice of 1-3, minus the load).
_PACE = tuple(
    sum(max(0, a + b - load) for a in (1, 2, 3) for b in (1, 2, 3)) / 9 for load in range(40)
)


def air_needed(state: State, seat: int, load: int) -> float:
    """Rough air to get home at this load: turns needed times the air all divers out use per turn."""
    pace = _PACE[load]
    if pace == 0:
        return float("inf")
    out_load = load
    returned = state.returned
    for other, units in enumerate(state.carried):
        if other != seat and other not in returned:
            out_load += len(units)
    return state.positions[seat] / pace * out_load


def cautious(state: State, seat: int, rng: random.Random) -> Action:
    load = len(state.carried[seat])
    if state.phase is Phase.DECLARE:
        if load >= 2 or (load and state.air <= 2 * air_needed(state, seat, load) + 4):
            return TURN_BACK
        return KEEP_DIVING
    if state.phase is not Phase.TREASURE:
        return NO_BREATH_HOLD  # a tie at the end: bots hold no breath (DSA-11)
    # Treasure: two units on the way down; more only with air to spare twice over.
    if state.path[state.positions[seat] - 1]:
        if (load < 2 and not state.turned_back[seat]) or state.air > 2.5 * air_needed(state, seat, load + 1) + 4:
            return PICK_UP
    return TAKE_NOTHING


def greedy(state: State, seat: int, rng: random.Random) -> Action:
    load = len(state.carried[seat])
    if state.phase is Phase.DECLARE:
        deepest = state.positions[seat] == len(state.path)
        if deepest or load >= 4 or state.air <= 1.2 * air_needed(state, seat, load) + 2:
            return TURN_BACK
        return KEEP_DIVING
    if state.phase is not Phase.TREASURE:
        return NO_BREATH_HOLD
    if state.path[state.positions[seat] - 1]:
        if not state.turned_back[seat] or state.air > 1.5 * air_needed(state, seat, load + 1) + 2:
            return PICK_UP
    return TAKE_NOTHING


SAFE = 0.7  # the coach's comfort (tuned against greedy and cautious tables)


def coach(state: State, seat: int, rng: random.Random) -> Action:
    load = len(state.carried[seat])
    others = others_load(state, seat)
    here = state.positions[seat]
    if state.phase is Phase.DECLARE:
        # Turn back now if one more turn down (about its average length) would
        # leave the odds below SAFE.
        deeper = home_next_turn(here + round(_PACE[load]), state.air, load, others)
        return TURN_BACK if deeper < SAFE else KEEP_DIVING
    if state.phase is not Phase.TREASURE:
        return NO_BREATH_HOLD
    if state.path[here - 1]:
        # On the way down everything is worth taking (the turn-back test above
        # accounts for the load); on the way up only while the odds stay SAFE.
        if not state.turned_back[seat] or home_next_turn(here, state.air, load + 1, others) >= SAFE:
            return PICK_UP
    return TAKE_NOTHING


BOTS = {"cautious": cautious, "greedy": greedy, "coach": coach}
