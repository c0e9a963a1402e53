"""Legal actions and their effects: the decisions of a turn and the chance outcomes.

Every refusal names its rule (C-3) and leaves the state as it was: effects are
computed on new immutable states only after the checks pass.
"""

from __future__ import annotations

from collections import Counter

from .abilities import playable_cards, share_by_company, use, uses
from .actions import (Action, Buy, BuyFrom, Clean, Deal, Draw, Expand, ExtraDepth, Pass, Pay, ResearchBuy,
                      Restack, Reveal, Shift, Starter, Take)
from .cards import BONUS, COMPANIES, DECK, UNSEEN, Card, Share
from .drawing import draw_pile, trigger_end
from .flow import (DealNeeded, Decision, RevealNeeded, StarterNeeded, advance, deal, dividend,
                   fundraiser_owed, offer_ability, pending, reveal, start_from)
from .hands import charge, hand_size, holds, pay_one, play_from_hand
from .state import Ability, Draft, EndOfTurn, Game, GameOver, Paying, Turn, fits, evolve


class Refusal(Exception):
    """Raised inside the rules; the game turns it into ``IllegalAction``."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


# --- legal actions ---------------------------------------------------------------------


def legal_actions(state: Game) -> list[Action]:
    match pending(state):
        case DealNeeded(_, count):
            if not state.table:
                return []  # too many to list: a shuffle (contract)
            pile = draw_pile(state)
            bonus = pile.count(BONUS)
            return [Deal((UNSEEN,) * (count - b) + (BONUS,) * b)
                    for b in range(min(count, bonus) + 1) if count - b <= len(pile) - bonus]
        case RevealNeeded():
            return [Reveal(item) for item in _revealable(state)]
        case StarterNeeded():
            return [Starter(seat) for seat in range(state.seats)]
        case Decision(None):
            return []
        case Decision(seat):
            return _decisions(state, seat)
    return []


def _revealable(state: Game) -> list:
    pile = draw_pile(state)
    if not state.table:
        return list(dict.fromkeys(pile))
    found: list = []
    if UNSEEN in pile:
        visible = state.visible()
        found = [card for card in DECK if card not in visible]
    if BONUS in pile:
        found.append(BONUS)
    return found


def _decisions(state: Game, seat: int) -> list[Action]:
    match state.step:
        case Draft():
            return [Take(card) for card in dict.fromkeys(state.row)]
        case Turn():
            found: list[Action] = [Draw()]
            size = hand_size(state, seat)
            prices = [state.shares_in(company) for company in COMPANIES]
            tops = [state.top(company) for company in COMPANIES]
            for card in playable_cards(state, seat):
                if size - 1 >= prices[card.company]:
                    found.append(Buy(card))
                for company in COMPANIES:
                    top = tops[company]
                    if top is None or card.number > top.number:
                        found.append(Expand(company, card))
            found.extend(Buy(share) for share in share_by_company(state, seat)
                         if size - 1 >= prices[share.company])
            return found
        case Ability(company):
            return [*uses(state, company), Pass()]
        case Paying(payer=payer):
            return [Pay(card) for card in dict.fromkeys(state.hands[payer])]
    return []


# --- applying ----------------------------------------------------------------------------


def apply(state: Game, action: Action) -> Game:
    """The settled state after ``action``; raises Refusal and changes nothing."""
    match action:
        case Deal(items):
            return advance(_deal(state, items))
        case Reveal(item):
            if not isinstance(pending(state), RevealNeeded) or item not in _revealable(state):
                raise Refusal("C-1", f"{item.text} cannot be turned up now: it is not in the draw pile.")
            return advance(reveal(state, item))
        case Starter(seat):
            if not isinstance(pending(state), StarterNeeded) or not 0 <= seat < state.seats:
                raise Refusal("ITD-3", "The starting player is told once, at setup, and must be a seat.")
            return advance(start_from(state, seat))
    seat = _deciding_seat(state)
    match state.step, action:
        case Draft(picks_left), Take(card):
            if card not in state.row:
                raise Refusal("ITD-3", f"{card.text} is not among the face-up cards of the draft.")
            row = list(state.row)
            row.remove(card)
            portfolios = _with_share(state, seat, card)
            after = evolve(state, row=tuple(row), portfolios=portfolios, step=Draft(picks_left - 1),
                            turn=(seat + 1) % state.seats)
            if picks_left == 1:
                after = evolve(after, step=Turn(), turn=state.starter)
            return advance(after)
        case Turn(), Buy(card):
            return advance(_buy(state, seat, card))
        case Turn(), Expand(company, card):
            return advance(_expand(state, seat, company, card))
        case Turn(), Draw():
            return advance(_draw(state, seat))
        case Paying(), Pay(card):
            if card not in state.hands[seat]:
                raise Refusal("ITD-4", f"{card.text} is not in your hand to pay with.")
            return advance(pay_one(state, card))
        case Ability(company), Pass():
            return advance(evolve(state, step=EndOfTurn()))
        case Ability(company), Clean() | Shift() | Restack() | ResearchBuy() | BuyFrom() | ExtraDepth():
            if action not in uses(state, company):
                raise Refusal("ITD-9", f"{company.title}'s ability cannot do that now.")
            return advance(use(state, action))
    raise Refusal("ITD: turn", f"That is not possible now: {_waiting_for(state)}.")


def _deciding_seat(state: Game) -> int:
    match pending(state):
        case Decision(seat) if seat is not None:
            return seat
        case Decision():
            raise Refusal("ITD-8", "The game is over.")
    raise Refusal("C-1", f"The game waits for {_waiting_for(state)}.")


def _waiting_for(state: Game) -> str:
    match pending(state):
        case DealNeeded(seat, count):
            return f"seat {seat + 1} to draw {count} card(s)"
        case RevealNeeded():
            return "a card to be turned face up"
        case StarterNeeded():
            return "the seat holding the lowest card"
    match state.step:
        case Draft():
            return "the starting draft"
        case Turn():
            return "a buy, an expansion or a draw"
        case Ability(company):
            return f"{company.title}'s ability or a pass"
        case Paying(remaining=remaining):
            return f"{remaining} more card(s) of a payment"
        case GameOver():
            return "nothing: the game is over"
    return "something else"


def _with_share(state: Game, holder: int, card: Card | Share) -> tuple:
    portfolios = list(state.portfolios)
    portfolios[holder] = portfolios[holder] + (card,)
    return tuple(portfolios)


def _deal(state: Game, items: tuple) -> Game:
    need = pending(state)
    if not isinstance(need, DealNeeded):
        raise Refusal("C-1", f"No draw is pending; the game waits for {_waiting_for(state)}.")
    if len(items) != need.count:
        raise Refusal("ITD-7", f"Seat {need.seat + 1} draws {need.count} card(s) now, not {len(items)}.")
    if state.table and any(isinstance(item, Card) for item in items):
        raise Refusal("C-2", "At the table drawn cards stay unseen: enter only how many bonus shares came.")
    wanted = Counter(items)
    have = Counter(draw_pile(state))
    if any(have[item] < n for item, n in wanted.items()):
        raise Refusal("C-1", "Those cards are not in the draw pile.")
    return deal(state, items)


def _not_held(state: Game, seat: int, card, rule_text: str) -> str:
    if state.table and not state.hands[seat]:
        return f"{rule_text}: your hand is empty (the kiosk counts {len(state.hands[seat])} cards)."
    if state.table:
        return f"{rule_text}: {card.text} is already face up on the table."
    return f"{rule_text}: {card.text} is not in your hand."


def _active(state: Game) -> Game:
    """A buy or an expansion breaks a run of draws (ITD-6)."""
    return evolve(state, draws_in_a_row=0, fundraiser_last=False)


def _buy(state: Game, seat: int, card: Card | Share) -> Game:
    if isinstance(card, Share) and not state.table:
        raise Refusal("C-2", "Only at the table is a share bought by its company alone; here play the card.")
    if not holds(state, seat, card):
        raise Refusal("ITD-4", _not_held(state, seat, card, "You can only buy a share you hold"))
    price = state.shares_in(card.company)  # ITD-4: the dummy's shares count too
    left = hand_size(state, seat) - 1
    if left < price:
        raise Refusal("ITD-4", f"A {card.company.title} share costs {price} card(s); you would have {left}.")
    state = play_from_hand(_active(state), seat, card)
    state = evolve(state, portfolios=_with_share(state, seat, card))
    return charge(state, seat, price)


def _expand(state: Game, seat: int, company, card: Card) -> Game:
    if not isinstance(card, Card) or not holds(state, seat, card):
        raise Refusal("ITD-5", _not_held(state, seat, card, "You can only play a depth card you hold"))
    depth = state.companies[company]
    if not fits(card, depth):
        raise Refusal("ITD-5", f"{card.number} is not higher than {depth[-1].number}, the most recent "
                               f"depth card of {company.title}.")
    new_decade = not depth or depth[-1].decade != card.decade
    state = play_from_hand(_active(state), seat, card)
    companies = list(state.companies)
    companies[company] = depth + (card,)
    state = evolve(state, companies=tuple(companies))
    if new_decade and not state.in_final_turns:  # ITD-8: no dividends in final turns
        state = evolve(state, owed=dividend(state, company, seat))
    return offer_ability(state, company)


def _draw(state: Game, seat: int) -> Game:
    owed = ((seat, 1),)
    in_a_row = state.draws_in_a_row + 1
    fundraiser_last = state.fundraiser_last
    held = state.fundraisers
    # ITD-6: everyone drew in a row. Not once the end is triggered: the game is ending anyway.
    if in_a_row == state.seats and state.end_trigger is None:
        owed += fundraiser_owed(state)
        in_a_row = 0
        held += 1
        if fundraiser_last:
            state = trigger_end(state, "fundraisers")
        fundraiser_last = True
    return evolve(state, owed=owed, draws_in_a_row=in_a_row, fundraiser_last=fundraiser_last,
                   fundraisers=held, step=EndOfTurn())
