"""At the table the hands are unseen (C-2): counts are kept, played cards are entered."""

import random

import pytest

from companion.games.contract import IllegalAction
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import UNSEEN

from .tables import P, W, act, cards, set_table


def pending(state):
    return GAME.view(state)["pending"]


def test_a_played_card_is_entered_and_the_hand_count_drops():
    # ruling C-2
    state = set_table(3, table=True, hand_sizes={0: 4}, portfolios={1: cards("3R")})
    state = act(state, "expand R 44R")
    # no bonus shares in play: the dividend is drawn without asking anything
    assert GAME.view(state)["hand_sizes"] == [3, 1, 0]
    assert pending(state) == {"kind": "ability", "seat": 0}


def test_a_buy_at_the_table_pays_its_price_as_a_count():
    # ruling ITD-4, ruling C-2
    state = set_table(3, table=True, hand_sizes={0: 4}, portfolios={1: cards("2P 7P")})
    discard_before = GAME.view(state)["discard"]
    state = act(state, "buy 11P")
    view = GAME.view(state)
    assert view["hand_sizes"][0] == 1 and view["discard"] == discard_before + 2
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_at_the_table_a_share_may_be_bought_by_its_company_alone():
    # ruling C-2, ruling ITD-4: the kiosk asks only the company; the price is the same
    state = set_table(3, table=True, hand_sizes={0: 3}, portfolios={1: cards("2P 7P")})
    state = act(state, "buy ?P")
    assert GAME.view(state)["portfolios"][0] == ["?P"] and GAME.view(state)["hand_sizes"][0] == 0
    assert state.shares_in(P) == 3
    with pytest.raises(IllegalAction) as refusal:
        act(set_table(3, hands={0: "2P"}), "buy ?P")
    assert refusal.value.rule == "C-2"


def test_a_card_already_face_up_cannot_be_entered_again():
    # ruling C-2, ruling C-3
    state = set_table(3, table=True, hand_sizes={0: 4}, depths={W: "40W"})
    with pytest.raises(IllegalAction):
        GAME.apply(state, GAME.parse_action("buy 40W"))


def test_an_empty_hand_can_only_draw():
    # ruling C-2: the count is known, so a play from an empty hand is refused with the reason
    state = set_table(3, table=True, hand_sizes={0: 0})
    assert [GAME.action_text(a) for a in GAME.legal_actions(state)] == ["draw"]
    with pytest.raises(IllegalAction) as refusal:
        act(state, "expand W 44R")
    assert refusal.value.rule == "ITD-5" and "your hand is empty" in refusal.value.message


def test_the_public_view_shows_counts_and_no_hand():
    # ruling C-2; in simulation a seat sees its own hand, nobody else's
    state = set_table(3, table=True, hand_sizes={0: 4, 1: 2})
    view = GAME.view(state, 0)
    assert "hand" not in view and view["hand_sizes"] == [4, 2, 0]
    assert set(state.hands[0]) == {UNSEEN}
    simulated = set_table(3, hands={0: "90W 91O", 1: "92T"})
    assert GAME.view(simulated, 0)["hand"] == ["90W", "91O"]
    assert "hand" not in GAME.view(simulated)


def test_two_players_at_the_table_are_asked_only_about_bonus_shares():
    # ruling ITD-10, ruling C-2
    state = set_table(2, table=True, hand_sizes={0: 2}, portfolios={0: cards("3R"), 2: cards("4W")},
                      bonus_in_deck=1)
    state = act(state, "expand R 44R")
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 1}
    assert [GAME.action_text(a) for a in GAME.legal_actions(state)] == ["deal ?", "deal B"]
    state = act(state, "deal B")
    # the replacement: the last bonus share is out, so it is drawn without asking
    assert pending(state) == {"kind": "reveal", "for": "bonus share"}
    state = act(state, "reveal 61P", "reveal 70P", "reveal 72W", "reveal 50O")
    assert state.portfolios[2][-1].text == "72W"
    assert GAME.view(state)["hand_sizes"][0] == 2


def test_table_and_simulation_agree_on_the_counts():
    # the same public actions give the same public table in both modes
    sim = set_table(3, hands={0: "44R 90W 91O"}, portfolios={1: cards("3R 8R")})
    table = set_table(3, table=True, hands={0: "44R 90W 91O"}, portfolios={1: cards("3R 8R")})
    sim = act(sim, "expand R 44R")
    while GAME.to_act(sim).chance:
        sim = GAME.apply(sim, GAME.chance(sim, random.Random(2)))
    table = act(table, "expand R 44R")
    for key in ("hand_sizes", "deck", "discard", "companies", "projected_scores"):
        assert GAME.view(sim)[key] == GAME.view(table)[key], key
