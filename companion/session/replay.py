"""Rebuild a game from a game record (``companion replay``, tests, export)."""

from __future__ import annotations

from typing import Any, Callable

import companion.games
from companion.games.contract import SetupError
from companion.session.game_session import GameSession
from companion.session.journal import Entry, EntryKind
from companion.session.record import GameRecord, Origin, RecordError


def replay_record(record: GameRecord, engines: Callable[[str], Any] = companion.games.load) -> GameSession:
    """An in-memory session at the end of ``record``. Raises RecordError naming the problem."""
    header = record.header
    try:
        game = engines(header.game)
    except companion.games.UnknownGame as error:
        raise RecordError(str(error)) from None
    except ImportError:
        raise RecordError(f"the {header.game} engine is not installed") from None
    if game.rules_version != header.rules_version:
        raise RecordError(f"recorded with {header.game} rules version {header.rules_version!r}; "
                          f"this companion has {game.rules_version!r}")
    try:
        session = GameSession(game, header)
    except SetupError as error:
        raise RecordError(f"the header's seats or options are not allowed: {error}") from None
    session.replay([Entry(n, EntryKind.ACT, text, Origin.DECISION, header.started)
                    for n, text in enumerate(record.actions, 1)])
    session.ended = record.ended
    return session
