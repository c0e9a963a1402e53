"""The game components a tag can stand for, in each game's own words."""

from __future__ import annotations

import enum
from dataclasses import dataclass

# The four chip shapes of the Oink Games box, level 1 (nearest the submarine) first.
CHIP_SHAPES = ("triangle", "square", "pentagon", "hexagon")
CHIEF_SPEEDS = (2, 3, 4, 6)  # every Chief card shows these four, in some order (ruling DV-9)


class Company(enum.Enum):
    """In Too Deep's five companies (ruling ITD-1); the value is the letter
    the game's card file uses."""

    OCEAN_CLEANING = "O"
    TREASURE_HUNTING = "T"
    PEARL_DIVING = "P"
    RESEARCH = "R"
    WILDLIFE_SPOTTING = "W"

    @property
    def title(self) -> str:
        return {"RESEARCH": "Ocean and Coastal Research"}.get(self.name, self.name.replace("_", " ").title())


@dataclass(frozen=True, slots=True)
class TreasureChip:
    """A Deep Sea Adventure treasure chip (ruling DSA-2)."""

    level: int  # 1..4
    value: int  # 0..15

    game = "deep-sea"

    def describe(self) -> str:
        return f"the {self.value} {CHIP_SHAPES[self.level - 1]}"


@dataclass(frozen=True, slots=True)
class VillageChiefCard:
    """A Dive Village Chief card (ruling DV-9): speeds at levels 1-4, yellow levels."""

    speeds: tuple[int, int, int, int]
    yellow_levels: tuple[int, ...]

    game = "dive"

    def describe(self) -> str:
        yellow = " ".join(str(level) for level in self.yellow_levels) or "none"
        return f"the Chief card {'-'.join(map(str, self.speeds))} (yellow {yellow})"


@dataclass(frozen=True, slots=True)
class DepthShareCard:
    """An In Too Deep depth & share card (ruling ITD-2): its depth number and share company."""

    number: int  # 0..99
    company: Company

    game = "in-too-deep"

    def describe(self) -> str:
        return f"card {self.number} ({self.company.title})"


Component = TreasureChip | VillageChiefCard | DepthShareCard
