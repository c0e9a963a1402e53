"""Treasure chips tapped on the card reader (issue 7): at pick-up, or at the reveal.

A tap becomes the action the buttons would have entered, with the chip's value
added: ``PickUpChip`` at the treasure action, so the engine knows the value
and scores it at cleanup with nobody pressing anything (DSA-9), and ``Reveal``
at the reveal. A tap that contradicts the game is refused with one line and
changes nothing (C-3). No line names a chip's value: at the table nobody sees
it before the reveal (C-2), only its level (its shape).
"""

from __future__ import annotations

from companion.games.deep_sea.actions import PICK_UP, Action, PickUpChip, Reveal
from companion.games.deep_sea.state import Phase, State
from companion.tags.components import TreasureChip
from companion.tags.learning import GAME_TITLES


class ChipTaps:
    """The chips tapped in this game, so the same chip cannot be taken twice.

    Each tag is remembered with the number of actions the game had once its
    tap was accepted, so an undo forgets the taps it took back."""

    def __init__(self) -> None:
        self.taken: dict[str, int] = {}  # tag UID -> the game's length after its action

    def forget_undone(self, plies: int) -> None:
        self.taken = {uid: ply for uid, ply in self.taken.items() if ply <= plies}

    def took(self, uid: str, plies: int) -> None:
        self.taken[uid] = plies

    def action_for(self, registry, uid: str, state: State) -> tuple[Action | None, str | None]:
        """The action a tap stands for, or None and the reason it is refused."""
        component = registry.component(uid) if registry is not None else None
        if component is None:
            return None, "That tag is not in the tag file: it is not a chip of this box (C-3)."
        if not isinstance(component, TreasureChip):
            return None, (f"That is {component.describe()} from {GAME_TITLES[component.game]}, "
                          "not a Deep Sea Adventure chip (C-3).")
        if not state.rules.table:
            return None, "This game lays virtual chips: taps are for a game played with the box (C-2)."
        if uid in self.taken:
            return None, "That chip was already taken: each chip is tapped once (DSA-7)."
        value = component.value
        match state.phase:
            case Phase.TREASURE:
                unit = state.path[state.positions[state.diver] - 1]
                if len(unit) == 1 and unit[0] >= 0:
                    # A chip read earlier and put down again (DSA-7): is it the one here?
                    if unit[0] != value:
                        return None, "That is not the chip on this space (DSA-7)."
                    return PICK_UP, None
                return PickUpChip(value), None
            case Phase.REVEAL:
                return Reveal(value), None
        return None, "Tap a chip when it is picked up, or when it is turned over at the reveal (DSA-7, DSA-9)."
