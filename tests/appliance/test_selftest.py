"""The self-test screen: buttons light, the reader and the last tag, the test
pattern, version and disk; and ``companion selftest``."""

from __future__ import annotations

import pytest

import companion
from companion import cli
from companion.kiosk import theme as th
from companion.kiosk.appliance.selftest import SelfTest, DisplayPattern
from companion.kiosk.appliance.home import StoreHome
from hal.events import Button, ReaderOnline, TagGone, TagSeen
from tests.appliance._kiosk import hold_together, release, store_kiosk


@pytest.fixture
def selftest(tmp_path):
    kiosk = store_kiosk(tmp_path)
    hold_together(kiosk, Button.LEFT, Button.RIGHT)
    release(kiosk, Button.LEFT, Button.RIGHT)
    kiosk.advance(0.2)
    yield kiosk
    kiosk.close()


def button_colour(kiosk, index: int):
    # Inside the button's box, clear of its outline and its label.
    return kiosk.surface.get_at(kiosk.app.theme.point(20 + index * 128 + 10, 72 + 58))[:3]


def test_a_button_lights_while_it_is_down_and_stays_marked_as_working(selftest):
    down_index = list(selftest.top.buttons).index(Button.DOWN)
    assert button_colour(selftest, down_index) == th.PANEL
    selftest.panel.press(Button.DOWN)
    selftest.advance(0.2)
    assert button_colour(selftest, down_index) == th.SELECTED
    selftest.panel.release(Button.DOWN)
    selftest.advance(0.2)
    assert button_colour(selftest, down_index) == th.PANEL
    assert Button.DOWN in selftest.top.worked
    assert Button.UP not in selftest.top.worked


def test_ok_lights_while_held_down_without_waiting_for_its_click(selftest):
    ok_index = list(selftest.top.buttons).index(Button.OK)
    selftest.panel.press(Button.OK)
    selftest.advance(0.2)
    assert button_colour(selftest, ok_index) == th.SELECTED
    selftest.panel.release(Button.OK)
    selftest.advance(0.2)
    assert isinstance(selftest.top, SelfTest)  # a click of OK is only a test here


def test_reader_status_and_the_last_tag(selftest):
    app, now = selftest.app, selftest.clock.now()
    app.handle(ReaderOnline("1.2.0", 1, now))
    app.handle(TagSeen("04A1B2C3", now))
    selftest.advance(0.2)
    assert selftest.top.last_tag == "04A1B2C3 (on the reader)"
    assert app.reader_status == "Reader online (firmware 1.2.0)"
    app.handle(TagGone("04A1B2C3", now))
    assert selftest.top.last_tag == "04A1B2C3 (taken off)"


def test_version_disk_and_no_listening_sockets_are_shown(selftest, tmp_path):
    scene = selftest.top
    assert scene.disk.endswith("GB") and "free of" in scene.disk
    assert scene.sockets == 0
    selftest.screenshot(tmp_path / "selftest.png")


def test_ok_held_shows_the_test_pattern_and_any_button_comes_back(selftest, tmp_path):
    selftest.hold(Button.OK)
    assert isinstance(selftest.top, DisplayPattern)
    selftest.screenshot(tmp_path / "pattern.png")
    width, height = selftest.surface.get_size()
    assert selftest.surface.get_at((width // 16, height // 4))[:3] == (255, 255, 255)  # first bar
    assert selftest.surface.get_at((width - width // 16, height // 4))[:3] == (0, 0, 0)  # last bar
    selftest.press(Button.UP)
    assert isinstance(selftest.top, SelfTest)


def test_back_held_leaves(selftest):
    selftest.hold(Button.BACK)
    assert isinstance(selftest.top, StoreHome)


def test_the_console_report(tmp_path, capsys, monkeypatch):
    config = tmp_path / "config.toml"
    config.write_text(f'[hardware]\nreader_port = "{tmp_path}/no-reader"\n[state]\ndir = "{tmp_path}"\n')
    assert cli.main(["--config", str(config), "selftest", "--text"]) == 0
    out = capsys.readouterr().out
    assert f"companion {companion.__version__}" in out
    assert f"{tmp_path}/no-reader missing: is the reader plugged in?" in out
    assert "GB free of" in out


def test_the_self_test_screen_runs_on_its_own(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text(f'[state]\ndir = "{tmp_path}"\n')
    assert cli.main(["--config", str(config), "selftest", "--hardware", "sim", "--quit-after-frames", "3"]) == 0
