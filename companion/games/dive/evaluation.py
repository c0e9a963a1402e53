"""The Dive and Rest phases: levels evaluated in order, creatures, the Chief, the end.

Everything here turns a state into the next one; the engine calls it after a
program, a card or a report lands, and it runs on until the next decision.
"""

from __future__ import annotations

from dataclasses import replace

from .actions import Companion, Mark, Program
from .cards import CHIEF_LEVELS, ChiefCard, Creature, OceanCard
from .state import (ANGLER_LEVEL, CHIEF, DEEP_WATERS, GOAL, LEVELS, MANTA_LIMIT, DiverDive,
                    DiveState, LevelResult, Phase)

FASTEST = 1_000  # the Anglerfish counts as the fastest at level 6 (DV-12)
CLOWNFISH_SPEED = 3  # DV-12
MAX_SPEED = (15, 14, 12, 9, 5)  # the best stack left at levels 1..5: bounds a quick-entry speed


def depth(program: Program) -> int:
    """How deep a program goes: its levels, plus the Anglerfish's sixth (DV-12).
    Quick entry does not say; it may go to level 5 (6 with the Anglerfish)."""
    angler = program.use is not None and program.use.companion is Companion.ANGLERFISH
    levels = LEVELS if program.levels is None else len(program.levels)
    return levels + (1 if angler else 0)


def uses(program: Program | None, companion: Companion) -> bool:
    return program is not None and program.use is not None and program.use.companion is companion


def at_level(dive: DiverDive, level: int) -> bool:
    """The diver may still hold tokens at ``level`` (DV-4)."""
    return dive.diving and dive.program is not None and level <= depth(dive.program)


def chief_at(state: DiveState, level: int) -> bool:
    """The Chief has a visible number at ``level`` (DV-10)."""
    return state.chief_card is not None and level <= CHIEF_LEVELS and state.chief_visible[level - 1]


def quick_waiting(state: DiveState, level: int) -> tuple[int, ...]:
    """Seats entered quickly whose result at ``level`` is still to come."""
    return tuple(seat for seat, dive in enumerate(state.dives)
                 if at_level(dive, level) and dive.program.levels is None  # type: ignore[union-attr]
                 and (not state.reports or state.reports[seat] is None))


def anyone_known_at(state: DiveState, level: int) -> bool:
    """Someone certainly has a program at ``level``: a full program or the Chief."""
    return chief_at(state, level) or any(
        at_level(dive, level) and dive.program.levels is not None for dive in state.dives)  # type: ignore[union-attr]


def start_round(state: DiveState) -> DiveState:
    seats = state.rules.seats
    # The last round's levels, Chief card and Rest stay visible until the next Dive phase.
    return replace(state, phase=Phase.PROGRAM, round=state.round + 1, dives=(DiverDive(),) * seats,
                   level=0, reports=(), pending_card=None)


def all_programmed(state: DiveState) -> DiveState:
    """The last program landed: reveal them all, then the Dive phase (DV-3, DV-10)."""
    spent = tuple(s or (d.program is not None and d.program.use is not None)
                  for s, d in zip(state.companion_spent, state.dives))
    state = replace(state, companion_spent=spent, chief_card=None, chief_visible=(), chief_kept=0, log=())
    if state.rules.village_chief:
        return replace(state, phase=Phase.CHIEF_CARD)
    return advance(state)


def chief_revealed(state: DiveState, card: ChiefCard, drawn: tuple[ChiefCard, ...]) -> DiveState:
    # DV-10: a Chief already in Deep Waters at the start of the Dive phase has every yellow
    # level covered by a Bubble.
    deep = state.chief_position >= DEEP_WATERS
    visible = tuple(not (yellow and deep) for yellow in card.yellow)
    return advance(replace(state, chief_card=card, chief_visible=visible, chief_drawn=drawn))


def advance(state: DiveState) -> DiveState:
    """Evaluate levels while someone has a program there and cards remain (DV-4)."""
    while True:
        level = state.level + 1
        if not anyone_known_at(state, level) and not quick_waiting(state, level):
            return finish_dive(state)
        if state.ocean_left == 0:
            # DV-8: programs deeper than the last card are discarded; this round is the last.
            return finish_dive(replace(state, ocean_out=True))
        if state.rules.table:
            return replace(state, phase=Phase.REVEAL)
        state = revealed(state, state.ocean[0], ocean=state.ocean[1:])


def revealed(state: DiveState, card: OceanCard, ocean: tuple[OceanCard, ...] | None = None) -> DiveState:
    """An Ocean card is revealed for the next level; wait for quick results if any.
    ``ocean``: what stays in the frame (simulation)."""
    seen = state.ocean_seen + (card,)
    if state.rules.table and quick_waiting(state, state.level + 1):
        return replace(state, ocean_left=state.ocean_left - 1, ocean_seen=seen, phase=Phase.REPORT,
                       pending_card=card, reports=(None,) * state.rules.seats)
    return resolve_level(state, card, ocean_left=state.ocean_left - 1, ocean_seen=seen,
                         ocean=state.ocean if ocean is None else ocean)


def _creature_move(state: DiveState, dives: list[DiverDive], who: int, card: OceanCard,
                   positions: list[int]) -> int:
    """Where the helped pawn lands (DV-6)."""
    here = state.chief_position if who == CHIEF else positions[who]
    match card.creature:
        case Creature.GREEN_TURTLE:
            bonus = 1 if who != CHIEF and uses(dives[who].program, Companion.GIANT_GREEN_TURTLE) else 0
            return here + 1 + bonus  # DV-12: the Giant Green Turtle adds a space per green turtle
        case Creature.RED_TURTLE:
            return here + 2
        case Creature.MANTA_RAY:
            if here >= MANTA_LIMIT:
                return here  # DV-6: no effect on 15 or in Deep Waters
            others = [p for seat, p in enumerate(positions) if seat != who]
            if state.rules.village_chief and who != CHIEF:
                others.append(state.chief_position)
            ahead = [p for p in others if p > here]
            return min(min(ahead), MANTA_LIMIT) if ahead else here
    return here


def resolve_level(state: DiveState, card: OceanCard, **revealing) -> DiveState:
    """Steps 1-3 of one depth level (DV-4 to DV-6, DV-10, DV-11, DV-12).

    ``revealing``: the deck's fields after the card came out, set in the same step.
    """
    level = state.level + 1
    rules = state.rules
    positions = list(state.positions)
    dives = list(state.dives)
    correct: list[int] = []
    wrong: list[int] = []
    wiped: list[int] = []
    speeds: list[tuple[int, int]] = []
    for seat, dive in enumerate(dives):
        if not at_level(dive, level):
            if dive.diving:
                dives[seat] = replace(dive, diving=False)
            continue
        program = dive.program
        assert program is not None
        if program.levels is None:
            report = state.reports[seat]
            assert report is not None
            if report.mark is Mark.NONE:
                dives[seat] = replace(dive, diving=False)
                continue
            ok, speed = report.mark is Mark.CORRECT, report.speed
        elif level == ANGLER_LEVEL:
            ok, speed = program.use.shark == card.shark, 0  # type: ignore[union-attr]
        else:
            stack = program.levels[level - 1]
            ok, speed = stack.shark == card.shark, stack.speed
        if level == ANGLER_LEVEL:
            speed = FASTEST
        elif uses(program, Companion.CLOWNFISH) and program.use.level == level:  # type: ignore[union-attr]
            speed += CLOWNFISH_SPEED
        (correct if ok else wrong).append(seat)
        if rules.children:
            # DV-11: every correct level counts, a mistake does not stop the dive.
            dives[seat] = replace(dive, kept=dive.kept + ok, erred=dive.erred or not ok, diving=level < LEVELS)
        elif ok:
            dives[seat] = replace(dive, kept=level)
            speeds.append((seat, speed))
        else:
            # DV-5: this level and deeper are removed; in Deep Waters at this moment, all of them.
            deep = positions[seat] >= DEEP_WATERS
            dives[seat] = replace(dive, diving=False, erred=True, kept=0 if deep else dive.kept)
            if deep:
                wiped.append(seat)
    chief_kept = state.chief_kept
    if chief_at(state, level):
        speeds.append((CHIEF, state.chief_card.speeds[level - 1]))  # type: ignore[union-attr]
        chief_kept += 1  # DV-10: the Chief is always correct

    helped = move = None
    chief_position = state.chief_position
    visible = state.chief_visible
    bubbles: tuple[int, ...] = ()
    if card.creature is not Creature.NONE and speeds and not rules.children:
        top = max(speed for _, speed in speeds)
        fastest = [who for who, speed in speeds if speed == top]
        if len(fastest) == 1:  # DV-6: any tie at the top and nobody is helped
            helped = fastest[0]
            start = chief_position if helped == CHIEF else positions[helped]
            end = _creature_move(state, dives, helped, card, positions)
            move = (start, end)
            if helped == CHIEF:
                chief_position = end
                if start < DEEP_WATERS <= end:
                    # DV-10: entering Deep Waters covers every yellow level not yet evaluated.
                    bubbles = tuple(n for n in range(level + 1, CHIEF_LEVELS + 1)
                                    if state.chief_card.yellow[n - 1] and visible[n - 1])  # type: ignore[union-attr]
                    visible = tuple(v and (n + 1) not in bubbles for n, v in enumerate(visible))
            else:
                positions[helped] = end
    shown = tuple(speeds) if card.creature is not Creature.NONE else ()  # speed only matters then
    result = LevelResult(level, card, tuple(correct), tuple(wrong), tuple(wiped), shown,
                         helped, move, bubbles)
    return replace(state, positions=tuple(positions), chief_position=chief_position, dives=tuple(dives),
                   chief_kept=chief_kept, chief_visible=visible, level=level, reports=(), pending_card=None,
                   log=state.log + (result,), **revealing)


def finish_dive(state: DiveState) -> DiveState:
    """End of the Dive phase, then Rest (DV-7), then the end check (DV-8)."""
    rules = state.rules
    positions = list(state.positions)
    dives = state.dives
    moves = [dive.kept for dive in dives]
    for seat, dive in enumerate(dives):
        if uses(dive.program, Companion.DOLPHINS):
            # DV-12: at the end of the Dive phase, +1 if the named diver made no mistake.
            if not dives[dive.program.use.partner].erred:  # type: ignore[union-attr]
                positions[seat] += 1
        if uses(dive.program, Companion.GREAT_WHITE_SHARK):
            # DV-12: opponents who erred do not move; if none erred, the owner does not.
            erring = [s for s in range(rules.seats) if s != seat and dives[s].erred]
            for s in erring or [seat]:
                moves[s] = 0
    positions = [p + m for p, m in zip(positions, moves)]
    chief_rest = state.chief_kept if rules.village_chief else 0  # DV-10: visible numbers only
    state = replace(state, positions=tuple(positions), chief_position=state.chief_position + chief_rest,
                    rest=tuple(moves), chief_rest=chief_rest, reports=(), pending_card=None,
                    ocean_out=state.ocean_out or state.ocean_left == 0)
    furthest = max(state.positions + ((state.chief_position,) if rules.village_chief else ()))
    if furthest >= GOAL or state.ocean_out:
        return replace(state, phase=Phase.OVER)
    return start_round(state)
