"""Attract mode: idle home screen -> demo games played by the bots; any input -> home."""

from __future__ import annotations

import pytest

from companion.kiosk.appliance.attract import Attract
from companion.kiosk.appliance.demo import CHANCE_S, LONGEST_DEMO_S, OUTCOME_S, READ_S, REPEAT_S
from companion.kiosk.appliance.home import StoreHome
from hal.events import Button, TagSeen
from tests.appliance._kiosk import store_kiosk
from tests.appliance._toy import ToyRace


@pytest.fixture
def kiosk(tmp_path):
    kiosk = store_kiosk(tmp_path, attract_after_s=300)
    yield kiosk
    kiosk.close()


def test_attract_mode_starts_after_the_idle_time_on_the_home_screen(kiosk):
    assert isinstance(kiosk.top, StoreHome)
    kiosk.advance(299)
    assert isinstance(kiosk.top, StoreHome)
    kiosk.advance(1)
    assert isinstance(kiosk.top, Attract)
    assert kiosk.top.showing == "Toy Race"


def test_pressing_a_button_on_the_home_screen_restarts_the_idle_time(kiosk):
    kiosk.advance(200)
    kiosk.press(Button.DOWN)
    kiosk.advance(200)
    assert isinstance(kiosk.top, StoreHome)
    kiosk.advance(100)
    assert isinstance(kiosk.top, Attract)


def test_an_idle_time_of_zero_means_never(tmp_path):
    kiosk = store_kiosk(tmp_path, attract_after_s=0)
    kiosk.advance(86_400)
    assert isinstance(kiosk.top, StoreHome)


def test_a_game_in_progress_is_never_left_for_attract_mode(kiosk):
    kiosk.press(Button.OK)  # open the first game from the home screen
    opened = kiosk.top
    assert not isinstance(opened, StoreHome)
    for _ in range(24):
        kiosk.advance(3600)
    assert kiosk.top is opened
    assert not any(isinstance(scene, Attract) for scene in kiosk.app.stack)


@pytest.mark.parametrize("button", [Button.UP, Button.DOWN, Button.LEFT, Button.RIGHT, Button.OK, Button.BACK, Button.SEAT_3])
def test_any_button_returns_to_the_home_screen(kiosk, button):
    kiosk.advance(300)
    kiosk.advance(7)
    kiosk.press(button)
    assert isinstance(kiosk.top, StoreHome)
    assert len(kiosk.app.stack) == 1
    assert kiosk.top.menu.selected == 0  # the press woke the kiosk; it did not also move the cursor


def test_a_held_button_a_tap_or_a_tag_also_return_home(kiosk):
    kiosk.advance(300)
    kiosk.hold(Button.OK)
    assert isinstance(kiosk.top, StoreHome) and len(kiosk.app.stack) == 1  # not the help overlay
    kiosk.advance(300)
    kiosk.tap(400, 200)
    assert isinstance(kiosk.top, StoreHome) and len(kiosk.app.stack) == 1
    kiosk.advance(300)
    kiosk.app.handle(TagSeen("04A1B2C3", kiosk.clock.now()))
    kiosk.settle()
    assert isinstance(kiosk.top, StoreHome)


def test_the_bots_play_at_a_watchable_pace_with_the_rules_as_captions(kiosk):
    kiosk.advance(300)
    attract = kiosk.top
    steps = []
    for _ in range(400):  # 40 s in tenths
        kiosk.advance(0.1)
        if attract.demo.steps and (not steps or steps[-1][0] != attract.demo.steps):
            steps.append((attract.demo.steps, kiosk.clock.now(), attract.demo.captions[-1]))
    gaps = [later[1] - earlier[1] for earlier, later in zip(steps, steps[1:])]
    assert min(gaps) >= CHANCE_S - 0.11
    first_roll = next(i for i, (_, _, caption) in enumerate(steps) if caption.rule.rule == "TOY-1")
    # A rule met for the first time stays up long enough to read; a repeat goes faster.
    assert gaps[first_roll] >= READ_S - 0.11
    assert all(caption.first_time == (caption.rule.rule not in {c.rule.rule for _, _, c in steps[:i]})
               for i, (_, _, caption) in enumerate(steps))
    swims = [caption for _, _, caption in steps if caption.seat is not None]
    assert swims and all(caption.text.startswith("Diver ") for caption in swims)
    assert {caption.rule.rule for _, _, caption in steps} == {"TOY-1", "TOY-2"}
    assert REPEAT_S < READ_S
    # The round, when the game's public view counts rounds, is shown beside the seats.
    assert attract.demo.round == 1 + sum(attract.demo.state.spaces) // 10


def test_attract_mode_cycles_every_game_it_has(tmp_path):
    first, second = ToyRace(), ToyRace()
    second.title = "Second Race"
    kiosk = store_kiosk(tmp_path, games=[first, second], attract_after_s=60)
    kiosk.advance(60)
    shown = []
    for _ in range(int(3 * (LONGEST_DEMO_S + OUTCOME_S))):
        kiosk.advance(1)
        if not shown or shown[-1] != kiosk.top.showing:
            shown.append(kiosk.top.showing)
    assert shown[:3] == ["Toy Race", "Second Race", "Toy Race"]
    assert first.new_games >= 2 and second.new_games >= 1


def test_a_finished_demo_shows_the_result_then_moves_on(kiosk):
    kiosk.advance(300)
    attract = kiosk.top
    while attract.demo.outcome is None:
        kiosk.advance(0.5)
    assert max(attract.demo.outcome.scores) >= 10
    finished = attract.demo
    kiosk.advance(OUTCOME_S)
    kiosk.advance(0.1)
    assert attract.demo is not finished and attract.demos_played == 2


class BrokenRace(ToyRace):
    title = "Broken Race"

    def apply(self, state, action):
        raise RuntimeError("a rules bug")


def test_an_engine_that_fails_is_logged_and_skipped_not_fatal(tmp_path, caplog):
    kiosk = store_kiosk(tmp_path, games=[BrokenRace(), ToyRace()], attract_after_s=60)
    kiosk.advance(60)
    for _ in range(20):
        kiosk.advance(1)
    attract = kiosk.top
    assert isinstance(attract, Attract)
    assert attract.failures >= 1
    assert "the Broken Race demo failed" in caplog.text
    assert attract.demo is not None and attract.demo.steps > 0  # the Toy Race goes on


def test_without_any_engine_the_titles_are_shown(tmp_path):
    kiosk = store_kiosk(tmp_path, games=[], attract_after_s=60)
    kiosk.advance(60)
    titles = set()
    for _ in range(30):
        kiosk.advance(1)
        titles.add(kiosk.top.showing)
    assert titles == {"Dive", "Deep Sea Adventure", "In Too Deep"}


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_attract_mode_draws_captions_and_the_rule(tmp_path, size):
    kiosk = store_kiosk(tmp_path, size=size, attract_after_s=60)
    kiosk.advance(60)
    kiosk.advance(READ_S + 0.1)
    kiosk.advance(READ_S + 0.1)
    path = kiosk.screenshot(tmp_path / "attract.png")
    assert path.stat().st_size > 0
    theme, surface = kiosk.app.theme, kiosk.surface
    from companion.kiosk import theme as th

    # The rule panel is drawn (panel colour inside its box) and the rule id in accent colour.
    assert surface.get_at(theme.point(24, 290))[:3] == th.PANEL
    accent = [surface.get_at((x, y))[:3] for x in range(*theme.point(700, 124)[0:1], theme.point(760, 124)[0])
              for y in range(theme.point(0, 124)[1], theme.point(0, 146)[1])]
    assert th.ACCENT in accent


def test_the_real_engines_present_are_demoed_without_a_failure(tmp_path):
    from companion.kiosk.appliance.attract import playable_games

    games = playable_games()
    if not games:
        pytest.skip("no rules engine on this branch yet")
    kiosk = store_kiosk(tmp_path, games=games, attract_after_s=60)
    kiosk.advance(60)
    attract, shown, captions = kiosk.top, set(), 0
    for _ in range(int(len(games) * (LONGEST_DEMO_S + OUTCOME_S)) + 10):
        kiosk.advance(1)
        shown.add(attract.showing)
        captions += bool(attract.demo and attract.demo.captions)
    kiosk.close()
    assert attract.failures == 0
    assert shown == {game.title for game in games}
    assert captions > 0


def test_a_long_caption_is_set_smaller_to_fit_the_screen(kiosk):
    from companion.kiosk.appliance.attract import _fitting

    theme = kiosk.app.theme
    short = "The die shows 5."
    long = "Seat 3 moves depth 97 from Treasure Hunting to Ocean and Coastal Research."
    assert _fitting(theme, short, 28, 720) == 28
    size = _fitting(theme, long, 28, 720)
    assert size < 28 and theme.font(size).size(long)[0] <= theme.px(720)
