"""The journal: every accepted action, durably on disk before the screen shows it.

One SQLite file (``journal.db``) in the state directory, in WAL mode with
``synchronous=FULL``: a commit returns only after its WAL frames are fsync'd,
and SQLite's own WAL frame checksums make a torn last write vanish on the next
open instead of being misread.

On top of that each row carries a CRC-32 of its own fields, because a flipped
byte inside a row is not something SQLite checks. Reading a game's entries
stops at the first row that fails (bad CRC, gap in the numbering): that row
and the ones after it are dropped and deleted, everything before survives, and
``repair_notes`` says what happened. A file SQLite itself calls malformed is
moved aside and every row that can still be read and verified is copied into a
fresh journal.

Undo is a row too (``kind='undo'``), so a resumed game has the same history.
Disk errors while writing (full disk above all) raise :class:`JournalWriteError`;
the session keeps playing in memory and retries, see ``GameSession``.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import time
import zlib
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, Iterable, Sequence

from companion.games import CATALOGUE
from companion.session.record import GameHeader, Origin, RecordError

log = logging.getLogger(__name__)

JOURNAL_FILE = "journal.db"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS game (
    id INTEGER PRIMARY KEY,
    header TEXT NOT NULL,
    status TEXT NOT NULL,
    ended REAL,
    outcome TEXT,
    crc INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS entry (
    game_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    action TEXT NOT NULL,
    origin TEXT NOT NULL,
    at REAL NOT NULL,
    crc INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
"""


class EntryKind(StrEnum):
    ACT = "act"
    UNDO = "undo"


class GameStatus(StrEnum):
    OPEN = "open"
    FINISHED = "finished"
    DISCARDED = "discarded"


@dataclass(frozen=True, slots=True)
class Entry:
    """One journal row: an action (``ACT``) or the undo of the last one (``UNDO``)."""

    seq: int  # 1, 2, 3 ... per game, with no gaps
    kind: EntryKind
    action: str = ""  # the action text; empty for UNDO
    origin: Origin = Origin.DECISION
    at: float = 0.0


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game as listed by the journal (without its entries)."""

    key: int  # the journal's id of this game
    header: GameHeader
    status: GameStatus
    ended: float | None
    outcome: dict[str, Any] | None

    # For the history screen and the resume prompt.

    @property
    def title(self) -> str:
        return CATALOGUE.get(self.header.game, (self.header.game,))[0]

    @property
    def when(self) -> str:
        """The start, local time: '2026-11-22 19:05'."""
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.header.started))

    @property
    def result(self) -> str:
        """'Ann wins', 'Ann and Bo share', 'no seat wins'; '' while unfinished."""
        if self.outcome is None:
            return ""
        names = [self.header.seats[w].name for w in self.outcome.get("winners", ())
                 if 0 <= w < len(self.header.seats)]
        if not names:
            return "no seat wins"
        return f"{names[0]} wins" if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]} share"


class JournalWriteError(Exception):
    """Writing failed (full disk, I/O error). Nothing of the failed write is stored."""

    def __init__(self, message: str, disk_full: bool) -> None:
        super().__init__(message)
        self.disk_full = disk_full


class JournalUnavailable(RecordError):
    """The journal cannot be opened or created at all (bad directory, permissions)."""


# What a damaged file raises while being read. SQLite's own messages can carry the
# damaged bytes, and then Python fails to decode the message itself.
_DAMAGE = (sqlite3.DatabaseError, UnicodeDecodeError)


def _entry_crc(game_key: int, entry: Entry) -> int:
    text = f"{game_key}\x1f{entry.seq}\x1f{entry.kind}\x1f{entry.action}\x1f{entry.origin}\x1f{entry.at!r}"
    return zlib.crc32(text.encode())


def _game_crc(key: int, header: str, status: str, ended: float | None, outcome: str | None) -> int:
    return zlib.crc32(f"{key}\x1f{header}\x1f{status}\x1f{ended!r}\x1f{outcome}".encode())


def _write_error(error: sqlite3.Error) -> JournalWriteError:
    code = getattr(error, "sqlite_errorcode", None)
    if code == sqlite3.SQLITE_FULL or "full" in str(error):
        return JournalWriteError("the disk is full", disk_full=True)
    return JournalWriteError(f"the disk refused the write ({error})", disk_full=False)


class Journal:
    """The SQLite journal of every game played in one state directory."""

    def __init__(self, state_dir: Path | str, clock=time.time) -> None:
        self.directory = Path(state_dir)
        self.path = self.directory / JOURNAL_FILE
        self.repair_notes: list[str] = []
        self._clock = clock
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise JournalUnavailable(f"cannot create the state directory {self.directory}: {error.strerror}") from None
        existed = self.path.exists()
        try:
            self._db = self._connect(self.path)
            healthy = self._healthy()
        except sqlite3.OperationalError as error:
            # Locked by another process, an I/O error, no WAL on this file system: not
            # damage, so the file is left exactly where it is.
            raise JournalUnavailable(f"cannot open the journal {self.path}: {error}") from None
        except _DAMAGE:  # SQLITE_CORRUPT, SQLITE_NOTADB
            healthy = False
        if not healthy:
            self._salvage()
        if not existed:
            _fsync_directory(self.directory)

    # -- opening -------------------------------------------------------------

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        db = sqlite3.connect(path, isolation_level=None)
        db.text_factory = _lenient_text
        mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if mode != "wal":
            raise sqlite3.OperationalError(f"WAL mode is not available here ({mode})")
        db.execute("PRAGMA synchronous=FULL")
        db.executescript(_SCHEMA)
        return db

    def _healthy(self) -> bool:
        rows = self._db.execute("PRAGMA quick_check").fetchall()
        return rows == [("ok",)]

    def _salvage(self) -> None:
        """Move a malformed file aside; copy every verifiable row into a new one."""
        try:
            self._db.close()
        except (AttributeError, sqlite3.Error):
            pass
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(self._clock()))
        aside = self.path.with_name(f"journal-corrupt-{stamp}.db")
        for suffix in ("", "-wal", "-shm"):
            source = Path(f"{self.path}{suffix}")
            if source.exists():
                os.replace(source, f"{aside}{suffix}")
        log.error("journal %s is malformed; moved to %s and salvaging", self.path, aside)
        self._db = self._connect(self.path)
        salvaged = 0
        try:
            old = sqlite3.connect(aside, isolation_level=None)
            old.text_factory = _lenient_text
            try:
                for game in _read_games(old, self._note):
                    entries = _read_entries(old, game.key, self._note)
                    key = self.create_game(game.header)
                    self.append(key, entries)
                    if game.status is not GameStatus.OPEN:
                        self.set_status(key, game.status, game.ended, game.outcome)
                    salvaged += 1
            finally:
                old.close()
        except _DAMAGE as error:
            self._note(f"part of the journal could not be read ({error})")
        self._note(f"the journal was damaged: {salvaged} game(s) recovered, "
                   f"the damaged file was kept as {aside.name}")

    def close(self) -> None:
        self._db.close()

    # -- writing ---------------------------------------------------------------

    def _write(self, statements: Iterable[tuple[str, Sequence[Any]]]) -> None:
        try:
            self._db.execute("BEGIN IMMEDIATE")
            for sql, parameters in statements:
                self._db.execute(sql, parameters)
            self._db.execute("COMMIT")
        except sqlite3.Error as error:
            if self._db.in_transaction:
                try:
                    self._db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            raise _write_error(error) from error

    def create_game(self, header: GameHeader) -> int:
        header_text = json.dumps(header.to_json(), sort_keys=True)
        row = self._db.execute("SELECT coalesce(max(id), 0) + 1 FROM game").fetchone()
        key = row[0]
        status = GameStatus.OPEN.value
        self._write([(
            "INSERT INTO game (id, header, status, ended, outcome, crc) VALUES (?, ?, ?, NULL, NULL, ?)",
            (key, header_text, status, _game_crc(key, header_text, status, None, None)),
        )])
        return key

    def append(self, game_key: int, entries: Sequence[Entry]) -> None:
        """Make ``entries`` durable, all or none, before returning."""
        self._write(
            ("INSERT INTO entry (game_id, seq, kind, action, origin, at, crc) VALUES (?, ?, ?, ?, ?, ?, ?)",
             (game_key, e.seq, e.kind.value, e.action, e.origin.value, e.at, _entry_crc(game_key, e)))
            for e in entries
        )

    def set_status(self, game_key: int, status: GameStatus, ended: float | None,
                   outcome: dict[str, Any] | None) -> None:
        header_text = self._db.execute("SELECT header FROM game WHERE id = ?", (game_key,)).fetchone()[0]
        outcome_text = json.dumps(outcome, sort_keys=True) if outcome is not None else None
        crc = _game_crc(game_key, header_text, status.value, ended, outcome_text)
        self._write([("UPDATE game SET status = ?, ended = ?, outcome = ?, crc = ? WHERE id = ?",
                      (status.value, ended, outcome_text, crc, game_key))])

    # -- reading ---------------------------------------------------------------

    def games(self, status: GameStatus | None = None) -> list[SavedGame]:
        """Every game whose row verifies, oldest first; a damaged row is noted, not guessed at."""
        return [game for game in _read_games(self._db, self._note) if status is None or game.status is status]

    def entries(self, game_key: int) -> list[Entry]:
        """The game's entries up to the first damaged one; that one and all after it are
        dropped from the file too, so that new entries continue the good ones."""
        good = _read_entries(self._db, game_key, self._note)
        if self._db.execute("SELECT 1 FROM entry WHERE game_id = ? AND seq > ?", (game_key, len(good))).fetchone():
            try:
                self._write([("DELETE FROM entry WHERE game_id = ? AND seq > ?", (game_key, len(good)))])
            except JournalWriteError as error:
                log.error("could not delete damaged entries of game %s: %s", game_key, error)
        return good

    def _note(self, note: str) -> None:
        if note not in self.repair_notes:
            log.warning("journal: %s", note)
            self.repair_notes.append(note)


def _lenient_text(raw: bytes) -> str:
    """Damaged bytes must reach the CRC check (and fail it), not stop the read."""
    return raw.decode("utf-8", errors="replace")


def _read_games(db: sqlite3.Connection, note) -> list[SavedGame]:
    found: list[SavedGame] = []
    try:
        rows = db.execute("SELECT id, header, status, ended, outcome, crc FROM game ORDER BY id").fetchall()
    except _DAMAGE as error:
        note(f"the list of games is unreadable ({error})")
        return found
    for key, header_text, status_text, ended, outcome_text, crc in rows:
        if crc != _game_crc(key, header_text, status_text, ended, outcome_text):
            note(f"game {key} has a damaged header and was skipped")
            continue
        try:
            header = GameHeader.from_json(json.loads(header_text))
            found.append(SavedGame(key, header, GameStatus(status_text), ended,
                                     json.loads(outcome_text) if outcome_text else None))
        except (ValueError, RecordError) as error:
            note(f"game {key} has an unreadable header ({error}) and was skipped")
    return found


def _read_entries(db: sqlite3.Connection, game_key: int, note) -> list[Entry]:
    good: list[Entry] = []
    try:
        rows = db.execute("SELECT seq, kind, action, origin, at, crc FROM entry WHERE game_id = ? ORDER BY seq",
                          (game_key,))
        for seq, kind, action, origin, at, crc in rows:
            try:
                entry = Entry(seq, EntryKind(kind), action, Origin(origin), at)
            except (ValueError, TypeError):
                entry = None
            if entry is None or seq != len(good) + 1 or crc != _entry_crc(game_key, entry):
                note(f"game {game_key}: entry {len(good) + 1} is damaged; kept the {len(good)} before it")
                break
            good.append(entry)
    except _DAMAGE as error:
        note(f"game {game_key}: entries after {len(good)} are unreadable ({error}); kept those")
    return good


def _fsync_directory(directory: Path) -> None:
    """Make the new file's name itself durable (a new file is lost without it on power loss)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
