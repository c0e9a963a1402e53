"""Every company's ability on both sides (rulebook, Company specific abilities; ITD-9)."""

import pytest

from companion.games.contract import IllegalAction
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.actions import Pass
from companion.games.in_too_deep.cards import Side

from .tables import O, P, R, T, W, act, card, cards, set_table, settle

BASIC, ADVANCED = Side.BASIC, Side.ADVANCED


def pending(state):
    return GAME.view(state)["pending"]


def depth(state, company):
    return [c.number for c in state.companies[company]]


def expanded(company_letter, played, *, hand="", sides=None, depths=None, portfolios=None, seats=3):
    """Seat 0 plays ``played`` on a company in the same decade (no dividend) and is offered its ability."""
    state = set_table(seats, hands={0: f"{played} {hand}".strip()}, sides=sides or {}, depths=depths or {},
                      portfolios=portfolios or {})
    return act(state, f"expand {company_letter} {played}")


# --- Ocean Cleaning ----------------------------------------------------------------------


def test_ocean_cleaning_basic_discards_two_cards_to_discard_any_depth_card_of_a_company():
    # ruling ITD-9: any depth card of the chosen company, not only the most recent
    state = expanded("O", "46O", hand="90W 91O 92T", depths={O: "41O", T: "15T 24T 38T"})
    assert pending(state) == {"kind": "ability", "seat": 0}
    state = act(state, "clean T 24T")
    state = act(state, "pay 90W", "pay 91O")
    assert depth(state, T) == [15, 38]
    assert card("24T") in state.discard and len(state.discard) == 3
    assert state.hands[0] == cards("92T") and pending(state)["seat"] == 1


def test_ocean_cleaning_basic_needs_two_cards_in_hand():
    # rulebook: discard two additional DS cards; with one left the ability is not offered
    state = expanded("O", "46O", hand="90W", depths={O: "41O", T: "15T"})
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_ocean_cleaning_advanced_removes_only_the_most_recent_depth_card_for_one_card():
    # rulebook: advanced side
    state = expanded("O", "46O", hand="90W 91O", depths={O: "41O", T: "15T 24T"}, sides={O: ADVANCED})
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.parse_action("clean T 15T"))
    state = act(state, "clean T 24T", "pay 90W")
    assert depth(state, T) == [15] and state.hands[0] == cards("91O")


def test_ocean_cleaning_advanced_moves_the_most_recent_card_where_it_fits():
    # rulebook: "move it to another company while adhering to the expansion rules"
    state = expanded("O", "46O", hand="90W", depths={O: "41O", T: "15T 24T", W: "31W"}, sides={O: ADVANCED})
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.parse_action("shift T W 24T"))  # 24 is not higher than 31
    state = act(state, "shift T P 24T", "pay 90W")
    assert depth(state, T) == [15] and depth(state, P) == [24]


# --- Treasure Hunting --------------------------------------------------------------------


def test_treasure_basic_gives_one_more_card_to_every_player_with_the_most_shares():
    # rulebook: "If multiple players have the most shares, they all get an extra card"
    state = set_table(3, hands={0: "44R"}, portfolios={0: cards("1T"), 1: cards("6T 10T"), 2: cards("15T 24T")})
    state = act(state, "expand T 44R")
    assert state.owed == ((0, 1), (1, 3), (2, 3))


def test_treasure_advanced_gives_the_trigger_player_as_many_cards_as_the_most_shares():
    # ruling ITD-9: replaces only the trigger player's own dividend
    state = set_table(3, hands={0: "44R"}, portfolios={0: cards("1T"), 1: cards("6T 10T 15T"), 2: cards("24T")},
                      sides={T: ADVANCED})
    state = act(state, "expand T 44R")
    assert state.owed == ((0, 3), (1, 3), (2, 1))


def test_treasure_advanced_pays_the_trigger_player_even_without_shares():
    # ruling ITD-9
    state = set_table(3, turn=2, hands={2: "44R"}, portfolios={0: cards("1T 6T")}, sides={T: ADVANCED})
    state = act(state, "expand T 44R")
    assert state.owed == ((2, 2), (0, 2))


# --- Pearl Diving (scoring): see test_end.py; here the live projection ---------------------


def test_pearl_basic_shares_project_two_more_points():
    # rulebook: each Pearl share worth two more at the end
    state = set_table(3, portfolios={0: cards("2P 7P")}, depths={P: "57P"})
    assert GAME.view(state)["projected_scores"][0] == 2 * (1 + 2)


# --- Ocean and Coastal Research ----------------------------------------------------------


def test_research_basic_buys_a_share_from_hand_two_cheaper():
    # rulebook: "a discount on the price of two ... cannot go below zero"
    state = expanded("R", "49R", hand="2P 90W 91O", depths={R: "44R"},
                     portfolios={1: cards("7P 11P"), 2: cards("16P")})
    state = act(state, "research 2P")
    assert pending(state) == {"kind": "paying", "seat": 0}  # price 3, pays 1
    state = act(state, "pay 90W")
    assert state.shares(0, P) == 1 and state.hands[0] == cards("91O")


def test_research_basic_price_never_goes_below_zero():
    state = expanded("R", "49R", hand="2P", depths={R: "44R"}, portfolios={1: cards("7P")})
    state = act(state, "research 2P")
    assert state.shares(0, P) == 1 and pending(state) == {"kind": "turn", "seat": 1}


def test_research_advanced_buys_out_of_another_portfolio_and_pays_the_seller():
    # ruling ITD-9: cards go to the seller's hand; the price is at least 2
    state = expanded("R", "49R", hand="90W 91O 92T", depths={R: "44R"}, sides={R: ADVANCED},
                     portfolios={1: cards("7P")})
    state = act(state, "buyfrom 1 P", "pay 90W", "pay 91O")
    assert state.shares(0, P) == 1 and state.shares(1, P) == 0
    assert state.hands[1] == cards("90W 91O")


def test_research_advanced_price_is_the_normal_price_when_higher():
    state = expanded("R", "49R", hand="90W 91O 92T", depths={R: "44R"}, sides={R: ADVANCED},
                     portfolios={1: cards("7P 11P"), 2: cards("16P")})
    state = act(state, "buyfrom 2 P")
    assert state.step.remaining == 3 and state.step.payee == 2


def test_research_advanced_from_the_dummy_pays_the_discard_pile():
    # ruling ITD-9, ruling ITD-10: abilities may be used on the third player
    state = expanded("R", "49R", hand="90W 91O", depths={R: "44R"}, sides={R: ADVANCED}, seats=2,
                     portfolios={2: cards("7P")})
    state = act(state, "buyfrom 2 P", "pay 90W", "pay 91O")
    assert state.shares(0, P) == 1 and state.shares(2, P) == 0
    assert set(cards("90W 91O")) <= set(state.discard)


def test_research_advanced_cannot_buy_from_yourself():
    state = expanded("R", "49R", hand="90W 91O", depths={R: "44R"}, sides={R: ADVANCED},
                     portfolios={0: cards("7P")})
    assert pending(state) == {"kind": "turn", "seat": 1}  # nothing to buy: not offered


# --- Wildlife Spotting -------------------------------------------------------------------


def test_wildlife_basic_moves_one_of_the_three_most_recent_cards_to_the_top():
    # rulebook: option 1
    state = expanded("W", "45W", hand="90W", depths={W: "40W", T: "6T 15T 24T 38T"})
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.parse_action("restack T 6T"))  # the fourth most recent is out of reach
    state = act(state, "restack T 15T", "pay 90W")
    assert depth(state, T) == [6, 24, 38, 15]


def test_wildlife_basic_moves_one_of_the_three_most_recent_cards_to_a_company_where_it_fits():
    # rulebook: option 2
    state = expanded("W", "45W", hand="90W", depths={W: "40W", T: "6T 15T 24T 38T", P: "20P"})
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.parse_action("shift T P 15T"))  # 15 does not fit on 20
    state = act(state, "shift T P 24T", "pay 90W")
    assert depth(state, T) == [6, 15, 38] and depth(state, P) == [20, 24]


def test_wildlife_advanced_plays_a_lower_card_for_one_card_per_higher_card():
    # rulebook: advanced side; the extra card never pays a dividend (ITD-5)
    state = expanded("W", "45W", hand="20P 90W 91O 92T", depths={W: "40W", T: "6T 15T 24T 38T"},
                     sides={W: ADVANCED}, portfolios={1: cards("1T")})
    state = act(state, "extra T 20P")
    assert state.step.remaining == 2  # 24 and 38 are higher
    state = act(state, "pay 90W", "pay 91O")
    assert depth(state, T) == [6, 15, 24, 38, 20]
    assert state.owed == () and state.hands[1] == ()  # no dividend though 20 is a new decade
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_wildlife_advanced_on_a_higher_card_costs_nothing():
    state = expanded("W", "45W", hand="50O", depths={W: "40W"}, sides={W: ADVANCED})
    state = act(state, "extra P 50O")
    assert depth(state, P) == [50] and pending(state) == {"kind": "turn", "seat": 1}


def test_an_ability_is_optional():
    # ruling ITD-5: "may be used (optional)"
    state = expanded("W", "45W", hand="90W", depths={W: "40W", T: "6T 15T"})
    assert Pass() in GAME.legal_actions(state)
    state = act(state, "pass")
    assert depth(state, T) == [6, 15] and state.hands[0] == cards("90W")


def test_the_ability_follows_the_dividend():
    # rulebook: "dividend is paid out before the action"
    state = set_table(3, hands={0: "50O 90W"}, depths={W: "40W"}, portfolios={0: cards("4W")})
    state = act(state, "expand W 50O")
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 1}
    state = settle(state, ["deal 91O"])
    assert pending(state) == {"kind": "ability", "seat": 0}


def test_treasure_and_pearl_offer_no_action():
    state = expanded("P", "48P", hand="90W", depths={P: "43P"})
    assert pending(state) == {"kind": "turn", "seat": 1}
    state = expanded("T", "47T", hand="90W", depths={T: "42T"})
    assert pending(state) == {"kind": "turn", "seat": 1}
