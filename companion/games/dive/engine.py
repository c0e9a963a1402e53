"""The Dive engine: setup, who acts, legal actions, apply, chance and the outcome."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any, Mapping, Sequence

from companion.games.contract import IllegalAction, Option, Outcome, SetupError, ToAct

from . import actions as act
from . import views
from .actions import Action, Companion, DrawChief, Mark, OceanShuffle, Program, Report, Reveal, Surface
from .cards import OCEAN_KINDS, Creature
from .decks import CHIEF_DECK, CHIEF_KINDS, OCEAN_DECK
from .evaluation import (ANGLER_LEVEL, MAX_SPEED, advance, all_programmed, anyone_known_at,
                         chief_revealed, quick_waiting, resolve_level, revealed, start_round, uses)
from .programs import ProgramChoices, check_program
from .state import GOAL, DiveState, Phase, Rules

MAX_SEATS = 4
COMPANION_CHOICES = ("", *(c.value for c in Companion))

OPTIONS: dict[str, Option] = {
    "table": Option("table", False, (False, True),
                    "play beside the real box: cards and results are entered", "C-2"),
    "village_chief": Option("village_chief", False, (False, True),
                            "add the Village Chief, an automated diver (needed solo)", "DV-1"),
    "children": Option("children", False, (False, True),
                       "simplified version for children: shark side only", "DV-11"),
    **{f"companion_{n}": Option(f"companion_{n}", "", COMPANION_CHOICES,
                                f"companion of diver {n} (empty: none)", "DV-12")
       for n in range(1, MAX_SEATS + 1)},
}


def _rules(seats: int, options: Mapping[str, Any]) -> Rules:
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise SetupError("Dive: setup", f"Unknown option {sorted(unknown)[0]!r}.")
    values = {name: options.get(name, option.default) for name, option in OPTIONS.items()}
    for name, value in values.items():
        if value not in OPTIONS[name].choices or type(value) is not type(OPTIONS[name].default):
            raise SetupError("Dive: setup", f"Option {name} cannot be {value!r}.")
    if not 1 <= seats <= MAX_SEATS:
        raise SetupError("DV-1", f"Dive is for 1 to 4 divers, not {seats}.")
    chief, children = values["village_chief"], values["children"]
    if seats == 1 and not chief:
        raise SetupError("DV-1", "A solo diver plays against the Village Chief: turn it on.")
    if chief and children:
        raise SetupError("DV-11", "The children's version cannot be played with the Village Chief.")
    companions = tuple(Companion(values[f"companion_{n}"]) if values[f"companion_{n}"] else None
                       for n in range(1, MAX_SEATS + 1))
    if any(companions[seats:]):
        raise SetupError("DV-12", f"Only {seats} divers play: a companion is set for a diver who is not there.")
    companions = companions[:seats]
    chosen = [c for c in companions if c is not None]
    if chosen and children:
        raise SetupError("DV-11", "Companions cannot be used in the children's version.")
    if len(set(chosen)) != len(chosen):
        raise SetupError("DV-12", "Each Companion tile exists once: two divers cannot take the same one.")
    for banned in (Companion.DOLPHINS, Companion.GREAT_WHITE_SHARK):
        if chief and banned in chosen:
            raise SetupError("DV-12", f"The {banned.title} cannot be used with the Village Chief.")
    return Rules(seats, values["table"], chief, children, companions)


class DiveGame:
    id = "dive"
    title = "Dive"
    rules_version = "1"
    min_seats = 1
    max_seats = MAX_SEATS
    options = OPTIONS
    bots: Mapping[str, Any] = {}  # filled by the package (bots import the engine)

    def new_game(self, seats: int, options: Mapping[str, Any]) -> DiveState:
        rules = _rules(seats, options)
        state = DiveState(rules=rules, phase=Phase.SHUFFLE, round=0, positions=(0,) * seats,
                          chief_position=0, ocean=(), ocean_left=len(OCEAN_DECK), ocean_seen=(),
                          companion_spent=(False,) * seats, dives=())
        return start_round(state) if rules.table else state

    def to_act(self, state: DiveState) -> ToAct:
        match state.phase:
            case Phase.PROGRAM:
                return ToAct(seats=tuple(s for s, d in enumerate(state.dives) if d.program is None))
            case Phase.REPORT:
                return ToAct(seats=quick_waiting(state, state.level + 1))
            case Phase.OVER:
                return ToAct()
        return ToAct(chance=True)

    def legal_actions(self, state: DiveState) -> Sequence[Action]:
        match state.phase:
            case Phase.PROGRAM:
                return ProgramChoices(state, self.to_act(state).seats)
            case Phase.REPORT:
                return [r for seat in quick_waiting(state, state.level + 1) for r in _reports(state, seat)]
            case Phase.REVEAL:
                cards: list[Action] = [Reveal(card) for card in OCEAN_KINDS]
                return cards if anyone_known_at(state, state.level + 1) else [*cards, Surface()]
            case Phase.CHIEF_CARD:
                return [DrawChief(card) for card in CHIEF_DECK]
        return []  # a shuffle is not listed; the game over has nothing

    def apply(self, state: DiveState, action: Action) -> DiveState:
        match state.phase, action:
            case Phase.SHUFFLE, OceanShuffle(cards):
                if Counter(cards) != Counter(OCEAN_DECK):
                    raise IllegalAction("DV-2", "The shuffled Ocean deck must hold exactly the deck's 36 cards.")
                return start_round(replace(state, ocean=cards))
            case Phase.PROGRAM, Program():
                check_program(state, action)
                dives = list(state.dives)
                dives[action.seat] = replace(dives[action.seat], program=action)
                state = replace(state, dives=tuple(dives))
                if all(d.program is not None for d in dives):
                    return all_programmed(state)  # revealed when the last lands
                return state
            case Phase.CHIEF_CARD, DrawChief(card):
                if card not in CHIEF_KINDS:
                    raise IllegalAction("DV-9", f"{card.text} is not a Village Chief card of the deck.")
                drawn = state.chief_drawn + (card,) if card not in state.chief_drawn else (card,)
                return chief_revealed(state, card, drawn)
            case Phase.REVEAL, Reveal(card):
                after = revealed(state, card)
                return after if after.phase is Phase.REPORT else advance(after)
            case Phase.REVEAL, Surface():
                if anyone_known_at(state, state.level + 1):
                    raise IllegalAction("DV-4", "Someone still has a program at this level: reveal its card.")
                return advance(_surfaced(state))
            case Phase.REPORT, Report(seat, mark, speed):
                if action not in _reports(state, seat):
                    raise IllegalAction("DV-4", _report_problem(state, action))
                reports = list(state.reports)
                reports[seat] = action
                state = replace(state, reports=tuple(reports))
                if quick_waiting(state, state.level + 1):
                    return state
                return advance(replace(resolve_level(state, state.pending_card), phase=Phase.REVEAL))
        raise IllegalAction(views.rule_at(state).rule, f"Not now: {views.waiting_for(state)}.")

    def chance(self, state: DiveState, rng: random.Random) -> Action:
        match state.phase:
            case Phase.SHUFFLE:
                cards = list(OCEAN_DECK)
                rng.shuffle(cards)
                return OceanShuffle(tuple(cards))
            case Phase.CHIEF_CARD:
                left = [card for card in CHIEF_DECK if card not in state.chief_drawn] or list(CHIEF_DECK)
                return DrawChief(left[rng.randrange(len(left))])
            case Phase.REVEAL:
                # At the table the cards are unknown (C-2); draw with the odds of the deck file,
                # less the cards already seen.
                left = Counter(OCEAN_DECK) - Counter(state.ocean_seen)
                kinds = list(left) or list(OCEAN_KINDS)
                weights = [left[k] for k in kinds] if left else None
                return Reveal(rng.choices(kinds, weights)[0])
        raise IllegalAction(views.rule_at(state).rule, "No chance outcome is pending.")

    def outcome(self, state: DiveState) -> Outcome | None:
        if state.phase is not Phase.OVER:
            return None
        rules = state.rules
        pawns = state.positions + ((state.chief_position,) if rules.village_chief else ())
        furthest = max(pawns)
        tied = tuple(s for s, p in enumerate(state.positions) if p == furthest)
        detail: dict[str, Any] = {"village_chief": False, "rounds": state.round,
                                  "chief_position": state.chief_position if rules.village_chief else None,
                                  "ocean_out": state.ocean_out}
        why = "the Ocean cards ran out" if furthest < GOAL else f"a pawn reached {GOAL}"
        if rules.village_chief and state.chief_position == furthest:
            # DV-8: the Chief wins every tie for victory.
            detail["village_chief"] = True
            return Outcome((), state.positions, f"The Village Chief wins: {why}.", detail=detail)
        if len(tied) == 1:
            return Outcome(tied, state.positions, f"Diver {tied[0] + 1} wins: {why}.", detail=detail)
        if rules.children:  # DV-11: ties share the victory
            return Outcome(tied, state.positions, f"Shared victory: {why}.", shared=True, detail=detail)
        detail["draw"] = list(tied)  # DV-8: tied humans play again
        return Outcome((), state.positions, f"A tie: play again ({why}).", detail=detail)

    view = staticmethod(views.view)
    dump = staticmethod(views.dump)
    describe = staticmethod(views.describe)
    rule_at = staticmethod(views.rule_at)
    action_text = staticmethod(act.action_text)
    parse_action = staticmethod(act.parse_action)


def _surfaced(state: DiveState) -> DiveState:
    """Nobody goes deeper: quick divers still diving are done (DV-4)."""
    dives = tuple(replace(d, diving=False) for d in state.dives)
    return replace(state, dives=dives)


def _reports(state: DiveState, seat: int) -> list[Report]:
    """The results a quick-entry diver may give at the level being evaluated."""
    if seat not in quick_waiting(state, state.level + 1):
        return []
    level = state.level + 1
    rules = state.rules
    card = state.pending_card
    assert card is not None
    asks_speed = not rules.children and level != ANGLER_LEVEL and card.creature is not Creature.NONE
    angler = uses(state.dives[seat].program, Companion.ANGLERFISH)
    # DV-3: level 1 always holds a token; DV-11: children always program 5 levels;
    # DV-12: the Anglerfish needs all five levels filled.
    may_stop = level > 1 and not rules.children and not angler
    found = [Report(seat, Mark.CORRECT, s) for s in range(1, MAX_SPEED[level - 1] + 1)] if asks_speed \
        else [Report(seat, Mark.CORRECT)]
    found.append(Report(seat, Mark.WRONG))
    if may_stop:
        found.append(Report(seat, Mark.NONE))
    return found


def _report_problem(state: DiveState, report: Report) -> str:
    if report.seat not in quick_waiting(state, state.level + 1):
        return f"Diver {report.seat + 1} has no result to give at this level."
    if report.mark is Mark.NONE:
        return "This diver must have tokens at this level."
    if report.mark is Mark.CORRECT and report.speed:
        return "Give the speed only when correct on a card with a creature, within what the tokens allow."
    return "Give the speed of the stack: the card shows a creature."


GAME = DiveGame()
