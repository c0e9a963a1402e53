"""The two-player game: the dummy's portfolio and its bonus shares (ITD-10)."""

import random

from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import BONUS

from .tables import P, W, act, card, cards, set_table, settle


def pending(state):
    return GAME.view(state)["pending"]


def depth(state, company):
    return [c.number for c in state.companies[company]]


def test_two_player_setup_deals_eight_and_lays_out_six_dummy_shares_and_five_bonus_shares():
    # ruling ITD-10, ruling ITD-3 (the second player still gets one extra card)
    rng = random.Random(7)
    state = GAME.new_game(2, {})
    while GAME.to_act(state).chance:
        state = GAME.apply(state, GAME.chance(state, rng))
    sizes = sorted(len(hand) for hand in state.hands)
    assert sizes == [8, 9]
    assert len(state.hands[state.starter]) == 8
    assert len(state.portfolios[2]) == 6 and state.portfolios[0] == state.portfolios[1] == ()
    assert state.deck.count(BONUS) == 5 and len(state.deck) == 100 - 17 - 6 + 5
    assert pending(state) == {"kind": "turn", "seat": state.starter}  # no draft with two players


def bonus_table(**fields):
    return set_table(2, hands={0: "90W"}, portfolios={2: cards("4W 9W 2P")}, depths={W: "40W"},
                     bonus_in_deck=2, **fields)


def test_a_drawn_bonus_share_gives_the_dummy_the_share_it_owns_most_of():
    # ruling ITD-10: discard it, draw a replacement, turn up four
    state = act(bonus_table(), "draw")
    state = settle(state, ["deal B"])
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 1}  # the replacement
    assert state.discard == (BONUS,)
    state = settle(state, ["deal 60T"])
    assert state.hands[0] == cards("90W 60T")
    state = settle(state, ["reveal 61P", "reveal 70P", "reveal 72W", "reveal 50O"])
    assert state.portfolios[2] == cards("4W 9W 2P 72W")  # Wildlife: the dummy owns most
    assert depth(state, W) == [40, 50]  # the lowest card of the other three that fits, no dividend
    assert set(cards("61P 70P")) <= set(state.discard)
    assert state.owed == () and pending(state) == {"kind": "turn", "seat": 1}


def test_on_a_tie_the_dummy_gets_the_share_drawn_first():
    # ruling ITD-10
    state = set_table(2, portfolios={2: cards("4W 2P")}, depths={P: "75P"}, bonus_in_deck=1)
    state = act(state, "draw")
    state = settle(state, ["deal B", "deal 60T", "reveal 61P", "reveal 72W", "reveal 50O", "reveal 80R"])
    assert state.portfolios[2][-1] == card("61P")
    assert depth(state, P) == [75, 80]  # 50 and 72 do not fit on 75


def test_no_card_fits_and_all_three_are_discarded():
    state = set_table(2, portfolios={2: cards("4W")}, depths={W: "95W"}, bonus_in_deck=1)
    state = act(state, "draw")
    state = settle(state, ["deal B", "deal 60T", "reveal 72W", "reveal 61P", "reveal 70P", "reveal 50O"])
    assert depth(state, W) == [95] and set(cards("61P 70P 50O")) <= set(state.discard)


def test_a_bonus_share_drawn_while_another_is_resolved_waits_until_it_is_done():
    # ruling ITD-10: "A bonus share drawn during this is resolved after"
    state = act(bonus_table(), "draw")
    state = settle(state, ["deal B", "deal 60T", "reveal 61P", "reveal B"])
    view = GAME.view(state)
    assert view["dummy"]["set_aside"] == 1 and view["dummy"]["revealed"] == ["61P"]
    assert view["pending"] == {"kind": "reveal", "for": "bonus share"}  # still four DS cards to see
    state = settle(state, ["reveal 70P", "reveal 72W", "reveal 50O"])
    assert state.portfolios[2][-1] == card("72W") and depth(state, W) == [40, 50]
    # the first is done; now the waiting bonus share: discarded, no replacement (the dummy drew it)
    assert state.discard.count(BONUS) == 2
    assert pending(state) == {"kind": "reveal", "for": "bonus share"}
    state = settle(state, ["reveal 81W", "reveal 52P", "reveal 53R", "reveal 54W"])
    assert state.portfolios[2][-1] == card("81W")  # Wildlife again, drawn first of the two
    assert depth(state, W) == [40, 50, 52]
    assert pending(state) == {"kind": "turn", "seat": 1}


def test_a_bonus_share_drawn_as_the_replacement_waits_and_brings_another_replacement():
    # ruling ITD-10
    state = act(bonus_table(), "draw")
    state = settle(state, ["deal B", "deal B"])
    assert pending(state) == {"kind": "reveal", "for": "bonus share"}
    state = settle(state, ["reveal 61P", "reveal 70P", "reveal 72W", "reveal 50O"])
    assert pending(state) == {"kind": "deal", "seat": 0, "count": 1}  # the second one's replacement
    state = settle(state, ["deal 60T"])
    assert state.hands[0] == cards("90W 60T")


def test_a_bonus_share_in_a_dividend_interrupts_it_and_the_payout_resumes():
    # ruling ITD-10 with ITD-5: the procedure runs when the share is drawn
    state = set_table(2, hands={0: "44R"}, portfolios={0: cards("3R"), 1: cards("8R 12R"), 2: cards("4W")},
                      bonus_in_deck=1)
    state = act(state, "expand R 44R")
    state = settle(state, ["deal B", "deal 60T", "reveal 61P", "reveal 70P", "reveal 72W", "reveal 50O"])
    assert state.hands[0] == cards("60T")
    assert pending(state) == {"kind": "deal", "seat": 1, "count": 2}


def test_the_dummy_takes_no_turn_and_does_not_compete():
    # ruling ITD-10: only seats 0 and 1 take turns and score
    state = set_table(2, portfolios={2: cards("4W 9W 13W")}, depths={W: "40W 50O 60T"})
    assert len(GAME.view(state)["projected_scores"]) == 2
    state = set_table(2)
    state = act(state, "draw")
    state = GAME.apply(state, GAME.chance(state, random.Random(1)))
    assert pending(state) == {"kind": "turn", "seat": 1}
    state = act(state, "draw")
    state = GAME.apply(state, GAME.chance(state, random.Random(1)))
    assert state.fundraisers == 1  # both players drew in a row: the dummy is not waited for
