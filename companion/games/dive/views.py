"""What players see: views per viewer (programs secret until revealed), the dump,
sentences for actions, and the rule that applies now."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from companion.games.contract import RuleNote

from .actions import (Action, DrawChief, Mark, OceanShuffle, Program, Report, Reveal, Surface,
                      action_text, levels_text, use_text)
from .cards import ChiefCard, Creature, OceanCard
from .state import CHIEF, DEEP_WATERS, DiveState, LevelResult, Phase


def _plain(value: Any) -> Any:
    """JSON-able form of state values."""
    match value:
        case OceanCard() | ChiefCard():
            return value.text
        case Program() | Report():
            return action_text(value)
        case enum.Enum():
            return value.value
        case tuple() | list():
            return [_plain(v) for v in value]
        case _ if dataclasses.is_dataclass(value):
            return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def dump(state: DiveState) -> dict[str, Any]:
    return _plain(state)


def _who(who: int) -> str:
    return "the Village Chief" if who == CHIEF else f"diver {who + 1}"


def level_text(result: LevelResult) -> str:
    """One level's story: who was right, who got the creature and why."""
    parts = [f"Level {result.level}: {result.card}."]
    if result.wrong:
        parts.append("Wrong: " + ", ".join(_who(s) for s in result.wrong) + ".")
    if result.wiped:
        parts.append("In Deep Waters, " + ", ".join(_who(s) for s in result.wiped)
                     + " lose every token (DV-5).")
    if result.speeds and result.card.creature is not Creature.NONE:
        speeds = ", ".join(f"{_who(w)} {s if s < 1000 else 'fastest'}" for w, s in result.speeds)
        if result.helped is None:
            parts.append(f"Speeds {speeds}: a tie at the top, nobody is helped (DV-6).")
        else:
            start, end = result.move  # type: ignore[misc]
            parts.append(f"Speeds {speeds}: {_who(result.helped)} is helped, {start} to {end} (DV-6).")
    if result.bubbles:
        parts.append("Bubbles cover the Chief's level " + ", ".join(map(str, result.bubbles)) + " (DV-10).")
    return " ".join(parts)


def _program_view(program: Program | None, shown: bool) -> Any:
    if program is None:
        return None
    if not shown:
        return "committed"
    return {
        "levels": None if program.levels is None else levels_text(program.levels),
        "quick": program.levels is None,
        "use": None if program.use is None else use_text(program.use),
    }


def view(state: DiveState, viewer: int | None = None) -> dict[str, Any]:
    """The table view; a seat also sees its own program before the reveal (C-2)."""
    rules = state.rules
    revealed = state.phase is not Phase.PROGRAM
    divers = []
    for seat, dive in enumerate(state.dives or ()):
        divers.append({
            "seat": seat,
            "position": state.positions[seat],
            "deep_waters": state.positions[seat] >= DEEP_WATERS and not rules.children,
            "companion": None if rules.companions[seat] is None else rules.companions[seat].value,
            "companion_spent": state.companion_spent[seat],
            "program": _program_view(dive.program, revealed or viewer == seat),
            "diving": dive.diving,
            "kept": dive.kept,
            "erred": dive.erred,
        })
    chief = None
    if rules.village_chief:
        chief = {
            "position": state.chief_position,
            "card": None if state.chief_card is None else state.chief_card.text,
            "visible": list(state.chief_visible),
            "kept": state.chief_kept,
            "rest": state.chief_rest,
        }
    return {
        "game": "dive",
        "phase": state.phase.value,
        "round": state.round,
        "level": state.level,
        "table": rules.table,
        "children": rules.children,
        "positions": list(state.positions),
        "divers": divers,
        "village_chief": chief,
        "ocean_left": state.ocean_left,
        "pending_card": None if state.pending_card is None else state.pending_card.text,
        "levels": [{"text": level_text(r), **_plain(r)} for r in state.log],
        "rest": list(state.rest),
        "ocean_out": state.ocean_out,
    }


def describe(state: DiveState, action: Action) -> str:
    match action:
        case OceanShuffle():
            return "The Ocean cards are shuffled into the frame."
        case Program(seat, None, _):
            return f"Diver {seat + 1} has programmed (results entered level by level)."
        case Program(seat, _, _):
            return f"Diver {seat + 1} has programmed."
        case DrawChief(card):
            return f"The Village Chief reveals its card: {card}."
        case Reveal(card):
            return f"Level {state.level + 1}: the Ocean card shows {card}."
        case Surface():
            return "Nobody has tokens at the next level: time to rest."
        case Report(seat, Mark.CORRECT, speed):
            return f"Diver {seat + 1} is correct" + (f" at speed {speed}." if speed else ".")
        case Report(seat, Mark.WRONG, _):
            return f"Diver {seat + 1} is wrong at this level."
        case Report(seat, Mark.NONE, _):
            return f"Diver {seat + 1} has no tokens at this level."
    return action_text(action)


_NOTES = {
    Phase.SHUFFLE: RuleNote("C-1", "The Ocean cards are shuffled; the order comes from the chance source."),
    Phase.PROGRAM: RuleNote("DV-3", "Program secretly: 1 to 5 Air tokens on levels from 1 down without "
                                    "gaps; a stack adds its values and shows one side."),
    Phase.CHIEF_CARD: RuleNote("DV-10", "Reveal the Village Chief's card: black levels always count, "
                                        "yellow ones only in Tranquil Waters."),
    Phase.REVEAL: RuleNote("DV-4", "Reveal the next Ocean card: shark or not, and any turtle or manta ray."),
    Phase.REPORT: RuleNote("DV-6", "Correct when the side matches the card; on a creature the single "
                                   "fastest correct diver is helped, a tie helps nobody."),
    Phase.OVER: RuleNote("DV-8", "Furthest pawn wins; the Chief wins ties; tied humans play again."),
}


def rule_at(state: DiveState) -> RuleNote:
    if state.phase is Phase.PROGRAM and state.rules.children:
        return RuleNote("DV-11", "Children's version: one token on each of the 5 levels, shark side or not.")
    return _NOTES[state.phase]


def waiting_for(state: DiveState) -> str:
    match state.phase:
        case Phase.SHUFFLE:
            return "the Ocean cards must be shuffled first"
        case Phase.PROGRAM:
            return "the divers are programming"
        case Phase.CHIEF_CARD:
            return "the Village Chief's card comes first"
        case Phase.REVEAL:
            return f"the Ocean card of level {state.level + 1} comes first"
        case Phase.REPORT:
            return f"the divers' results at level {state.level + 1} come first"
    return "the game is over"
