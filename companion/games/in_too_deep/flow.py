"""What happens without anyone deciding: dealing, payouts, the dummy's bonus
shares, setup stages, turn order and the final turns.

``advance`` runs all of it and stops where a decision or a chance outcome is
needed; ``pending`` names that point. Priority: a running bonus-share
procedure, then set-aside bonus shares, then owed draws, then ``state.step``.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import dummy
from .abilities import OPTIONAL, uses
from .cards import BONUS, UNSEEN, Card, Company, Side
from .drawing import draw_pile, needs_outcome, receive, take
from .state import (Ability, Draft, EndOfTurn, FindStarter, Game, GameOver, InitialDeal, LayOut, Paying,
                    Turn, evolve)

OPENING_HAND = 6  # ITD-3
OPENING_HAND_TWO_PLAYERS = 8  # ITD-10
DUMMY_OPENING_SHARES = 6  # ITD-10
BONUS_SHARES = 5  # ITD-10
DRAFT_ROUNDS = 2  # ITD-3
FUNDRAISER_CARDS = 2  # ITD-6


# --- what the game waits for ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealNeeded:
    """A draw of ``count`` cards for ``seat`` needs its outcome."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class RevealNeeded:
    """A card must be turned face up (draft row, dummy's shares, bonus-share procedure)."""


@dataclass(frozen=True, slots=True)
class StarterNeeded:
    """At the table: who holds the lowest card (ITD-3)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """A seat decides (draft, turn, ability, payment); or nobody once the game is over."""

    seat: int | None


Pending = DealNeeded | RevealNeeded | StarterNeeded | Decision


def pending(state: Game) -> Pending:
    """What ``state`` (settled by ``advance``) waits for."""
    procedure = state.procedure
    if procedure is not None:
        if procedure.replacement_for is not None:
            return DealNeeded(procedure.replacement_for, 1)
        return RevealNeeded()
    if state.owed:
        seat, count = state.owed[0]
        return DealNeeded(seat, min(count, len(draw_pile(state))))
    match state.step:
        case FindStarter():
            return StarterNeeded()
        case LayOut():
            return RevealNeeded()
        case Paying(payer=payer):
            return Decision(payer)
        case GameOver():
            return Decision(None)
    return Decision(state.turn)


def advance(state: Game) -> Game:
    while True:
        after = _settle_one(state)
        if after is None:
            return state
        state = after


def _settle_one(state: Game) -> Game | None:
    """One automatic change, or None when a decision or an outcome is needed."""
    procedure = state.procedure
    if procedure is not None:
        pile = draw_pile(state)
        if procedure.replacement_for is not None:
            if not pile:
                return evolve(state, procedure=evolve(procedure, replacement_for=None))
            return None if needs_outcome(state) else deal(state, (UNSEEN,))
        if len(procedure.revealed) < dummy.REVEALED_PER_BONUS and pile:
            return None
        return dummy.resolve(state)
    if state.set_aside:
        return dummy.begin(state)
    if state.owed:
        seat, count = state.owed[0]
        pile = draw_pile(state)
        if not pile:  # nothing left anywhere: the owed cards are lost
            return evolve(state, owed=state.owed[1:])
        return None if needs_outcome(state) else deal(state, (UNSEEN,) * min(count, len(pile)))
    match state.step:
        case InitialDeal():
            if state.table:
                return evolve(state, step=FindStarter())
            lowest = min((card.number, seat) for seat, hand in enumerate(state.hands) for card in hand)
            return start_from(state, lowest[1])
        case LayOut(count):
            if len(state.row) < count and draw_pile(state):
                return None
            return _laid_out(state)
        case Ability(company):
            return None if uses(state, company) else evolve(state, step=EndOfTurn())
        case EndOfTurn():
            return end_turn(state)
    return None


# --- setup (ITD-3, ITD-10) --------------------------------------------------------------


def opening(seats: int, table: bool, sides: tuple[Side, ...], deck: tuple[Card, ...]) -> Game:
    hand = OPENING_HAND_TWO_PLAYERS if seats == 2 else OPENING_HAND
    state = Game(
        seats=seats,
        table=table,
        sides=sides,
        deck=(UNSEEN,) * len(deck) if table else deck,
        discard=(),
        hands=((),) * seats,
        portfolios=((),) * (seats + (1 if seats == 2 else 0)),
        companies=((),) * len(Company),
        step=InitialDeal(),
        owed=tuple((seat, hand) for seat in range(seats)),
        # ITD-10: the bonus shares go into the deck once hands and the dummy's shares are out (our reading)
        bonus_in_box=BONUS_SHARES if seats == 2 else 0,
    )
    return advance(state)


def start_from(state: Game, starter: int) -> Game:
    """The starter is known: the k-th player clockwise after them gets k extra cards (ITD-3)."""
    extras = tuple(((starter + k) % state.seats, k) for k in range(1, state.seats))
    count = DUMMY_OPENING_SHARES if state.two_player else DRAFT_ROUNDS * state.seats
    return evolve(state, starter=starter, turn=starter, owed=state.owed + extras, step=LayOut(count))


def _laid_out(state: Game) -> Game:
    if state.two_player:
        # ITD-10: the six cards are the dummy's shares; then the bonus shares go into the deck
        portfolios = state.portfolios[:2] + (state.row,)
        return evolve(state, portfolios=portfolios, row=(), deck=state.deck + (BONUS,) * state.bonus_in_box,
                       bonus_in_box=0, step=Turn(), turn=state.starter)
    return evolve(state, step=Draft(len(state.row)), turn=state.starter)


def deal(state: Game, items: tuple) -> Game:
    """A legal draw outcome: the items leave the draw pile for the seat's hand."""
    match pending(state):
        case DealNeeded(seat, _):
            pass
        case _:
            raise AssertionError("no draw pending")
    procedure = state.procedure
    if procedure is not None:
        state = evolve(state, procedure=evolve(procedure, replacement_for=None))
    else:
        owed_seat, count = state.owed[0]
        rest = count - len(items)
        state = evolve(state, owed=((owed_seat, rest),) + state.owed[1:] if rest else state.owed[1:])
    state = take(state, items)
    return receive(state, seat, tuple(UNSEEN if state.table and item is not BONUS else item for item in items))


def reveal(state: Game, item) -> Game:
    """A legal card turned face up, into the draft row or the dummy's four."""
    state = take(state, (item,))
    if item is BONUS:  # ITD-10: drawn during the procedure, it waits
        return evolve(state, set_aside=state.set_aside + (None,))
    if state.procedure is not None:
        return evolve(state, procedure=evolve(state.procedure, revealed=state.procedure.revealed + (item,)))
    return evolve(state, row=state.row + (item,))


# --- turns -------------------------------------------------------------------------------


def next_seat(state: Game, seat: int) -> int:
    return (seat + 1) % state.seats


def clockwise_from(state: Game, seat: int) -> tuple[int, ...]:
    return tuple((seat + k) % state.seats for k in range(state.seats))


def dividend(state: Game, company: Company, trigger: int) -> tuple[tuple[int, int], ...]:
    """Cards each seat draws, clockwise from the active player (ITD-5). The dummy draws nothing."""
    cards = [state.shares(seat, company) for seat in range(state.seats)]
    if company is Company.TREASURE_HUNTING:
        # The most shares counts the dummy's too: its shares are shares (our reading of ITD-9)
        most = max(state.shares(holder, company) for holder in range(len(state.portfolios)))
        if state.side(company) is Side.BASIC:
            cards = [n + 1 if most and n == most else n for n in cards]
        else:  # ITD-9: replaces only the trigger player's own dividend
            cards[trigger] = most
    return tuple((seat, cards[seat]) for seat in clockwise_from(state, trigger) if cards[seat])


def end_turn(state: Game) -> Game:
    """ITD-8: once the end is triggered, each player takes one final turn, the triggering player last."""
    state = evolve(state, turns_taken=state.turns_taken + 1)
    if state.end_trigger is not None:
        left = state.seats if state.final_turns is None else state.final_turns - 1
        if left == 0:
            return evolve(state, final_turns=0, step=GameOver())
        state = evolve(state, final_turns=left)
    return evolve(state, turn=next_seat(state, state.turn), step=Turn())


def fundraiser_owed(state: Game) -> tuple[tuple[int, int], ...]:
    return tuple((seat, FUNDRAISER_CARDS) for seat in clockwise_from(state, state.turn))


def offer_ability(state: Game, company: Company) -> Game:
    """ITD-5 / ITD-8: the optional ability follows the dividend, never in a final turn."""
    if company in OPTIONAL and not state.in_final_turns:
        return evolve(state, step=Ability(company))
    return evolve(state, step=EndOfTurn())
