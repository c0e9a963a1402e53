"""The held combinations at home: LEFT+RIGHT opens the self-test, OK+BACK held
for three seconds the admin menu; neither leaks a help overlay."""

from __future__ import annotations

import pytest

from companion.kiosk.appliance.admin import Admin
from companion.kiosk.appliance.home import ADMIN_HOLD_S, StoreHome
from companion.kiosk.appliance.selftest import SelfTest
from companion.kiosk.scenes.help import HelpOverlay
from hal.events import Button
from tests.appliance._kiosk import hold_together, release, store_kiosk


@pytest.fixture
def kiosk(tmp_path):
    kiosk = store_kiosk(tmp_path)
    yield kiosk
    kiosk.close()


def test_left_and_right_held_open_the_self_test(kiosk):
    hold_together(kiosk, Button.LEFT, Button.RIGHT)
    assert isinstance(kiosk.top, SelfTest)
    release(kiosk, Button.LEFT, Button.RIGHT)
    assert isinstance(kiosk.top, SelfTest)


def test_ok_and_back_held_three_seconds_open_the_admin_menu(kiosk):
    hold_together(kiosk, Button.OK, Button.BACK)
    assert isinstance(kiosk.top, StoreHome)  # not yet, and no help overlay
    kiosk.advance(ADMIN_HOLD_S - 0.5)
    assert isinstance(kiosk.top, StoreHome)
    kiosk.advance(0.5)
    assert isinstance(kiosk.top, Admin)
    release(kiosk, Button.OK, Button.BACK)
    assert isinstance(kiosk.top, Admin)  # the releases neither click nor leave


def test_letting_go_early_opens_nothing(kiosk):
    hold_together(kiosk, Button.OK, Button.BACK)
    release(kiosk, Button.OK, Button.BACK)
    kiosk.advance(ADMIN_HOLD_S)
    assert isinstance(kiosk.top, StoreHome) and len(kiosk.app.stack) == 1


def test_ok_held_alone_still_opens_the_help(kiosk):
    kiosk.hold(Button.OK)
    assert isinstance(kiosk.top, HelpOverlay)


def test_the_combinations_do_nothing_inside_a_game(kiosk):
    kiosk.press(Button.OK)
    in_game = kiosk.top
    hold_together(kiosk, Button.LEFT, Button.RIGHT)
    release(kiosk, Button.LEFT, Button.RIGHT)
    assert not any(isinstance(scene, SelfTest) for scene in kiosk.app.stack)
    assert in_game in kiosk.app.stack


def test_the_admin_menu_opens_the_tag_learning_walk_for_the_chosen_game(kiosk):
    # Issue 7: a store teaches the reader its box from the kiosk, without a keyboard.
    hold_together(kiosk, Button.OK, Button.BACK)
    kiosk.advance(ADMIN_HOLD_S)
    release(kiosk, Button.OK, Button.BACK)
    admin = kiosk.top
    row = next(i for i, r in enumerate(admin.rows) if r.label == "Teach the reader tags")
    kiosk.press(*[Button.DOWN] * (row - admin.selected), Button.RIGHT)  # Dive -> Deep Sea Adventure
    assert admin.rows[row].value().startswith("Deep Sea Adventure")
    kiosk.press(Button.OK)
    from companion.kiosk.scenes.tag_learning import TagLearning

    assert isinstance(kiosk.top, TagLearning) and kiosk.top.game_id == "deep-sea"
