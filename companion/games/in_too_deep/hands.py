"""Cards leaving a hand: played cards and payments.

At the table a hand is a count of unseen cards (C-2): a played card is entered
when it is played, and a payment is just that many cards, so it needs no
choice. In simulation the payer chooses each card (the ``Paying`` step).
"""

from __future__ import annotations


from .cards import UNSEEN, Card, Share
from .state import EndOfTurn, Game, Paying, without, evolve


def hand_size(state: Game, seat: int) -> int:
    return len(state.hands[seat])


def holds(state: Game, seat: int, card: Card | Share) -> bool:
    """Can the seat play this card? At the table: any card not already face up, or a
    share by its company alone, if the hand has a card. In simulation: a card in hand."""
    if state.table:
        return bool(state.hands[seat]) and (isinstance(card, Share) or card not in state.visible())
    return card in state.hands[seat]


def set_hand(state: Game, seat: int, hand: tuple) -> Game:
    return evolve(state, hands=state.hands[:seat] + (hand,) + state.hands[seat + 1:])


def play_from_hand(state: Game, seat: int, card: Card | Share) -> Game:
    hand = state.hands[seat]
    return set_hand(state, seat, without(hand, UNSEEN if state.table else card))


def charge(state: Game, payer: int, amount: int, payee: int | None = None) -> Game:
    """The payer gives ``amount`` cards, to the discard pile or to ``payee``'s hand; then the turn ends."""
    if amount <= 0:
        return evolve(state, step=EndOfTurn())
    if not state.table:
        return evolve(state, step=Paying(payer, amount, payee))
    hand = state.hands[payer]
    state = set_hand(state, payer, hand[amount:])
    paid = hand[:amount]
    if payee is None:
        state = evolve(state, discard=state.discard + paid)
    else:
        state = set_hand(state, payee, state.hands[payee] + paid)
    return evolve(state, step=EndOfTurn())


def pay_one(state: Game, card: Card) -> Game:
    """One card of a simulated payment."""
    step = state.step
    state = play_from_hand(state, step.payer, card)
    if step.payee is None:
        state = evolve(state, discard=state.discard + (card,))
    else:
        state = set_hand(state, step.payee, state.hands[step.payee] + (card,))
    if step.remaining == 1:
        return evolve(state, step=EndOfTurn())
    return evolve(state, step=Paying(step.payer, step.remaining - 1, step.payee))
