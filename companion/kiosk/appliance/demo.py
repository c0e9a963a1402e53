"""A demo game for attract mode: the bots play a real engine, one step at a time.

No drawing here and no clock of its own: the attract scene asks when the next
step is due and calls :meth:`DemoGame.step`. Every step is the engine's own
``describe`` (what happened) and ``rule_at`` (the rule that applied), so the
captions teach the rules in the engines' words and rulings, never in text of
ours that could drift from them.

Pacing: a rule seen for the first time in this demo stays up long enough to be
read; the same rule again (the fourth diver programming, the next roll) moves
on quickly, and further rolls and deals flash by.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any

from companion.games.contract import Outcome, RuleNote

READ_S = 5.0  # a rule shown for the first time: about two lines of text at reading pace
REPEAT_S = 1.6  # the same rule again: long enough to see who did what
CHANCE_S = 0.9  # a roll or a shuffle
OUTCOME_S = 8.0  # the final result stays up
LONGEST_DEMO_S = 150.0  # then on to the next game, finished or not
CAPTIONS_KEPT = 4


@dataclass(frozen=True, slots=True)
class Caption:
    text: str  # the engine's sentence: "Diver 2 rolls 5 and moves to space 9."
    rule: RuleNote  # the rule that applied to that step
    seat: int | None  # who acted; None for chance
    first_time: bool  # the first time this rule came up in this demo


class DemoGame:
    """One game played by bots; ``step()`` plays the next action."""

    def __init__(self, game: Any, seats: int, seed: int, started: float) -> None:
        self.game = game
        self.seats = max(game.min_seats, min(game.max_seats, seats))
        self.rng = random.Random(seed)
        # table=False: every hidden value is dealt by chance, as in simulation.
        options = {"table": False} if "table" in game.options else {}
        self.state = game.new_game(self.seats, options)
        bot = next(iter(game.bots.values()))
        self.bots = [bot] * self.seats
        self.captions: deque[Caption] = deque(maxlen=CAPTIONS_KEPT)
        self.rules_seen: set[str] = set()
        self.started = started
        self.due = started
        self.outcome: Outcome | None = None
        self.steps = 0
        self.round: int | None = None  # from the public view, when the game counts rounds

    @property
    def title(self) -> str:
        return self.game.title

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state).seats

    def over(self, now: float) -> bool:
        """Time for the next game: the result has been shown, or the demo ran long."""
        if self.outcome is not None:
            return now >= self.due
        return now - self.started >= LONGEST_DEMO_S

    def step(self, now: float) -> Caption | None:
        """Play one action (or end the game) and set when the next is due."""
        game = self.game
        who = game.to_act(self.state)
        if who.terminal:
            self.outcome = game.outcome(self.state)
            self.due = now + OUTCOME_S
            return None
        rule = game.rule_at(self.state)
        if who.chance:
            action, seat = game.chance(self.state, self.rng), None
        else:
            seat = who.seats[0]
            action = self.bots[seat](self.state, seat, self.rng)
        text = game.describe(self.state, action)
        self.state = game.apply(self.state, action)
        self.steps += 1
        round_ = game.view(self.state).get("round")
        self.round = round_ if isinstance(round_, int) else None
        first = rule.rule not in self.rules_seen
        self.rules_seen.add(rule.rule)
        caption = Caption(text, rule, seat, first)
        self.captions.append(caption)
        self.due = now + (READ_S if first else CHANCE_S if seat is None else REPEAT_S)
        return caption
