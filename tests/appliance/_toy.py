"""A tiny game that keeps the engine contract, for attract-mode tests that must
not depend on which real engines have landed yet: divers take turns to roll a
die (a chance action) and swim that far; the first past space 10 wins."""

from __future__ import annotations

import random
from dataclasses import dataclass

from companion.games.contract import Option, Outcome, RuleNote, ToAct

GOAL = 10


@dataclass(frozen=True, slots=True)
class Race:
    spaces: tuple[int, ...]
    turn: int
    rolled: bool  # the seat to act has swum; next comes the next seat's roll


@dataclass(frozen=True, slots=True)
class Roll:
    pips: int


@dataclass(frozen=True, slots=True)
class Swim:
    pass


class ToyRace:
    id = "toy-race"
    title = "Toy Race"
    rules_version = "1"
    min_seats, max_seats = 2, 4
    options = {"table": Option("table", False, (False, True), "play beside a real box"),
               "long_swim": Option("long_swim", False, (False, True), "a six swims twelve")}

    def __init__(self) -> None:
        self.bots = {"steady": lambda state, seat, rng: Swim()}
        self.new_games = 0

    def new_game(self, seats, options):
        self.new_games += 1
        return Race((0,) * seats, 0, True)

    def to_act(self, state):
        if max(state.spaces) >= GOAL:
            return ToAct()
        return ToAct(chance=True) if state.rolled else ToAct(seats=(state.turn,))

    def chance(self, state, rng: random.Random):
        return Roll(rng.randint(1, 6))

    def apply(self, state, action):
        match action:
            case Roll(pips=pips):
                turn = (state.turn + 1) % len(state.spaces) if state.spaces != (0,) * len(state.spaces) else state.turn
                spaces = list(state.spaces)
                spaces[turn] += pips
                return Race(tuple(spaces), turn, False)
            case Swim():
                return Race(state.spaces, state.turn, True)

    def outcome(self, state):
        if max(state.spaces) < GOAL:
            return None
        best = max(state.spaces)
        return Outcome(tuple(i for i, s in enumerate(state.spaces) if s == best), state.spaces, "reached space 10")

    def view(self, state, viewer=None):
        return {"spaces": list(state.spaces), "round": 1 + sum(state.spaces) // 10}

    def describe(self, state, action):
        match action:
            case Roll(pips=pips):
                return f"The die shows {pips}."
            case Swim():
                return f"Diver {state.turn + 1} swims on."

    def rule_at(self, state):
        if state.rolled:
            return RuleNote("TOY-1", "Roll the die: the diver whose turn it is swims that many spaces.")
        return RuleNote("TOY-2", "Swim on: the first diver past space 10 wins.")
