"""Dive (Sit Down!, 2021): the pure rules engine, with the Village Chief, the Companions
and the children's version. Rules: the rulebook and rulings DV-1 to DV-12."""

from .engine import GAME, DiveGame

__all__ = ["GAME", "DiveGame"]
