"""A toy dice race that keeps the engine contract, so the session layer is
tested against any conforming engine rather than against one real game.

Rules of the race (ids cited by the session tests like rulings):

- TOY-1 Setup: every seat holds a treasure worth 0-3. With ``table=False`` the
  treasures are dealt by chance before the first turn (one ``Treasure`` per seat,
  in seat order). With ``table=True`` the companion cannot see them (C-2): they
  stay unknown until the end, when each is entered at the table.
- TOY-2 A turn: the seat to act pushes one or two dice, then chance rolls them
  and the seat moves that many spaces.
- TOY-3 The first seat to reach ``goal`` ends the race. Unknown treasures are
  then revealed; score = spaces moved + treasure; the highest score wins.

Pure like a real engine: no clock, no files, randomness only from the ``rng``
handed to :meth:`ToyRace.chance`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, Mapping

from companion.games.contract import (
    ActionParseError,
    IllegalAction,
    Option,
    Outcome,
    RuleNote,
    SetupError,
    ToAct,
)


class Phase(Enum):
    DEAL = "deal"  # chance: the next unknown treasure (TOY-1)
    PUSH = "push"  # the seat chooses one or two dice (TOY-2)
    ROLL = "roll"  # chance: the dice pushed (TOY-2)
    REVEAL = "reveal"  # chance: treasures unknown at the table (TOY-3)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Treasure:
    value: int


@dataclass(frozen=True, slots=True)
class Push:
    dice: int


@dataclass(frozen=True, slots=True)
class Roll:
    pips: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RaceState:
    goal: int
    table: bool
    spaces: tuple[int, ...]
    treasures: tuple[int | None, ...]
    turn: int
    phase: Phase
    pushed: int = 0

    @property
    def seats(self) -> int:
        return len(self.spaces)


class ToyRace:
    id = "toy-race"
    title = "Toy Race"
    rules_version = "1"
    min_seats = 2
    max_seats = 4
    options: Mapping[str, Option] = {
        "table": Option("table", False, (False, True), "treasures are entered at the table", "C-2"),
        "goal": Option("goal", 20, (10, 20, 50, 100_000), "spaces to the finish", "TOY-3"),
    }

    def __init__(self) -> None:
        self.bots = {"random": self._random_bot}

    @staticmethod
    def _random_bot(state: RaceState, seat: int, rng: random.Random) -> Push:
        return Push(rng.choice((1, 2)))

    def new_game(self, seats: int, options: Mapping[str, Any]) -> RaceState:
        if not self.min_seats <= seats <= self.max_seats:
            raise SetupError("TOY-1", f"The race is for 2 to 4 seats, not {seats}.")
        chosen = {name: option.default for name, option in self.options.items()}
        for name, value in options.items():
            if name not in self.options:
                raise SetupError("TOY-1", f"The race has no option {name!r}.")
            if value not in self.options[name].choices:
                raise SetupError("TOY-1", f"Option {name} cannot be {value!r}.")
            chosen[name] = value
        return RaceState(
            goal=chosen["goal"],
            table=chosen["table"],
            spaces=(0,) * seats,
            treasures=(None,) * seats,
            turn=0,
            # TOY-1: at the table the treasures stay unknown until the end.
            phase=Phase.PUSH if chosen["table"] else Phase.DEAL,
        )

    def to_act(self, state: RaceState) -> ToAct:
        match state.phase:
            case Phase.PUSH:
                return ToAct(seats=(state.turn,))
            case Phase.OVER:
                return ToAct()
            case _:
                return ToAct(chance=True)

    def legal_actions(self, state: RaceState) -> list[Any]:
        match state.phase:
            case Phase.DEAL | Phase.REVEAL:
                return [Treasure(value) for value in range(4)]
            case Phase.PUSH:
                return [Push(1), Push(2)]
            case Phase.ROLL:
                if state.pushed == 1:
                    return [Roll((a,)) for a in range(1, 7)]
                return [Roll((a, b)) for a in range(1, 7) for b in range(1, 7)]
            case _:
                return []

    def apply(self, state: RaceState, action: Any) -> RaceState:
        match state.phase, action:
            case (Phase.DEAL | Phase.REVEAL), Treasure(value=value) if 0 <= value <= 3:
                seat = state.treasures.index(None)
                treasures = state.treasures[:seat] + (value,) + state.treasures[seat + 1:]
                if None in treasures:
                    return replace(state, treasures=treasures)
                return replace(state, treasures=treasures,
                               phase=Phase.PUSH if state.phase is Phase.DEAL else Phase.OVER)
            case (Phase.DEAL | Phase.REVEAL), Treasure():
                raise IllegalAction("TOY-1", "A treasure is worth 0 to 3.")
            case Phase.PUSH, Push(dice=dice) if dice in (1, 2):
                return replace(state, phase=Phase.ROLL, pushed=dice)
            case Phase.PUSH, Push():
                raise IllegalAction("TOY-2", "Push one or two dice.")
            case Phase.ROLL, Roll(pips=pips) if len(pips) == state.pushed and all(1 <= p <= 6 for p in pips):
                return self._move(state, sum(pips))
            case Phase.ROLL, Roll():
                raise IllegalAction("TOY-2", f"Roll exactly {state.pushed} dice, each 1 to 6.")
            case Phase.OVER, _:
                raise IllegalAction("TOY-3", "The race is over.")
            case _:
                raise IllegalAction("TOY-2", f"Not now: the race waits for {state.phase.value}.")

    def _move(self, state: RaceState, spaces: int) -> RaceState:
        moved = state.spaces[state.turn] + spaces
        spaces_now = state.spaces[:state.turn] + (moved,) + state.spaces[state.turn + 1:]
        if moved < state.goal:
            return replace(state, spaces=spaces_now, phase=Phase.PUSH, pushed=0,
                           turn=(state.turn + 1) % state.seats)
        # TOY-3: the race ends; unknown treasures are entered before scoring.
        phase = Phase.REVEAL if None in state.treasures else Phase.OVER
        return replace(state, spaces=spaces_now, phase=phase, pushed=0)

    def chance(self, state: RaceState, rng: random.Random) -> Any:
        match state.phase:
            case Phase.DEAL | Phase.REVEAL:
                return Treasure(rng.randrange(4))
            case Phase.ROLL:
                return Roll(tuple(rng.randint(1, 6) for _ in range(state.pushed)))
            case _:
                raise IllegalAction("C-1", "No chance outcome is pending.")

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        scores = tuple(s + (t or 0) for s, t in zip(state.spaces, state.treasures))
        best = max(scores)
        winners = tuple(seat for seat, score in enumerate(scores) if score == best)
        return Outcome(winners=winners, scores=scores, reason="finish line", shared=len(winners) > 1)

    def view(self, state: RaceState, viewer: int | None = None) -> dict[str, Any]:
        over = state.phase is Phase.OVER
        return {
            "spaces": list(state.spaces),
            "turn": state.turn,
            "phase": state.phase.value,
            "treasures": [t if over or seat == viewer else None for seat, t in enumerate(state.treasures)],
        }

    def dump(self, state: RaceState) -> dict[str, Any]:
        return {
            "goal": state.goal,
            "table": state.table,
            "spaces": list(state.spaces),
            "treasures": list(state.treasures),
            "turn": state.turn,
            "phase": state.phase.value,
            "pushed": state.pushed,
        }

    def action_text(self, action: Any) -> str:
        match action:
            case Treasure(value=value):
                return f"t{value}"
            case Push(dice=dice):
                return f"p{dice}"
            case Roll(pips=pips):
                return "r" + ",".join(str(p) for p in pips)
        raise TypeError(f"not a toy race action: {action!r}")

    def parse_action(self, text: str) -> Any:
        try:
            match text[:1], text[1:]:
                case "t", rest:
                    return Treasure(int(rest))
                case "p", rest:
                    return Push(int(rest))
                case "r", rest:
                    return Roll(tuple(int(p) for p in rest.split(",")))
        except ValueError:
            pass
        raise ActionParseError(f"not a toy race action: {text!r}")

    def describe(self, state: RaceState, action: Any) -> str:
        return f"Seat {state.turn + 1}: {self.action_text(action)}"

    def rule_at(self, state: RaceState) -> RuleNote:
        match state.phase:
            case Phase.DEAL:
                return RuleNote("TOY-1", "Each seat is dealt a treasure worth 0 to 3.")
            case Phase.PUSH | Phase.ROLL:
                return RuleNote("TOY-2", "Push one or two dice, roll them and move.")
            case _:
                return RuleNote("TOY-3", "Spaces plus treasure; the highest score wins.")


GAME = ToyRace()
