"""Company values, share values, scores and the winner (ITD-8, Pearl Diving in ITD-9)."""

from __future__ import annotations

from .cards import COMPANIES, Company, Side
from .state import Game

PEARL_BASIC_BONUS = 2  # rulebook: each Pearl share is worth two more
PEARL_ADVANCED_DISCOUNT = 2  # ITD-9: the most valuable company minus two, never below 0


def share_value(state: Game, company: Company) -> int:
    """What one share of ``company`` scores now (a projection until the game ends)."""
    value = state.value(company)
    if company is Company.PEARL_DIVING:
        if state.side(company) is Side.BASIC:
            return value + PEARL_BASIC_BONUS
        # ITD-9: the highest company value in the game, Pearl Diving's own included
        return max(0, max(state.value(c) for c in COMPANIES) - PEARL_ADVANCED_DISCOUNT)
    return value


def score(state: Game, holder: int) -> int:
    """ITD-8: shares times the company's share value, summed over the companies."""
    return sum(state.shares(holder, company) * share_value(state, company) for company in COMPANIES)


def scores(state: Game) -> tuple[int, ...]:
    return tuple(score(state, seat) for seat in range(state.seats))


def ranking_key(state: Game, seat: int) -> tuple[int, int, int]:
    """ITD-8: score, then cards in hand, then furthest clockwise from the starting player."""
    starter = state.starter or 0
    return score(state, seat), len(state.hands[seat]), (seat - starter) % state.seats


def winner(state: Game) -> tuple[int, str]:
    """The single winner and what decided it: "score", "hand" or "seat"."""
    keys = {seat: ranking_key(state, seat) for seat in range(state.seats)}
    best = max(keys, key=keys.__getitem__)
    rivals = [seat for seat in keys if seat != best]
    if all(keys[seat][0] < keys[best][0] for seat in rivals):
        decided = "score"
    elif all(keys[seat][:2] < keys[best][:2] for seat in rivals):
        decided = "hand"
    else:
        decided = "seat"
    return best, decided
