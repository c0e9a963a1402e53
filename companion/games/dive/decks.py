"""The default decks, read once from the data files shipped beside the engine (ruling C-4).

Only package data is read, at import; the rules never touch files afterwards.
"""

from __future__ import annotations

import csv
import io
import tomllib
from importlib import resources

from .cards import CHIEF_LEVELS, CREATURE_NAMES, ChiefCard, OceanCard

OCEAN_DECK_SIZE = 36  # DV-2
CHIEF_DECK_SIZE = 48  # DV-9
CHIEF_SPEEDS = (2, 3, 4, 6)  # rulebook, Village Chief cards


class DeckFileError(ValueError):
    """A deck file that does not describe the deck the rules need."""


def parse_ocean(text: str) -> tuple[OceanCard, ...]:
    """The Ocean deck of an ``ocean.toml`` text, in file order (DV-2)."""
    deck: list[OceanCard] = []
    for row in tomllib.loads(text).get("card", []):
        creature = CREATURE_NAMES.get(row.get("creature"))
        count = row.get("count")
        if creature is None or not isinstance(row.get("shark"), bool) or not isinstance(count, int) or count < 0:
            raise DeckFileError(f"ocean deck: bad card entry {row!r}")
        deck += [OceanCard(row["shark"], creature)] * count
    if len(deck) != OCEAN_DECK_SIZE:
        raise DeckFileError(f"ocean deck: {len(deck)} cards, the game has {OCEAN_DECK_SIZE} (DV-2)")
    return tuple(deck)


def parse_chief(text: str) -> tuple[ChiefCard, ...]:
    """The Village Chief deck of a ``village_chief.csv`` text (DV-9)."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    deck: list[ChiefCard] = []
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        try:
            speeds = tuple(int(row[f"level_{n}"]) for n in range(1, CHIEF_LEVELS + 1))
            yellow_levels = {int(n) for n in (row["yellow_levels"] or "").split()}
        except (KeyError, TypeError, ValueError):
            raise DeckFileError(f"village chief deck: bad row {row!r}") from None
        if sorted(speeds) != list(CHIEF_SPEEDS) or not yellow_levels <= set(range(1, CHIEF_LEVELS + 1)):
            raise DeckFileError(f"village chief deck: speeds must be 2, 3, 4, 6 in some order: {row!r}")
        deck.append(ChiefCard(speeds, tuple(n in yellow_levels for n in range(1, CHIEF_LEVELS + 1))))  # type: ignore[arg-type]
    if len(deck) != CHIEF_DECK_SIZE:
        raise DeckFileError(f"village chief deck: {len(deck)} cards, the game has {CHIEF_DECK_SIZE} (DV-9)")
    return tuple(deck)


def _read(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


OCEAN_DECK: tuple[OceanCard, ...] = parse_ocean(_read("ocean.toml"))
CHIEF_DECK: tuple[ChiefCard, ...] = parse_chief(_read("village_chief.csv"))
CHIEF_KINDS: frozenset[ChiefCard] = frozenset(CHIEF_DECK)
