"""The saved games of one state directory: start, list, resume, discard.

On start the kiosk asks :meth:`GameStore.resume` for the unfinished game and
gets it back exactly, rebuilt by replaying its journal through the engine.
"""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import companion.games
from companion.games.contract import Outcome
from companion.session.chance import chance_source
from companion.session.game_session import GameSession, ResumeError, make_header
from companion.session.journal import EntryKind, GameStatus, Journal, JournalWriteError, SavedGame
from companion.session.record import GameRecord, Seat


class GameStore:
    """Every game journaled in ``state_dir`` (see ``companion.session.paths.state_dir``)."""

    def __init__(self, state_dir: Path | str, *, engines: Callable[[str], Any] = companion.games.load,
                 clock: Callable[[], float] = time.time) -> None:
        self.journal = Journal(state_dir, clock)
        self._engines = engines
        self._clock = clock

    @property
    def repair_notes(self) -> list[str]:
        """What opening the journal had to drop or recover; empty when all was well."""
        return self.journal.repair_notes

    def close(self) -> None:
        self.journal.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- starting and resuming ----------------------------------------------------

    def new_game(self, game: Any, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,
                 seed: int | str | None = None, chance: str = "seeded",
                 table_settings: Mapping[str, Any] | None = None) -> GameSession:
        """Start a journaled game. Raises SetupError (nothing is saved) on bad seats/options."""
        if seed is None:
            seed = secrets.randbits(48)
        header = make_header(game, seats, options, seed, chance, self._clock(), table_settings)
        # Built before anything is written, so that a SetupError leaves no trace.
        session = GameSession(game, header, chance=chance_source(chance, seed), clock=self._clock)
        try:
            key = self.journal.create_game(header)
        except JournalWriteError as error:
            # The disk refuses even the header: the table still gets its game, in memory.
            session.durability_warning = f"Not saving: {error}. This game is played in memory only."
            return session
        session.attach(self.journal, key)
        return session

    def unfinished(self) -> list[SavedGame]:
        """Games still open, most recent first."""
        return self.journal.games(GameStatus.OPEN)[::-1]

    def finished(self) -> list[SavedGame]:
        """Finished games, most recent first (for the history screen and export)."""
        return self.journal.games(GameStatus.FINISHED)[::-1]

    def open(self, key: int) -> GameSession:
        """Rebuild a saved game exactly by replaying its journal. Raises ResumeError."""
        saved = self._saved(key)
        header = saved.header
        try:
            game = self._engines(header.game)
        except (LookupError, ImportError) as error:
            raise ResumeError(f"game {key}: {error}") from None
        if game.rules_version != header.rules_version:
            raise ResumeError(
                f"game {key} was played with {header.game} rules version {header.rules_version}; "
                f"this companion has {game.rules_version}")
        session = GameSession(game, header, journal=self.journal, key=key, clock=self._clock)
        session.replay(self.journal.entries(key))
        session.status, session.ended = saved.status, saved.ended
        return session

    def resume(self) -> GameSession | None:
        """The most recent unfinished game, rebuilt; None when there is none."""
        unfinished = self.unfinished()
        return self.open(unfinished[0].key) if unfinished else None

    def finish(self, session: GameSession) -> Outcome:
        """Close a game that is over (same as ``session.finish()``): it moves to ``finished()``."""
        if session.journal is not None and session.journal is not self.journal:
            raise ValueError("the session belongs to another store")
        return session.finish()

    def discard(self, key: int) -> None:
        """Drop an unfinished game from the resume list (its rows are kept, marked discarded)."""
        self._saved(key)
        self.journal.set_status(key, GameStatus.DISCARDED, self._clock(), None)

    def record(self, key: int) -> GameRecord:
        """The game's record, read from the journal alone (no engine needed, so a game
        finished under older rules still exports)."""
        saved = self._saved(key)
        actions: list[str] = []
        for entry in self.journal.entries(key):
            match entry.kind:
                case EntryKind.ACT:
                    actions.append(entry.action)
                case EntryKind.UNDO:
                    actions.pop()
        return GameRecord(saved.header, tuple(actions), saved.ended, saved.outcome)

    def _saved(self, key: int) -> SavedGame:
        for saved in self.journal.games():
            if saved.key == key:
                return saved
        raise ResumeError(f"no saved game {key}")
