"""Programs (DV-3): what a diver may place on the Diver board, checked and enumerated.

The set of programs is large (about 14,000 without a Companion), so the legal
actions of the Program phase are a lazily computed :class:`ProgramChoices`
sequence: its length, indexing and ``in`` are cheap and nothing is listed.
"""

from __future__ import annotations

import bisect
import functools
import itertools
from collections.abc import Sequence

from companion.games.contract import IllegalAction

from .actions import Companion, CompanionUse, Level, Program
from .state import LEVELS, DiveState, Phase

TOKENS = (1, 2, 3, 4, 5)  # each diver's Air tokens (DV-3)
RULE = "DV-3"


@functools.cache
def programs_of_depth(depth: int) -> tuple[tuple[Level, ...], ...]:
    """Every program reaching exactly ``depth`` levels: tokens on levels 1..depth
    without gaps, each token at most once, each level one side up (DV-3)."""
    found: list[tuple[Level, ...]] = []
    for where in itertools.product(range(depth + 1), repeat=len(TOKENS)):  # 0 = token unused
        stacks = [tuple(t for t, w in zip(TOKENS, where) if w == level) for level in range(1, depth + 1)]
        if all(stacks):
            for sides in itertools.product((False, True), repeat=depth):
                found.append(tuple(Level(stack, shark) for stack, shark in zip(stacks, sides)))
    return tuple(found)


@functools.cache
def children_programs() -> tuple[tuple[Level, ...], ...]:
    """Children's version: five levels, shark side only, numbers ignored (DV-11)."""
    return tuple(tuple(Level((), shark) for shark in sides)
                 for sides in itertools.product((False, True), repeat=LEVELS))


def companion_uses(state: DiveState, seat: int, depth: int | None) -> tuple[CompanionUse | None, ...]:
    """What a diver may announce with a program of ``depth`` levels (None: quick entry)."""
    companion = state.rules.companions[seat]
    if companion is None or state.companion_spent[seat]:
        return (None,)
    match companion:
        case Companion.CLOWNFISH:
            return (None, *(CompanionUse(companion, level=n) for n in range(1, (depth or LEVELS) + 1)))
        case Companion.DOLPHINS:
            return (None, *(CompanionUse(companion, partner=p)
                            for p in range(state.rules.seats) if p != seat))
        case Companion.ANGLERFISH:
            if depth is None:
                return (None, CompanionUse(companion, shark=None))
            sides = (CompanionUse(companion, shark=False), CompanionUse(companion, shark=True))
            return (None, *sides) if depth == LEVELS else (None,)
        case _:
            return (None, CompanionUse(companion))


def check_program(state: DiveState, program: Program) -> None:
    """Raise IllegalAction unless ``program`` may be committed now."""
    rules = state.rules
    if state.phase is not Phase.PROGRAM:
        raise IllegalAction(RULE, "Programs are placed only in the Program phase.")
    if not 0 <= program.seat < rules.seats:
        raise IllegalAction(RULE, f"There is no diver {program.seat + 1}.")
    if state.dives[program.seat].program is not None:
        raise IllegalAction(RULE, f"Diver {program.seat + 1} has already programmed this round.")
    levels = program.levels
    if levels is None:
        if not rules.table:
            raise IllegalAction(RULE, "Quick entry is for play at the table only.")
    elif rules.children:
        if len(levels) != LEVELS or any(level.tokens for level in levels):
            raise IllegalAction("DV-11", "In the children's version every diver programs all 5 levels, "
                                         "one token each, and only the side counts.")
    else:
        if not levels:
            raise IllegalAction(RULE, "At least one Air token must be used.")
        if len(levels) > LEVELS:
            raise IllegalAction(RULE, "A Diver board has 5 levels.")
        used = [t for level in levels for t in level.tokens]
        if any(not level.tokens for level in levels):
            raise IllegalAction(RULE, "Levels are programmed from level 1 down, without gaps.")
        if any(t not in TOKENS for t in used) or len(set(used)) != len(used):
            raise IllegalAction(RULE, "Each Air token (1 to 5) can be used at most once.")
        if any(list(level.tokens) != sorted(level.tokens) for level in levels):
            raise IllegalAction(RULE, "List the tokens of a stack in increasing order.")
    if program.use is not None:
        if rules.companions[program.seat] is not program.use.companion:
            raise IllegalAction("DV-12", f"Diver {program.seat + 1} does not have the {program.use.companion.title}.")
        if state.companion_spent[program.seat]:
            raise IllegalAction("DV-12", "Each Companion is used only once.")
        depth = None if levels is None else len(levels)
        if program.use not in companion_uses(state, program.seat, depth):
            raise IllegalAction("DV-12", _use_problem(program.use, depth))


def _use_problem(use: CompanionUse, depth: int | None) -> str:
    match use.companion:
        case Companion.CLOWNFISH:
            return "The Clownfish goes under one of your programmed stacks."
        case Companion.DOLPHINS:
            return "The Dolphins go to another diver at the table."
        case Companion.ANGLERFISH if depth is not None and depth != LEVELS:
            return "The Anglerfish needs tokens on all five levels above it."
        case Companion.ANGLERFISH:
            return "The Anglerfish shows one side (s or n); with quick entry it is '?'."
        case _:
            return f"The {use.companion.title} takes no choice."


class ProgramChoices(Sequence):
    """The legal programs of the seats still to program, computed on demand.

    Blocks of (seat, bases, uses): item ``i`` of a block is base ``i // len(uses)``
    with use ``i % len(uses)``.
    """

    __slots__ = ("_state", "_blocks", "_starts", "_length")

    def __init__(self, state: DiveState, seats: tuple[int, ...]) -> None:
        self._state = state
        blocks: list[tuple[int, tuple, tuple]] = []
        for seat in seats:
            if state.rules.table:
                blocks.append((seat, (None,), companion_uses(state, seat, None)))
            if state.rules.children:
                blocks.append((seat, children_programs(), (None,)))
            else:
                for depth in range(1, LEVELS + 1):
                    blocks.append((seat, programs_of_depth(depth), companion_uses(state, seat, depth)))
        self._blocks = blocks
        self._starts = list(itertools.accumulate((len(b) * len(u) for _, b, u in blocks), initial=0))
        self._length = self._starts.pop()

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, index: int) -> Program:  # type: ignore[override]
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError(index)
        block = bisect.bisect_right(self._starts, index) - 1
        seat, bases, uses = self._blocks[block]
        base, use = divmod(index - self._starts[block], len(uses))
        return Program(seat, bases[base], uses[use])

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Program):
            return False
        try:
            check_program(self._state, action)
        except IllegalAction:
            return False
        return True
