"""The kiosk as a store appliance: attract mode, self-test, admin menu, lock-down
and the systemd watchdog, attached to an App built by ``companion.kiosk.main``.

``attach(app, config)`` is called once, right after the home screen is pushed and
before any other scene goes over it (in ``build_app``, before ``open_store``); ``on_frame`` goes to ``app.run`` (it
feeds the watchdog) and ``close`` runs on the way out.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from companion.config import Config
from companion.kiosk.appliance import settings as store_settings
from companion.kiosk.appliance.settings import SettingsError, StoreSettings
from companion.kiosk.scenes.home import Home
from companion.watchdog import Notifier

log = logging.getLogger(__name__)


class Appliance:
    def __init__(self, app, config: Config, notifier: Notifier, games: list[Any] | None,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.config = config
        self.notifier = notifier
        self.path = config.state_dir() / store_settings.FILE_NAME
        self._games = games
        self._monotonic = monotonic
        self._status = ""
        self._ready = False
        self.settings = StoreSettings.from_config(config)

    def games(self) -> list[Any]:
        """The engines present (loaded on first use: the home screen starts without them)."""
        if self._games is None:
            from companion.kiosk.appliance.attract import playable_games

            self._games = playable_games()
        return self._games

    def load_settings(self) -> None:
        base = StoreSettings.from_config(self.config)
        try:
            self.settings = store_settings.load(self.path, base, {game.id: game for game in self.games()})
        except SettingsError as error:
            log.warning("%s", error)
            self.app.warn("settings", "Store settings ignored: see the log")
            self.settings = base
        self.app.sound.volume = self.settings.volume

    def update(self, settings: StoreSettings) -> None:
        """Apply an admin change and save it at once."""
        self.settings = settings
        self.app.sound.volume = settings.volume
        try:
            store_settings.save(self.path, settings)
        except OSError as error:
            log.error("cannot save %s: %s", self.path, error)
            self.app.warn("settings", "Settings not saved: the state directory is not writable")

    def variant(self, game: Any, option: str) -> Any:
        """The default of a game's option as the store set it (else the engine's default).
        Setup screens read their starting values here."""
        return self.settings.variants.get(game.id, {}).get(option, game.options[option].default)

    # The systemd side -----------------------------------------------------------
    def on_frame(self) -> None:
        if not self._ready:
            self._ready = True
            self.notifier.ready("home screen")
        self.notifier.ping(self._monotonic())
        status = _status_of(self.app.stack.top)
        if status != self._status:
            self._status = status
            self.notifier.status(status)

    def close(self) -> None:
        self.notifier.stopping()
        self.notifier.close()


def _status_of(scene: Any) -> str:
    from companion.kiosk.appliance.admin import Admin
    from companion.kiosk.appliance.attract import Attract
    from companion.kiosk.appliance.selftest import SelfTest

    match scene:
        case Attract():
            return f"attract mode: {scene.showing}"
        case Home():
            return "home screen"
        case SelfTest():
            return "self-test"
        case Admin():
            return "store admin menu"
    return f"in use: {type(scene).__name__}"


def attach(app, config: Config, notifier: Notifier | None = None, games: list[Any] | None = None) -> Appliance:
    """Make ``app`` the store appliance. ``games`` defaults to every engine present."""
    from companion.kiosk.appliance.home import StoreHome
    from companion import lockdown

    appliance = Appliance(app, config, notifier or Notifier.from_environment(), games)
    app.services["appliance"] = appliance
    if config["kiosk"]["kiosk_mode"]:
        lockdown.lock_keyboard()
    appliance.load_settings()
    # The composition root attaches before any game is resumed, so home is alone on the
    # stack. Attached twice (a test choosing its own engines), the home screen reads the
    # appliance from app.services, so the newest one simply wins.
    if len(app.stack) == 1 and isinstance(app.stack.top, Home) and not isinstance(app.stack.top, StoreHome):
        app.replace(StoreHome(app))
    return appliance
