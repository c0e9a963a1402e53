"""In Too Deep (Jolly Dutch): the pure rules engine.

Rules: the rulebook and rulings ITD-1..ITD-10 (``shared/rules/RULINGS.md``).
The 100 DS cards are data in ``cards.csv`` (ITD-2, C-4).
"""

from .game import InTooDeep

GAME = InTooDeep()

__all__ = ["GAME", "InTooDeep"]
