"""The store admin menu: volume, attract timeout, default variants, ending games;
every change saved at once in the state directory."""

from __future__ import annotations

import pytest

from companion.kiosk.appliance import settings as store_settings
from companion.kiosk.appliance.admin import Admin
from companion.kiosk.appliance.attract import Attract
from companion.kiosk.appliance.home import ADMIN_HOLD_S, StoreHome
from companion.kiosk.appliance.settings import StoreSettings
from companion.session.record import Seat
from hal.events import Button
from tests.appliance._kiosk import hold_together, release, store_kiosk
from tests.appliance._toy import ToyRace


def open_admin(kiosk):
    hold_together(kiosk, Button.OK, Button.BACK)
    kiosk.advance(ADMIN_HOLD_S)
    release(kiosk, Button.OK, Button.BACK)
    assert isinstance(kiosk.top, Admin)
    return kiosk.top


def choose(kiosk, label: str) -> None:
    admin = kiosk.top
    while not admin.rows[admin.selected].label.startswith(label):
        kiosk.press(Button.DOWN)


def saved(kiosk) -> StoreSettings:
    return store_settings.load(kiosk.appliance.path, StoreSettings(0.5, 1), {"toy-race": ToyRace()})


@pytest.fixture
def kiosk(tmp_path):
    kiosk = store_kiosk(tmp_path, attract_after_s=300, volume=0.7)
    yield kiosk
    kiosk.close()


def test_volume_steps_by_ten_percent_is_heard_and_saved(kiosk):
    open_admin(kiosk)
    choose(kiosk, "Volume")
    kiosk.press(Button.RIGHT)
    assert kiosk.app.sound.volume == pytest.approx(0.8)
    assert kiosk.app.sound.played[-1] == "tick"
    kiosk.press(Button.RIGHT, Button.RIGHT, Button.RIGHT)  # stops at 100%
    assert kiosk.app.sound.volume == 1.0
    assert saved(kiosk).volume == 1.0


def test_the_attract_timeout_changes_and_takes_effect_at_home(kiosk):
    open_admin(kiosk)
    choose(kiosk, "Attract")
    kiosk.press(Button.LEFT, Button.LEFT)  # 5 min -> 2 min -> 1 min
    assert saved(kiosk).attract_after_s == 60
    kiosk.press(Button.BACK)
    assert isinstance(kiosk.top, StoreHome)
    kiosk.advance(60)
    assert isinstance(kiosk.top, Attract)


def test_attract_can_be_switched_off(kiosk):
    open_admin(kiosk)
    choose(kiosk, "Attract")
    for _ in range(6):
        kiosk.press(Button.LEFT)
    assert "never" in kiosk.top.rows[kiosk.top.selected].value()
    kiosk.press(Button.BACK)
    kiosk.advance(86_400)
    assert isinstance(kiosk.top, StoreHome)


def test_a_default_variant_is_set_per_game_and_saved(kiosk):
    open_admin(kiosk)
    game = kiosk.appliance.games()[0]
    assert kiosk.appliance.variant(game, "long_swim") is False  # the engine's default
    choose(kiosk, "Toy Race: long swim")
    kiosk.press(Button.RIGHT)
    assert kiosk.appliance.variant(game, "long_swim") is True
    assert saved(kiosk).variants == {"toy-race": {"long_swim": True}}
    # "table" is how the kiosk is used, never a store default.
    assert not any("table" in row.label for row in kiosk.top.rows)


def test_unfinished_games_are_ended_but_kept_in_the_journal(kiosk, tmp_path):
    store = kiosk.app.services["store"]  # the kiosk's own journal in its state directory
    store.new_game(ToyRace(), [Seat("Ann"), Seat("Bo")], seed=1)
    store.new_game(ToyRace(), [Seat("Cy"), Seat("Di")], seed=2)
    admin = open_admin(kiosk)
    choose(kiosk, "Unfinished games")
    assert admin.rows[admin.selected].value().startswith("2")
    kiosk.press(Button.OK)
    assert store.unfinished() == []
    assert "Ended 2 unfinished game(s)" in admin.notice
    assert len(store.journal.games()) == 2  # still in the journal, marked discarded


def test_without_a_journal_the_row_says_so(kiosk):
    kiosk.app.services.pop("store")
    admin = open_admin(kiosk)
    choose(kiosk, "Unfinished games")
    kiosk.press(Button.OK)
    assert admin.rows[admin.selected].value() == "no game store"


def test_leaving_returns_home(kiosk):
    open_admin(kiosk)
    choose(kiosk, "Leave")
    kiosk.press(Button.OK)
    assert isinstance(kiosk.top, StoreHome) and len(kiosk.app.stack) == 1


def test_saved_settings_are_laid_over_the_config_at_the_next_start(tmp_path):
    store_settings.save(tmp_path / store_settings.FILE_NAME,
                        StoreSettings(0.3, 120, {"toy-race": {"long_swim": True}}))
    kiosk = store_kiosk(tmp_path, attract_after_s=300, volume=0.7)
    assert kiosk.appliance.settings == StoreSettings(0.3, 120, {"toy-race": {"long_swim": True}})
    assert kiosk.app.sound.volume == 0.3
    kiosk.advance(120)
    assert isinstance(kiosk.top, Attract)


# Each file also holds a valid setting (volume 0.1): it must not be applied either.
@pytest.mark.parametrize("text, problem", [
    ("[kiosk]\nattract_after_s = 60\nvolume = 3\n", "kiosk.volume = 3; a number from 0 to 1 is accepted"),
    ("[kiosk]\nvolume = 0.1\nattract_after_s = 7\n", "kiosk.attract_after_s = 7; accepted: (0, 60, 120, 300, 600, 1800)"),
    ("[kiosk]\nvolume = 0.1\nbrightness = 1\n", "unknown key kiosk.brightness"),
    ("[kiosk]\nvolume = 0.1\n[variants.toy-race]\nlong_swim = 2\n", "variants.toy-race.long_swim = 2; accepted: (False, True)"),
    ("[kiosk]\nvolume = 0.1\n[variants.toy-race]\ntable = true\n", "variants.toy-race.table: no such variant"),
    ("[kiosk]\nvolume = 0.1\n[variants.chess]\nclock = true\n", "[variants.chess]: no such game"),
    ("[kiosk]\nvolume = 0.1\n[colours]\n", "unknown section [colours]"),
    ("[kiosk]\nvolume = = 1\n", "cannot be read"),
])
def test_a_bad_settings_file_is_named_and_ignored_as_a_whole(tmp_path, caplog, text, problem):
    path = tmp_path / store_settings.FILE_NAME
    path.write_text(text)
    kiosk = store_kiosk(tmp_path, attract_after_s=300, volume=0.7)
    assert problem in caplog.text
    assert kiosk.appliance.settings == StoreSettings(0.7, 300)  # nothing half-applied
    assert "settings" in kiosk.app.warnings
    assert path.read_text() == text  # and the file is left for someone to fix
