"""Setup: players, the card list, the deal, the starter and the starting draft (ITD-1..ITD-3)."""

import random
from collections import Counter

import pytest

from companion.games.contract import SetupError
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import DECK, Company, DeckListError, Side, parse_deck

from .tables import act


def pending(state):
    return GAME.view(state)["pending"]


def dealt(seats, seed=1, options=None):
    """Play the chance outcomes of setup until the first decision."""
    rng = random.Random(seed)
    state = GAME.new_game(seats, options or {})
    while GAME.to_act(state).chance:
        state = GAME.apply(state, GAME.chance(state, rng))
    return state


@pytest.mark.parametrize("seats", [1, 6])
def test_in_too_deep_is_for_two_to_five_players(seats):
    # ruling ITD-1
    with pytest.raises(SetupError) as refusal:
        GAME.new_game(seats, {})
    assert refusal.value.rule == "ITD-1"


def test_each_company_takes_the_side_chosen_at_setup_mixed():
    # ruling ITD-1: mixing allowed
    state = GAME.new_game(3, {"pearl_diving": "advanced", "research": "advanced"})
    assert [side.value for side in state.sides] == ["basic", "basic", "advanced", "advanced", "basic"]
    with pytest.raises(SetupError):
        GAME.new_game(3, {"pearl": "advanced"})
    with pytest.raises(SetupError):
        GAME.new_game(3, {"table": "yes"})


def test_the_default_deck_is_100_cards_numbers_0_to_99_each_company_twice_a_decade():
    # ruling ITD-2, ruling C-4
    assert len(DECK) == 100
    assert sorted(card.number for card in DECK) == list(range(100))
    per_decade = Counter((card.decade, card.company) for card in DECK)
    assert set(per_decade.values()) == {2} and len(per_decade) == 50
    assert Counter(card.company for card in DECK) == {company: 20 for company in Company}


def test_a_broken_card_list_is_refused_with_the_line_named():
    # ruling C-4: the file is editable, so bad lines must be named
    with pytest.raises(DeckListError, match="line 2"):
        parse_deck("number,company\n12,X\n")
    with pytest.raises(DeckListError, match="twice"):
        parse_deck("number,company\n" + "12,O\n" * 2)


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_six_cards_each_and_k_extra_cards_for_the_kth_player_after_the_starter(seats):
    # ruling ITD-3
    state = dealt(seats)
    starter = state.starter
    lowest = min(card.number for card in state.hands[starter][:6])
    for seat in range(seats):
        extra = (seat - starter) % seats
        assert len(state.hands[seat]) == 6 + extra
        # the starter held the lowest card of the opening hands
        assert all(card.number > lowest for card in state.hands[seat][:6] if seat != starter)
    assert len(state.row) == 2 * seats
    assert pending(state) == {"kind": "draft", "seat": starter}


def test_the_draft_goes_clockwise_from_the_starter_twice_round():
    # ruling ITD-3: these are the starting shares
    state = dealt(3, seed=5)
    order = []
    while pending(state)["kind"] == "draft":
        seat = pending(state)["seat"]
        order.append(seat)
        state = act(state, f"take {state.row[0].text}")
    s = state.starter
    assert order == [s, (s + 1) % 3, (s + 2) % 3] * 2
    assert [len(portfolio) for portfolio in state.portfolios] == [2, 2, 2]
    assert pending(state) == {"kind": "turn", "seat": s}


def test_a_card_not_in_the_row_cannot_be_taken():
    # ruling ITD-3, ruling C-3
    state = dealt(3, seed=5)
    missing = next(card for card in DECK if card not in state.row)
    before = GAME.dump(state)
    with pytest.raises(Exception) as refusal:
        act(state, f"take {missing.text}")
    assert refusal.value.rule == "ITD-3"
    assert GAME.dump(state) == before


def test_at_the_table_the_players_say_who_starts():
    # ruling ITD-3, ruling C-2: the hands are unseen, so the lowest card is told
    state = GAME.new_game(4, {"table": True})
    assert pending(state) == {"kind": "starter"}
    assert GAME.view(state)["hand_sizes"] == [6, 6, 6, 6]
    state = act(state, "starter 2")
    assert GAME.view(state)["hand_sizes"] == [8, 9, 6, 7]  # seat 3 one more, seat 0 two, seat 1 three
    assert pending(state) == {"kind": "reveal", "for": "layout"}
    assert Side.BASIC in state.sides
