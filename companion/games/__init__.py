"""The rules engines, one package per game, and the registry that names them.

Engines are imported lazily: the kiosk's home screen and the CLI start without
paying for all three games.
"""

from __future__ import annotations

import importlib
from typing import Any

# Game id (as on the command line and in game records) -> (title, package).
CATALOGUE: dict[str, tuple[str, str]] = {
    "dive": ("Dive", "companion.games.dive"),
    "deep-sea": ("Deep Sea Adventure", "companion.games.deep_sea"),
    "in-too-deep": ("In Too Deep", "companion.games.in_too_deep"),
}


class UnknownGame(LookupError):
    pass


def load(game_id: str) -> Any:
    """The ``GAME`` object of a game id (see ``contract.Game``)."""
    try:
        _, package = CATALOGUE[game_id]
    except KeyError:
        raise UnknownGame(
            f"unknown game {game_id!r}; known games: {', '.join(CATALOGUE)}"
        ) from None
    return importlib.import_module(package).GAME
