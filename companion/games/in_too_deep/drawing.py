"""Drawing cards: the draw pile, its run-outs and the end it triggers (ITD-7).

The draw pile is kept unordered: a shuffle is then no action at all, and each
draw is a chance outcome picked at random from what is left (C-1), which has
the odds of a shuffled deck. At the table its items are unseen (C-2) and only
bonus shares have to be told apart, so a draw asks for an outcome only then.
"""

from __future__ import annotations


from .cards import BONUS, UNSEEN, Card, Item
from .state import Game, without, evolve


def draw_pile(state: Game) -> tuple[Item, ...]:
    """What a draw can take now.

    After the second run-out the owed cards come from the discard pile (ITD-7).
    Bonus shares lying there are not drawn again: that pile is face up and is
    only used to finish payouts (our reading; it also keeps the dummy's
    procedure from cycling one bonus share for ever).
    """
    if state.depletions >= 2:
        return tuple(item for item in state.discard if item is not BONUS)
    return state.deck


def needs_outcome(state: Game) -> bool:
    """A draw needs an outcome from outside: always in simulation; at the
    table only while a bonus share may turn up (ITD-10)."""
    return not state.table or BONUS in draw_pile(state)


def to_pile(state: Game, item: Item) -> Item:
    """A card going into the deck or discard pile; at the table it is lost from view (C-2)."""
    return UNSEEN if state.table and isinstance(item, Card) else item


def take(state: Game, items: tuple[Item, ...]) -> Game:
    """Remove drawn items from the draw pile; a deck emptied by them runs out (ITD-7)."""
    pile_items = [UNSEEN if state.table and isinstance(item, Card) else item for item in items]
    if state.depletions >= 2:
        discard = state.discard
        for item in pile_items:
            discard = without(discard, item)
        return evolve(state, discard=discard)
    deck = state.deck
    for item in pile_items:
        deck = without(deck, item)
    state = evolve(state, deck=deck)
    return run_out(state) if not deck else state


def run_out(state: Game) -> Game:
    """The draw pile is empty. The first time the discard pile becomes the new
    deck; the second time the game end is triggered (ITD-7)."""
    if state.depletions == 0:
        state = evolve(state, depletions=1, deck=state.discard, discard=())
        return run_out(state) if not state.deck else state
    return trigger_end(evolve(state, depletions=2), "deck")


def trigger_end(state: Game, reason: str) -> Game:
    """ITD-8: the turn in progress finishes, then everyone has one final turn."""
    if state.end_trigger is not None:
        return state
    return evolve(state, end_trigger=reason)


def receive(state: Game, seat: int, items: tuple[Item, ...]) -> Game:
    """Drawn items go to the seat's hand; a bonus share is set aside for the dummy (ITD-10)."""
    cards = tuple(item for item in items if item is not BONUS)
    bonuses = len(items) - len(cards)
    hands = state.hands[:seat] + (state.hands[seat] + cards,) + state.hands[seat + 1:]
    state = evolve(state, hands=hands)
    if bonuses:
        state = evolve(state, set_aside=state.set_aside + (seat,) * bonuses)
    return state


def discard_cards(state: Game, items: tuple[Item, ...]) -> Game:
    return evolve(state, discard=state.discard + tuple(to_pile(state, item) for item in items))
