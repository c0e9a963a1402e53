"""What the players see, the whole state for records, sentences and rule notes.

Nobody at the table sees a chip's value before cleanup, not even the diver
carrying it (rulebook: "without turning it over"), so every viewer gets the
same view: levels and counts, never values, until a chip is scored (C-2).
"""

from __future__ import annotations

from typing import Any

from companion.games.contract import RuleNote

from .actions import Action, HeldBreathLongest, KeepDiving, NoBreathHold, PickUp, PickUpChip, PutDown, Reveal, Roll, Shuffle, TakeNothing, TurnBack
from .chips import BOX, Unit, level_of
from .state import Phase, State
from .turn import destination


def levels(unit: Unit) -> list[int]:
    return [level_of(chip) for chip in unit]


def table_view(state: State, viewer: int | None = None) -> dict[str, Any]:
    returned = set(state.returned)
    return {
        "viewer": viewer,
        "phase": state.phase.name.lower(),
        "round": state.round,
        "air": state.air,
        "diver": state.diver,
        "starter": state.starter,
        "to_act": {"seats": list(state.to_act.seats), "chance": state.to_act.chance},
        "roll": state.roll,
        "path": [levels(unit) for unit in state.path],  # [] is a blank, [2] a chip, [4, 4, 3] a stack
        "divers": [
            {
                "seat": seat,
                "position": state.positions[seat],
                "turned_back": state.turned_back[seat],
                "back": seat in returned,
                "carrying": [levels(unit) for unit in state.carried[seat]],
                "score": sum(state.scored[seat]),
                "chips_scored": len(state.scored[seat]),
            }
            for seat in range(state.seats)
        ],
        "drowned": [list(seats) for seats in state.drowned],
        "to_reveal": [{"seat": seat, "levels": levels(chips)} for seat, chips in state.unrevealed],
        "breath_hold": state.breath_hold,
    }


def dump(state: State) -> dict[str, Any]:
    rules = state.rules
    return {
        "rules": {
            "table": rules.table,
            "turn_back_empty": rules.turn_back_empty,
            "drop_last_after_turn": rules.drop_last_after_turn,
            "deepest_starts": rules.deepest_starts,
            "first_diver": rules.first_diver,
        },
        "phase": state.phase.name.lower(),
        "round": state.round,
        "air": state.air,
        "diver": state.diver,
        "starter": state.starter,
        "positions": list(state.positions),
        "turned_back": list(state.turned_back),
        "carried": [[list(unit) for unit in units] for units in state.carried],
        "returned": list(state.returned),
        "path": [list(unit) for unit in state.path],
        "scored": [list(values) for values in state.scored],
        "roll": state.roll,
        "drowned": [list(seats) for seats in state.drowned],
        "unrevealed": [[seat, list(chips)] for seat, chips in state.unrevealed],
        "breath_hold": state.breath_hold,
    }


def unit_words(unit: Unit) -> str:
    if len(unit) == 1:
        return f"a level-{level_of(unit[0])} chip"
    return f"a stack of {len(unit)} chips"


def describe(state: State, action: Action) -> str:
    who = f"Diver {state.diver + 1}"
    match action:
        case Shuffle(level=level):
            return f"The level-{level} chips are shuffled and laid face down."
        case Roll(total=total):
            seat = state.diver
            load = len(state.carried[seat])
            going_up = state.turned_back[seat]
            here = destination(state.positions, seat, going_up, total - load, len(state.path))
            if total <= load:
                return f"{who} rolls {total} but carries {load} and does not move."
            if here == 0 and going_up:
                return f"{who} rolls {total} and gets back to the submarine."
            if here == state.positions[seat]:
                return f"{who} rolls {total}, but there is no free space to go to."
            return f"{who} rolls {total} and moves to space {here}."
        case KeepDiving():
            return f"{who} dives on."
        case TurnBack():
            return f"{who} turns back."
        case TakeNothing():
            return f"{who} leaves the treasure where it is."
        case PickUp():
            unit = state.path[state.positions[state.diver] - 1] if state.diver >= 0 else ()
            return f"{who} picks up {unit_words(unit)}." if unit else f"{who} picks up treasure."
        case PickUpChip(value=value):
            # The value stays off the table (C-2): only its level is said.
            return f"{who} picks up a level-{BOX.level_of.get(value, '?')} chip, its tag read."
        case PutDown(unit=index):
            hands = state.carried[state.diver] if state.diver >= 0 else ()
            what = unit_words(hands[index]) if 0 <= index < len(hands) else "treasure"
            return f"{who} puts down {what}."
        case Reveal(value=value):
            seat = state.unrevealed[0][0] if state.unrevealed else -1
            return f"Diver {seat + 1} turns over a chip worth {value}."
        case HeldBreathLongest(seat=seat):
            return f"Diver {seat + 1} held their breath longest."
        case NoBreathHold():
            return "The tied divers share the victory."
    return f"{action!r}"


def rule_at(state: State) -> RuleNote:
    rules = state.rules
    match state.phase:
        case Phase.SHUFFLE:
            return RuleNote("DSA-2", "Each level is shuffled on its own; level 1 lies nearest the submarine.")
        case Phase.DECLARE:
            if state.air == 0:
                return RuleNote("DSA-4", "Air ran out while breathing: finish this turn, then the round ends.")
            return RuleNote("DSA-5", "Turn back now or dive on: once per round, before rolling."
                            + ("" if rules.turn_back_empty else " Only with treasure in hand."))
        case Phase.ROLL:
            return RuleNote("DSA-6", "Roll both dice; move the total minus the units you carry, "
                            "jumping spaces other divers hold.")
        case Phase.TREASURE:
            text = "Do nothing, pick up the chip or stack here, or put one unit down on a blank."
            if not rules.drop_last_after_turn and state.turned_back[state.diver]:
                text += " After turning back you keep your last unit."
            return RuleNote("DSA-7", text)
        case Phase.BREATH_HOLD:
            return RuleNote("DSA-11", "Still tied after counting level-4 chips: a shared victory. "
                            "Hold your breath and enter who lasted longest, or skip.")
        case Phase.REVEAL:
            return RuleNote("DSA-9", "The divers who got back turn their chips over and score them (C-2).")
    return RuleNote("DSA-11", "Highest total wins; tie: most level-4 chips; still tied: hold your breath.")
