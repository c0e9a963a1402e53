"""The In Too Deep table flow, driven headless through the simulated buttons
(docs/kiosk.md): setup, the draft, turns, dividends, the dummy's bonus shares,
the end and the scores. Screenshots go to pytest's tmp_path."""

import pytest

from companion.kiosk.scenes.home import Home
from companion.games.in_too_deep.cards import Company
from companion.kiosk.games.in_too_deep.flow import InTooDeepTable, Step
from companion.kiosk.games.in_too_deep.setup import InTooDeepSetup
from companion.kiosk.harness import KioskHarness
from companion.kiosk.scenes.help import HelpOverlay
from hal.events import Button as B

GAME_ROW = 2  # In Too Deep is the third game on the home screen


@pytest.fixture
def kiosk():
    harness = KioskHarness()
    yield harness
    harness.close()


class Counting:
    """Counts the presses a step takes."""

    def __init__(self, kiosk):
        self.kiosk, self.presses = kiosk, 0

    def press(self, *buttons):
        self.presses += len(buttons)
        self.kiosk.press(*buttons)


def open_setup(kiosk, players=4, advanced=()):
    kiosk.press(*[B.DOWN] * GAME_ROW, B.OK)
    assert isinstance(kiosk.top, InTooDeepSetup)
    kiosk.press(*[B.RIGHT] * ((players - 4) % 4))
    for company in Company:
        kiosk.press(B.DOWN, *([B.RIGHT] if company in advanced else []))
    kiosk.press(B.DOWN, B.OK)
    assert isinstance(kiosk.top, InTooDeepTable)
    return kiosk.top


def through_setup(kiosk, starter_steps=0):
    """The starting player, the face-up cards (lowest unseen each time) and the draft."""
    table = kiosk.top
    assert table.step is Step.STARTER
    kiosk.press(*[B.RIGHT] * starter_steps, B.OK)
    while table.step is Step.REVEAL:
        kiosk.press(B.OK)
    while table.step is Step.DRAFT:
        kiosk.press(B.OK)
    assert table.step is Step.TURN
    return table


def choose_action(kiosk, index):
    table = kiosk.top
    while table.action != index:
        kiosk.press(B.RIGHT)


def play_to_the_end(kiosk, limit=2000):
    """Each turn: expand the company under the cursor with the lowest card that fits,
    else buy, else draw; pass on abilities; no bonus shares. Moves the cursor along."""
    table = kiosk.top
    for turn in range(limit):
        match table.step:
            case Step.OVER:
                return turn
            case Step.TURN:
                kiosk.press(B.DOWN)
                choose_action(kiosk, 0)
                kiosk.press(B.OK, B.OK)  # the grid opens on the lowest card that fits
                if table.step is Step.EXPAND_NUMBER:  # refused (no card fits, or an empty hand)
                    kiosk.press(B.BACK)
                    choose_action(kiosk, 1 if turn % 3 else 2)
                    kiosk.press(B.OK)
                    if table.refusal:
                        choose_action(kiosk, 2)
                        kiosk.press(B.OK)
            case Step.ABILITY:
                table.choice = 0
                kiosk.press(B.OK)  # pass
            case Step.REVEAL:
                kiosk.press(B.OK)
                if table.refusal:  # only bonus shares are left to turn up
                    kiosk.press(B.UP, B.OK)
            case _:
                kiosk.press(B.OK)
    raise AssertionError(f"no end: {table.view['pending']}")


def test_four_players_play_from_setup_to_the_scores(kiosk, tmp_path):
    table = open_setup(kiosk, players=4, advanced=(Company.PEARL_DIVING,))
    kiosk.screenshot(tmp_path / "starter.png")
    kiosk.press(B.RIGHT, B.RIGHT, B.OK)  # Green holds the lowest card (ITD-3)
    assert table.state.starter == 2 and table.view["hand_sizes"] == [8, 9, 6, 7]
    assert "Deal extra cards: Yellow 1 · Orange 2 · Sky 3." in table.notes[0]
    for _ in range(8):
        assert table.step is Step.REVEAL
        kiosk.press(B.OK)
    kiosk.screenshot(tmp_path / "draft.png")
    for _ in range(8):
        assert table.step is Step.DRAFT
        kiosk.press(B.OK)
    assert [len(p) for p in table.view["portfolios"]] == [2, 2, 2, 2]
    kiosk.screenshot(tmp_path / "first_turn.png")
    play_to_the_end(kiosk)
    kiosk.screenshot(tmp_path / "scores.png")
    outcome = table.session.outcome
    assert outcome is not None and table.state.sides[Company.PEARL_DIVING].value == "advanced"
    assert outcome.scores == tuple(table.view["projected_scores"])
    kiosk.press(B.OK)
    assert isinstance(kiosk.top, Home)


def test_two_players_play_from_setup_to_the_scores_with_the_dummy(kiosk, tmp_path):
    table = open_setup(kiosk, players=2)
    kiosk.press(B.OK)  # Orange starts; Sky gets one extra card
    assert table.view["hand_sizes"] == [8, 9]
    for _ in range(6):
        kiosk.press(B.OK)  # the dummy's six shares
    assert len(table.view["portfolios"][2]) == 6 and table.step is Step.TURN
    assert any("bonus shares into the deck" in note for note in table.notes)
    play_to_the_end(kiosk)
    kiosk.screenshot(tmp_path / "scores_two.png")
    assert table.session.outcome is not None and len(table.session.outcome.scores) == 2


def test_the_dummys_bonus_share_is_guided_step_by_step(kiosk, tmp_path):
    # ruling ITD-10
    table = open_setup(kiosk, players=2)
    through_setup(kiosk)
    dummy_before = len(table.state.portfolios[2])
    choose_action(kiosk, 2)
    kiosk.press(B.OK)  # Orange draws
    assert table.step is Step.BONUS_COUNT
    kiosk.screenshot(tmp_path / "bonus_question.png")
    kiosk.press(B.RIGHT, B.OK)  # it was a bonus share
    assert "BONUS SHARE! 1. Discard it. 2. The player draws a replacement." in table.notes[0]
    if table.step is Step.BONUS_COUNT:  # the replacement could be a bonus share too: it was not
        kiosk.press(B.OK)
    for card in range(4):
        assert table.step is Step.REVEAL
        assert f"Bonus share, step 3: turn up card {card + 1} of 4" in table.picker.title
        if card == 1:
            kiosk.screenshot(tmp_path / "bonus_reveal.png")
        kiosk.press(B.OK)
    assert len(table.state.portfolios[2]) == dummy_before + 1
    assert any(note.startswith("The dummy takes") for note in table.notes)
    kiosk.screenshot(tmp_path / "bonus_done.png")


def test_typical_actions_take_at_most_four_presses(kiosk):
    table = open_setup(kiosk, players=3)
    through_setup(kiosk)
    count = Counting(kiosk)
    count.press(B.DOWN, B.DOWN, B.RIGHT, B.OK)  # buy Pearl Diving (price shown on the bar)
    assert count.presses == 4 and table.state.turn == (table.state.starter + 1) % 3
    count = Counting(kiosk)
    count.press(B.OK, B.OK)  # expand Pearl Diving with the lowest card that fits
    assert count.presses == 2 and table.state.value(Company.PEARL_DIVING) == 1
    while table.step is Step.ABILITY:  # Pearl Diving has none; keep the test honest anyway
        count.press(B.OK)
    count = Counting(kiosk)
    drawer = table.state.turn
    hand = table.view["hand_sizes"][drawer]
    count.press(B.LEFT, B.OK)  # draw: the bar wraps from Expand to Draw
    assert count.presses == 2 and table.view["hand_sizes"][drawer] == hand + 1


def test_an_illegal_number_is_refused_with_the_reason(kiosk, tmp_path):
    # ruling ITD-5, ruling C-3
    table = open_setup(kiosk, players=3)
    through_setup(kiosk)
    kiosk.press(B.OK, *[B.DOWN] * 5, B.OK)  # Ocean Cleaning to depth 5x
    while table.step is not Step.TURN:
        table.choice = 0
        kiosk.press(B.OK)
    deep = table.state.top(Company.OCEAN_CLEANING).number
    plies = len(table.session.history)
    kiosk.press(B.OK, *[B.UP] * 3, B.OK)  # three decades lower
    assert table.refusal and "ITD-5" in table.refusal and f"not higher than {deep}" in table.refusal
    assert len(table.session.history) == plies and table.step is Step.EXPAND_NUMBER
    kiosk.screenshot(tmp_path / "refused.png")
    kiosk.press(B.BACK)
    assert table.step is Step.TURN


def test_the_table_is_told_who_draws_a_dividend(kiosk):
    # ruling ITD-5
    table = open_setup(kiosk, players=3)
    through_setup(kiosk)
    holders = table.view["companies"][0]["shares"]
    kiosk.press(B.OK, B.OK)  # the first depth card of Ocean Cleaning: always a new decade
    expected = " · ".join(f"{name} {count}" for name, count in
                          zip(["Orange", "Sky", "Green"], holders) if count)
    if expected:
        assert any(f"Dividend in Ocean Cleaning! Draw now:" in note for note in table.notes)
        for part in expected.split(" · "):
            assert part in next(note for note in table.notes if note.startswith("Dividend"))


def test_two_fundraisers_announce_the_end_and_the_final_turns(kiosk, tmp_path):
    # ruling ITD-6, ruling ITD-8
    table = open_setup(kiosk, players=3)
    through_setup(kiosk)
    for _ in range(3):
        kiosk.press(B.LEFT, B.OK)  # draw
    assert any("EMERGENCY FUNDRAISER" in note for note in table.notes)
    for _ in range(3):
        kiosk.press(B.LEFT, B.OK)
    assert any("THE END IS TRIGGERED (two fundraisers in a row)" in note for note in table.notes)
    assert table.view["final_turns_left"] == 3
    kiosk.screenshot(tmp_path / "end_triggered.png")
    for _ in range(3):
        kiosk.press(B.LEFT, B.OK)
    assert table.step is Step.OVER


def test_help_names_the_rule_of_the_current_step(kiosk):
    table = open_setup(kiosk, players=4)
    kiosk.hold(B.OK)
    assert isinstance(kiosk.top, HelpOverlay) and kiosk.top.rule == "ITD-3"
    kiosk.press(B.OK)
    through_setup(kiosk)
    kiosk.hold(B.OK)
    assert isinstance(kiosk.top, HelpOverlay) and kiosk.top.rule == "ITD-4"
    kiosk.press(B.OK)
    assert kiosk.top is table


def test_undo_takes_back_a_buy(kiosk):
    table = open_setup(kiosk, players=3)
    through_setup(kiosk)
    before = table.view
    kiosk.press(B.RIGHT, B.OK)
    assert table.view != before
    kiosk.hold(B.BACK)
    kiosk.press(B.OK)
    assert table.view == before and table.step is Step.TURN


# --- abilities at the table, from a game set up through the session ------------------------


def table_at_turn(kiosk, players=3, **sides):
    """A table-mode session past its setup (Orange starts, the lowest cards turned up), shown by the flow."""
    from companion.games.in_too_deep import GAME
    from companion.games.in_too_deep.actions import Reveal, Starter, Take
    from companion.games.in_too_deep.cards import DECK
    from companion.session import GameSession, Seat

    session = GameSession.start(GAME, [Seat(name, name.lower()) for name in ("Orange", "Sky", "Green")[:players]],
                                {"table": True, **sides}, chance="table")
    session.act(Starter(0))
    for card in DECK[:2 * players]:
        session.act(Reveal(card))
    for card in DECK[:2 * players]:
        session.act(Take(card))
    table = InTooDeepTable(kiosk.app, session)
    kiosk.app.push(table)
    kiosk.settle()
    return table


def move_to(kiosk, company):
    table = kiosk.top
    while table.company != company:
        kiosk.press(B.DOWN)


def test_research_basic_is_offered_after_the_expansion_and_buys_by_company(kiosk, tmp_path):
    # ruling ITD-9 (Research basic), ruling C-2: at the table a share is entered by its company
    table = table_at_turn(kiosk)
    move_to(kiosk, Company.RESEARCH)
    kiosk.press(B.OK, B.OK)  # expand Research with the lowest card that fits
    assert table.step is Step.ABILITY
    labels = [label for label, _ in table.ability_options()]
    assert labels[0].startswith("Pass") and "Buy a Pearl Diving share for 0 card(s)" in labels
    kiosk.screenshot(tmp_path / "research.png")
    hand = table.view["hand_sizes"][0]
    kiosk.press(*[B.DOWN] * labels.index("Buy a Pearl Diving share for 0 card(s)"), B.OK)
    assert table.state.shares(0, Company.PEARL_DIVING) == 1 + sum(
        1 for card in table.state.portfolios[0][:2] if card.company is Company.PEARL_DIVING)
    assert table.view["hand_sizes"][0] == hand - 1 and table.step is Step.TURN


def test_wildlife_advanced_plays_another_depth_card_through_the_number_grid(kiosk):
    # ruling ITD-9 (Wildlife advanced): below the top it costs one card per higher card
    table = table_at_turn(kiosk, wildlife_spotting="advanced")
    move_to(kiosk, Company.WILDLIFE_SPOTTING)
    kiosk.press(B.OK, B.DOWN, B.DOWN, B.DOWN, B.OK)  # Wildlife to the 30s
    assert table.step is Step.ABILITY
    labels = [label for label, _ in table.ability_options()]
    row = labels.index("Play another depth card on Wildlife Spotting")
    kiosk.press(*[B.DOWN] * row, B.OK)
    assert table.step is Step.ABILITY_NUMBER
    before = table.view["hand_sizes"][0]
    kiosk.press(B.OK)  # the lowest unseen number, below the top: costs one card
    assert len(table.state.companies[Company.WILDLIFE_SPOTTING]) == 2
    assert table.view["hand_sizes"][0] == before - 2 and table.step is Step.TURN


def test_the_seats_that_must_draw_carry_a_badge(kiosk, tmp_path):
    # ruling ITD-5: the kiosk shows each player how many cards to draw
    table = table_at_turn(kiosk)
    holders = {seat: count for seat, count in enumerate(table.view["companies"][0]["shares"][:3]) if count}
    kiosk.press(B.OK, B.OK)  # Ocean Cleaning's first depth card: a new decade
    assert table.drawn == holders
    kiosk.screenshot(tmp_path / "badges.png")


def test_the_table_screen_draws_at_full_hd():
    big = KioskHarness(size=(1920, 1080))
    try:
        table_at_turn(big)
        big.press(B.OK)
        assert isinstance(big.top, InTooDeepTable) and big.top.step is Step.EXPAND_NUMBER
        big.app.draw()
    finally:
        big.close()


def test_a_game_resumes_after_a_restart_exactly_where_it_was(tmp_path):
    # the journal is the save file: the flow re-derives its step from the resumed state
    first = KioskHarness(state_dir=tmp_path)
    try:
        open_setup(first, players=3)
        through_setup(first)
        first.press(B.RIGHT, B.OK)  # a buy
        view = first.top.view
    finally:
        first.close()
    again = KioskHarness(state_dir=tmp_path, settings={"kiosk": {"resume": "auto"}})
    try:
        assert isinstance(again.top, InTooDeepTable)
        assert again.top.view == view and again.top.step is Step.TURN
    finally:
        again.close()
