"""A game session that keeps its history in memory only.

Used when the kiosk could not open its game store (``app.services["store"]`` is
missing: the journal's directory is unusable). The table flow then still plays
start to finish, with undo, but a power cut loses the game; the status bar says so.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from companion.games.contract import Outcome

NOT_SAVED = "Not saving: no game store. The game goes on in memory."


class UnsavedSession:
    def __init__(self, game: Any, seats: int, options: Mapping[str, Any], seed: int) -> None:
        self.game = game
        self.seed = seed
        self.states = [game.new_game(seats, options)]
        self.texts: list[str] = []
        self.status = "playing"
        self.durability_warning: str | None = NOT_SAVED

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def can_undo(self) -> bool:
        return bool(self.texts) and self.status == "playing"

    def act(self, action: Any) -> str:
        self.states.append(self.game.apply(self.state, action))  # raises IllegalAction, nothing changes
        self.texts.append(self.game.action_text(action))
        return self.texts[-1]

    def draw_chance(self, by_kiosk: bool = False) -> str | None:
        """Outcomes come from the table, except those the kiosk gives (the virtual Chief
        deck): drawn from the seed and the ply number, so undo cannot re-roll them (C-1)."""
        if not by_kiosk:
            return None
        return self.act(self.game.chance(self.state, random.Random(f"{self.seed}/{len(self.texts)}")))

    def undo(self) -> str:
        self.states.pop()
        return self.texts.pop()

    def describe_last(self) -> str:
        if not self.texts:
            return ""
        return self.game.describe(self.states[-2], self.game.parse_action(self.texts[-1]))

    def finish(self) -> Outcome | None:
        self.status = "finished"
        return self.outcome
