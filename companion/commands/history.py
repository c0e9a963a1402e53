"""``companion history``: the games in the journal, unfinished first, with winners."""

from __future__ import annotations

import argparse
import json
import sys

from companion.errors import UserError

HELP = "list saved games: unfinished ones, then finished ones and their winners"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--state-dir", metavar="DIR",
                        help="where the journal is (default: the config's, else $STATE_DIRECTORY, "
                             "else ~/.local/state/companion)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    from companion import config as configuration
    from companion.session.journal import JOURNAL_FILE
    from companion.session.paths import state_dir
    from companion.session.record import iso_time
    from companion.session.store import GameStore

    source = state_dir(args.state_dir, None if args.state_dir else configuration.load(args.config))
    if not (source / JOURNAL_FILE).exists():
        raise UserError(f"no journal in {source} (give --state-dir)")
    with GameStore(source) as store:
        for note in store.repair_notes:
            print(f"companion: journal: {note}", file=sys.stderr)
        listed = [("unfinished", saved) for saved in store.unfinished()]
        listed += [("finished", saved) for saved in store.finished()]
    if args.json:
        print(json.dumps({"games": [{
            "key": saved.key, "status": status, "game": saved.header.game,
            "seats": [seat.name for seat in saved.header.seats],
            "started": iso_time(saved.header.started), "outcome": saved.outcome,
        } for status, saved in listed]}))
        return 0
    for status, saved in listed:
        seats = ", ".join(seat.name for seat in saved.header.seats)
        print(f"{saved.key:>5}  {saved.when}  {saved.title:<20} {status:<10} {seats}  {saved.result}")
    if not listed:
        print("no saved games")
    return 0
