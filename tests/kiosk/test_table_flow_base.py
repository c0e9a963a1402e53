"""What every game's table flow inherits from TableScene, shown on the session
tests' toy dice race: refusals change nothing, BACK held undoes with one
confirmation, the game is back after a restart (resume or discard), and a
full disk is shown in the status bar while the game goes on."""

from types import SimpleNamespace

import pytest

import companion.games
import companion.kiosk.games
from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.home import Home
from companion.kiosk.scenes.resume import ResumePrompt
from companion.kiosk.scenes.undo import UndoDialog
from companion.kiosk.table import TableScene, start_session
from companion.session import Seat
from hal.events import Button
from tests.session.toy_game import GAME as RACE, Push


class RaceTable(TableScene):
    """A minimal flow: LEFT pushes one die, RIGHT two, SEAT_6 pushes an illegal nine; the kiosk rolls."""

    def handle_turn(self, gesture):
        if self.session.chance_pending:
            return False
        pushes = {Button.LEFT: 1, Button.RIGHT: 2, Button.SEAT_6: 9}
        if gesture.button in pushes and self.act(Push(pushes[gesture.button])):
            while self.session.chance_pending and self.session.outcome is None:
                self.draw_chance()
        return gesture.button in pushes

    def draw(self, surface):
        self.app.theme.text(surface, str(self.session.view()["spaces"]), 400, 200, size=40, anchor="center")
        self.draw_refusal(surface)


@pytest.fixture(autouse=True)
def race_is_a_known_game(monkeypatch):
    monkeypatch.setitem(companion.games.CATALOGUE, RACE.id, ("Toy Race", "tests.session.toy_game"))
    flow = SimpleNamespace(table_scene=RaceTable, setup_scene=None)
    real_flow_of = companion.kiosk.games.flow_of
    monkeypatch.setattr(companion.kiosk.games, "flow_of", lambda game_id: flow if game_id == RACE.id else real_flow_of(game_id))


def start_race(kiosk) -> RaceTable:
    session = start_session(kiosk.app, RACE, [Seat("Ann", "Orange"), Seat("Bo", "Sky")], {"goal": 100_000}, seed=11)
    while session.chance_pending:
        session.draw_chance()
    table = RaceTable(kiosk.app, session)
    kiosk.app.push(table)
    kiosk.settle()
    return table


def test_an_illegal_push_shows_the_rule_and_changes_nothing():
    kiosk = KioskHarness()
    table = start_race(kiosk)
    before = table.session.history
    kiosk.press(Button.SEAT_6)
    assert table.session.history == before
    assert table.refusal and "(" in table.refusal  # the message names its rule
    kiosk.press(Button.LEFT)
    assert table.refusal is None and len(table.session.history) == len(before) + 2
    kiosk.close()


def test_back_held_asks_then_undoes_exactly_one_action():
    kiosk = KioskHarness()
    table = start_race(kiosk)
    kiosk.press(Button.RIGHT)
    history = table.session.history
    kiosk.hold(Button.BACK)
    assert isinstance(kiosk.top, UndoDialog)
    assert "Undo" in kiosk.top.question
    kiosk.press(Button.BACK)  # keep it
    assert kiosk.top is table and table.session.history == history
    kiosk.hold(Button.BACK)
    kiosk.press(Button.OK)
    assert kiosk.top is table and table.session.history == history[:-1]
    kiosk.close()


def test_undo_at_the_start_of_the_game_says_so():
    kiosk = KioskHarness()
    table = start_race(kiosk)
    while table.session.can_undo:
        table.session.undo()
    kiosk.hold(Button.BACK)
    assert kiosk.top is table and "start of the game" in table.refusal
    kiosk.close()


def test_after_a_restart_the_laptop_offers_resume_and_gets_the_same_game_back():
    first = KioskHarness()
    table = start_race(first)
    first.press(Button.LEFT, Button.RIGHT, Button.LEFT)
    dump = RACE.dump(table.session.state)
    history = [ply.text for ply in table.session.history]
    first.close()  # the power goes; every action was already durable

    again = KioskHarness(state_dir=first.state_dir)
    assert isinstance(again.top, ResumePrompt)
    again.press(Button.OK)
    assert isinstance(again.top, RaceTable)
    assert RACE.dump(again.top.session.state) == dump
    assert [ply.text for ply in again.top.session.history] == history
    again.close()


def test_a_kiosk_goes_straight_back_into_the_game():
    first = KioskHarness()
    table = start_race(first)
    first.press(Button.RIGHT)
    dump = RACE.dump(table.session.state)
    first.close()
    kiosk = KioskHarness(settings={"kiosk": {"resume": "auto"}}, state_dir=first.state_dir)
    assert isinstance(kiosk.top, RaceTable)
    assert RACE.dump(kiosk.top.session.state) == dump
    kiosk.close()


def test_discarding_asks_once_more_and_then_the_game_is_gone():
    first = KioskHarness()
    start_race(first)
    first.close()
    again = KioskHarness(state_dir=first.state_dir)
    again.press(Button.BACK)  # a stray BACK does not decide
    assert isinstance(again.top, ResumePrompt)
    again.press(Button.DOWN, Button.OK)
    assert again.top.confirming
    again.press(Button.OK)
    assert isinstance(again.top, Home)
    assert again.app.services["store"].unfinished() == []
    again.close()


def test_a_full_disk_is_shown_while_the_game_goes_on():
    kiosk = KioskHarness()
    table = start_race(kiosk)
    store = kiosk.app.services["store"]
    pages = store.journal._db.execute("PRAGMA page_count").fetchone()[0]
    store.journal._db.execute(f"PRAGMA max_page_count = {pages}")  # SQLITE_FULL, as on a full card
    session = table.session
    for _ in range(2000):  # play on at the session until the journal refuses a write
        if session.chance_pending:
            session.draw_chance()
        else:
            session.act(Push(1))
        if session.durability_warning:
            break
    while session.chance_pending:
        session.draw_chance()
    assert "journal" not in kiosk.app.warnings
    kiosk.press(Button.LEFT)  # the next move at the table
    assert "disk is full" in kiosk.app.warnings["journal"]
    moves = len(table.session.history)
    kiosk.press(Button.LEFT)
    assert len(table.session.history) > moves  # the game goes on in memory
    kiosk.close()
