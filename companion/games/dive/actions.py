"""The actions of Dive and their one-line text forms (the journal stores the text).

Seats are 0-based in the text, as everywhere in the engine; the kiosk shows them from 1.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from companion.games.contract import ActionParseError

from .cards import ChiefCard, OceanCard


class Companion(enum.Enum):
    """The seven Companions (DV-12); values are the setup option values."""

    GIANT_OCTOPUS = "giant_octopus"
    ORCA = "orca"
    ANGLERFISH = "anglerfish"
    GIANT_GREEN_TURTLE = "giant_green_turtle"
    CLOWNFISH = "clownfish"
    DOLPHINS = "dolphins"
    GREAT_WHITE_SHARK = "great_white_shark"

    @property
    def title(self) -> str:
        return self.value.replace("_", " ")


class Mark(enum.Enum):
    """Quick entry at the table: a diver's result at one level."""

    CORRECT = "correct"
    WRONG = "wrong"
    NONE = "none"  # no tokens at this level: the diver's program ended above


@dataclass(frozen=True, slots=True)
class Level:
    """The Air tokens stacked at one depth level and the side they show (DV-3).

    ``tokens`` are the values, increasing; empty in the children's version, where
    the numbers are ignored (DV-11).
    """

    tokens: tuple[int, ...]
    shark: bool

    @property
    def speed(self) -> int:
        return sum(self.tokens)


@dataclass(frozen=True, slots=True)
class CompanionUse:
    """A Companion announced in the Program phase (DV-12).

    ``level``: the Clownfish's level; ``partner``: the Dolphins' diver;
    ``shark``: the Anglerfish's side at level 6 (``None`` with quick entry).
    """

    companion: Companion
    level: int = 0
    partner: int = -1
    shark: bool | None = None


@dataclass(frozen=True, slots=True)
class Program:
    """A diver's program, committed secretly and revealed when the last lands (DV-3).

    ``levels is None`` is quick entry at the table: the program stays on the
    diver's board and its result is entered level by level (:class:`Report`).
    """

    seat: int
    levels: tuple[Level, ...] | None
    use: CompanionUse | None = None


@dataclass(frozen=True, slots=True)
class OceanShuffle:
    """Chance, simulation only: the shuffled Ocean deck, top card first (C-1, DV-2)."""

    cards: tuple[OceanCard, ...]


@dataclass(frozen=True, slots=True)
class Reveal:
    """Chance at the table: the Ocean card revealed for the next level (C-1, DV-2)."""

    card: OceanCard


@dataclass(frozen=True, slots=True)
class Surface:
    """At the table: nobody has tokens at the next level, so no card is revealed (DV-4)."""


@dataclass(frozen=True, slots=True)
class DrawChief:
    """Chance: the Village Chief card revealed at the start of the Dive phase (DV-10)."""

    card: ChiefCard


@dataclass(frozen=True, slots=True)
class Report:
    """Quick entry: one diver's result at the level being evaluated.

    ``speed`` is the value of the stack, given only when correct on a card with a
    creature (the engine adds the Clownfish); 0 otherwise.
    """

    seat: int
    mark: Mark
    speed: int = 0


Action = Program | OceanShuffle | Reveal | Surface | DrawChief | Report

_USE_WORDS = {
    Companion.GIANT_OCTOPUS: "octopus",
    Companion.ORCA: "orca",
    Companion.ANGLERFISH: "anglerfish",
    Companion.GIANT_GREEN_TURTLE: "green-turtle",
    Companion.CLOWNFISH: "clownfish",
    Companion.DOLPHINS: "dolphins",
    Companion.GREAT_WHITE_SHARK: "great-white",
}
_WORD_USES = {word: companion for companion, word in _USE_WORDS.items()}


def _side(shark: bool | None) -> str:
    return "?" if shark is None else ("s" if shark else "n")


def use_text(use: CompanionUse) -> str:
    word = _USE_WORDS[use.companion]
    match use.companion:
        case Companion.CLOWNFISH:
            return f"{word}@{use.level}"
        case Companion.DOLPHINS:
            return f"{word}@{use.partner}"
        case Companion.ANGLERFISH:
            return f"{word}@{_side(use.shark)}"
        case _:
            return word


def levels_text(levels: tuple[Level, ...]) -> str:
    return "/".join("".join(map(str, level.tokens)) + _side(level.shark) for level in levels)


def action_text(action: Action) -> str:
    match action:
        case Program(seat, levels, use):
            text = f"program {seat} " + ("quick" if levels is None else levels_text(levels))
            return text if use is None else f"{text} {use_text(use)}"
        case OceanShuffle(cards):
            return "ocean " + " ".join(card.text for card in cards)
        case Reveal(card):
            return f"reveal {card.text}"
        case Surface():
            return "surface"
        case DrawChief(card):
            return f"chief {card.text}"
        case Report(seat, mark, speed):
            return f"report {seat} {mark.value}" + (f" {speed}" if speed else "")
    raise TypeError(f"not a Dive action: {action!r}")


def _int(text: str, what: str) -> int:
    if not text.isdigit():
        raise ActionParseError(f"{what} must be a number, not {text!r}")
    return int(text)


def _parse_level(text: str) -> Level:
    if not text or text[-1] not in "sn" or not text[:-1].isdigit() and text[:-1]:
        raise ActionParseError(f"not a level: {text!r} (expected tokens then s or n, e.g. '45n')")
    return Level(tuple(sorted(int(c) for c in text[:-1])), text[-1] == "s")


def _parse_use(text: str) -> CompanionUse:
    word, _, argument = text.partition("@")
    companion = _WORD_USES.get(word)
    if companion is None:
        raise ActionParseError(f"not a companion: {word!r}")
    match companion:
        case Companion.CLOWNFISH:
            return CompanionUse(companion, level=_int(argument, "the clownfish level"))
        case Companion.DOLPHINS:
            return CompanionUse(companion, partner=_int(argument, "the dolphins' diver"))
        case Companion.ANGLERFISH:
            if argument not in ("s", "n", "?"):
                raise ActionParseError(f"anglerfish side must be s, n or ?, not {argument!r}")
            return CompanionUse(companion, shark=None if argument == "?" else argument == "s")
    if argument:
        raise ActionParseError(f"{word} takes no argument")
    return CompanionUse(companion)


def parse_action(text: str) -> Action:
    words = text.split()
    if not words:
        raise ActionParseError("empty action")
    match words:
        case ["program", seat, program, *rest] if len(rest) <= 1:
            levels = None if program == "quick" else tuple(_parse_level(t) for t in program.split("/"))
            return Program(_int(seat, "seat"), levels, _parse_use(rest[0]) if rest else None)
        case ["ocean", *cards]:
            return OceanShuffle(tuple(OceanCard.from_text(card) for card in cards))
        case ["reveal", card]:
            return Reveal(OceanCard.from_text(card))
        case ["surface"]:
            return Surface()
        case ["chief", card]:
            return DrawChief(ChiefCard.from_text(card))
        case ["report", seat, mark, *speed] if len(speed) <= 1:
            try:
                parsed = Mark(mark)
            except ValueError:
                raise ActionParseError(f"not a mark: {mark!r} (correct, wrong or none)") from None
            return Report(_int(seat, "seat"), parsed, _int(speed[0], "speed") if speed else 0)
    raise ActionParseError(f"not a Dive action: {text!r}")
