"""Who won: highest total, then most level-4 chips, then a shared victory (ruling DSA-11).

The rulebook settles a last tie by who holds their breath longest; the engine
cannot see that, so the outcome names the tied divers in ``detail`` and
:func:`settled_by_breath` records a result the players enter.
"""

from __future__ import annotations

from dataclasses import replace

from companion.games.contract import Outcome

from .chips import BOX
from .state import State

TOP_LEVEL = len(BOX.levels)


def top_level_chips(values: tuple[int, ...]) -> int:
    """Chips of the deepest level (inside stacks too: each chip by its own level, DSA-11)."""
    return sum(1 for value in values if BOX.level_of[value] == TOP_LEVEL)


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
        "breath_hold": list(leaders) if shared else [],  # DSA-11: the kiosk invites these divers
        "breath_hold_winner": None,
    }
    return Outcome(leaders, scores, "three dives done", shared, detail)


def settled_by_breath(outcome: Outcome, winner: int) -> Outcome:
    """DSA-11: the tied divers held their breath and ``winner`` lasted longest."""
    tied = outcome.detail.get("breath_hold") or []
    if winner not in tied:
        raise ValueError(f"diver {winner + 1} is not among the tied divers {[s + 1 for s in tied]}")
    detail = dict(outcome.detail, breath_hold_winner=winner, decided_by="breath hold")
    return replace(outcome, winners=(winner,), shared=False, detail=detail)
