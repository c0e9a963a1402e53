"""The components: five companies with two sides, and the depth & share (DS) cards.

A DS card is a depth number on one side and a company's share on the other
(ITD-2). At the table the companion cannot see the cards in hands or piles
(C-2): those are :data:`UNSEEN`. The two-player bonus shares are
:data:`BONUS` (ITD-10).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from importlib import resources


class Company(IntEnum):
    """The five companies (ITD-1), in the rulebook's order; the value indexes tuples."""

    OCEAN_CLEANING = 0
    TREASURE_HUNTING = 1
    PEARL_DIVING = 2
    RESEARCH = 3
    WILDLIFE_SPOTTING = 4

    @property
    def letter(self) -> str:
        return "OTPRW"[self]

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def a_share(self) -> str:
        """'an Ocean Cleaning share', 'a Pearl Diving share'."""
        return f"{'an' if self.title[0] in 'AEIOU' else 'a'} {self.title} share"

    @classmethod
    def from_letter(cls, letter: str) -> Company:
        index = "OTPRW".find(letter.upper())
        if len(letter) != 1 or index < 0:
            raise ValueError(f"no company with letter {letter!r} (one of O T P R W)")
        return cls(index)


_TITLES = ("Ocean Cleaning", "Treasure Hunting", "Pearl Diving", "Ocean and Coastal Research",
           "Wildlife Spotting")
COMPANIES = tuple(Company)


class Side(Enum):
    """Each company card is set to one side at setup (ITD-1)."""

    BASIC = "basic"
    ADVANCED = "advanced"


@dataclass(frozen=True, slots=True)
class Card:
    """A DS card: ``number`` is its depth side, ``company`` its share side."""

    number: int
    company: Company

    @property
    def decade(self) -> int:
        return self.number // 10  # ITD-2

    @property
    def text(self) -> str:
        return f"{self.number}{self.company.letter}"

    @classmethod
    def parse(cls, text: str) -> Card:
        if len(text) < 2 or not text[:-1].isdigit():
            raise ValueError(f"{text!r} is not a card (number then company letter, e.g. 37W)")
        return cls(int(text[:-1]), Company.from_letter(text[-1]))


@dataclass(frozen=True, slots=True)
class Unseen:
    """A card the companion cannot see: in a hand or a pile at the table (C-2)."""

    text = "?"


@dataclass(frozen=True, slots=True)
class BonusShare:
    """One of the five two-player bonus shares shuffled into the deck (ITD-10)."""

    text = "B"


@dataclass(frozen=True, slots=True)
class Share:
    """At the table: a share bought from hand by its company alone, its depth number
    not entered (the kiosk asks only the company for a buy; C-2)."""

    company: Company

    @property
    def text(self) -> str:
        return f"?{self.company.letter}"


UNSEEN = Unseen()
BONUS = BonusShare()
Item = Card | Unseen | BonusShare  # anything that can lie in a hand or a pile


def parse_item(text: str) -> Item | Share:
    match text:
        case "?":
            return UNSEEN
        case "B" | "b":
            return BONUS
        case _ if text.startswith("?"):
            return Share(Company.from_letter(text[1:]))
        case _:
            return Card.parse(text)


class DeckListError(ValueError):
    """The card list (cards.csv) is not a usable deck; names the line."""


def parse_deck(text: str) -> tuple[Card, ...]:
    """The DS cards of a card list: ``number,company`` lines, ``#`` comments (C-4)."""
    cards: list[Card] = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#") or line == "number,company":
            continue
        number, _, letter = line.partition(",")
        try:
            card = Card(int(number), Company.from_letter(letter.strip()))
        except ValueError as error:
            raise DeckListError(f"cards.csv line {line_number}: {line!r}: {error}") from None
        if card.number < 0:
            raise DeckListError(f"cards.csv line {line_number}: depth numbers start at 0")
        if card in cards:
            raise DeckListError(f"cards.csv line {line_number}: {card.text} is listed twice")
        cards.append(card)
    if len(cards) < 20:
        raise DeckListError(f"cards.csv lists {len(cards)} cards; a game needs far more (the box holds 100)")
    return tuple(cards)


# The package's own card list, read once when the engine is imported (C-4: data, not code).
DECK: tuple[Card, ...] = parse_deck(
    resources.files(__package__).joinpath("cards.csv").read_text(encoding="utf-8"))
