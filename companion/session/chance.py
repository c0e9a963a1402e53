"""Chance through one door (ruling C-1).

A :class:`ChanceSource` is asked for the pending outcome. The seeded source
draws it; the table source has none to give, so the kiosk asks the players (or
the card reader) and hands the entered outcome to ``GameSession.act``. Either
way the outcome is an action and goes through the engine's ``apply``.

The seeded source draws with a ``random.Random`` made from the seed *and the
ply number*: after an undo the same ply draws the same outcome again, so undo
cannot be used to re-roll.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol


class ChanceSource(Protocol):
    mode: ClassVar[str]  # written in the game header: "seeded" or "table"

    def outcome(self, game: Any, state: Any, ply: int) -> Any | None:
        """The outcome for the chance pending in ``state`` at ``ply`` (the number of
        actions before it), or None when the table must enter it."""


@dataclass(frozen=True, slots=True)
class SeededChance:
    """Simulation, demo, tests and kiosk-rolled dice: same seed + same plies = same game."""

    seed: int | str
    mode: ClassVar[str] = "seeded"

    def rng(self, ply: int) -> random.Random:
        return random.Random(f"{self.seed}/{ply}")

    def outcome(self, game: Any, state: Any, ply: int) -> Any:
        return game.chance(state, self.rng(ply))


@dataclass(frozen=True, slots=True)
class TableChance:
    """Play beside a real box: every outcome is entered at the table."""

    mode: ClassVar[str] = "table"

    def outcome(self, game: Any, state: Any, ply: int) -> None:
        return None


def chance_source(mode: str, seed: int | str) -> ChanceSource:
    """The source a game header names (for resume and replay)."""
    match mode:
        case "seeded":
            return SeededChance(seed)
        case "table":
            return TableChance()
    raise ValueError(f"unknown chance mode {mode!r}")
