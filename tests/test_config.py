"""The TOML config: defaults, the usual places, and one-line errors with exit status 2."""

import subprocess
import sys

import pytest

from companion import config as configuration
from companion.config import ConfigError
from hal.events import Button


def write(tmp_path, text):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return path


def test_defaults_when_no_file_is_found(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(configuration, "search_path", lambda: [tmp_path / "nowhere.toml"])
    settings = configuration.load()
    assert settings.source is None
    assert settings["kiosk"]["width"] == 800 and settings["hardware"]["mode"] == "sim"
    assert settings.pins[Button.OK] == configuration.DEFAULT_PINS["ok"]


def test_the_users_config_dir_is_searched_first(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "companion").mkdir()
    (tmp_path / "companion" / "config.toml").write_text("[kiosk]\nwidth = 1024\nheight = 600\n")
    settings = configuration.load()
    assert settings.source == tmp_path / "companion" / "config.toml"
    assert (settings["kiosk"]["width"], settings["kiosk"]["height"]) == (1024, 600)


def test_a_pin_map_overrides_only_the_pins_given(tmp_path):
    settings = configuration.load(write(tmp_path, "[pins]\nok = 17\nseat1 = 4\n"))
    assert settings.pins[Button.OK] == 17
    assert settings.pins[Button.SEAT_1] == 4
    assert settings.pins[Button.UP] == configuration.DEFAULT_PINS["up"]


@pytest.mark.parametrize(
    "text, named",
    [
        ("[kiosk]\nwidht = 800\n", "kiosk.widht"),
        ("[hardware]\nmode = 'fake'\n", "hardware.mode"),
        ("[kiosk]\nfps = 'fast'\n", "kiosk.fps"),
        ("[kiosk]\nvolume = 3\n", "kiosk.volume"),
        ("[kiosk]\nfullscreen = 1\n", "kiosk.fullscreen"),
        ("[pins]\nok = 40\n", "pins.ok"),
        ("[pins]\njump = 3\n", "pins.jump"),
        ("[pins]\nok = 5\n", "pins.ok = 5 is already used by pins.up"),
        ("[sound]\nvolume = 1\n", "[sound]"),
        ("kiosk = 3\n", "[kiosk]"),
        ("[kiosk\n", "not valid TOML"),
    ],
)
def test_a_wrong_key_or_value_names_it_in_one_line(tmp_path, text, named):
    with pytest.raises(ConfigError) as refused:
        configuration.load(write(tmp_path, text))
    assert named in str(refused.value)
    assert "\n" not in str(refused.value)


def test_the_cli_prints_one_line_and_exits_2_on_a_bad_config(tmp_path):
    bad = write(tmp_path, "[hardware]\nmode = 'fake'\n")
    result = subprocess.run([sys.executable, "-m", "companion", "--config", str(bad), "kiosk"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "hardware.mode" in lines[0] and "'sim', 'real'" in lines[0]
    assert "Traceback" not in result.stderr


def test_a_missing_config_file_is_named(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        configuration.load(tmp_path / "absent.toml")


def test_the_state_dir_follows_systemd_then_xdg(tmp_path, monkeypatch):
    monkeypatch.setenv("STATE_DIRECTORY", str(tmp_path / "svc"))
    assert configuration.from_mapping({}).state_dir() == tmp_path / "svc"
    monkeypatch.delenv("STATE_DIRECTORY")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    assert configuration.from_mapping({}).state_dir() == tmp_path / "xdg" / "companion"
    assert configuration.from_mapping({"state": {"dir": str(tmp_path / "mine")}}).state_dir() == tmp_path / "mine"
