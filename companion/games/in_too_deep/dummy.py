"""The two-player dummy ('the imaginary third player') and its bonus shares (ITD-10).

A drawn bonus share is set aside at once. Its procedure then runs: the bonus
share is discarded, the player who drew it draws a replacement, four DS cards
are revealed; the dummy gets the share it already owns most of (tie: the one
revealed first), the lowest of the other three that fits that company is
played on it (no dividend), the rest are discarded. A bonus share turning up
meanwhile waits in the set-aside queue until this procedure is done.
"""

from __future__ import annotations


from .cards import BONUS, Card
from .drawing import discard_cards
from .state import BonusProcedure, Game, fits, evolve

REVEALED_PER_BONUS = 4


def begin(state: Game) -> Game:
    """Start the procedure of the oldest set-aside bonus share: step 1, discard it."""
    drawn_by = state.set_aside[0]
    state = evolve(state, set_aside=state.set_aside[1:], discard=state.discard + (BONUS,))
    return evolve(state, procedure=BonusProcedure(replacement_for=drawn_by))


def chosen_share(state: Game, revealed: tuple[Card, ...]) -> Card:
    """Step 3: the share the dummy owns most of; on a tie the one revealed first."""
    dummy = state.dummy
    best = revealed[0]
    best_count = state.shares(dummy, best.company)
    for card in revealed[1:]:
        count = state.shares(dummy, card.company)
        if count > best_count:  # strictly more: a tie keeps the earlier card
            best, best_count = card, count
    return best


def resolve(state: Game) -> Game:
    """Steps 3 and 4 once the four cards are revealed (fewer if the piles ran dry)."""
    revealed = state.procedure.revealed
    state = evolve(state, procedure=None)
    if not revealed:
        return state
    share = chosen_share(state, revealed)
    rest = list(revealed)
    rest.remove(share)
    dummy = state.dummy
    portfolios = state.portfolios[:dummy] + (state.portfolios[dummy] + (share,),)
    state = evolve(state, portfolios=portfolios)
    depth = state.companies[share.company]
    fitting = [card for card in rest if fits(card, depth)]
    if fitting:
        lowest = min(fitting, key=lambda card: card.number)
        rest.remove(lowest)
        companies = list(state.companies)
        companies[share.company] = depth + (lowest,)  # no dividend (ITD-10)
        state = evolve(state, companies=tuple(companies))
    return discard_cards(state, tuple(rest))


def played_depth(before: Game, after: Game) -> Card | None:
    """The depth card the dummy's procedure played, for describing it."""
    for company, depth in enumerate(after.companies):
        if len(depth) > len(before.companies[company]):
            return depth[-1]
    return None
