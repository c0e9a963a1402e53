"""What a game is made of outside the engine: its header, its plies, and the
JSON game record that carries both (format documented in docs/game-record.md).

A record stores action *texts* (``game.action_text``), never pickled objects,
so a record stays readable by people and by later versions of the companion.
Reading a record checks every field and names the first problem it finds;
a record never half-loads.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import StrEnum
from typing import Any, Mapping

from companion.errors import UserError

FORMAT = "companion-game-record"
FORMAT_VERSION = 1


class RecordError(UserError):
    """A game record (or a journal's game header) that cannot be read."""


class Origin(StrEnum):
    """Where an action came from; decides what undo means for it."""

    DECISION = "decision"  # a seat's choice
    DRAWN = "drawn"  # a chance outcome drawn from the seeded source (C-1)
    ENTERED = "entered"  # a chance outcome entered at the table (C-1)


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    colour: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour}


@dataclass(frozen=True, slots=True)
class Ply:
    """One action in the history: ``number`` counts from 1."""

    number: int
    text: str
    origin: Origin
    at: float  # seconds since the epoch, from the session's clock


@dataclass(frozen=True, slots=True)
class GameHeader:
    """Everything needed, with the action list, to replay a game exactly."""

    game: str
    rules_version: str
    seats: tuple[Seat, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int | str = 0
    chance: str = "seeded"  # the ChanceSource mode: "seeded" or "table"
    started: float = 0.0
    # The table flow's own choices at setup that are not rules (the kiosk rolls
    # the dice, the coach shows odds): a resumed game gets them back.
    table_settings: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules_version": self.rules_version,
            "options": dict(self.options),
            "seats": [seat.to_json() for seat in self.seats],
            "seed": self.seed,
            "chance": self.chance,
            "started": iso_time(self.started),
            "table_settings": dict(self.table_settings),
        }

    @classmethod
    def from_json(cls, fields: Any) -> GameHeader:
        if not isinstance(fields, dict):
            raise RecordError("the header is not a JSON object")
        game = _field(fields, "game", str)
        rules_version = _field(fields, "rules_version", str)
        options = _field(fields, "options", dict)
        seats = _field(fields, "seats", list)
        if not seats:
            raise RecordError("'seats' is empty")
        parsed = []
        for number, seat in enumerate(seats, 1):
            if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) \
                    or not isinstance(seat.get("colour", ""), str):
                raise RecordError(f"seat {number} needs a 'name' (text) and a 'colour' (text)")
            parsed.append(Seat(seat["name"], seat.get("colour", "")))
        seed = fields.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise RecordError("'seed' must be a number or a text")
        chance = fields.get("chance", "seeded")
        if chance not in ("seeded", "table"):
            raise RecordError(f"'chance' must be \"seeded\" or \"table\", not {chance!r}")
        started = parse_time(fields.get("started"), "started") if fields.get("started") else 0.0
        table_settings = fields.get("table_settings", {})
        if not isinstance(table_settings, dict):
            raise RecordError("'table_settings' must be a JSON object")
        return cls(game, rules_version, tuple(parsed), options, seed, chance, started, table_settings)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A header, the actions that stand (undone ones are gone) and the end time."""

    header: GameHeader
    actions: tuple[str, ...]
    ended: float | None = None
    outcome: Mapping[str, Any] | None = None  # informative; replay recomputes it

    def to_json(self) -> dict[str, Any]:
        fields = {"format": FORMAT, "format_version": FORMAT_VERSION, **self.header.to_json()}
        fields["ended"] = iso_time(self.ended) if self.ended is not None else None
        fields["actions"] = list(self.actions)
        if self.outcome is not None:
            fields["outcome"] = dict(self.outcome)
        return fields

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"

    @classmethod
    def loads(cls, text: str) -> GameRecord:
        try:
            fields = json.loads(text)
        except json.JSONDecodeError as error:
            raise RecordError(f"not JSON ({error.msg} at line {error.lineno})") from None
        if not isinstance(fields, dict):
            raise RecordError("a game record is a JSON object")
        if fields.get("format") != FORMAT:
            raise RecordError(f"not a game record ('format' is not {FORMAT!r})")
        if fields.get("format_version") != FORMAT_VERSION:
            raise RecordError(
                f"record format version {fields.get('format_version')!r}; this companion reads {FORMAT_VERSION}")
        header = GameHeader.from_json(fields)
        actions = _field(fields, "actions", list)
        for number, text in enumerate(actions, 1):
            if not isinstance(text, str) or not text or "\n" in text:
                raise RecordError(f"action {number} is not a one-line text")
        ended = parse_time(fields["ended"], "ended") if fields.get("ended") else None
        outcome = fields.get("outcome")
        return cls(header, tuple(actions), ended, outcome if isinstance(outcome, dict) else None)


def _field(fields: dict, name: str, kind: type) -> Any:
    if name not in fields:
        raise RecordError(f"'{name}' is missing")
    value = fields[name]
    if not isinstance(value, kind):
        raise RecordError(f"'{name}' must be a JSON {_JSON_NAMES[kind]}")
    return value


_JSON_NAMES = {str: "text", dict: "object", list: "list"}


def iso_time(seconds: float) -> str:
    """UTC, ISO 8601 with milliseconds: records compare and sort as text."""
    return datetime.fromtimestamp(seconds, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def parse_time(text: Any, name: str) -> float:
    if not isinstance(text, str):
        raise RecordError(f"'{name}' must be an ISO 8601 time text")
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise RecordError(f"'{name}' is not an ISO 8601 time: {text!r}") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()
