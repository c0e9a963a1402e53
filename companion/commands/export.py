"""``companion export``: finished games as game records and as BG Stats plays."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from companion.errors import UserError

HELP = "write finished games as game records and BG Stats JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", metavar="DIR", default="companion-export",
                        help="directory to write to (default: ./companion-export)")
    parser.add_argument("--state-dir", metavar="DIR",
                        help="where the journal is (default: the config's, else $STATE_DIRECTORY, "
                             "else ~/.local/state/companion)")


def run(args: argparse.Namespace) -> int:
    import companion.games
    from companion import config as configuration
    from companion.session.bgstats import bgstats_play
    from companion.session.journal import JOURNAL_FILE
    from companion.session.paths import state_dir
    from companion.session.store import GameStore

    source = state_dir(args.state_dir, None if args.state_dir else configuration.load(args.config))
    if not (source / JOURNAL_FILE).exists():
        raise UserError(f"no journal in {source} (give --state-dir)")
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UserError(f"cannot create {out}: {error.strerror}") from None
    written = 0
    with GameStore(source) as store:
        for note in store.repair_notes:
            print(f"companion: journal: {note}", file=sys.stderr)
        for saved in store.finished():
            record = store.record(saved.key)
            stem = f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime(saved.header.started))}-{saved.header.game}-{saved.key}"
            title = companion.games.CATALOGUE.get(saved.header.game, (saved.header.game,))[0]
            play = bgstats_play(record, title, _start_seat(record))
            (out / f"{stem}.record.json").write_text(record.dumps(), encoding="utf-8")
            (out / f"{stem}.bgstats.json").write_text(json.dumps(play, indent=2, ensure_ascii=False) + "\n",
                                                      encoding="utf-8")
            written += 1
    print(f"{written} finished game(s) written to {out}")
    return 0


def _start_seat(record) -> int | None:
    """The first seat the engine asks for a decision; None when the engine cannot say."""
    import companion.games
    from companion.games.contract import RuleError

    header = record.header
    try:
        game = companion.games.load(header.game)
        state = game.new_game(len(header.seats), header.options)
        for text in record.actions:
            seats = game.to_act(state).seats
            if seats:
                return seats[0]
            state = game.apply(state, game.parse_action(text))
    except (LookupError, ImportError, RuleError, ValueError):
        pass
    return None
