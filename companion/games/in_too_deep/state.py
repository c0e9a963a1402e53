"""The state of a game of In Too Deep: the table, the piles, and what is pending.

Everything is immutable. Hands and piles are tuples of items; at the table
(``table=True``) they hold :data:`~.cards.UNSEEN` (C-2), so their lengths are
the hand sizes and deck and discard counts the companion still knows.

``step`` is the decision the game waits for once every owed draw and every
two-player bonus share is settled; those settle first (see ``flow``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .cards import Card, Company, Item, Share, Side

# --- steps: the decision (or setup stage) the game waits for -------------------------


@dataclass(frozen=True, slots=True)
class InitialDeal:
    """The opening hands are being dealt (ITD-3, ITD-10: 8 each with two players)."""


@dataclass(frozen=True, slots=True)
class FindStarter:
    """At the table, the players say who holds the lowest card (ITD-3)."""


@dataclass(frozen=True, slots=True)
class LayOut:
    """Cards are laid face up: the draft row, or the dummy's six shares (ITD-3, ITD-10)."""

    count: int


@dataclass(frozen=True, slots=True)
class Draft:
    """Clockwise from the starter each player takes a face-up card, twice round (ITD-3)."""

    picks_left: int


@dataclass(frozen=True, slots=True)
class Turn:
    """The active player buys, expands or draws."""


@dataclass(frozen=True, slots=True)
class Ability:
    """After an expansion (and its dividend) the company's optional ability (ITD-5, ITD-9)."""

    company: Company


@dataclass(frozen=True, slots=True)
class Paying:
    """The payer discards cards one at a time (simulation; at the table it is a count).

    ``payee`` is a seat whose hand receives them (Research advanced, ITD-9) or
    None for the discard pile.
    """

    payer: int
    remaining: int
    payee: int | None


@dataclass(frozen=True, slots=True)
class EndOfTurn:
    """The turn is done once the draws it caused are settled."""


@dataclass(frozen=True, slots=True)
class GameOver:
    """Every final turn has been taken (ITD-8)."""


Step = InitialDeal | FindStarter | LayOut | Draft | Turn | Ability | Paying | EndOfTurn | GameOver


@dataclass(frozen=True, slots=True)
class BonusProcedure:
    """The two-player dummy's procedure for one bonus share (ITD-10).

    ``replacement_for`` is the seat still owed the card that replaces the bonus
    share (None once drawn, or when the dummy drew it). ``revealed`` are the
    DS cards drawn so far, at most four.
    """

    replacement_for: int | None
    revealed: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Game:
    """One game. ``portfolios`` has one entry per seat, plus the dummy's last with two players."""

    seats: int
    table: bool
    sides: tuple[Side, ...]  # indexed by Company
    deck: tuple[Item, ...]
    discard: tuple[Item, ...]
    hands: tuple[tuple[Item, ...], ...]
    portfolios: tuple[tuple[Card | Share, ...], ...]
    companies: tuple[tuple[Card, ...], ...]  # depth cards per company, oldest first
    step: Step
    turn: int = 0  # the active seat (the picker during the draft)
    starter: int | None = None
    row: tuple[Card, ...] = ()  # face-up cards of the starting draft
    owed: tuple[tuple[int, int], ...] = ()  # draws still to deal, in order: (seat, cards)
    set_aside: tuple[int | None, ...] = ()  # bonus shares waiting, with the seat that drew each
    procedure: BonusProcedure | None = None
    draws_in_a_row: int = 0  # ITD-6
    fundraiser_last: bool = False  # the last thing that happened was a fundraiser (ITD-6)
    depletions: int = 0  # times the draw pile ran out (ITD-7)
    end_trigger: str | None = None  # "deck" or "fundraisers" once the end is triggered
    final_turns: int | None = None  # final turns still to take, once they started (ITD-8)
    turns_taken: int = 0
    bonus_in_box: int = 0  # two players: bonus shares not yet shuffled in (ITD-10)
    fundraisers: int = 0  # emergency fundraisers held so far (for the kiosk and statistics)

    # --- derived -------------------------------------------------------------------

    @property
    def two_player(self) -> bool:
        return self.seats == 2

    @property
    def dummy(self) -> int | None:
        """The dummy's portfolio index (ITD-10), or None."""
        return 2 if self.seats == 2 else None

    @property
    def in_final_turns(self) -> bool:
        return self.final_turns is not None

    def side(self, company: Company) -> Side:
        return self.sides[company]

    def top(self, company: Company) -> Card | None:
        depth = self.companies[company]
        return depth[-1] if depth else None

    def shares(self, holder: int, company: Company) -> int:
        return sum(1 for card in self.portfolios[holder] if card.company is company)

    def shares_in(self, company: Company) -> int:
        """Shares of a company owned by everyone, the dummy included: its price (ITD-4)."""
        return sum(1 for portfolio in self.portfolios for card in portfolio if card.company is company)

    def value(self, company: Company) -> int:
        return len(self.companies[company])  # ITD-8

    def card_total(self) -> int:
        """Every card and bonus share is somewhere: the count never changes."""
        return (sum(map(len, self.hands)) + len(self.deck) + len(self.discard)
                + sum(map(len, self.companies)) + sum(map(len, self.portfolios))
                + len(self.row) + len(self.set_aside) + self.bonus_in_box
                + (len(self.procedure.revealed) if self.procedure else 0))

    def visible(self) -> set[Card]:
        """Cards face up on the table: the companion has seen them."""
        seen = set(self.row)
        for cards in self.companies:
            seen.update(cards)
        for cards in self.portfolios:
            seen.update(cards)
        if self.procedure:
            seen.update(self.procedure.revealed)
        return seen


def fits(card: Card, depth: tuple[Card, ...]) -> bool:
    """The expansion rule: higher than the most recent depth card, anything on none (ITD-5)."""
    return not depth or card.number > depth[-1].number


def without(items: tuple, item) -> tuple:
    """The tuple with one occurrence of ``item`` removed."""
    index = items.index(item)
    return items[:index] + items[index + 1:]



_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def evolve(record, **changes):
    """``dataclasses.replace`` without its checks: a copy with some fields changed.

    The engine makes one new state per change; ``replace`` was most of the
    simulation's time (bench/in_too_deep.py).
    """
    cls = type(record)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in fields(cls))
    new = object.__new__(cls)
    for name in names:
        object.__setattr__(new, name, changes.pop(name) if name in changes else getattr(record, name))
    if changes:
        raise TypeError(f"{cls.__name__} has no field(s) {', '.join(changes)}")
    return new
