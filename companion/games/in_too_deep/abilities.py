"""The companies' optional abilities, used after an expansion (ITD-5, ITD-9).

Treasure Hunting changes the dividend (``dividend``) and Pearl Diving the
score (``scoring``); the other three offer an optional action here. Using one
never pays a dividend (ITD-5). Costs are paid after the effect (the rules
check first that the hand can pay).
"""

from __future__ import annotations

from typing import Iterable

from .actions import Action, BuyFrom, Clean, ExtraDepth, ResearchBuy, Restack, Shift
from .cards import COMPANIES, DECK, Card, Company, Share, Side
from .drawing import to_pile
from .hands import charge, hand_size, play_from_hand
from .state import Game, fits, without, evolve

OPTIONAL = frozenset({Company.OCEAN_CLEANING, Company.RESEARCH, Company.WILDLIFE_SPOTTING})

# Cards discarded to use Ocean Cleaning (rulebook, Company specific abilities).
OCEAN_CLEANING_COST = {Side.BASIC: 2, Side.ADVANCED: 1}
RESEARCH_DISCOUNT = 2
RESEARCH_MINIMUM_PRICE = 2  # ITD-9
WILDLIFE_BASIC_COST = 1
WILDLIFE_BASIC_REACH = 3  # one of the three most recent depth cards


def playable_cards(state: Game, seat: int) -> Iterable[Card]:
    """Cards the seat might play from hand: its own in simulation; at the table any card not face up."""
    if state.table:
        if not state.hands[seat]:
            return ()
        visible = state.visible()
        return [card for card in DECK if card not in visible]
    return dict.fromkeys(state.hands[seat])  # each card once, in hand order


def share_by_company(state: Game, seat: int) -> tuple[Share, ...]:
    """At the table a bought share may be entered by its company alone (C-2)."""
    return tuple(Share(company) for company in COMPANIES) if state.table and state.hands[seat] else ()


def higher_cards(state: Game, company: Company, card: Card) -> int:
    """Wildlife advanced: one card per higher depth card already in the company."""
    return sum(1 for depth in state.companies[company] if depth.number > card.number)


def uses(state: Game, company: Company) -> list[Action]:
    """Every way the active player can use the ability of ``company`` now (not counting Pass)."""
    seat = state.turn
    size = hand_size(state, seat)
    side = state.side(company)
    found: list[Action] = []
    match company, side:
        case Company.OCEAN_CLEANING, Side.BASIC:
            # ITD-9: any depth card of the chosen company
            if size >= OCEAN_CLEANING_COST[side]:
                found = [Clean(c, card) for c in COMPANIES for card in state.companies[c]]
        case Company.OCEAN_CLEANING, Side.ADVANCED:
            if size >= OCEAN_CLEANING_COST[side]:
                for c in COMPANIES:
                    top = state.top(c)
                    if top is None:
                        continue
                    found.append(Clean(c, top))
                    found.extend(Shift(c, target, top) for target in COMPANIES
                                 if target is not c and fits(top, state.companies[target]))
        case Company.RESEARCH, Side.BASIC:
            shares = [*playable_cards(state, seat), *share_by_company(state, seat)]
            for card in shares:
                if size - 1 >= max(0, state.shares_in(card.company) - RESEARCH_DISCOUNT):
                    found.append(ResearchBuy(card))
        case Company.RESEARCH, Side.ADVANCED:
            for seller in range(len(state.portfolios)):
                if seller == seat:
                    continue
                for c in COMPANIES:
                    if state.shares(seller, c) and size >= max(RESEARCH_MINIMUM_PRICE, state.shares_in(c)):
                        found.append(BuyFrom(seller, c))
        case Company.WILDLIFE_SPOTTING, Side.BASIC:
            if size >= WILDLIFE_BASIC_COST:
                for c in COMPANIES:
                    recent = state.companies[c][-WILDLIFE_BASIC_REACH:]
                    found.extend(Restack(c, card) for card in recent[:-1])
                    for card in recent:
                        found.extend(Shift(c, target, card) for target in COMPANIES
                                     if target is not c and fits(card, state.companies[target]))
        case Company.WILDLIFE_SPOTTING, Side.ADVANCED:
            for card in playable_cards(state, seat):
                for c in COMPANIES:
                    if size - 1 >= higher_cards(state, c, card):
                        found.append(ExtraDepth(c, card))
    return found


def _set_depth(state: Game, company: Company, depth: tuple[Card, ...]) -> Game:
    companies = list(state.companies)
    companies[company] = depth
    return evolve(state, companies=tuple(companies))


def _add_share(state: Game, holder: int, card: Card | Share) -> Game:
    portfolios = list(state.portfolios)
    portfolios[holder] = portfolios[holder] + (card,)
    return evolve(state, portfolios=tuple(portfolios))


def use(state: Game, action: Action) -> Game:
    """The effect of a legal use, then its cost (which ends the turn)."""
    seat = state.turn
    match action:
        case Clean(company, card):
            state = _set_depth(state, company, without(state.companies[company], card))
            state = evolve(state, discard=state.discard + (to_pile(state, card),))
            return charge(state, seat, OCEAN_CLEANING_COST[state.side(Company.OCEAN_CLEANING)])
        case Shift(source, target, card):
            state = _set_depth(state, source, without(state.companies[source], card))
            state = _set_depth(state, target, state.companies[target] + (card,))
            return charge(state, seat, 1)
        case Restack(company, card):
            state = _set_depth(state, company, without(state.companies[company], card) + (card,))
            return charge(state, seat, WILDLIFE_BASIC_COST)
        case ResearchBuy(card):
            price = max(0, state.shares_in(card.company) - RESEARCH_DISCOUNT)
            state = _add_share(play_from_hand(state, seat, card), seat, card)
            return charge(state, seat, price)
        case BuyFrom(seller, company):
            price = max(RESEARCH_MINIMUM_PRICE, state.shares_in(company))
            portfolio = state.portfolios[seller]
            share = next(card for card in reversed(portfolio) if card.company is company)
            portfolios = list(state.portfolios)
            portfolios[seller] = without(portfolio, share)
            state = _add_share(evolve(state, portfolios=tuple(portfolios)), seat, share)
            # ITD-9: the price goes to the seller's hand, or to the discard pile for the dummy
            return charge(state, seat, price, None if seller == state.dummy else seller)
        case ExtraDepth(company, card):
            cost = higher_cards(state, company, card)
            state = play_from_hand(state, seat, card)
            state = _set_depth(state, company, state.companies[company] + (card,))
            return charge(state, seat, cost)
    raise TypeError(f"not an ability: {action!r}")
