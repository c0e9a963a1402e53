"""Each game's table flow lives in a package here named like its engine package
(``companion.kiosk.games.deep_sea``). The package defines:

- ``setup_scene(app) -> Scene``: the setup screen the home screen opens;
- ``table_scene(app, session) -> Scene``: the table flow of a running (or
  resumed) game session.

The home screen finds them by that convention, so adding a game's flow
touches no shared file. A game whose flow is not here yet gets a
"coming soon" scene.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from companion.games import CATALOGUE


def flow_of(game_id: str) -> ModuleType | None:
    title, package = CATALOGUE[game_id]
    name = f"companion.kiosk.games.{package.rsplit('.', 1)[1]}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise  # a real bug inside the flow must not look like "coming soon"


def store_default(app, game, option: str):
    """A setup screen's starting value for an engine option: the store's default
    variant (set in the admin menu) when there is one, else the engine's default."""
    appliance = app.services.get("appliance")
    return appliance.variant(game, option) if appliance is not None else game.options[option].default


def starting_index(choices, value) -> int:
    """Where a Field starts: at ``value`` among ``choices`` (the first choice if absent)."""
    return list(choices).index(value) if value in choices else 0


def open_setup(app, game_id: str):
    flow = flow_of(game_id)
    if flow is None:
        from companion.kiosk.scenes.coming_soon import ComingSoon

        return ComingSoon(app, CATALOGUE[game_id][0])
    return flow.setup_scene(app)
