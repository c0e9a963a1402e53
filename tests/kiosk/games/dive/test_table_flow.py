"""The Dive table flow, driven headless through the simulated buttons (docs/kiosk.md)."""

import pytest

from companion.kiosk.scenes.home import Home
from companion.games.dive.actions import Companion
from companion.games.dive.state import Phase
from companion.kiosk.games.dive.flow import DiveTable
from companion.kiosk.games.dive.setup import DiveSetup
from companion.kiosk.harness import KioskHarness
from hal.events import Button as B

SUBMIT_ROW = 8


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


def set_up(kiosk, divers=2, chief=False, entered_chief=False, children=False, companions=()):
    """Home -> Dive -> the setup form, row by row, then Start."""
    kiosk.press(B.OK)
    assert isinstance(kiosk.top, DiveSetup)
    kiosk.press(*([B.RIGHT] * ((divers - 2) % 4)), B.DOWN)
    kiosk.press(*([B.RIGHT] if chief else []), B.DOWN)
    kiosk.press(*([B.RIGHT] if entered_chief else []), B.DOWN)
    kiosk.press(*([B.RIGHT] if children else []), B.DOWN)
    for seat in range(4):
        steps = list(Companion).index(companions[seat]) + 1 if seat < len(companions) else 0
        kiosk.press(*([B.RIGHT] * steps), B.DOWN)
    kiosk.press(B.OK)


def state(kiosk):
    return kiosk.top.state


def enter_card(kiosk, shark=False, creature=0):
    """Two choices: the shark side, then none / green / red / manta."""
    kiosk.press(*([B.RIGHT] if shark else []), B.OK, *([B.RIGHT] * creature), B.OK)


def play_to_the_end(kiosk, limit=400):
    """Every diver ready with OK, cards without sharks or creatures, every result correct."""
    for _ in range(limit):
        phase = state(kiosk).phase
        if phase is Phase.OVER:
            return
        if phase is Phase.REVEAL:
            enter_card(kiosk)
        else:
            if kiosk.top.orca_left() is not None:
                kiosk.advance(10.5)
            kiosk.press(B.OK)
    raise AssertionError("the game did not end")


def test_a_solo_diver_against_the_village_chief_plays_to_the_end(kiosk, tmp_path):
    set_up(kiosk, divers=1, chief=True)
    assert isinstance(kiosk.top, DiveTable)
    assert state(kiosk).rules.seats == 1 and state(kiosk).rules.village_chief
    kiosk.press(B.OK)  # ready: the Chief's card is drawn from the virtual deck
    assert state(kiosk).phase is Phase.REVEAL and state(kiosk).chief_card is not None
    kiosk.screenshot(tmp_path / "solo_reveal.png")
    play_to_the_end(kiosk)
    # No creature and no mistake: the diver moves 5 a round, the Chief at most its 4 levels.
    outcome = kiosk.top.session.outcome
    assert outcome.winners == (0,) and state(kiosk).chief_position < state(kiosk).positions[0]
    kiosk.screenshot(tmp_path / "solo_end.png")
    kiosk.press(B.OK)
    assert isinstance(kiosk.top, Home)


def test_a_level_for_three_divers_takes_at_most_six_presses(kiosk):
    set_up(kiosk, divers=3)
    kiosk.press(B.OK, B.OK, B.OK)  # three divers ready
    for shark in (False, True):
        level = state(kiosk).level
        presses = [*([B.RIGHT] if shark else []), B.OK, B.OK, B.OK]  # card (two choices), results
        assert len(presses) <= 6
        kiosk.press(*presses)
        assert state(kiosk).level == level + 1
        assert state(kiosk).log[-1].correct == (0, 1, 2)  # the default result: correct


def test_results_with_a_creature_show_who_gets_it_and_why(kiosk, tmp_path):
    set_up(kiosk, divers=3)
    kiosk.press(B.OK, B.OK, B.OK)
    enter_card(kiosk, creature=2)  # a red turtle
    # Orange says speed 4, Sky 2, Green wrong (LEFT from speed 1 wraps to "no tokens"? level 1: wrong).
    kiosk.press(B.RIGHT, B.RIGHT, B.RIGHT, B.DOWN, B.RIGHT, B.DOWN, B.LEFT, B.OK)
    result = state(kiosk).log[0]
    assert result.speeds == ((0, 4), (1, 2)) and result.wrong == (2,)
    assert result.helped == 0 and state(kiosk).positions[0] == 2
    kiosk.screenshot(tmp_path / "story.png")


def test_four_divers_with_companions_and_the_orcas_countdown(kiosk, mocker, tmp_path):
    set_up(kiosk, divers=4, chief=True, companions=(Companion.ORCA, Companion.ANGLERFISH,
                                                      Companion.CLOWNFISH, Companion.GIANT_GREEN_TURTLE))
    table = kiosk.top
    cues = mocker.spy(kiosk.app.sound, "play")
    kiosk.press(B.RIGHT, B.OK)  # Orange announces the Orca: the countdown starts
    assert table.orca_left() == 10 and state(kiosk).dives[0].program is None
    kiosk.screenshot(tmp_path / "orca.png")
    kiosk.advance(4.0)
    assert table.orca_left() == 6
    kiosk.advance(6.5)
    assert table.orca_left() is None and table.orca_over
    names = [call.args[0] for call in cues.call_args_list]
    assert names.count("tick") == 10 and names[-1] == "alarm"  # visible and audible, 10 to 0
    kiosk.press(B.OK)  # Orange is ready, the Orca recorded
    assert state(kiosk).dives[0].program.use.companion is Companion.ORCA
    kiosk.press(B.OK, B.OK, B.OK)
    assert state(kiosk).companion_spent == (True, False, False, False)
    play_to_the_end(kiosk)
    assert state(kiosk).phase is Phase.OVER
    kiosk.screenshot(tmp_path / "four_end.png")


def test_a_physical_chief_card_is_entered(kiosk):
    set_up(kiosk, divers=1, chief=True, entered_chief=True)
    kiosk.press(B.OK)
    assert state(kiosk).phase is Phase.CHIEF_CARD
    kiosk.press(B.RIGHT, B.OK)  # level 1: 3 (of 2, 3, 4, 6)
    kiosk.press(B.RIGHT, B.RIGHT, B.OK)  # level 2: 6 (of 2, 4, 6)
    kiosk.press(B.OK)  # level 3: 2; level 4 is then the 4 left
    assert kiosk.top.chief_prefix == (3, 6, 2, 4)
    kiosk.press(B.RIGHT, B.OK)  # levels 3 and 4 yellow (the other card is level 4 only)
    assert state(kiosk).chief_card.speeds == (3, 6, 2, 4)
    assert state(kiosk).chief_card.yellow == (False, False, True, True)


def test_setup_refuses_incompatible_companions_with_the_reason(kiosk):
    set_up(kiosk, divers=2, chief=True, companions=(Companion.DOLPHINS,))
    assert isinstance(kiosk.top, DiveSetup)
    assert kiosk.top.refusal == "The dolphins cannot be used with the Village Chief. (DV-12)"


def test_nobody_deeper_ends_the_dive_without_a_card(kiosk):
    set_up(kiosk, divers=2)
    kiosk.press(B.OK, B.OK)
    enter_card(kiosk)
    kiosk.press(B.LEFT, B.OK)  # Orange: no tokens at level 1 is not offered, so LEFT gives "wrong"
    assert state(kiosk).log[0].wrong == (0,)
    enter_card(kiosk)
    kiosk.press(B.LEFT, B.OK)  # Sky: no tokens at level 2
    assert state(kiosk).phase is Phase.PROGRAM and state(kiosk).rest == (0, 1)


def test_undo_takes_back_the_last_entry(kiosk):
    set_up(kiosk, divers=2)
    kiosk.press(B.OK, B.OK)
    enter_card(kiosk, shark=True)
    assert state(kiosk).phase is Phase.REPORT
    kiosk.hold(B.BACK)
    kiosk.press(B.OK)
    assert state(kiosk).phase is Phase.REVEAL and state(kiosk).ocean_left == 36


def test_help_names_the_rule_of_the_step(kiosk):
    set_up(kiosk, divers=2)
    kiosk.hold(B.OK)
    assert type(kiosk.top).__name__ == "HelpOverlay" and kiosk.top.rule == "DV-3"
    kiosk.press(B.OK)
    kiosk.press(B.OK, B.OK)
    kiosk.hold(B.OK)
    assert kiosk.top.rule == "DV-4"  # revealing a card


def test_the_childrens_version_at_the_table(kiosk):
    set_up(kiosk, divers=2, children=True)
    assert state(kiosk).rules.children
    play_to_the_end(kiosk)
    assert kiosk.top.session.outcome.shared  # both always right: they share the stone (DV-11)


def test_a_game_resumes_where_it_was(kiosk):
    set_up(kiosk, divers=2, chief=True)
    kiosk.press(B.OK, B.OK)
    enter_card(kiosk, creature=1)
    session = kiosk.top.session
    store = kiosk.app.services["store"]
    from companion.kiosk.games.dive import table_scene

    resumed = table_scene(kiosk.app, store.open(session.key))
    assert resumed.state == session.state and resumed.state.phase is Phase.REPORT


def test_without_a_game_store_the_game_plays_in_memory_and_says_so(kiosk):
    del kiosk.app.services["store"]
    set_up(kiosk, divers=2)
    assert kiosk.top.session.durability_warning.startswith("Not saving")
    play_to_the_end(kiosk)
    assert kiosk.top.session.status == "finished"


def test_a_simulated_game_resumed_on_the_kiosk_is_played_by_the_bots(kiosk):
    from companion.games.dive import GAME
    from companion.kiosk.games.dive import table_scene
    from companion.session import Seat

    store = kiosk.app.services["store"]
    session = store.new_game(GAME, [Seat("Ann", ""), Seat("Bo", "")], {}, seed=5)  # table=False
    kiosk.app.push(table_scene(kiosk.app, session))
    assert state(kiosk).phase is Phase.PROGRAM  # the kiosk shuffled the Ocean deck from the seed
    for _ in range(60):
        if state(kiosk).phase is Phase.OVER:
            break
        kiosk.press(B.OK)
    assert session.outcome is not None and state(kiosk).round > 1


class ChiefCardTags:
    """The reader's tag registry as the kiosk sees it: uid -> component (its real home is
    companion/tags, not on main yet), holding one learnt Village Chief card."""

    class Card:
        speeds = (6, 4, 3, 2)
        yellow_levels = (3, 4)

    def component(self, uid):
        return self.Card() if uid == "04A1B2C3" else None


def test_a_scanned_chief_card_is_the_chiefs_card(kiosk):
    from hal.events import TagSeen

    kiosk.app.services["tags"] = ChiefCardTags()
    set_up(kiosk, divers=1, chief=True, entered_chief=True)
    kiosk.press(B.OK)
    kiosk.app.handle(TagSeen("FFFF0000", kiosk.clock.now()))
    assert state(kiosk).phase is Phase.CHIEF_CARD and "not a Village Chief card" in kiosk.top.refusal
    kiosk.app.handle(TagSeen("04A1B2C3", kiosk.clock.now()))
    assert state(kiosk).chief_card.speeds == (6, 4, 3, 2)
    assert state(kiosk).chief_card.yellow == (False, False, True, True)
