"""``DeepSeaAdventure``: the engine behind ``GAME``, per ``companion/games/contract.py``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping, Sequence

from companion.games.contract import IllegalAction, Option, Outcome, RuleNote, SetupError

from . import actions, cleanup, turn, views
from .actions import (
    KEEP_DIVING, NO_BREATH_HOLD, PICK_UP, PUT_DOWNS, ROLLS, TAKE_NOTHING, TURN_BACK, Action, KeepDiving, PickUp,
    PickUpChip, PutDown, Reveal, Roll, Shuffle, TakeNothing, TurnBack, HeldBreathLongest, NoBreathHold,
)
from .chips import BOX, remaining_values
from .outcome import final_outcome
from .state import CHANCE_TO_ACT, Phase, Rules, State

MIN_SEATS, MAX_SEATS = 2, 6  # DSA-1

OPTIONS: dict[str, Option] = {
    "table": Option("table", False, (False, True),
                    "play beside a real box: chip values stay unknown until revealed", "C-2"),
    "turn_back_empty": Option("turn_back_empty", False, (False, True),
                              "a diver may turn back carrying nothing", "DSA-5"),
    "drop_last_after_turn": Option("drop_last_after_turn", False, (False, True),
                                   "after turning back a diver may put down their last unit", "DSA-7"),
    "deepest_starts": Option("deepest_starts", False, (False, True),
                             "the deepest diver always starts the next round", "DSA-10"),
    "first_diver": Option("first_diver", 0, tuple(range(MAX_SEATS)),
                          "the seat that starts the first round (who was last in the ocean)", "DSA-10"),
}

# Two dice of faces 1, 2, 3 (DSA-6): the nine equally likely pairs, by total.
_NINE_PAIRS = tuple(ROLLS[a + b] for a in (1, 2, 3) for b in (1, 2, 3))
_ALL_ROLLS = tuple(ROLLS.values())
_DECLARE_CHOICES = (KEEP_DIVING, TURN_BACK)
_PICK_CHOICES = (TAKE_NOTHING, PICK_UP)
_NOTHING_ONLY = (TAKE_NOTHING,)
_PUT_CHOICES = tuple((TAKE_NOTHING,) + PUT_DOWNS[:load] for load in range(len(PUT_DOWNS)))


def levels_laid(state: State) -> int:
    """During the setup shuffle: how many levels lie on the path already."""
    laid, length = 0, 0
    while laid < len(BOX.levels) and length < len(state.path):
        length += len(BOX.levels[laid])
        laid += 1
    return laid


class DeepSeaAdventure:
    id = "deep-sea"
    title = "Deep Sea Adventure"
    rules_version = "1"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    options: Mapping[str, Option] = OPTIONS

    @property
    def bots(self):
        from .bots import BOTS  # the bots import this module

        return BOTS

    # -- setting up ---------------------------------------------------------

    def rules_from(self, seats: int, options: Mapping[str, Any]) -> Rules:
        if not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise SetupError("DSA-1", f"Deep Sea Adventure is for {MIN_SEATS} to {MAX_SEATS} divers, not {seats}")
        for name, value in options.items():
            if name not in OPTIONS:
                raise SetupError("C-3", f"unknown option {name!r}; options are {', '.join(OPTIONS)}")
            if value not in OPTIONS[name].choices or type(value) is not type(OPTIONS[name].default):
                raise SetupError(OPTIONS[name].ruling, f"option {name} cannot be {value!r}")
        rules = Rules(**{name: options.get(name, option.default) for name, option in OPTIONS.items()})
        if rules.first_diver >= seats:
            raise SetupError("DSA-10", f"seat {rules.first_diver + 1} is not at a table of {seats}")
        return rules

    def new_game(self, seats: int, options: Mapping[str, Any]) -> State:
        rules = self.rules_from(seats, options)
        no_scores = ((),) * seats
        if rules.table:  # the real box is shuffled; every value unknown (C-2)
            path = tuple((-level,) for level, values in enumerate(BOX.levels, start=1) for _ in values)
            return cleanup.start_round(rules, 1, rules.first_diver, seats, path, no_scores, (), cleanup.AIR)
        return State(rules, Phase.SHUFFLE, CHANCE_TO_ACT, 1, cleanup.AIR, -1, rules.first_diver,
                     (0,) * seats, (False,) * seats, ((),) * seats, (), (), no_scores, 0, (), ())

    # -- playing ------------------------------------------------------------

    def to_act(self, state: State):
        return state.to_act

    def legal_actions(self, state: State) -> Sequence[Action]:
        match state.phase:
            case Phase.ROLL:
                return _ALL_ROLLS
            case Phase.TREASURE:
                seat = state.diver
                unit = state.path[state.positions[seat] - 1]
                if unit:
                    if len(unit) == 1 and unit[0] < 0:  # one unseen chip: its tag may be read (issue 7)
                        return _PICK_CHOICES + tuple(
                            PickUpChip(value) for value in remaining_values(-unit[0], cleanup.known_counts(state)))
                    return _PICK_CHOICES
                load = len(state.carried[seat])
                if turn.may_put_down_here(state.rules, state.turned_back[seat], load):
                    return _PUT_CHOICES[load]
                return _NOTHING_ONLY
            case Phase.DECLARE:
                return _DECLARE_CHOICES
            case Phase.REVEAL:
                seat, chips = state.unrevealed[0]
                revealed = cleanup.known_counts(state)
                return tuple(Reveal(value) for level in sorted({-chip for chip in chips})
                             for value in remaining_values(level, revealed))
            case Phase.BREATH_HOLD:
                return (NO_BREATH_HOLD,) + tuple(HeldBreathLongest(seat) for seat in state.to_act.seats)
        return ()  # a shuffle cannot be listed; a finished game has no actions

    def apply(self, state: State, action: Action) -> State:
        match action:
            case Roll(total=total):
                return turn.roll(state, total)
            case PickUp():
                return turn.pick_up(state)
            case PickUpChip(value=value):
                return turn.pick_up_chip(state, value)
            case TakeNothing():
                return turn.take_nothing(state)
            case KeepDiving():
                return turn.declare(state, False)
            case TurnBack():
                return turn.declare(state, True)
            case PutDown(unit=unit):
                return turn.put_down(state, unit)
            case Reveal(value=value):
                return cleanup.reveal(state, value)
            case Shuffle(level=level, values=values):
                return self._shuffle(state, level, values)
            case HeldBreathLongest(seat=seat):
                return cleanup.breath_hold(state, seat)
            case NoBreathHold():
                return cleanup.breath_hold(state, -1)
        raise IllegalAction("C-3", f"{action!r} is not a Deep Sea Adventure action")

    def _shuffle(self, state: State, level: int, values: tuple[int, ...]) -> State:
        if state.phase is not Phase.SHUFFLE:
            raise IllegalAction("DSA-2", "the chips are shuffled once, before the first round")
        expected = levels_laid(state) + 1
        if level != expected:
            raise IllegalAction("DSA-2", f"level {expected} is laid next, nearest the submarine first")
        if tuple(sorted(values)) != BOX.levels[level - 1]:
            raise IllegalAction("DSA-2", f"level {level} holds the chips {list(BOX.levels[level - 1])}")
        path = state.path + tuple((value,) for value in values)
        if level < len(BOX.levels):
            return State(state.rules, Phase.SHUFFLE, CHANCE_TO_ACT, 1, state.air, -1, state.starter,
                         state.positions, state.turned_back, state.carried, (), path, state.scored,
                         0, (), ())
        return cleanup.start_round(state.rules, 1, state.starter, state.seats, path, state.scored,
                                   (), cleanup.AIR)

    def chance(self, state: State, rng: random.Random) -> Action:
        match state.phase:
            case Phase.ROLL:
                return _NINE_PAIRS[int(rng.random() * 9)]
            case Phase.SHUFFLE:
                level = levels_laid(state) + 1
                values = list(BOX.levels[level - 1])
                rng.shuffle(values)
                return Shuffle(level, tuple(values))
            case Phase.REVEAL:
                # A plausible chip: the next unrevealed one, drawn from the values still unseen.
                seat, chips = state.unrevealed[0]
                level = -chips[0]
                revealed = cleanup.known_counts(state)
                left = Counter({v: BOX.copies(v) - revealed[v] for v in remaining_values(level, revealed)})
                return Reveal(rng.choice(sorted(left.elements())))
        raise IllegalAction("C-1", "no chance outcome is pending")

    def outcome(self, state: State) -> Outcome | None:
        return final_outcome(state) if state.phase is Phase.OVER else None

    # -- showing ------------------------------------------------------------

    def view(self, state: State, viewer: int | None = None) -> dict[str, Any]:
        return views.table_view(state, viewer)

    def dump(self, state: State) -> dict[str, Any]:
        return views.dump(state)

    def action_text(self, action: Action) -> str:
        return actions.action_text(action)

    def parse_action(self, text: str) -> Action:
        return actions.parse_action(text)

    def describe(self, state: State, action: Action) -> str:
        return views.describe(state, action)

    def rule_at(self, state: State) -> RuleNote:
        return views.rule_at(state)
