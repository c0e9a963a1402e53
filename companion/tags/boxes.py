"""Every component of a game's box, in the order the learning walk asks for
them, read from the game's own data file (ruling C-4: counts are data)."""

from __future__ import annotations

import csv
import io
import tomllib
from importlib import resources

from companion.errors import UserError
from companion.tags.components import CHIP_SHAPES, Company, Component, DepthShareCard, TreasureChip, VillageChiefCard

# game id -> (engine package, data file)
DATA_FILES = {
    "deep-sea": ("companion.games.deep_sea", "chips.toml"),
    "dive": ("companion.games.dive", "village_chief.csv"),
    "in-too-deep": ("companion.games.in_too_deep", "cards.csv"),
}


class BoxError(UserError):
    pass


def box(game: str) -> tuple[Component, ...]:
    if game not in DATA_FILES:
        raise BoxError(f"unknown game {game!r}; games with tagged components: {', '.join(DATA_FILES)}")
    package, name = DATA_FILES[game]
    try:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        raise BoxError(f"{game}: its component list {package}/{name} is not installed") from None
    return parse_box(game, text, f"{package}/{name}")


def parse_box(game: str, text: str, where: str) -> tuple[Component, ...]:
    """The components listed in ``text``, in ``game``'s data-file format."""
    try:
        match game:
            case "deep-sea":
                return treasure_chips(text)
            case "dive":
                return village_chief_cards(text)
            case "in-too-deep":
                return depth_share_cards(text)
    except (ValueError, KeyError, TypeError) as error:
        raise BoxError(f"{where}: not a {game} component list ({error})") from None
    raise BoxError(f"unknown game {game!r}")


def treasure_chips(text: str) -> tuple[TreasureChip, ...]:
    """chips.toml: one [[level]] per level, nearest the submarine first (ruling DSA-2)."""
    levels = tomllib.loads(text)["level"]
    if len(levels) != len(CHIP_SHAPES):
        raise ValueError(f"{len(levels)} levels, the box has {len(CHIP_SHAPES)}")
    if not all(isinstance(value, int) and 0 <= value <= 99 for entry in levels for value in entry["values"]):
        raise ValueError("chip values are whole numbers")
    return tuple(TreasureChip(level, value) for level, entry in enumerate(levels, 1) for value in sorted(entry["values"]))


def village_chief_cards(text: str) -> tuple[VillageChiefCard, ...]:
    """village_chief.csv: level_1..level_4 speeds and space-separated yellow levels (ruling DV-9)."""
    rows = csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#"))
    return tuple(
        VillageChiefCard(
            tuple(int(row[f"level_{n}"]) for n in range(1, 5)),
            tuple(sorted(int(level) for level in row["yellow_levels"].split())),
        )
        for row in rows
    )


def depth_share_cards(text: str) -> tuple[DepthShareCard, ...]:
    """cards.csv: depth number and share company letter (ruling ITD-2)."""
    rows = csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#"))
    return tuple(sorted((DepthShareCard(int(row["number"]), Company(row["company"])) for row in rows), key=lambda c: c.number))
