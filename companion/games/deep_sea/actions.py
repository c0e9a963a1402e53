"""The actions of Deep Sea Adventure and their one-line text form.

Chance outcomes (ruling C-1): ``Shuffle`` (one level of chips laid face down,
simulation only), ``Roll`` (the total of the two dice, 2..6) and ``Reveal``
(the value of one chip a survivor brought back, at the table, C-2). Decisions:
``KeepDiving`` / ``TurnBack`` (DSA-5), then ``TakeNothing`` / ``PickUp`` /
``PutDown`` (DSA-7). ``PickUpChip`` is a pick-up whose chip was tapped on the
card reader: the engine learns its value, nobody at the table sees it (C-2).

The text form is what the journal stores: ``parse_action(action_text(a)) == a``.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.games.contract import ActionParseError


@dataclass(frozen=True, slots=True)
class Shuffle:
    """One level's chips in path order, nearest the submarine first (DSA-2)."""

    level: int
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Roll:
    """The total of both dice (DSA-6); the kiosk may enter it from the real roll."""

    total: int


@dataclass(frozen=True, slots=True)
class KeepDiving:
    pass


@dataclass(frozen=True, slots=True)
class TurnBack:
    pass


@dataclass(frozen=True, slots=True)
class TakeNothing:
    pass


@dataclass(frozen=True, slots=True)
class PickUp:
    pass


@dataclass(frozen=True, slots=True)
class PickUpChip:
    """Pick up the one chip here, its value read from its tag (issue 7).

    The value goes into the state, so the chip scores itself at cleanup
    without a ``Reveal`` (DSA-9); the views still show only its level (C-2)."""

    value: int


@dataclass(frozen=True, slots=True)
class PutDown:
    """Put down the carried unit at this index (pick-up order, 0 = first taken)."""

    unit: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """The value printed on one chip of the survivor being revealed (C-2, DSA-9)."""

    value: int


@dataclass(frozen=True, slots=True)
class HeldBreathLongest:
    """DSA-11: of the divers still tied, this seat held their breath longest."""

    seat: int


@dataclass(frozen=True, slots=True)
class NoBreathHold:
    """DSA-11: the tied divers share the victory without a breath-holding contest."""


Action = Shuffle | Roll | KeepDiving | TurnBack | TakeNothing | PickUp | PickUpChip | PutDown | Reveal | HeldBreathLongest | NoBreathHold

# The actions without arguments, and the small ones, are shared instances:
# legal-action lists and bots hand them out without building new objects.
KEEP_DIVING = KeepDiving()
TURN_BACK = TurnBack()
TAKE_NOTHING = TakeNothing()
PICK_UP = PickUp()
ROLLS = {total: Roll(total) for total in range(2, 7)}
NO_BREATH_HOLD = NoBreathHold()
PUT_DOWNS = tuple(PutDown(i) for i in range(40))
DICE_TOTALS = (2, 3, 4, 5, 6)

_WORDS = {
    "dive on": KEEP_DIVING,
    "turn back": TURN_BACK,
    "nothing": TAKE_NOTHING,
    "pick up": PICK_UP,
    "no breath hold": NO_BREATH_HOLD,
}


def action_text(action: Action) -> str:
    match action:
        case Shuffle(level=level, values=values):
            return f"shuffle {level} " + ",".join(str(v) for v in values)
        case Roll(total=total):
            return f"roll {total}"
        case KeepDiving():
            return "dive on"
        case TurnBack():
            return "turn back"
        case TakeNothing():
            return "nothing"
        case PickUp():
            return "pick up"
        case PickUpChip(value=value):
            return f"pick up {value}"
        case PutDown(unit=unit):
            return f"put down {unit + 1}"  # people count from 1
        case Reveal(value=value):
            return f"reveal {value}"
        case HeldBreathLongest(seat=seat):
            return f"held breath {seat + 1}"
        case NoBreathHold():
            return "no breath hold"
    raise TypeError(f"not a Deep Sea Adventure action: {action!r}")


def _number(word: str, text: str) -> int:
    if not word.isdigit():
        raise ActionParseError(f"{text!r}: {word!r} is not a whole number")
    return int(word)


def parse_action(text: str) -> Action:
    words = text.strip().lower().split()
    joined = " ".join(words)
    if joined in _WORDS:
        return _WORDS[joined]
    match words:
        case ["roll", total]:
            value = _number(total, text)
            if value not in ROLLS:
                raise ActionParseError(f"{text!r}: two dice of 1-3 total 2 to 6")
            return ROLLS[value]
        case ["put", "down", index]:
            number = _number(index, text)
            if number < 1:
                raise ActionParseError(f"{text!r}: units are counted from 1")
            return PUT_DOWNS[number - 1] if number <= len(PUT_DOWNS) else PutDown(number - 1)
        case ["pick", "up", value]:
            return PickUpChip(_number(value, text))
        case ["reveal", value]:
            return Reveal(_number(value, text))
        case ["held", "breath", seat]:
            number = _number(seat, text)
            if number < 1:
                raise ActionParseError(f"{text!r}: seats are counted from 1")
            return HeldBreathLongest(number - 1)
        case ["shuffle", level, values]:
            return Shuffle(_number(level, text), tuple(_number(v, text) for v in values.split(",")))
    raise ActionParseError(f"{text!r} is not a Deep Sea Adventure action")
