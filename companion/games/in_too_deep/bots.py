"""Bots for In Too Deep. Each is deterministic for a given seeded Random.

``investor`` (the default) weighs every choice in cards, the game's currency:
a share is worth what its company should be worth at the end, a card in hand
is worth a little over half a point, and jumping a company deep costs its
shareholders the growth it skips. ``random`` picks uniformly (for tests and
to measure the investor against).
"""

from __future__ import annotations

import random
from typing import Any

from .abilities import use
from .actions import (Buy, BuyFrom, Clean, Draw, Expand, ExtraDepth, Pass, Pay, ResearchBuy, Restack, Shift,
                      Take)
from .cards import COMPANIES, Card, Company, Side
from .flow import dividend
from .rules import legal_actions
from .scoring import PEARL_ADVANCED_DISCOUNT, PEARL_BASIC_BONUS
from .state import Ability, Draft, Game, Paying, Turn

# Weights tuned head to head (400 games a side at 2 and 4 players; see the report of issue 6):
CARD = 0.4  # what a card in hand is worth, in points
GROWTH = 1.0  # expected points a company still gains per decade of room, over a whole game
SKIP_COST = 0.3  # share of a stake lost per decade an expansion skips
DECADES = 10


def random_bot(state: Game, seat: int, rng: random.Random) -> Any:
    legal = legal_actions(state)
    return legal[rng.randrange(len(legal))]


# --- the investor's estimates ------------------------------------------------------------------


def _time_left(state: Game) -> float:
    """Share of the game still to come, from the cards left before the second run-out (ITD-7)."""
    if state.end_trigger is not None:
        return 0.0
    left = len(state.deck) + (len(state.discard) if state.depletions == 0 else 0)
    return min(1.0, left / 100)


def _expected_values(state: Game) -> list[float]:
    """Each company's value at the end, guessed: today's plus the decades it still has room for."""
    time_left = _time_left(state)
    values = []
    for company in COMPANIES:
        top = state.top(company)
        room = DECADES - (top.decade + 1 if top else 0)
        values.append(state.value(company) + GROWTH * room * time_left)
    return values


def _share_worths(state: Game, values: list[float]) -> list[float]:
    worths = list(values)
    pearl = Company.PEARL_DIVING
    if state.side(pearl) is Side.BASIC:
        worths[pearl] += PEARL_BASIC_BONUS
    else:
        worths[pearl] = max(0.0, max(values) - PEARL_ADVANCED_DISCOUNT)
    return worths


def _holdings(state: Game) -> list[list[int]]:
    """Shares per holder per company, counted once per decision."""
    table = []
    for portfolio in state.portfolios:
        counts = [0] * len(COMPANIES)
        for card in portfolio:
            counts[card.company] += 1
        table.append(counts)
    return table


def _margin(state: Game, seat: int, worths: list[float]) -> float:
    """My portfolio's expected worth against the best rival's."""
    holdings = _holdings(state)
    totals = [sum(holdings[s][c] * worths[c] for c in COMPANIES) for s in range(state.seats)]
    rivals = [total for s, total in enumerate(totals) if s != seat]
    return totals[seat] - (max(rivals) if rivals else 0)


def _stakes(holdings: list[list[int]], seat: int) -> list[float]:
    """How much more of each company I own than the average rival (the dummy counts as a rival)."""
    rivals = len(holdings) - 1
    return [holdings[seat][c] - (sum(row[c] for row in holdings) - holdings[seat][c]) / rivals
            for c in COMPANIES]


def _keep_worth(state: Game, card: Card, worths: list[float], stakes: list[float],
                prices: list[int]) -> float:
    """How much I would miss this card if I paid with it."""
    share = worths[card.company] - prices[card.company] * CARD
    depth = max((stakes[c] for c in COMPANIES
                 if state.top(c) is None or card.number > state.top(c).number), default=-1.0)
    return max(share, depth, 0.0) + card.number / 1000  # prefer paying with high numbers on ties


# --- decisions ---------------------------------------------------------------------------------


def _turn(state: Game, seat: int, rng: random.Random) -> Any:
    values = _expected_values(state)
    worths = _share_worths(state, values)
    time_left = _time_left(state)
    best, best_score = Draw(), _draw_score(state, seat, worths)
    hand = state.hands[seat]
    size = len(hand)
    holdings = _holdings(state)
    stakes = _stakes(holdings, seat)
    prices = [sum(row[c] for row in holdings) for c in COMPANIES]
    my_dividend = [0 if state.in_final_turns else
                   sum(n for s, n in dividend(state, c, seat) if s == seat) for c in COMPANIES]
    for card in dict.fromkeys(hand):
        price = prices[card.company]
        if size - 1 >= price:
            score = worths[card.company] - CARD * (price + 1)
            if score > best_score:
                best, best_score = Buy(card), score
        for company in COMPANIES:
            top = state.top(company)
            if top is not None and card.number <= top.number:
                continue
            skipped = (card.decade - (top.decade + 1 if top else 0)) * SKIP_COST * time_left
            score = stakes[company] * (1 - skipped) - CARD
            if top is None or top.decade != card.decade:
                score += CARD * my_dividend[company]
            score += rng.random() * 0.01  # seeded: breaks ties the same way every replay
            if score > best_score:
                best, best_score = Expand(company, card), score
    return best


def _draw_score(state: Game, seat: int, worths: list[float]) -> float:
    score = CARD
    if state.draws_in_a_row == state.seats - 1 and state.end_trigger is None:
        # my draw holds the fundraiser (ITD-6): everyone gets two, so it gains me nothing over the others
        if state.fundraiser_last:  # ... but a second one in a row ends the game
            score += 5.0 if _margin(state, seat, worths) > 0 else -5.0
    return score


def _ability(state: Game, seat: int, rng: random.Random) -> Any:
    worths = _share_worths(state, _expected_values(state))
    base = _margin(state, seat, worths)
    best, best_gain = Pass(), 0.0
    for action in legal_actions(state):
        match action:
            case Pass():
                continue
            case Clean() | Shift() | Restack() | ResearchBuy() | BuyFrom() | ExtraDepth():
                after = use(state, action)
                cost = after.step.remaining if isinstance(after.step, Paying) else 0
                if isinstance(action, ResearchBuy | ExtraDepth):
                    cost += 1  # the card played from hand
                gain = _margin(after, seat, _share_worths(after, _expected_values(after))) - base - CARD * cost
                if gain > best_gain:
                    best, best_gain = action, gain
    return best


def investor(state: Game, seat: int, rng: random.Random) -> Any:
    if state.table:
        # At the table the hands are unseen (C-2): there is nothing to value, so
        # the investor plays any legal action rather than guess at hidden cards.
        return random_bot(state, seat, rng)
    match state.step:
        case Turn():
            return _turn(state, seat, rng)
        case Draft():
            values = _share_worths(state, _expected_values(state))
            return Take(max(dict.fromkeys(state.row), key=lambda card: (values[card.company], -card.number)))
        case Paying(payer=payer):
            worths = _share_worths(state, _expected_values(state))
            holdings = _holdings(state)
            stakes = _stakes(holdings, payer)
            prices = [sum(row[c] for row in holdings) for c in COMPANIES]
            return Pay(min(dict.fromkeys(state.hands[payer]),
                           key=lambda card: _keep_worth(state, card, worths, stakes, prices)))
        case Ability():
            return _ability(state, seat, rng)
    return random_bot(state, seat, rng)


BOTS = {"investor": investor, "random": random_bot}

