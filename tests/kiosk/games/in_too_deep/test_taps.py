"""In Too Deep cards tapped on the card reader (issue 7): a card tapped when it is
turned up, taken or played is entered, number and company, instead of the grid;
a tap that contradicts the game is refused with one line and changes nothing (C-3).

Tags arrive as the reader delivers them: a ``TagSeen`` on the kiosk's inbound
queue. The harness's simulated box has a made-up tag on every component.
"""

import pytest

from companion.games.in_too_deep.cards import Company
from companion.kiosk.games.in_too_deep.flow import Step
from companion.kiosk.harness import KioskHarness
from companion.tags import boxes
from companion.tags.components import TreasureChip
from hal.events import Button as B
from hal.events import TagSeen

from .test_table_flow import choose_action, open_setup

CARDS = {card.number: card for card in boxes.box("in-too-deep")}


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def tap(kiosk, component) -> None:
    uid = component if isinstance(component, str) else kiosk.app.services["tags"].uids(component)[0]
    kiosk.inbound.put(TagSeen(uid, kiosk.clock.now()))
    kiosk.settle()


def tap_card(kiosk, number: int) -> None:
    tap(kiosk, CARDS[number])


def snapshot(table):
    return len(table.session.history), table.session.state


def at_the_reveal(kiosk):
    table = open_setup(kiosk)
    kiosk.press(B.OK)  # the first seat starts
    assert table.step is Step.REVEAL
    return table


def to_the_turn(kiosk):
    """Turn up the row by tapping the cards 50, 51, ... and draft with OK."""
    table = at_the_reveal(kiosk)
    number = 50
    while table.step is Step.REVEAL:
        tap_card(kiosk, number)
        number += 1
    while table.step is Step.DRAFT:
        kiosk.press(B.OK)
    assert table.step is Step.TURN
    return table


def test_a_card_turned_up_is_entered_by_its_tap(kiosk):
    table = at_the_reveal(kiosk)
    tap_card(kiosk, 37)
    assert table.refusal is None and table.session.history[-1].text.endswith(f"37{CARDS[37].company.value}")
    assert 37 in {card.number for card in table.state.row}


def test_a_card_already_on_the_table_is_refused_and_changes_nothing(kiosk, tmp_path):
    table = at_the_reveal(kiosk)
    tap_card(kiosk, 37)
    before = snapshot(table)
    tap_card(kiosk, 37)
    assert "already on the table" in table.refusal and "(ITD-2)" in table.refusal
    assert snapshot(table) == before
    assert kiosk.screenshot(tmp_path / "itd_refusal.png").stat().st_size > 0


def test_an_unknown_tag_is_refused_and_changes_nothing(kiosk):
    table = at_the_reveal(kiosk)
    before = snapshot(table)
    tap(kiosk, "04DEADBEEF0001")
    assert "not in the tag file" in table.refusal and snapshot(table) == before


def test_a_chip_from_another_game_is_refused_and_changes_nothing(kiosk):
    table = at_the_reveal(kiosk)
    before = snapshot(table)
    tap(kiosk, TreasureChip(4, 13))
    assert "Deep Sea Adventure" in table.refusal and "not an In Too Deep card" in table.refusal
    assert snapshot(table) == before


def test_the_draft_takes_the_tapped_card_from_the_row(kiosk):
    table = at_the_reveal(kiosk)
    number = 50
    while table.step is Step.REVEAL:
        tap_card(kiosk, number)
        number += 1
    assert table.step is Step.DRAFT
    before = snapshot(table)
    tap_card(kiosk, 10)  # not in the row: the engine refuses (ITD-3)
    assert table.refusal and snapshot(table) == before
    row = {card.number for card in table.state.row}
    tap_card(kiosk, 51)
    assert table.refusal is None and 51 in row and 51 not in {card.number for card in table.state.row}


def test_an_expansion_is_played_by_tapping_its_card(kiosk):
    # ITD-5: the tapped depth card goes on the company under the cursor.
    table = to_the_turn(kiosk)
    choose_action(kiosk, 0)  # Expand, on Ocean Cleaning
    tap_card(kiosk, 12)
    assert table.refusal is None
    assert [card.number for card in table.state.companies[Company.OCEAN_CLEANING]] == [12]


def test_a_buy_takes_the_company_from_the_tapped_card(kiosk):
    # ITD-4: a share card is bought by its share side, whatever company the cursor is on.
    table = to_the_turn(kiosk)
    choose_action(kiosk, 1)  # Buy; the cursor is on Ocean Cleaning
    tap_card(kiosk, 12)  # card 12's share side is Ocean and Coastal Research
    assert CARDS[12].company.value == "R"
    assert table.refusal is None and table.session.history[-1].text == "buy ?R"


def test_a_tap_when_no_card_is_played_is_refused(kiosk):
    table = to_the_turn(kiosk)
    choose_action(kiosk, 2)  # Draw
    before = snapshot(table)
    tap_card(kiosk, 12)
    assert "No card is played now" in table.refusal and snapshot(table) == before
