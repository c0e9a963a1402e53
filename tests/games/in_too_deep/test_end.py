"""The deck's passes (ITD-7), the end and final turns (ITD-8), scoring and tie-breaks."""

import random

import pytest

from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import Side
from companion.games.in_too_deep.scoring import score
from companion.games.in_too_deep.state import GameOver

from .tables import O, P, T, W, act, cards, set_table, settle, shares_of


def pending(state):
    return GAME.view(state)["pending"]


# --- ITD-7: the deck runs out ---------------------------------------------------------------


def test_the_deck_running_out_mid_payout_is_reshuffled_and_the_payout_goes_on():
    # ruling ITD-7: owed cards come from the new draw deck
    state = set_table(3, hands={0: "44R"}, portfolios={1: cards("3R 8R 12R")},
                      deck="60T 61P", discard="70P 71R 72W 73O 74T")
    state = act(state, "expand R 44R")
    assert pending(state) == {"kind": "deal", "seat": 1, "count": 2}  # all the deck has
    state = settle(state, ["deal 60T 61P"])
    view = GAME.view(state)
    assert view["depletions"] == 1 and view["deck_pass"] == 2
    assert view["deck"] == 5 and view["discard"] == 0  # the discard pile is the new deck
    assert view["pending"] == {"kind": "deal", "seat": 1, "count": 1}  # the card still owed
    state = settle(state, ["deal 72W"])
    assert len(state.hands[1]) == 3 and state.end_trigger is None


def test_the_second_run_out_triggers_the_end_and_the_payout_finishes_from_the_discard_pile():
    # ruling ITD-7, ruling ITD-8
    state = set_table(3, hands={0: "44R 9W"}, portfolios={1: cards("3R 8R 12R")},
                      deck="60T 61P", discard="70P 71R 72W", depletions=1)
    state = act(state, "expand R 44R")
    state = settle(state, ["deal 60T 61P"])
    view = GAME.view(state)
    assert view["end_trigger"] == "deck" and view["depletions"] == 2
    assert view["pending"] == {"kind": "deal", "seat": 1, "count": 1}
    assert view["draw_pile"] == 3  # the discard pile now
    state = settle(state, ["deal 71R"])
    assert len(state.hands[1]) == 3 and len(state.discard) == 2
    # the triggering turn is not a final turn: the Research ability is still offered
    assert pending(state) == {"kind": "ability", "seat": 0}


def test_two_fundraisers_in_a_row_end_the_game_after_everyones_final_turn():
    # ruling ITD-6, ruling ITD-8: the triggering player takes the last final turn
    state = set_table(3, turn=2, fundraisers=1, fundraiser_last=True, draws_in_a_row=2)
    state = act(state, "draw")
    for _ in range(4):  # seat 2's card, then two for everyone
        state = GAME.apply(state, GAME.chance(state, random.Random(3)))
    assert state.end_trigger == "fundraisers" and [len(h) for h in state.hands] == [2, 2, 3]
    for seat in (0, 1, 2):
        assert pending(state) == {"kind": "turn", "seat": seat}
        state = act(state, "draw")
        state = GAME.apply(state, GAME.chance(state, random.Random(4)))
    assert isinstance(state.step, GameOver)
    assert GAME.to_act(state).terminal and GAME.outcome(state).detail["end_trigger"] == "fundraisers"


def test_final_turns_pay_no_dividends_and_offer_no_abilities():
    # ruling ITD-8
    state = set_table(3, turn=1, hands={1: "44R", 2: "50O"}, portfolios={0: cards("3R 0O"), 1: cards("8R 5O")},
                      end_trigger="deck", final_turns=3, depletions=2)
    state = act(state, "expand R 44R")  # Research to a new decade, and Research has an ability
    assert pending(state) == {"kind": "turn", "seat": 2}
    assert [len(h) for h in state.hands] == [0, 0, 1]
    state = act(state, "expand O 50O")
    assert pending(state) == {"kind": "turn", "seat": 0}
    state = act(state, "draw")  # the deck ran out twice and the discard pile is empty: nothing to draw
    assert state.hands[0] == () and GAME.to_act(state).terminal

# --- scoring ---------------------------------------------------------------------------------


def test_richard_scores_27():
    # ruling ITD-8, rulebook scoring example: 4 Pearl, 3 Wildlife, 2 Treasure
    richard = shares_of(P, 4) + shares_of(W, 3) + shares_of(T, 2)
    used = set(richard)
    state = set_table(3, portfolios={0: richard}, depths={
        T: "51T 62R 73O 84P",  # Treasure value 4
        W: "90W",  # Wildlife value 1
        P: "57P 68W",  # Pearl value 2, each share worth 2 more (basic side)
    })
    assert not used & set(state.companies[T] + state.companies[W] + state.companies[P])
    assert score(state, 0) == 2 * 4 + 3 * 1 + 4 * (2 + 2) == 27


def test_pearl_advanced_shares_are_worth_the_most_valuable_company_minus_two():
    # ruling ITD-9 (Pearl Diving advanced), never below 0
    state = set_table(3, portfolios={0: shares_of(P, 2)}, depths={T: "51T 62R 73O 84P 95W"},
                      sides={P: Side.ADVANCED})
    assert score(state, 0) == 2 * (5 - 2)
    empty = set_table(3, portfolios={0: shares_of(P, 2)}, depths={T: "51T"}, sides={P: Side.ADVANCED})
    assert score(empty, 0) == 0


def test_a_tied_score_goes_to_the_most_cards_in_hand():
    # ruling ITD-8
    state = set_table(3, portfolios={0: cards("0O"), 1: cards("5O")}, depths={O: "14O"},
                      hands={0: "20P", 1: "21R 22W"}, step=GameOver())
    outcome = GAME.outcome(state)
    assert outcome.scores == (1, 1, 0) and outcome.winners == (1,) and outcome.detail["decided_by"] == "hand"


def test_still_tied_the_player_furthest_clockwise_from_the_starter_wins():
    # ruling ITD-8: starter seat 1, so seat 0 is furthest (third after 1, 2)
    state = set_table(3, starter=1, portfolios={0: cards("0O"), 1: cards("5O")}, depths={O: "14O"},
                      hands={0: "20P", 1: "21R"}, step=GameOver())
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,) and outcome.detail["decided_by"] == "seat"
    assert not outcome.shared


def test_the_game_is_not_over_before_the_last_final_turn():
    state = set_table(3, end_trigger="deck", final_turns=1, turn=2, depletions=2)
    assert GAME.outcome(state) is None
    state = act(state, "draw")
    assert GAME.to_act(state).terminal
    with pytest.raises(Exception):
        GAME.apply(state, GAME.parse_action("draw"))
