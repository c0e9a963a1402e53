"""The treasure chips: what is in the box (ruling DSA-2, data per C-4) and how a chip is written.

A chip is an ``int``. A chip whose value the engine knows is that value
(0..15 in the Oink Games box). A chip whose value nobody has seen yet, at the
table, is minus its level (``-1`` .. ``-4``, ruling C-2). A unit on the path or
in a diver's hands is a tuple of chips: one chip, or a stack of up to three
(DSA-9). The empty tuple is a blank chip.

The box contents are read once, at import, from ``chips.toml`` beside this
module: the data file is part of the package like the code, and nothing is
read while playing.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from importlib import resources

Chip = int
Unit = tuple[Chip, ...]
BLANK: Unit = ()


class ChipListError(ValueError):
    """The chip list shipped with the package is not a usable box."""


@dataclass(frozen=True, slots=True)
class Box:
    """The treasure chips of one box, by level (nearest the submarine first)."""

    levels: tuple[tuple[int, ...], ...]  # every chip value of each level, sorted
    shapes: tuple[str, ...]
    level_of: dict[int, int]  # value -> level (1-based)

    @property
    def chip_count(self) -> int:
        return sum(len(values) for values in self.levels)

    def copies(self, value: int) -> int:
        return self.levels[self.level_of[value] - 1].count(value)


def parse_box(text: str, source: str = "chips.toml") -> Box:
    """Read a chip list; raise ChipListError naming the problem."""
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ChipListError(f"{source}: not valid TOML ({error})") from None
    levels_in = table.get("level")
    if not isinstance(levels_in, list) or not levels_in:
        raise ChipListError(f"{source}: needs at least one [[level]] table")
    levels: list[tuple[int, ...]] = []
    shapes: list[str] = []
    level_of: dict[int, int] = {}
    for number, level in enumerate(levels_in, start=1):
        values = level.get("values") if isinstance(level, dict) else None
        if not isinstance(values, list) or not values or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in values
        ):
            raise ChipListError(f"{source}: level {number} needs `values`, a list of whole numbers 0 or more")
        for value in set(values):
            if value in level_of:
                raise ChipListError(f"{source}: value {value} is in level {level_of[value]} and level {number}")
            level_of[value] = number
        levels.append(tuple(sorted(values)))
        shapes.append(str(level.get("shape", f"level {number}")))
    return Box(tuple(levels), tuple(shapes), level_of)


BOX = parse_box(resources.files(__package__).joinpath("chips.toml").read_text(encoding="utf-8"))


def level_of(chip: Chip) -> int:
    """The level of a chip, known value or not."""
    return BOX.level_of[chip] if chip >= 0 else -chip


def is_known(chip: Chip) -> bool:
    return chip >= 0


def unit_value(unit: Unit) -> int | None:
    """Points of a unit, or None while any chip in it is unrevealed (C-2)."""
    if any(chip < 0 for chip in unit):
        return None
    return sum(unit)


def remaining_values(level: int, revealed: Counter[int]) -> tuple[int, ...]:
    """The values a still-unseen chip of ``level`` may have, given those already revealed."""
    return tuple(
        value for value in sorted(set(BOX.levels[level - 1])) if revealed[value] < BOX.copies(value)
    )
