"""The kiosk's tag-learning screen (issue 7): it walks a box one component at a
time, refuses repeats and other games' tags with the walk's message, skips on
RIGHT, and saves to the file the kiosk loads at the table."""

import pytest

from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.tag_learning import TagLearning, open_tag_learning
from companion.tags import boxes, registry
from companion.tags.components import TreasureChip, VillageChiefCard
from hal.events import Button, TagSeen

CHIPS = boxes.box("deep-sea")


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def tap(kiosk, uid: str) -> None:
    kiosk.inbound.put(TagSeen(uid, kiosk.clock.now()))
    kiosk.settle()


def uid(n: int) -> str:
    return f"04AB{n:010X}"


def learning(kiosk, game="deep-sea") -> TagLearning:
    kiosk.app.push(open_tag_learning(kiosk.app, game))
    kiosk.settle()
    assert isinstance(kiosk.top, TagLearning)
    return kiosk.top


def tag_file(kiosk):
    return kiosk.state_dir / "tags.toml"


def test_it_asks_for_each_component_in_turn_and_saves_each_one(kiosk, tmp_path):
    screen = learning(kiosk)
    assert screen.walk.step.component == CHIPS[0] and screen.progress() == f"1 of {len(CHIPS)}"
    tap(kiosk, uid(1))
    assert screen.walk.step.component == CHIPS[1] and screen.progress() == f"2 of {len(CHIPS)}"
    saved = registry.load(tag_file(kiosk))
    assert saved.component(uid(1)) == CHIPS[0]
    assert kiosk.app.services["tags"].component(uid(1)) == CHIPS[0]  # the kiosk uses it at once
    kiosk.screenshot(tmp_path / "learning.png")


def test_a_repeated_tag_is_refused_with_the_walks_message(kiosk):
    screen = learning(kiosk)
    tap(kiosk, uid(1))
    step = screen.walk.step
    tap(kiosk, uid(1))
    assert screen.walk.step == step and "already" in screen.refusal
    assert CHIPS[0].describe() in screen.refusal


def test_another_games_tag_is_refused_naming_that_game(kiosk):
    chief = VillageChiefCard((2, 3, 4, 6), (4,))
    registry.save(registry.TagRegistry({uid(9): chief}), tag_file(kiosk))
    screen = learning(kiosk)
    tap(kiosk, uid(9))
    assert "of Dive" in screen.refusal and screen.walk.step.number == 1


def test_right_skips_a_missing_component(kiosk):
    screen = learning(kiosk)
    kiosk.press(Button.RIGHT)
    assert screen.walk.step.component == CHIPS[1] and screen.skipped == 1
    tap(kiosk, uid(2))
    assert registry.load(tag_file(kiosk)).component(uid(2)) == CHIPS[1]


def test_back_leaves_and_a_new_walk_picks_up_where_it_stopped(kiosk):
    screen = learning(kiosk)
    tap(kiosk, uid(1))
    tap(kiosk, uid(2))
    kiosk.press(Button.BACK)
    assert kiosk.top is not screen
    again = learning(kiosk)
    assert again.walk.step.number == 3 and again.walk.step.component == CHIPS[2]


def test_the_whole_box_learned_says_so_and_ok_leaves(kiosk):
    screen = learning(kiosk)
    for n in range(len(CHIPS)):
        tap(kiosk, uid(100 + n))
    assert screen.walk.done and screen.progress() == "all done"
    saved = registry.load(tag_file(kiosk))
    assert sorted(saved.tags.values(), key=repr) == sorted(CHIPS, key=repr)
    assert saved.count(TreasureChip(4, 15)) == 2  # the box holds two of each value (DSA-2)
    kiosk.press(Button.OK)
    assert kiosk.top is not screen


def test_a_bad_tag_file_is_never_overwritten(kiosk):
    tag_file(kiosk).write_text("format = 1\n[tags]\nNOTAUID = { game = 'dive' }\n")
    screen = learning(kiosk)
    assert screen.walk is None and "NOTAUID" in screen.problem
    tap(kiosk, uid(1))
    kiosk.press(Button.BACK)
    assert "NOTAUID" in tag_file(kiosk).read_text() and kiosk.top is not screen


def test_a_save_that_fails_says_so_and_back_stays(kiosk, mocker):
    screen = learning(kiosk)
    mocker.patch("companion.tags.registry.save", side_effect=OSError(28, "No space left on device"))
    tap(kiosk, uid(1))
    assert "Cannot save" in screen.refusal and "No space left" in screen.refusal
    kiosk.press(Button.BACK)
    assert kiosk.top is screen  # nothing learned is thrown away
