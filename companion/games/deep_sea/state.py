"""The state of a game of Deep Sea Adventure: one frozen value, cheap to build.

Everything is tuples of ints so that a new state costs one constructor call
and bots may look ahead without copying. Seats are 0-based; the submarine is
position 0 and the path's spaces are 1..len(path), 1 nearest the submarine.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from companion.games.contract import ToAct

from .chips import Unit


class Phase(IntEnum):
    SHUFFLE = 0  # chance: the next level of chips is laid (simulation, DSA-2)
    DECLARE = 1  # the diver says whether they turn back (DSA-5); only asked when they may
    ROLL = 2  # chance: the dice (DSA-6)
    TREASURE = 3  # the diver's treasure action (DSA-7); only asked when more than "nothing" is legal
    REVEAL = 4  # chance: the value of a survivor's chip, at the table (C-2, DSA-9)
    OVER = 5
    BREATH_HOLD = 6  # tied after level-4 chips: the tied divers may record who held their breath longest (DSA-11)


@dataclass(frozen=True, slots=True)
class Rules:
    """The setup switches of one game (the engine's options)."""

    table: bool = False  # chip values unknown until revealed (C-2)
    turn_back_empty: bool = False  # DSA-5 option
    drop_last_after_turn: bool = False  # DSA-7 option
    deepest_starts: bool = False  # DSA-10 option
    first_diver: int = 0  # the seat that starts round 1 (DSA-10)


@dataclass(frozen=True, slots=True)
class State:
    rules: Rules
    phase: Phase
    to_act: ToAct  # follows from phase and diver; kept so that asking costs nothing
    round: int  # 1..3 (DSA-1)
    air: int  # 25..0, never negative (DSA-4)
    diver: int  # the seat whose turn it is, -1 outside turns
    starter: int  # the seat that started this round
    positions: tuple[int, ...]  # per seat: 0 = submarine, k = k-th space of the path
    turned_back: tuple[bool, ...]  # per seat, this round (DSA-5)
    carried: tuple[tuple[Unit, ...], ...]  # per seat, units in the order picked up
    returned: tuple[int, ...]  # seats back in the submarine this round, in order of return
    path: tuple[Unit, ...]  # the line of chips; () is a blank (DSA-7, DSA-9)
    scored: tuple[tuple[int, ...], ...]  # per seat, the chip values brought back (DSA-9)
    roll: int  # the dice total of the current turn, 0 before the roll
    drowned: tuple[tuple[int, ...], ...]  # per finished round, the seats that did not get back
    unrevealed: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, chips) awaiting Reveal (C-2)
    breath_hold: int = -1  # the tied seat who held their breath longest, if entered (DSA-11)

    @property
    def seats(self) -> int:
        return len(self.positions)


SEAT_TO_ACT = tuple(ToAct(seats=(seat,)) for seat in range(6))
CHANCE_TO_ACT = ToAct(chance=True)
NOBODY_TO_ACT = ToAct()
