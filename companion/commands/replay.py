"""``companion replay FILE``: replay a game record and print where it ends."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from companion.errors import UserError

HELP = "replay a game record; print the final state and outcome"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game record (see docs/game-record.md)")
    parser.add_argument("--json", action="store_true", help="print one JSON object: final state and outcome")


def run(args: argparse.Namespace) -> int:
    from companion.session.record import GameRecord, RecordError
    from companion.session.replay import replay_record

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise UserError(f"{path}: cannot read it ({error.strerror})") from None
    except UnicodeDecodeError:
        raise UserError(f"{path}: not a game record (not UTF-8 text)") from None
    try:
        record = GameRecord.loads(text)
        session = replay_record(record)
    except RecordError as error:
        raise UserError(f"{path}: {error}") from None
    outcome = session.outcome
    if args.json:
        print(json.dumps({
            "game": record.header.game,
            "rules_version": record.header.rules_version,
            "actions": len(record.actions),
            "state": session.game.dump(session.state),
            "outcome": outcome.to_json() if outcome is not None else None,
        }))
        return 0
    seats = record.header.seats
    print(f"{session.game.title}: {len(record.actions)} actions, {len(seats)} seats")
    if outcome is None:
        print("not over")
    else:
        names = ", ".join(seats[w].name for w in outcome.winners) or "no seat"
        print(f"winner: {names} ({outcome.reason}); scores: "
              + ", ".join(f"{s.name} {score}" for s, score in zip(seats, outcome.scores)))
    return 0
