"""Setting the table for scenario tests: a game mid-play, described in the rulebook's terms.

Cards are written like the action text (``37W``); every card not placed
explicitly lies in the deck, so the 100 cards are all somewhere.
"""

from __future__ import annotations

from dataclasses import replace

from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import BONUS, DECK, UNSEEN, Card, Company, Side
from companion.games.in_too_deep.state import Game, Turn

O, T, P, R, W = (Company.OCEAN_CLEANING, Company.TREASURE_HUNTING, Company.PEARL_DIVING, Company.RESEARCH,
                 Company.WILDLIFE_SPOTTING)


BY_NUMBER = {c.number: c for c in DECK}


def card(text: str | int) -> Card:
    """The deck's card with this number (``"44"`` or ``44``); ``"44R"`` must match the deck."""
    text = str(text)
    if text[-1].isdigit():
        return BY_NUMBER[int(text)]
    parsed = Card.parse(text)
    assert parsed in DECK, f"{text} is not a card of the deck"
    return parsed


def cards(text: str) -> tuple[Card, ...]:
    return tuple(card(word) for word in text.split())


def shares_of(company: Company, count: int, avoid: set[Card] = frozenset()) -> tuple[Card, ...]:
    """``count`` share cards of a company, lowest numbers first, not among ``avoid``."""
    found = [c for c in DECK if c.company is company and c not in avoid]
    return tuple(found[:count])


def set_table(
    seats: int = 3,
    *,
    hands: dict[int, str | tuple[Card, ...]] | None = None,
    hand_sizes: dict[int, int] | None = None,
    portfolios: dict[int, str | tuple[Card, ...]] | None = None,
    depths: dict[Company, str] | None = None,
    deck: str | tuple[Card, ...] | None = None,
    discard: str | tuple[Card, ...] = (),
    bonus_in_deck: int = 0,
    turn: int = 0,
    starter: int = 0,
    sides: dict[Company, Side] | None = None,
    table: bool = False,
    **fields,
) -> Game:
    """A game at the start of ``turn``'s turn with the given table.

    At the table (``table=True``) hands are ``hand_sizes`` unseen cards, and the
    deck and discard pile are unseen too.
    """
    def as_cards(value) -> tuple[Card, ...]:
        return cards(value) if isinstance(value, str) else tuple(value)

    state = GAME.new_game(seats, {"table": table})
    hand_cards = {seat: as_cards(value) for seat, value in (hands or {}).items()}
    portfolio_cards = {holder: as_cards(value) for holder, value in (portfolios or {}).items()}
    depth_cards = {company: cards(text) for company, text in (depths or {}).items()}
    discard_cards = as_cards(discard)
    placed = [c for group in (*hand_cards.values(), *portfolio_cards.values(), *depth_cards.values(),
                              discard_cards) for c in group]
    assert len(placed) == len(set(placed)), "a card placed twice"
    rest = tuple(c for c in DECK if c not in set(placed))
    deck_cards = as_cards(deck) if deck is not None else rest
    holders = seats + (1 if seats == 2 else 0)
    if table:
        sizes = hand_sizes or {seat: len(hand) for seat, hand in hand_cards.items()}
        hands_tuple = tuple((UNSEEN,) * sizes.get(seat, 0) for seat in range(seats))
        deck_items = (UNSEEN,) * len(deck_cards) + (BONUS,) * bonus_in_deck
        discard_items = (UNSEEN,) * len(discard_cards)
    else:
        hands_tuple = tuple(hand_cards.get(seat, ()) for seat in range(seats))
        deck_items = deck_cards + (BONUS,) * bonus_in_deck
        discard_items = discard_cards
    chosen_sides = tuple((sides or {}).get(company, Side.BASIC) for company in Company)
    return replace(
        state,
        sides=chosen_sides,
        deck=deck_items,
        discard=discard_items,
        hands=hands_tuple,
        portfolios=tuple(portfolio_cards.get(holder, ()) for holder in range(holders)),
        companies=tuple(depth_cards.get(company, ()) for company in Company),
        step=fields.pop("step", Turn()),
        turn=turn,
        starter=starter,
        row=(),
        owed=(),
        set_aside=(),
        procedure=None,
        bonus_in_box=0,
        **fields,
    )


def settle(state: Game, deals: list[str] | None = None) -> Game:
    """Apply the given chance outcomes (``"deal 12O 13T"``, ``"reveal 40W"``) while chance is pending."""
    for text in deals or []:
        assert GAME.to_act(state).chance, f"no chance pending for {text!r}"
        state = GAME.apply(state, GAME.parse_action(text))
    return state


def act(state: Game, *texts: str) -> Game:
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(text))
    return state
