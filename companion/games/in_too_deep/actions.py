"""Actions of In Too Deep and their one-line text (``action_text`` / ``parse_action``).

Cards are written number then company letter (``37W``); ``?`` is a card the
companion cannot see, ``B`` a bonus share. Seats are 0-based indexes; with two
players the dummy's portfolio is index 2.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Company, Item, Share, parse_item

# --- chance outcomes (C-1) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards a seat draws from the draw pile in one go (a dividend, a draw, a fundraiser)."""

    items: tuple[Item, ...]


@dataclass(frozen=True, slots=True)
class Reveal:
    """One card turned face up: the draft row, the dummy's shares, its bonus-share draws."""

    item: Item


@dataclass(frozen=True, slots=True)
class Starter:
    """At the table: the seat holding the lowest card (ITD-3)."""

    seat: int


# --- decisions -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Take:
    """Take a face-up card of the starting draft as a share (ITD-3)."""

    card: Card


@dataclass(frozen=True, slots=True)
class Buy:
    """Play a share from hand and pay its price (ITD-4). At the table the card may
    be a :class:`Share`, entered by its company alone."""

    card: Card | Share


@dataclass(frozen=True, slots=True)
class Expand:
    """Play a depth card on a company (ITD-5)."""

    company: Company
    card: Card


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card (ITD-6)."""


@dataclass(frozen=True, slots=True)
class Pay:
    """Give up one card of a payment (simulation: the payer chooses which)."""

    card: Card


@dataclass(frozen=True, slots=True)
class Pass:
    """Leave the company's optional ability unused (ITD-5)."""


@dataclass(frozen=True, slots=True)
class Clean:
    """Ocean Cleaning: discard a depth card of a company (basic: any, advanced: the most recent)."""

    company: Company
    card: Card


@dataclass(frozen=True, slots=True)
class Shift:
    """Move a depth card onto another company where it fits (Ocean Cleaning adv., Wildlife basic)."""

    source: Company
    target: Company
    card: Card


@dataclass(frozen=True, slots=True)
class Restack:
    """Wildlife Spotting basic: one of the three most recent depth cards becomes the most recent."""

    company: Company
    card: Card


@dataclass(frozen=True, slots=True)
class ResearchBuy:
    """Research basic: buy a share from hand two cheaper (never below 0)."""

    card: Card | Share


@dataclass(frozen=True, slots=True)
class BuyFrom:
    """Research advanced: buy a share of ``company`` out of ``seller``'s portfolio."""

    seller: int
    company: Company


@dataclass(frozen=True, slots=True)
class ExtraDepth:
    """Wildlife advanced: play another depth card ignoring the height rule."""

    company: Company
    card: Card


Action = (Deal | Reveal | Starter | Take | Buy | Expand | Draw | Pay | Pass | Clean | Shift | Restack
          | ResearchBuy | BuyFrom | ExtraDepth)
CHANCE_ACTIONS = (Deal, Reveal, Starter)


def action_text(action: Action) -> str:
    match action:
        case Deal(items):
            return " ".join(["deal", *(item.text for item in items)])
        case Reveal(item):
            return f"reveal {item.text}"
        case Starter(seat):
            return f"starter {seat}"
        case Take(card):
            return f"take {card.text}"
        case Buy(card):
            return f"buy {card.text}"
        case Expand(company, card):
            return f"expand {company.letter} {card.text}"
        case Draw():
            return "draw"
        case Pay(card):
            return f"pay {card.text}"
        case Pass():
            return "pass"
        case Clean(company, card):
            return f"clean {company.letter} {card.text}"
        case Shift(source, target, card):
            return f"shift {source.letter} {target.letter} {card.text}"
        case Restack(company, card):
            return f"restack {company.letter} {card.text}"
        case ResearchBuy(card):
            return f"research {card.text}"
        case BuyFrom(seller, company):
            return f"buyfrom {seller} {company.letter}"
        case ExtraDepth(company, card):
            return f"extra {company.letter} {card.text}"
    raise TypeError(f"not an In Too Deep action: {action!r}")


def _seat(word: str) -> int:
    if not word.isdigit():
        raise ValueError(f"{word!r} is not a seat number")
    return int(word)


def _card(word: str) -> Card:
    item = parse_item(word)
    if not isinstance(item, Card):
        raise ValueError(f"{word!r} is not a DS card")
    return item


def _share(word: str) -> Card | Share:
    item = parse_item(word)
    if not isinstance(item, Card | Share):
        raise ValueError(f"{word!r} is not a share")
    return item


def _parse(words: list[str]) -> Action:
    match words:
        case ["deal", *items]:
            return Deal(tuple(parse_item(word) for word in items))
        case ["reveal", item]:
            return Reveal(parse_item(item))
        case ["starter", seat]:
            return Starter(_seat(seat))
        case ["take", card]:
            return Take(_card(card))
        case ["buy", card]:
            return Buy(_share(card))
        case ["expand", company, card]:
            return Expand(Company.from_letter(company), _card(card))
        case ["draw"]:
            return Draw()
        case ["pay", card]:
            return Pay(_card(card))
        case ["pass"]:
            return Pass()
        case ["clean", company, card]:
            return Clean(Company.from_letter(company), _card(card))
        case ["shift", source, target, card]:
            return Shift(Company.from_letter(source), Company.from_letter(target), _card(card))
        case ["restack", company, card]:
            return Restack(Company.from_letter(company), _card(card))
        case ["research", card]:
            return ResearchBuy(_share(card))
        case ["buyfrom", seller, company]:
            return BuyFrom(_seat(seller), Company.from_letter(company))
        case ["extra", company, card]:
            return ExtraDepth(Company.from_letter(company), _card(card))
    raise ValueError("unknown action")


def parse_action_text(text: str) -> Action:
    """Raises ValueError naming the problem; the game turns it into ActionParseError."""
    return _parse(text.split())
