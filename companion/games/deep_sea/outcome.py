"""Who won: highest total, then most level-4 chips, then a shared victory (ruling DSA-11).

The rulebook settles a last tie by who holds their breath longest. By DSA-11
the victory stays shared; the tied divers may record the contest's result
(``HeldBreathLongest``) or skip it (``NoBreathHold``), and the outcome's
``detail["breath_hold_winner"]`` keeps it.
"""

from __future__ import annotations

from companion.games.contract import Outcome

from .chips import BOX
from .state import State

TOP_LEVEL = len(BOX.levels)


def top_level_chips(values: tuple[int, ...]) -> int:
    """Chips of the deepest level (inside stacks too: each chip by its own level, DSA-11)."""
    return sum(1 for value in values if BOX.level_of[value] == TOP_LEVEL)


def leaders(scored: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """DSA-11: highest total, then most level-4 chips; more than one seat is a shared victory."""
    scores = tuple(sum(values) for values in scored)
    top = max(scores)
    ahead = tuple(seat for seat, score in enumerate(scores) if score == top)
    if len(ahead) > 1:
        most = max(top_level_chips(scored[seat]) for seat in ahead)
        ahead = tuple(seat for seat in ahead if top_level_chips(scored[seat]) == most)
    return ahead


def final_outcome(state: State) -> Outcome:
    scores = tuple(sum(values) for values in state.scored)
    top = max(scores)
    leaders = tuple(seat for seat, score in enumerate(scores) if score == top)
    deep = tuple(top_level_chips(values) for values in state.scored)
    decided_by = "score"
    if len(leaders) > 1:
        most = max(deep[seat] for seat in leaders)
        leaders = tuple(seat for seat in leaders if deep[seat] == most)
        decided_by = "level-4 chips" if len(leaders) == 1 else "shared"
    shared = len(leaders) > 1
    detail = {
        "decided_by": decided_by,
        "level_4_chips": list(deep),
        "drowned_per_round": [list(seats) for seats in state.drowned],
        "breath_hold": list(leaders) if shared else [],  # DSA-11: the divers invited to hold their breath
        "breath_hold_winner": state.breath_hold if state.breath_hold >= 0 else None,
    }
    return Outcome(leaders, scores, "three dives done", shared, detail)
