"""The tag registry: a TOML file mapping tag UIDs to game components.

    # Which tag is which component; written by `companion tags learn`, safe to edit.
    format = 1

    [tags]
    04A1B2C3D4E5F6 = { game = "deep-sea", level = 4, value = 13 }
    04A1B2C3D4E5F7 = { game = "dive", speeds = [2, 3, 4, 6], yellow = [4] }
    04A1B2C3D4E5F8 = { game = "in-too-deep", number = 37, company = "pearl-diving" }

A UID is the reader's upper-case hex (4, 7 or 10 bytes). Several tags may
name the same component (the box has two of each chip value). A bad file is
refused whole, with a message naming the tag and the field.
"""

from __future__ import annotations

import os
import re
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from companion.errors import UserError
from companion.tags.components import CHIEF_SPEEDS, Company, Component, DepthShareCard, TreasureChip, VillageChiefCard

FORMAT = 1
_UID = re.compile(r"(?:[0-9A-F]{8}|[0-9A-F]{14}|[0-9A-F]{20})\Z")
_COMPANY_WORDS = {company: company.name.lower().replace("_", "-") for company in Company}
_COMPANIES = {word: company for company, word in _COMPANY_WORDS.items()}


class TagFileError(UserError):
    """The registry file is missing pieces or says something impossible."""


@dataclass(frozen=True, slots=True)
class TagRegistry:
    tags: Mapping[str, Component] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tags", MappingProxyType(dict(self.tags)))

    def component(self, uid: str) -> Component | None:
        return self.tags.get(uid)

    def with_tag(self, uid: str, component: Component) -> TagRegistry:
        if not _UID.match(uid):
            raise ValueError(f"not a tag UID: {uid!r}")
        return TagRegistry({**self.tags, uid: component})

    def without_game(self, game: str) -> TagRegistry:
        return TagRegistry({uid: c for uid, c in self.tags.items() if c.game != game})

    def count(self, component: Component) -> int:
        return sum(1 for c in self.tags.values() if c == component)

    def uids(self, component: Component) -> tuple[str, ...]:
        """Every tag on that component, in UID order (the simulated kiosk's picker taps one)."""
        return tuple(sorted(uid for uid, c in self.tags.items() if c == component))


def simulated(components: tuple[Component, ...]) -> TagRegistry:
    """A registry for a simulated box: one made-up 7-byte UID per component
    listed (duplicates get their own), stable from run to run."""
    games = {"deep-sea": 1, "dive": 2, "in-too-deep": 3}
    return TagRegistry({f"F0{games[c.game]:02X}{n:010X}": c for n, c in enumerate(components)})


def load(path: str | os.PathLike, missing_ok: bool = True) -> TagRegistry:
    source = Path(path)
    if not source.exists() and missing_ok:
        return TagRegistry()
    try:
        raw = tomllib.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TagFileError(f"{source}: no such tag file") from None
    except tomllib.TOMLDecodeError as error:
        raise TagFileError(f"{source}: not valid TOML ({error})") from None
    except (OSError, UnicodeDecodeError) as error:
        raise TagFileError(f"{source}: cannot be read ({error})") from None
    return parse(raw, where=str(source))


def parse(raw: Mapping[str, Any], where: str = "tag file") -> TagRegistry:
    if raw.get("format") != FORMAT:
        raise TagFileError(f"{where}: format = {FORMAT} is missing or different (found {raw.get('format')!r})")
    unknown = set(raw) - {"format", "tags"}
    if unknown:
        raise TagFileError(f"{where}: unknown key {sorted(unknown)[0]!r}; the file has format and [tags]")
    tags = raw.get("tags", {})
    if not isinstance(tags, Mapping):
        raise TagFileError(f"{where}: [tags] must be a table of tag = {{ ... }}")
    return TagRegistry({uid: _component(where, uid, entry) for uid, entry in tags.items()})


def _component(where: str, uid: str, entry: Any) -> Component:
    at = f"{where}: tag {uid}"
    if not _UID.match(uid):
        raise TagFileError(f"{at}: a UID is 8, 14 or 20 upper-case hex digits")
    if not isinstance(entry, Mapping):
        raise TagFileError(f"{at}: must be {{ game = ..., ... }}")
    fields = dict(entry)
    game = fields.pop("game", None)
    match game:
        case "deep-sea":
            _expect(at, fields, {"level", "value"})
            level, value = _int(at, fields, "level", 1, 4), _int(at, fields, "value", 0, 15)
            return TreasureChip(level, value)
        case "dive":
            _expect(at, fields, {"speeds", "yellow"})
            speeds = _ints(at, fields, "speeds", 1, 6)
            if sorted(speeds) != sorted(CHIEF_SPEEDS):
                raise TagFileError(f"{at}: speeds must be 2, 3, 4 and 6 in some order (ruling DV-9), not {speeds}")
            yellow = _ints(at, fields, "yellow", 1, 4)
            if list(yellow) != sorted(set(yellow)):
                raise TagFileError(f"{at}: yellow lists levels 1-4 in rising order, each once")
            return VillageChiefCard(speeds, yellow)
        case "in-too-deep":
            _expect(at, fields, {"number", "company"})
            number = _int(at, fields, "number", 0, 99)
            company = _COMPANIES.get(fields["company"])
            if company is None:
                raise TagFileError(f"{at}: company {fields['company']!r} is not one of {', '.join(_COMPANIES)}")
            return DepthShareCard(number, company)
    raise TagFileError(f"{at}: game {game!r} is not one of deep-sea, dive, in-too-deep")


def _expect(at: str, fields: Mapping[str, Any], names: set[str]) -> None:
    if missing := names - set(fields):
        raise TagFileError(f"{at}: {sorted(missing)[0]} is missing")
    if extra := set(fields) - names:
        raise TagFileError(f"{at}: unknown field {sorted(extra)[0]!r}")


def _int(at: str, fields: Mapping[str, Any], name: str, low: int, high: int) -> int:
    value = fields[name]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise TagFileError(f"{at}: {name} = {value!r} is not a whole number {low}-{high}")
    return value


def _ints(at: str, fields: Mapping[str, Any], name: str, low: int, high: int) -> tuple[int, ...]:
    values = fields[name]
    if not isinstance(values, list):
        raise TagFileError(f"{at}: {name} must be a list like [1, 2]")
    return tuple(_int(at, {name: v}, name, low, high) for v in values)


def dumps(registry: TagRegistry) -> str:
    lines = [
        "# Which tag is which component; written by `companion tags learn`, safe to edit.",
        f"format = {FORMAT}",
        "",
        "[tags]",
    ]
    for uid in sorted(registry.tags):
        lines.append(f"{uid} = {{ {_fields(registry.tags[uid])} }}")
    return "\n".join(lines) + "\n"


def _fields(component: Component) -> str:
    match component:
        case TreasureChip(level=level, value=value):
            return f'game = "deep-sea", level = {level}, value = {value}'
        case VillageChiefCard(speeds=speeds, yellow_levels=yellow):
            return f'game = "dive", speeds = [{", ".join(map(str, speeds))}], yellow = [{", ".join(map(str, yellow))}]'
        case DepthShareCard(number=number, company=company):
            return f'game = "in-too-deep", number = {number}, company = "{_COMPANY_WORDS[company]}"'
    raise TypeError(f"not a component: {component!r}")


def save(registry: TagRegistry, path: str | os.PathLike) -> None:
    """Write atomically: a crash mid-save leaves the old file, never half a new one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=target.parent, prefix=".tags-", delete=False) as out:
        out.write(dumps(registry))
        out.flush()
        os.fsync(out.fileno())
    os.replace(out.name, target)
