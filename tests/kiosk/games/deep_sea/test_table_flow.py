"""The Deep Sea Adventure table flow, driven headless with the simulated buttons.

Each test sets a game up from the home screen exactly as players do, then
presses buttons and checks what the rules and the issue say the kiosk does.
"""

import pytest

from companion.games.deep_sea.actions import Roll
from companion.games.deep_sea.state import Phase
from companion.kiosk.games.deep_sea.setup import DeepSeaSetup
from companion.kiosk.games.deep_sea.table import DeepSeaTable
from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.help import HelpOverlay
from companion.kiosk.scenes.home import Home
from companion.kiosk.scenes.undo import UndoDialog
from companion.session import Origin
from hal.events import Button

# Rows of the setup form, top to bottom.
DIVERS, WHO_STARTS, DICE, CHIPS, COACH, TURN_BACK_EMPTY, DROP_LAST, NEXT_STARTER, START = range(9)


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def open_setup(kiosk) -> DeepSeaSetup:
    kiosk.press(Button.DOWN, Button.OK)  # Deep Sea Adventure is the second game
    assert isinstance(kiosk.top, DeepSeaSetup)
    return kiosk.top


def start(kiosk, changes=(), seed=7) -> DeepSeaTable:
    """Open the setup, press RIGHT on the given rows, then Start (the kiosk's dice seeded)."""
    open_setup(kiosk).seed = seed
    row = 0
    for target in sorted(changes):
        kiosk.press(*[Button.DOWN] * (target - row), Button.RIGHT)
        row = target
    kiosk.press(*[Button.DOWN] * (START - row), Button.OK)
    assert isinstance(kiosk.top, DeepSeaTable)
    return kiosk.top


def dismiss_report(kiosk, table):
    while table.report is not None:
        kiosk.press(Button.OK)


def test_setup_starts_a_table_game_with_the_chosen_divers_and_starter(kiosk):
    table = start(kiosk, changes=[WHO_STARTS])  # four divers (default), Sky starts
    state = table.session.state
    assert state.seats == 4 and state.rules.table and state.diver == 1
    assert [seat.name for seat in table.session.header.seats] == ["Orange", "Sky", "Green", "Yellow"]
    assert table.session.header.chance == "table"


def test_back_on_setup_returns_home(kiosk):
    open_setup(kiosk)
    kiosk.press(Button.BACK)
    assert isinstance(kiosk.top, Home)


def test_turn_back_is_asked_only_when_legal(kiosk):
    table = start(kiosk)
    assert table.session.state.phase is Phase.ROLL  # empty-handed at the start: no question (DSA-5)
    assert "Turn back" not in [label for label, _ in table.choices()]
    kiosk.press(Button.OK)  # roll: the kiosk's dice
    dismiss_report(kiosk, table)
    assert table.session.state.phase is Phase.TREASURE
    kiosk.press(Button.OK)  # "Pick up" is the default on a chip
    # Round the table until Orange is to play again, carrying one unit.
    while table.session.state.diver != 0:
        kiosk.press(Button.OK)
    assert table.session.state.phase is Phase.DECLARE
    assert [label for label, _ in table.choices()] == ["Dive on", "Turn back"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_whole_game_with_ok_alone_and_at_most_three_presses_a_turn(kiosk, seed):
    table = start(kiosk, changes=[DIVERS], seed=seed)  # five divers
    presses_this_turn = 0
    turn = (table.session.state.round, table.session.state.diver)
    for _ in range(3000):
        state = table.session.state
        if state.phase is Phase.OVER:
            break
        if (state.round, state.diver) != turn:
            assert presses_this_turn <= 3, f"a turn took {presses_this_turn} presses"
            presses_this_turn, turn = 0, (state.round, state.diver)
        counted = table.report is None and state.phase is not Phase.REVEAL
        if state.phase is Phase.DECLARE and state.positions[state.diver] > 8:
            kiosk.press(Button.RIGHT)  # deep enough: select "Turn back"
            presses_this_turn += 1
        kiosk.press(Button.OK)
        presses_this_turn += counted
    session = table.session
    assert session.outcome is not None and len(session.outcome.scores) == 5
    assert table.result_line()
    assert any(ply.text.startswith("reveal") and ply.origin is Origin.ENTERED for ply in session.history)
    dismiss_report(kiosk, table)  # the last round's summary
    kiosk.press(Button.OK)  # Done
    assert isinstance(kiosk.top, Home)


def test_the_real_roll_can_be_entered(kiosk):
    table = start(kiosk, changes=[DICE])
    assert [label for label, _ in table.choices()] == ["2", "3", "4", "5", "6"]
    kiosk.press(Button.RIGHT, Button.RIGHT, Button.OK)  # from the default 4 to 6
    last = table.session.history[-1]
    assert last.text == "roll 6" and last.origin is Origin.ENTERED
    assert table.session.state.positions[0] == 6


def test_low_air_is_marked_with_a_sound_at_ten_and_five(kiosk, mocker):
    table = start(kiosk)
    cues = mocker.spy(kiosk.app.sound, "play")
    while table.session.state.air > 5 and table.session.state.round == 1:
        kiosk.press(Button.OK)  # everyone picks up everything: air falls fast
    played = [call.args[0] for call in cues.call_args_list]
    assert "warning" in played and "alarm" in played
    assert played.index("warning") < played.index("alarm")


def test_round_end_is_reported_and_the_reveal_asks_for_values(kiosk):
    table = start(kiosk, changes=[DIVERS, WHO_STARTS])  # five divers, Sky starts
    while table.report is None:
        state = table.session.state
        if state.phase is Phase.DECLARE:
            kiosk.press(Button.RIGHT)  # turn back as soon as possible
        kiosk.press(Button.OK)
    assert table.report[0][0].startswith("Round 1 is over")
    kiosk.press(Button.OK)  # put the summary away
    assert table.report is None
    if table.session.state.phase is Phase.REVEAL:
        seat, chips = table.session.state.unrevealed[0]
        labels = [label for label, _ in table.choices()]
        assert labels and all(label.isdigit() for label in labels)
        kiosk.press(Button.OK)
        assert len(table.session.state.scored[seat]) == 1


def test_ok_held_names_the_rule_of_the_step(kiosk):
    table = start(kiosk)
    kiosk.hold(Button.OK)
    assert isinstance(kiosk.top, HelpOverlay) and kiosk.top.rule == "DSA-6"


def test_back_held_undoes_the_last_action(kiosk):
    table = start(kiosk)
    kiosk.press(Button.OK)  # roll
    rolled = table.session.state
    kiosk.hold(Button.BACK)
    assert isinstance(kiosk.top, UndoDialog)
    kiosk.press(Button.OK)
    assert kiosk.top is table and table.session.state.phase is Phase.ROLL
    kiosk.press(Button.OK)  # the kiosk's dice give the same roll again (no re-roll, C-1)
    assert table.session.state == rolled


def test_coach_shows_the_odds_when_turning_back_is_the_question(kiosk, tmp_path):
    table = start(kiosk, changes=[COACH])
    while table.session.state.phase is not Phase.DECLARE:
        kiosk.press(Button.OK)
    assert table.coach
    shot = kiosk.screenshot(tmp_path / "coach.png")
    assert shot.stat().st_size > 0


def test_a_resumed_game_keeps_the_dice_and_coach_chosen_at_setup(kiosk):
    table = start(kiosk, changes=[DICE])
    kiosk.press(Button.OK)  # enter a 4
    while table.session.state.phase is not Phase.ROLL:
        kiosk.press(Button.OK)
    resumed = kiosk.app.services["store"].open(table.session.key)  # as after a power cut
    again = DeepSeaTable(kiosk.app, resumed)
    assert not again.kiosk_dice and isinstance(again.choices()[0][1], Roll)
    assert again.coach is table.coach


def tied_session(app):
    """A virtual-chips game the bots play to a last tie (DSA-11), found by seed."""
    from companion.games.deep_sea import GAME
    from companion.kiosk.table import start_session
    from companion.session import Seat

    cautious = GAME.bots["cautious"]
    for seed in range(400):
        session = start_session(app, GAME, [Seat("Orange", "Orange"), Seat("Sky", "Sky")], {}, seed=seed)
        while not session.to_act.terminal and session.state.phase is not Phase.BREATH_HOLD:
            if session.chance_pending:
                session.draw_chance()
            else:
                seat = session.to_act.seats[0]
                session.act(cautious(session.state, seat, None))
        if session.state.phase is Phase.BREATH_HOLD:
            return session
        session.finish()
    raise AssertionError("no tie in 400 seeded games")


def test_a_last_tie_invites_a_breath_hold_and_records_it(kiosk):
    session = tied_session(kiosk.app)
    table = DeepSeaTable(kiosk.app, session)
    kiosk.app.push(table)
    kiosk.settle()
    assert [label for label, _ in table.choices()] == ["Orange", "Sky", "No contest"]
    kiosk.press(Button.RIGHT, Button.OK)  # Sky held their breath longest
    outcome = session.outcome
    assert outcome.shared and outcome.detail["breath_hold_winner"] == 1
    assert session.history[-1].text == "held breath 2"
    assert "Sky held their breath longest" in table.result_line()


@pytest.mark.parametrize("air, warned", [(25, None), (10, "WARNING"), (5, "DANGER")])
def test_the_air_track_turns_orange_at_ten_and_red_at_five(air, warned):
    import pygame

    from companion.kiosk import theme as th
    from companion.kiosk.games.deep_sea import board

    surface = pygame.Surface((800, 480))
    theme = th.Theme(800, 480)
    board.draw_air(surface, theme, air)
    panel = surface.subsurface(theme.rect(630, 64, 160, 388))
    colours = {tuple(panel.get_at((x, y)))[:3] for x in range(0, panel.get_width(), 2)
               for y in range(0, panel.get_height(), 2)}
    for name in ("WARNING", "DANGER"):
        assert (getattr(th, name) in colours) == (name == warned), name
    assert (th.GOOD in colours) == (warned is None)


def test_virtual_chips_are_laid_by_the_companion_and_never_shown(kiosk):
    table = start(kiosk, changes=[CHIPS])  # virtual chips: a demo without the box
    state = table.session.state
    assert not state.rules.table and table.session.header.chance == "seeded"
    assert state.phase is Phase.ROLL and len(state.path) == 32  # four shuffles drawn already (DSA-2)
    assert all(chip >= 0 for unit in state.path for chip in unit)  # the engine knows the values...
    view = table.session.view()
    assert view["path"][0] == [1] and "scored" not in view  # ...the screen shows levels only (C-2)
