"""Bots for In Too Deep. Each is deterministic for a given seeded Random."""

from __future__ import annotations

import random
from typing import Any


def random_bot(state: Any, seat: int, rng: random.Random) -> Any:
    from .rules import legal_actions

    legal = legal_actions(state)
    return legal[rng.randrange(len(legal))]


BOTS = {"random": random_bot}
