"""Scene navigation with scripted input: the home screen is usable with the
logical buttons alone, touch works too, BACK returns, OK held gives help."""

import pytest

from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.help import HelpOverlay
from companion.kiosk.scenes.home import Home
from hal.events import Button


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def test_the_home_screen_lists_the_three_games(kiosk):
    assert isinstance(kiosk.top, Home)
    assert list(kiosk.top.menu.items[:3]) == ["Dive", "Deep Sea Adventure", "In Too Deep"]


def test_arrows_move_the_cursor_and_wrap(kiosk):
    kiosk.press(Button.DOWN, Button.DOWN)
    assert kiosk.top.menu.selected == 2
    kiosk.press(Button.UP, Button.UP, Button.UP)
    assert kiosk.top.menu.selected == len(kiosk.top.menu.items) - 1


@pytest.mark.parametrize("row, title", [(0, "Dive"), (1, "Deep Sea Adventure"), (2, "In Too Deep")])
def test_ok_opens_the_chosen_games_setup_and_back_returns(kiosk, row, title):
    kiosk.press(*[Button.DOWN] * row, Button.OK)
    assert not isinstance(kiosk.top, Home)
    assert getattr(kiosk.top, "title", title) == title or title in type(kiosk.top).__module__.replace("_", " ")
    kiosk.press(Button.BACK)
    assert isinstance(kiosk.top, Home)
    assert kiosk.top.menu.selected == row  # the cursor stays where the player left it


def test_back_on_the_home_screen_stays_home(kiosk):
    kiosk.press(Button.BACK, Button.BACK)
    assert isinstance(kiosk.top, Home) and len(kiosk.app.stack) == 1


def test_a_tap_on_a_game_opens_it_through_the_same_buttons(kiosk):
    left, top, width, height = kiosk.top.menu.row(2)
    kiosk.tap(left + width / 2, top + height / 2)
    assert not isinstance(kiosk.top, Home)
    kiosk.press(Button.BACK)
    assert kiosk.top.menu.selected == 2


def test_holding_ok_opens_help_and_a_click_closes_it(kiosk):
    kiosk.hold(Button.OK)
    assert isinstance(kiosk.top, HelpOverlay)
    assert "UP and DOWN" in kiosk.top.text
    kiosk.press(Button.BACK)
    assert isinstance(kiosk.top, Home)


def test_a_held_ok_never_also_clicks(kiosk):
    kiosk.hold(Button.OK)  # opens help, must not also open Dive underneath
    assert len(kiosk.app.stack) == 2


def test_nothing_is_redrawn_while_nothing_happens(kiosk):
    frames = kiosk.app.frames
    for _ in range(20):
        kiosk.advance(1.0)
    assert kiosk.app.frames == frames
    kiosk.press(Button.DOWN)
    assert kiosk.app.frames == frames + 1
