"""A turn: buy (ITD-4), expand with its decade dividend (ITD-5), draw and fundraisers (ITD-6)."""

import random

import pytest

from companion.games.contract import IllegalAction
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import Side

from .tables import P, R, T, W, act, card, cards, set_table, settle, shares_of


def pending(state):
    return GAME.view(state)["pending"]


# --- ITD-4 buying ------------------------------------------------------------------------


def test_richard_pays_four_cards_for_a_pearl_share_when_four_are_owned():
    # ruling ITD-4, rulebook example: four Pearl shares owned by himself and others
    pearls = shares_of(P, 5)
    state = set_table(3, hands={0: (pearls[4], *cards("91O 92T 94R 95W 96O"))},
                      portfolios={0: pearls[:2], 1: pearls[2:3], 2: pearls[3:4]})
    state = act(state, f"buy {pearls[4].text}")
    assert pending(state) == {"kind": "paying", "seat": 0}
    state = act(state, "pay 91O", "pay 92T", "pay 94R", "pay 95W")
    assert state.portfolios[0] == (*pearls[:2], pearls[4])
    assert state.hands[0] == (card("96O"),)
    assert len(state.discard) == 4
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_the_dummys_shares_count_towards_the_price():
    # ruling ITD-4: the two-player dummy included
    state = set_table(2, hands={0: "11P 0O"}, portfolios={2: shares_of(P, 1)})
    state = act(state, "buy 11P")
    assert pending(state) == {"kind": "paying", "seat": 0}
    state = act(state, "pay 0O")
    assert state.shares(0, P) == 1 and pending(state)["seat"] == 1


def test_a_share_you_cannot_pay_for_is_refused_and_changes_nothing():
    # ruling ITD-4, ruling C-3
    state = set_table(3, hands={0: "11P 0O"}, portfolios={1: shares_of(P, 2)})
    before = GAME.dump(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, GAME.parse_action("buy 11P"))
    assert refusal.value.rule == "ITD-4" and "costs 2" in refusal.value.message
    assert GAME.dump(state) == before


def test_a_share_not_in_hand_cannot_be_bought():
    # ruling ITD-4, ruling C-3
    state = set_table(3, hands={0: "11P"})
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, GAME.parse_action("buy 12R"))
    assert refusal.value.rule == "ITD-4"


# --- ITD-5 expanding and the dividend ----------------------------------------------------


def test_maria_expands_wildlife_from_13_to_44_and_both_shareholders_draw():
    # ruling ITD-5, rulebook dividend example: Maria has two shares, Irene three
    wildlife = shares_of(W, 5, {card(13)})
    state = set_table(3, hands={0: "44R 7P"}, depths={W: "13W"},
                      portfolios={0: wildlife[:2], 1: wildlife[2:]})
    state = act(state, "expand W 44R")
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 2}  # clockwise from Maria
    state = settle(state, ["deal 50O 51T"])
    assert pending(state) == {"kind": "deal", "seat": 1, "count": 3}
    state = settle(state, ["deal 52P 53R 54W"])
    assert len(state.hands[0]) == 3 and len(state.hands[1]) == 3
    assert state.hands[2] == ()
    assert [c.number for c in state.companies[W]] == [13, 44]
    assert pending(state) == {"kind": "ability", "seat": 0}  # dividend first, then the ability


def test_the_first_depth_card_of_a_company_always_pays_a_dividend():
    # ruling ITD-5: an empty company, any number
    state = set_table(3, turn=1, hands={1: "0O"}, portfolios={2: shares_of(P, 1)})
    state = act(state, "expand P 0O")
    assert pending(state) == {"kind": "deal", "seat": 2, "count": 1}


def test_the_same_decade_pays_no_dividend():
    # ruling ITD-5
    state = set_table(3, hands={0: "47T"}, depths={T: "41O"}, portfolios={0: shares_of(T, 3)})
    state = act(state, "expand T 47T")
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_a_new_decade_need_not_be_the_next_one():
    # ruling ITD-5: 13 to 44 skips two decades and still pays
    state = set_table(3, hands={0: "44R"}, depths={R: "12R"}, portfolios={1: shares_of(R, 1)})
    state = act(state, "expand R 44R")
    assert pending(state) == {"kind": "deal", "seat": 1, "count": 1}


def test_a_depth_card_must_be_higher_than_the_most_recent():
    # ruling ITD-5, ruling C-3
    state = set_table(3, hands={0: "40W 43P"}, depths={T: "15T 41O"})
    before = GAME.dump(state)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, GAME.parse_action("expand T 40W"))
    assert refusal.value.rule == "ITD-5" and "41" in refusal.value.message
    assert GAME.dump(state) == before


def test_you_need_no_shares_to_expand_and_the_dummy_draws_nothing():
    # ruling ITD-5, ruling ITD-10
    state = set_table(2, hands={0: "20P"}, portfolios={1: shares_of(R, 2), 2: shares_of(R, 3, set(shares_of(R, 2)))})
    state = act(state, "expand R 20P")
    assert pending(state) == {"kind": "deal", "seat": 1, "count": 2}
    state = settle(state, ["deal 50O 51T"])
    assert pending(state)["kind"] != "deal"


def test_dividends_are_paid_clockwise_from_the_active_player():
    # ruling ITD-5: seat 2 expands; seats 0 and 1 follow it
    state = set_table(4, turn=2, hands={2: "30R"}, portfolios={0: cards("3R"), 1: cards("8R 12R"), 3: cards("17R")})
    state = act(state, "expand R 30R")
    order = []
    while pending(state)["kind"] == "deal":
        need = pending(state)
        order.append(need["seat"])
        state = GAME.apply(state, GAME.chance(state, random.Random(1)))
    assert order == [3, 0, 1]


# --- ITD-6 drawing and fundraisers -------------------------------------------------------


def draw_round(state, seats):
    for _ in range(seats):
        state = act(state, "draw")
        while pending(state)["kind"] == "deal":
            state = GAME.apply(state, GAME.chance(state, random.Random(0)))
    return state


def test_everyone_drawing_in_a_row_holds_a_fundraiser():
    # ruling ITD-6: every player gets two more cards
    state = set_table(3)
    state = draw_round(state, 3)
    assert [len(hand) for hand in state.hands] == [3, 3, 3]
    assert state.fundraisers == 1 and state.end_trigger is None


def test_two_fundraisers_in_a_row_trigger_the_end():
    # ruling ITD-6, ruling ITD-8
    state = draw_round(set_table(3), 3)
    state = draw_round(state, 3)
    assert state.fundraisers == 2 and state.end_trigger == "fundraisers"
    assert GAME.view(state)["final_turns_left"] == 3


def test_a_buy_between_two_fundraisers_prevents_the_end():
    # ruling ITD-6: "no other action between them"
    state = draw_round(set_table(3, hands={0: "9W"}), 3)
    state = act(state, "buy 9W")  # seat 0 buys instead of drawing
    state = draw_round(state, 3)
    assert state.fundraisers == 2 and state.end_trigger is None  # the first since the buy
    state = draw_round(state, 3)
    assert state.end_trigger == "fundraisers"


def test_drawing_takes_one_card():
    # ruling ITD-6
    state = act(set_table(3), "draw")
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 1}
    state = settle(state, ["deal 77W"])
    assert state.hands[0] == (card("77W"),)


def test_treasure_sides_are_rejected_for_unknown_values():
    # ruling ITD-1: the side is one of the two printed sides
    with pytest.raises(IllegalAction):
        GAME.new_game(3, {"treasure_hunting": "golden"})
    assert Side("advanced") is Side.ADVANCED
