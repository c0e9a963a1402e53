"""The state of a game of Dive: immutable values only, so undo is a pop."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .actions import Companion, Program, Report
from .cards import ChiefCard, OceanCard

DEEP_WATERS = 16  # Descent board: Deep Waters begin at space 16 (DV-5)
MANTA_LIMIT = 15  # a manta ray never carries a pawn past 15 (DV-6)
GOAL = 23  # reaching or passing 23 ends the game (DV-8)
LEVELS = 5  # Diver board levels; the Anglerfish adds a sixth (DV-12)
ANGLER_LEVEL = 6


class Phase(enum.Enum):
    SHUFFLE = "shuffle"  # simulation: the Ocean deck is dealt by chance (C-1)
    PROGRAM = "program"  # DV-3, simultaneous and secret
    CHIEF_CARD = "chief_card"  # DV-10, start of the Dive phase
    REVEAL = "reveal"  # table: the next Ocean card is entered (DV-2)
    REPORT = "report"  # table, quick entry: results at this level
    OVER = "over"  # DV-8


@dataclass(frozen=True, slots=True)
class Rules:
    """The setup: seats and options, fixed for the whole game."""

    seats: int
    table: bool
    village_chief: bool
    children: bool
    companions: tuple[Companion | None, ...]


@dataclass(frozen=True, slots=True)
class DiverDive:
    """One diver's Dive phase so far."""

    program: Program | None = None  # committed this round (secret until all are in)
    diving: bool = True  # still evaluated at deeper levels
    kept: int = 0  # levels whose tokens remain: Rest moves this many spaces (DV-7)
    erred: bool = False  # made a mistake this round (Dolphins, Great White Shark)


@dataclass(frozen=True, slots=True)
class LevelResult:
    """What happened at one level, for the kiosk and the record."""

    level: int
    card: OceanCard
    correct: tuple[int, ...]  # seats correct here
    wrong: tuple[int, ...]
    wiped: tuple[int, ...]  # wrong in Deep Waters: every token removed (DV-5)
    speeds: tuple[tuple[int, int], ...]  # (seat or -1 for the Chief, speed) competing for a creature (DV-6)
    helped: int | None  # seat helped by the creature, -1 the Chief, None nobody
    move: tuple[int, int] | None  # (from, to) of the helped pawn
    bubbles: tuple[int, ...]  # Chief levels covered by a Bubble after this level (DV-10)


CHIEF = -1  # the Village Chief in seat-or-chief fields


@dataclass(frozen=True, slots=True)
class DiveState:
    rules: Rules
    phase: Phase
    round: int
    positions: tuple[int, ...]
    chief_position: int  # 0 and unused without the Chief
    ocean: tuple[OceanCard, ...]  # simulation: cards still in the frame, top first; table: ()
    ocean_left: int  # counted in both modes (DV-8)
    ocean_seen: tuple[OceanCard, ...]  # every card revealed this game, in order
    companion_spent: tuple[bool, ...]
    dives: tuple[DiverDive, ...]
    level: int = 0  # last level evaluated this round
    reports: tuple[Report | None, ...] = ()  # quick entry at the current level
    pending_card: OceanCard | None = None  # revealed, waiting for quick reports
    chief_card: ChiefCard | None = None
    chief_visible: tuple[bool, ...] = ()  # per Chief level: not covered by a Bubble
    chief_kept: int = 0  # Chief levels evaluated and visible
    chief_drawn: tuple[ChiefCard, ...] = ()  # virtual deck: cards out since the last shuffle
    log: tuple[LevelResult, ...] = ()  # this round's levels
    rest: tuple[int, ...] = ()  # spaces each diver moved in the last Rest
    chief_rest: int = 0
    ocean_out: bool = False  # the Ocean cards ran out: this round is the last (DV-8)
