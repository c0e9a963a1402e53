"""Dive (Sit Down!, 2021): the pure rules engine, with the Village Chief, the Companions
and the children's version. Rules: the rulebook and rulings DV-1 to DV-12."""

from .bots import BOTS
from .engine import GAME, DiveGame

GAME.bots = BOTS  # the first is the default: a seer misreading 15% of the cards

__all__ = ["GAME", "DiveGame"]
