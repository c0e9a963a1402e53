"""The contract every rules engine keeps.

An engine is pure: it imports no pygame, hal, sim_hardware, files or clock, and
has no randomness of its own. It takes a state and an action and returns a new
state; states are immutable, so undo is a pop and bots can look ahead freely.

Chance is an action (ruling C-1). When ``to_act(state).chance`` is true the
next action is an outcome supplied from outside: at the table the players or
the card reader enter it, in simulation :meth:`Game.chance` draws it from a
seeded ``random.Random`` handed in by the caller. Both go through ``apply``.

Two errors are kept apart, as python-chess does: text that cannot be parsed
(:class:`ActionParseError`) and an action that is not legal now
(:class:`IllegalAction`, which names the rule for the kiosk to show, C-3).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Mapping, Protocol, Sequence, TypeVar

State = TypeVar("State")
Action = TypeVar("Action")


class RuleError(Exception):
    """Base of every error a rules engine raises on purpose."""


class IllegalAction(RuleError):
    """The action breaks a rule; the state is unchanged (ruling C-3).

    ``rule`` is the ruling id or rulebook section the kiosk names
    (``"DSA-5"``, ``"Dive: Program"``); ``message`` is one sentence for players.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


class SetupError(IllegalAction):
    """Seats or options that the rules do not allow together (e.g. DV-11 with DV-12)."""


class ActionParseError(ValueError):
    """Text that is not an action of this game at all."""


@dataclass(frozen=True, slots=True)
class ToAct:
    """Who acts next.

    ``seats`` holds more than one seat while several players act at once
    (Dive's Program phase: each commits in any order, revealed when the last
    lands). ``chance`` means an outcome must be supplied (C-1). Neither means
    the game is over.
    """

    seats: tuple[int, ...] = ()
    chance: bool = False

    @property
    def terminal(self) -> bool:
        return not self.seats and not self.chance


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``winners`` are seat indexes; it is empty when nobody won or a non-seat
    participant did (Dive's Village Chief: then ``detail["village_chief"]`` is
    true). ``scores`` is one number per seat in the game's own unit (points,
    Descent board space). ``detail`` is game-specific and JSON-able.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    shared: bool = False
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "shared": self.shared,
            "detail": dict(self.detail),
        }


@dataclass(frozen=True, slots=True)
class Option:
    """A setup switch, shown on the setup screen and written in the record header."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str
    ruling: str = ""


@dataclass(frozen=True, slots=True)
class RuleNote:
    """The rule that applies at the current step, for the kiosk's help overlay."""

    rule: str
    text: str


# A bot: given the state and the seat it plays, and a seeded Random, choose a
# legal action. Deterministic for a given Random.
Bot = Callable[[Any, int, random.Random], Any]


class Game(Protocol, Generic[State, Action]):
    """What the session layer, the kiosk, the CLI and the conformance test use.

    Each game package exposes one instance as ``GAME`` in its ``__init__``.
    """

    id: str  # "deep-sea", "dive", "in-too-deep": the CLI and record name
    title: str  # "Deep Sea Adventure"
    rules_version: str  # bump when a rules change would replay a record differently
    min_seats: int
    max_seats: int
    options: Mapping[str, Option]
    bots: Mapping[str, Bot]  # policy name -> bot; the first is the default

    def new_game(self, seats: int, options: Mapping[str, Any]) -> State:
        """The state before the first action. Raises SetupError.

        Unknown option names, and values outside ``Option.choices``, raise
        SetupError too. Options not given take their defaults.
        """

    def to_act(self, state: State) -> ToAct: ...

    def legal_actions(self, state: State) -> Sequence[Action]:
        """Every legal action of the seats to act; for chance, every outcome
        when they can be listed (dice), else an empty sequence (a shuffle)."""

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action``. Raises IllegalAction and changes nothing."""

    def chance(self, state: State, rng: random.Random) -> Action:
        """Draw the pending chance outcome from ``rng`` with the real odds."""

    def outcome(self, state: State) -> Outcome | None: ...

    def view(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        """JSON-able view. ``viewer=None`` is the public table view; a seat sees
        what that seat may see. Values unknown or unrevealed stay hidden (C-2)."""

    def dump(self, state: State) -> dict[str, Any]:
        """The whole state as JSON-able data (for ``replay --json`` and tests)."""

    def action_text(self, action: Action) -> str:
        """Compact one-line text; ``parse_action(action_text(a)) == a``."""

    def parse_action(self, text: str) -> Action:
        """Raises ActionParseError on text that is not an action of this game."""

    def describe(self, state: State, action: Action) -> str:
        """A sentence for players: 'Red turns back and rolls 4.'"""

    def rule_at(self, state: State) -> RuleNote:
        """The rule that applies to the decision pending in ``state``."""
