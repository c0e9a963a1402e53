"""The one TOML config file: documented defaults, the usual places, strict validation.

A wrong key or value raises :class:`ConfigError` whose message is one line
naming the key and what is accepted; the CLI prints it and exits with 2.
Every setting and its default is listed in ``DEFAULTS`` below and in
``docs/config.md``.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from companion.errors import UserError
from hal.events import Button

# Broadcom (BCM) GPIO numbers for the default wiring (README, "Hardware").
DEFAULT_PINS: dict[str, int] = {
    "up": 5,
    "down": 6,
    "left": 13,
    "right": 19,
    "ok": 26,
    "back": 21,
}

DEFAULTS: dict[str, dict[str, Any]] = {
    "kiosk": {
        "width": 800,  # the official Pi touchscreen; scales to 1920x1080
        "height": 480,
        "fullscreen": False,
        "kiosk_mode": False,  # ignore quit/switch shortcuts; ends only through systemd
        "fps": 60,
        "attract_after_s": 300,  # idle seconds on the home screen before attract mode; 0 = never
        "volume": 0.7,
        "resume": "ask",  # "ask" (laptop: resume / discard) or "auto" (kiosk: straight back in)
    },
    "hardware": {
        "mode": "sim",  # "sim" (keyboard, touch, simulated reader) or "real" (GPIO, serial reader)
        "pin_factory": "lgpio",  # real mode: "lgpio" (Pi 5, and older Pis) or "rpigpio" (Pi 4 and older)
        "hold_time": 0.8,  # seconds a button is held before it counts as held
        "bounce_time": 0.02,  # seconds of switch bounce to ignore
        "reader_port": "",  # pyserial URL of the card reader; "" = no reader
    },
    "pins": dict(DEFAULT_PINS),  # logical button -> BCM pin; seat1..seat6 optional
    "state": {
        "dir": "",  # where the journal lives; "" = $STATE_DIRECTORY, else ~/.local/state/companion
    },
}

_CHOICES: dict[tuple[str, str], tuple[Any, ...]] = {
    ("hardware", "mode"): ("sim", "real"),
    ("hardware", "pin_factory"): ("lgpio", "rpigpio"),
    ("kiosk", "resume"): ("ask", "auto"),
}

_RANGES: dict[tuple[str, str], tuple[float, float]] = {
    ("kiosk", "width"): (320, 7680),
    ("kiosk", "height"): (240, 4320),
    ("kiosk", "fps"): (10, 240),
    ("kiosk", "attract_after_s"): (0, 86_400),
    ("kiosk", "volume"): (0.0, 1.0),
    ("hardware", "hold_time"): (0.1, 10.0),
    ("hardware", "bounce_time"): (0.0, 1.0),
}

_BUTTON_NAMES = tuple(b.value for b in Button)


class ConfigError(UserError):
    """One line naming the key and what is accepted."""


@dataclass(frozen=True, slots=True)
class Config:
    values: Mapping[str, Mapping[str, Any]]
    source: Path | None  # the file read, or None for the defaults alone

    def __getitem__(self, section: str) -> Mapping[str, Any]:
        return self.values[section]

    @property
    def pins(self) -> dict[Button, int]:
        return {Button(name): pin for name, pin in self.values["pins"].items()}

    def state_dir(self) -> Path:
        configured = self.values["state"]["dir"]
        if configured:
            return Path(configured).expanduser()
        if os.environ.get("STATE_DIRECTORY"):  # set by systemd's StateDirectory=
            return Path(os.environ["STATE_DIRECTORY"].split(":")[0])
        base = os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state"
        return Path(base) / "companion"


def search_path() -> list[Path]:
    """The usual places, first found wins: the user's config dir, then /etc."""
    user = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return [user / "companion" / "config.toml", Path("/etc/companion/config.toml")]


def load(path: str | os.PathLike | None = None) -> Config:
    """Read ``path`` (``--config``), else the first file on :func:`search_path`, else defaults."""
    if path is not None:
        source = Path(path)
        if not source.is_file():
            raise ConfigError(f"config file {source} does not exist")
    else:
        source = next((p for p in search_path() if p.is_file()), None)
        if source is None:
            return Config(_merge({}), None)
    try:
        raw = tomllib.loads(source.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{source}: not valid TOML ({error})") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{source}: cannot be read ({error})") from None
    return Config(_merge(raw, where=str(source)), source)


def from_mapping(raw: Mapping[str, Any]) -> Config:
    """Validate settings given as a mapping (tests, the admin menu)."""
    return Config(_merge(raw), None)


def with_overrides(config: Config, overrides: Mapping[str, Mapping[str, Any]], where: str = "command line") -> Config:
    """``config`` with some settings replaced (command-line flags), validated the same way."""
    merged = {section: {**config[section], **overrides.get(section, {})} for section in config.values}
    return Config(_merge(merged, where=where), config.source)


def _merge(raw: Mapping[str, Any], where: str = "config") -> dict[str, dict[str, Any]]:
    merged = {section: dict(values) for section, values in DEFAULTS.items()}
    for section, values in raw.items():
        if section not in DEFAULTS:
            raise ConfigError(f"{where}: unknown section [{section}]; sections are {', '.join(DEFAULTS)}")
        if not isinstance(values, Mapping):
            raise ConfigError(f"{where}: [{section}] must be a table of settings")
        for key, value in values.items():
            merged[section][key] = _checked(where, section, key, value)
    _check_pins(where, merged["pins"])
    return merged


def _checked(where: str, section: str, key: str, value: Any) -> Any:
    name = f"{section}.{key}"
    if section == "pins":
        if key not in _BUTTON_NAMES:
            raise ConfigError(f"{where}: unknown button pins.{key}; buttons are {', '.join(_BUTTON_NAMES)}")
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 27:
            raise ConfigError(f"{where}: {name} = {value!r}; a BCM GPIO number 0-27 is accepted")
        return value
    if key not in DEFAULTS[section]:
        raise ConfigError(f"{where}: unknown key {name}; [{section}] accepts {', '.join(DEFAULTS[section])}")
    default = DEFAULTS[section][key]
    if (section, key) in _CHOICES:
        choices = _CHOICES[section, key]
        if value not in choices:
            raise ConfigError(f"{where}: {name} = {value!r}; accepted: {', '.join(map(repr, choices))}")
        return value
    expected = (int, float) if isinstance(default, float) else type(default)
    if isinstance(value, bool) != isinstance(default, bool) or not isinstance(value, expected):
        kind = {bool: "true or false", int: "a whole number", str: "a string"}.get(type(default), "a number")
        raise ConfigError(f"{where}: {name} = {value!r}; {kind} is accepted")
    if (section, key) in _RANGES:
        low, high = _RANGES[section, key]
        if not low <= value <= high:
            raise ConfigError(f"{where}: {name} = {value!r}; accepted: {low} to {high}")
    return value


def _check_pins(where: str, pins: Mapping[str, int]) -> None:
    seen: dict[int, str] = {}
    for button, pin in pins.items():
        if pin in seen:
            raise ConfigError(f"{where}: pins.{button} = {pin} is already used by pins.{seen[pin]}; each pin serves one button")
        seen[pin] = button
