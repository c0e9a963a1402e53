"""The cards of Dive: transparent Ocean cards and Village Chief cards, with their text forms."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from companion.games.contract import ActionParseError


class Creature(enum.Enum):
    """What may help a diver on an Ocean card (rulebook, Dive Step 2)."""

    NONE = "-"
    GREEN_TURTLE = "G"
    RED_TURTLE = "R"
    MANTA_RAY = "M"

    @property
    def title(self) -> str:
        return _CREATURE_TITLES[self]


_CREATURE_TITLES = {
    Creature.NONE: "nothing",
    Creature.GREEN_TURTLE: "a green sea turtle",
    Creature.RED_TURTLE: "a red sea turtle",
    Creature.MANTA_RAY: "a manta ray",
}

# Names used by the deck file (ocean.toml) and the kiosk.
CREATURE_NAMES = {
    "none": Creature.NONE,
    "green_turtle": Creature.GREEN_TURTLE,
    "red_turtle": Creature.RED_TURTLE,
    "manta_ray": Creature.MANTA_RAY,
}


@dataclass(frozen=True, slots=True)
class OceanCard:
    """What matters on an Ocean card: a shark or not, and at most one creature (DV-2)."""

    shark: bool
    creature: Creature = Creature.NONE

    @property
    def text(self) -> str:
        return ("S" if self.shark else "N") + self.creature.value

    @staticmethod
    def from_text(text: str) -> OceanCard:
        if len(text) != 2 or text[0] not in "SN":
            raise ActionParseError(f"not an Ocean card: {text!r} (expected e.g. 'SR' or 'N-')")
        try:
            creature = Creature(text[1])
        except ValueError:
            raise ActionParseError(f"not a creature: {text[1]!r} (one of - G R M)") from None
        return OceanCard(text[0] == "S", creature)

    def __str__(self) -> str:
        shark = "a shark" if self.shark else "no shark"
        return shark if self.creature is Creature.NONE else f"{shark} and {self.creature.title}"


# The eight kinds of card a table can enter (DV-2: shark yes/no, then none/green/red/manta).
OCEAN_KINDS: tuple[OceanCard, ...] = tuple(
    OceanCard(shark, creature) for shark in (False, True) for creature in Creature
)

CHIEF_LEVELS = 4


@dataclass(frozen=True, slots=True)
class ChiefCard:
    """A Village Chief card (DV-9): its speed at levels 1-4 and which levels are yellow."""

    speeds: tuple[int, int, int, int]
    yellow: tuple[bool, bool, bool, bool]

    @property
    def text(self) -> str:
        return "".join(map(str, self.speeds)) + "/" + "".join("y" if y else "b" for y in self.yellow)

    @staticmethod
    def from_text(text: str) -> ChiefCard:
        speeds, _, colours = text.partition("/")
        if (len(speeds) != CHIEF_LEVELS or not speeds.isdigit() or len(colours) != CHIEF_LEVELS
                or set(colours) - {"y", "b"}):
            raise ActionParseError(f"not a Village Chief card: {text!r} (expected e.g. '2436/bbby')")
        return ChiefCard(tuple(int(s) for s in speeds), tuple(c == "y" for c in colours))  # type: ignore[arg-type]

    def __str__(self) -> str:
        levels = (f"{s}{' (yellow)' if y else ''}" for s, y in zip(self.speeds, self.yellow))
        return "speeds " + ", ".join(levels)
