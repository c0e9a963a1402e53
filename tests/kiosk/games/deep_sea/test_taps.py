"""Deep Sea Adventure chips tapped on the card reader (issue 7): at pick-up the
companion learns the chip and scores it at the reveal with nobody pressing
anything; at the reveal a tap enters the value; a tap that contradicts the game
is refused with one line and changes nothing (C-3).

The tags arrive as the reader delivers them: a ``TagSeen`` on the kiosk's
inbound queue. The harness's simulated box has a made-up tag on every component.
"""

import pytest

from companion.games.deep_sea.state import Phase
from companion.kiosk.games.deep_sea.table import DeepSeaTable
from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.undo import UndoDialog
from companion.session import Origin
from companion.tags.components import Company, DepthShareCard, TreasureChip
from hal.events import Button, TagSeen

from .test_table_flow import DICE, start

UNKNOWN_TAG = "04DEADBEEF0001"


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def tag_of(kiosk, component, copy=0) -> str:
    return kiosk.app.services["tags"].uids(component)[copy]


def tap(kiosk, uid: str) -> None:
    kiosk.inbound.put(TagSeen(uid, kiosk.clock.now()))
    kiosk.settle()


def at_the_table(kiosk) -> DeepSeaTable:
    """Four divers at a real box, the players entering their own dice."""
    table = start(kiosk, changes=[DICE])
    assert table.state.rules.table and not table.kiosk_dice
    return table


def first_dive(table: DeepSeaTable) -> None:
    """Orange rolls 2: on space 2, a level-1 chip (DSA-2), the treasure action to choose."""
    assert table.act(table.session.game.parse_action("roll 2"))
    assert table.state.phase is Phase.TREASURE and table.state.path[1] == (-1,)


def unchanged(table: DeepSeaTable, plies: int, before) -> bool:
    return len(table.session.history) == plies and table.state == before


def test_a_chip_tapped_at_pick_up_is_taken_with_its_value_but_not_shown(kiosk):
    table = at_the_table(kiosk)
    first_dive(table)
    assert "tap the chip" in table.prompt()
    tap(kiosk, tag_of(kiosk, TreasureChip(1, 3)))
    last = table.session.history[-1]
    assert last.text == "pick up 3" and last.origin is Origin.DECISION
    assert table.state.carried[0] == ((3,),) and table.state.diver == 1
    # C-2: nobody at the table sees the value before the reveal, only the level.
    assert table.session.view()["divers"][0]["carrying"] == [[1]] and table.refusal is None


def test_tapped_chips_score_themselves_and_the_reveal_takes_taps(kiosk):
    # DSA-9 and C-2: a survivor's tapped chip scores at cleanup without anyone pressing;
    # the chips nobody tapped are turned over, and a tap enters each value.
    table = at_the_table(kiosk)
    first_dive(table)
    tap(kiosk, tag_of(kiosk, TreasureChip(1, 3)))
    answers = {Phase.DECLARE: "turn back", Phase.ROLL: "roll 6", Phase.TREASURE: "pick up"}
    for _ in range(40):  # everyone takes one chip and heads home
        if table.state.phase is Phase.REVEAL:
            break
        answer = table.session.game.parse_action(answers[table.state.phase])
        table.act(answer if answer in table.session.legal_actions() else table.session.legal_actions()[0])
    assert table.state.phase is Phase.REVEAL and table.state.round == 1
    state = table.state
    assert state.scored[0] == (3,) and all(seat != 0 for seat, _ in state.unrevealed)
    seat, chips = state.unrevealed[0]
    value = table.session.legal_actions()[0].value
    uid = tag_of(kiosk, TreasureChip(-chips[0], value))
    tap(kiosk, uid)
    assert table.session.history[-1].text == f"reveal {value}" and value in table.state.scored[seat]
    # The same chip again is refused: it was already taken (C-3).
    plies, before = len(table.session.history), table.state
    tap(kiosk, uid)
    assert "already taken" in table.refusal and unchanged(table, plies, before)


def test_an_unknown_tag_is_refused_and_changes_nothing(kiosk):
    table = at_the_table(kiosk)
    first_dive(table)
    plies, before = len(table.session.history), table.state
    tap(kiosk, UNKNOWN_TAG)
    assert "not in the tag file" in table.refusal and unchanged(table, plies, before)


def test_a_card_from_another_game_is_refused_and_changes_nothing(kiosk, tmp_path):
    table = at_the_table(kiosk)
    first_dive(table)
    plies, before = len(table.session.history), table.state
    tap(kiosk, tag_of(kiosk, DepthShareCard(2, Company.PEARL_DIVING)))
    assert "In Too Deep" in table.refusal and "not a Deep Sea Adventure chip" in table.refusal
    assert unchanged(table, plies, before)
    assert kiosk.screenshot(tmp_path / "dsa_refusal.png").stat().st_size > 0


def test_a_chip_of_another_level_than_the_space_is_refused(kiosk):
    # DSA-2: the chip on space 2 is a level-1 triangle; a level-4 hexagon is not it.
    table = at_the_table(kiosk)
    first_dive(table)
    plies, before = len(table.session.history), table.state
    tap(kiosk, tag_of(kiosk, TreasureChip(4, 13)))
    assert "level-4" in table.refusal and "(DSA-2)" in table.refusal and unchanged(table, plies, before)


def test_a_chip_already_taken_is_refused_at_the_next_pick_up(kiosk):
    table = at_the_table(kiosk)
    first_dive(table)
    uid = tag_of(kiosk, TreasureChip(1, 3))
    tap(kiosk, uid)
    assert table.act(table.session.game.parse_action("roll 2"))  # Sky jumps Orange: space 3, level 1
    assert table.state.phase is Phase.TREASURE and table.state.positions[1] == 3
    plies, before = len(table.session.history), table.state
    tap(kiosk, uid)
    assert "already taken" in table.refusal and unchanged(table, plies, before)
    tap(kiosk, tag_of(kiosk, TreasureChip(1, 3), copy=1))  # the box's other 3 is a different chip
    assert table.state.carried[1] == ((3,),)


def test_a_tap_outside_pick_up_and_reveal_is_refused(kiosk):
    table = at_the_table(kiosk)  # Orange is to roll
    plies, before = len(table.session.history), table.state
    tap(kiosk, tag_of(kiosk, TreasureChip(1, 0)))
    assert "picked up" in table.refusal and unchanged(table, plies, before)


def test_undoing_a_tapped_pick_up_frees_the_chip(kiosk):
    table = at_the_table(kiosk)
    first_dive(table)
    uid = tag_of(kiosk, TreasureChip(1, 3))
    tap(kiosk, uid)
    kiosk.hold(Button.BACK)
    assert isinstance(kiosk.top, UndoDialog)
    kiosk.press(Button.OK)
    assert table.state.phase is Phase.TREASURE and table.state.path[1] == (-1,)
    tap(kiosk, uid)
    assert table.refusal is None and table.state.carried[0] == ((3,),)


def test_the_buttons_never_offer_a_value_at_pick_up(kiosk):
    # C-2: at pick-up a value can only come from the chip's tag.
    table = at_the_table(kiosk)
    first_dive(table)
    assert [label for label, _ in table.choices()] == ["Nothing", "Pick up level 1"]
