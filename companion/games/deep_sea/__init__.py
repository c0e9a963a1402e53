"""Deep Sea Adventure (Oink Games): the pure rules engine, its bots and its odds.

``GAME`` is the engine (see ``companion/games/contract.py``). The state is one
frozen value of tuples (``state.State``); a turn is breathe, declare, roll and
move, treasure action (``turn``); between rounds come the cleanup and the
reveal (``cleanup``); ``outcome`` picks the winner (DSA-11).
"""

from .game import DeepSeaAdventure

GAME = DeepSeaAdventure()

__all__ = ["GAME", "DeepSeaAdventure"]
