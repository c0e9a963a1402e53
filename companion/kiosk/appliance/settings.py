"""What the store admin menu changes, kept in the state directory.

Under the appliance's unit the root (and /etc/companion/config.toml) is
read-only to the kiosk; only ``$STATE_DIRECTORY`` is writable. The admin's
choices (volume, attract timeout, default variants) therefore live in
``store-settings.toml`` there and are laid over the config at start. A file that
cannot be read or says something invalid is reported in one line and ignored
as a whole: the kiosk starts with the config's values, and nothing is half-applied.
"""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping

from companion.config import Config

FILE_NAME = "store-settings.toml"
ATTRACT_CHOICES_S = (0, 60, 120, 300, 600, 1800)  # 0 = never
VOLUME_CHOICES = tuple(round(step / 10, 1) for step in range(11))


class SettingsError(ValueError):
    """One line naming the file, the setting and what is accepted."""


@dataclass(frozen=True, slots=True)
class StoreSettings:
    volume: float
    attract_after_s: int
    # game id -> option name -> value; laid over each engine's defaults in its setup screen
    variants: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    @classmethod
    def from_config(cls, config: Config) -> StoreSettings:
        return cls(volume=config["kiosk"]["volume"], attract_after_s=config["kiosk"]["attract_after_s"])

    def with_variant(self, game_id: str, option: str, value: Any) -> StoreSettings:
        variants = {game: dict(options) for game, options in self.variants.items()}
        variants.setdefault(game_id, {})[option] = value
        return replace(self, variants=variants)


def load(path: Path, base: StoreSettings, games: Mapping[str, Any]) -> StoreSettings:
    """``base`` with the saved choices laid over it; raises SettingsError on a bad file.

    ``games`` maps game ids to engines, to check variants against their options;
    variants of a game whose engine is absent are refused like any unknown name.
    """
    if not path.exists():
        return base
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise SettingsError(f"{path}: cannot be read ({error})") from None
    settings = base
    for section, values in raw.items():
        match section:
            case "kiosk":
                settings = _kiosk(path, settings, values)
            case "variants":
                for game_id, options in values.items():
                    for option, value in options.items():
                        settings = settings.with_variant(game_id, option, _variant(path, games, game_id, option, value))
            case _:
                raise SettingsError(f"{path}: unknown section [{section}]; sections are [kiosk] and [variants.<game>]")
    return settings


def _kiosk(path: Path, settings: StoreSettings, values: Mapping[str, Any]) -> StoreSettings:
    for key, value in values.items():
        match key:
            case "volume" if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1:
                settings = replace(settings, volume=float(value))
            case "volume":
                raise SettingsError(f"{path}: kiosk.volume = {value!r}; a number from 0 to 1 is accepted")
            case "attract_after_s" if value in ATTRACT_CHOICES_S and not isinstance(value, bool):
                settings = replace(settings, attract_after_s=int(value))
            case "attract_after_s":
                raise SettingsError(f"{path}: kiosk.attract_after_s = {value!r}; accepted: {ATTRACT_CHOICES_S}")
            case _:
                raise SettingsError(f"{path}: unknown key kiosk.{key}; accepted: volume, attract_after_s")
    return settings


def _variant(path: Path, games: Mapping[str, Any], game_id: str, option: str, value: Any) -> Any:
    game = games.get(game_id)
    if game is None:
        raise SettingsError(f"{path}: [variants.{game_id}]: no such game in this companion; games: {', '.join(games)}")
    known = game.options.get(option)
    if known is None or option == "table":
        choices = ", ".join(name for name in game.options if name != "table")
        raise SettingsError(f"{path}: variants.{game_id}.{option}: no such variant; {game_id} has {choices}")
    if value not in known.choices:
        raise SettingsError(f"{path}: variants.{game_id}.{option} = {value!r}; accepted: {known.choices}")
    return value


def save(path: Path, settings: StoreSettings) -> None:
    """Write atomically: a power cut leaves the old file or the new one, never half of one."""
    lines = ["# Written by the kiosk's store admin menu. Edits by hand are checked at start.", "", "[kiosk]",
             f"volume = {settings.volume!r}", f"attract_after_s = {settings.attract_after_s!r}"]
    for game_id, options in settings.variants.items():
        lines += ["", f"[variants.{json.dumps(game_id)}]"]
        lines += [f"{json.dumps(option)} = {_toml_value(value)}" for option, value in options.items()]
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".new")
    with open(temporary, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)


def _toml_value(value: Any) -> str:
    match value:
        case bool():
            return "true" if value else "false"
        case int() | float():
            return repr(value)
        case str():
            return json.dumps(value)  # a TOML basic string for anything JSON can escape
    raise SettingsError(f"a variant value must be a boolean, a number or text, not {value!r}")
