"""A game in progress: a pure engine, its history, its journal.

The kiosk drives a game only through :class:`GameSession`. ``act`` asks the
engine first (an illegal action raises ``IllegalAction`` and changes nothing,
C-3), then makes the action durable in the journal, and only then updates the
state the screen draws. Undo pops one action and is journaled too.

When the disk refuses a write (full above all) the session keeps playing in
memory, keeps the unsaved entries, retries them with the next write, and says
so in ``durability_warning`` for the kiosk to show. Nothing already saved is
touched.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping, Sequence

from companion.games.contract import ActionParseError, IllegalAction, Outcome, ToAct
from companion.session.chance import ChanceSource, SeededChance, chance_source
from companion.session.journal import Entry, EntryKind, GameStatus, Journal, JournalWriteError
from companion.session.record import GameHeader, GameRecord, Origin, Ply, RecordError, Seat


class SessionError(Exception):
    """A request the session cannot do now (nothing to undo, game not over)."""


class NothingToUndo(SessionError):
    pass


class ResumeError(RecordError):
    """A saved game whose actions do not replay with this engine."""


class GameSession:
    """One game. Build it with :meth:`start` (in memory) or ``GameStore.new_game`` (journaled)."""

    def __init__(self, game: Any, header: GameHeader, *, chance: ChanceSource | None = None,
                 journal: Journal | None = None, key: int | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.game = game
        self.header = header
        self.chance = chance if chance is not None else chance_source(header.chance, header.seed)
        self.key = key  # the journal's id of this game; None in memory
        self.status = GameStatus.OPEN
        self.ended: float | None = None
        self.durability_warning: str | None = None
        self._journal = journal
        self._clock = clock
        self._states: list[Any] = [game.new_game(len(header.seats), header.options)]
        self._plies: list[Ply] = []
        self._entries = 0  # journal entries so far, saved or not
        self._unsaved: list[Entry] = []

    @classmethod
    def start(cls, game: Any, seats: Sequence[Seat], options: Mapping[str, Any] | None = None,
              seed: int | str = 0, chance: str = "seeded",
              clock: Callable[[], float] = time.time,
              table_settings: Mapping[str, Any] | None = None) -> GameSession:
        """A game kept in memory only (simulation, demo, tests)."""
        return cls(game, make_header(game, seats, options, seed, chance, clock(), table_settings), clock=clock)

    # -- what the kiosk draws ------------------------------------------------

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def to_act(self) -> ToAct:
        return self.game.to_act(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def history(self) -> tuple[Ply, ...]:
        return tuple(self._plies)

    @property
    def entries(self) -> int:
        """Journal entries so far (actions and undos): the crash test's progress counter."""
        return self._entries

    def view(self, viewer: int | None = None) -> dict[str, Any]:
        return self.game.view(self.state, viewer)

    def legal_actions(self) -> Sequence[Any]:
        return self.game.legal_actions(self.state)

    @property
    def journal(self) -> Journal | None:
        """The journal this game is saved in; None for a game kept in memory only."""
        return self._journal

    def describe_last(self) -> str:
        """The last action in the players' words (the engine's ``describe``), for the undo prompt."""
        if not self._plies:
            return ""
        return self.game.describe(self._states[-2], self.game.parse_action(self._plies[-1].text))

    # -- acting ----------------------------------------------------------------

    def act(self, action: Any) -> Ply:
        """Apply a seat's decision, or a chance outcome entered at the table.

        Raises ``IllegalAction`` (rule and message for the screen) and changes
        nothing. Returns once the action is durable, or once it is kept in
        memory with ``durability_warning`` set.
        """
        self._require_open()
        state = self.state
        origin = Origin.DECISION
        if self.game.to_act(state).chance:
            drawn = self.chance.outcome(self.game, state, len(self._plies))
            if drawn is None:
                origin = Origin.ENTERED
            elif drawn == action:
                origin = Origin.DRAWN
            else:
                # C-1: a seeded game draws its own outcomes; entering one would be a re-roll.
                raise IllegalAction("C-1", "The companion rolls in this game; the outcome cannot be entered.")
        return self._apply(action, origin)

    def _apply(self, action: Any, origin: Origin) -> Ply:
        after = self.game.apply(self.state, action)
        ply = Ply(len(self._plies) + 1, self.game.action_text(action), origin, self._clock())
        self._save(Entry(self._entries + 1, EntryKind.ACT, ply.text, origin, ply.at))
        self._states.append(after)
        self._plies.append(ply)
        return ply

    @property
    def chance_pending(self) -> bool:
        return self.to_act.chance

    def draw_chance(self, by_kiosk: bool = False) -> Ply | None:
        """Let the chance source supply the pending outcome and apply it.

        Returns None when the source is the table: the kiosk then asks the
        players and calls :meth:`act` with what they enter. At a real table
        some outcomes are still the kiosk's to give (its dice when the players
        chose that setting, the virtual Village Chief deck): ``by_kiosk=True``
        draws those from the game's seed and ply number, like a seeded game,
        so an undo followed by a new draw gives the same outcome (no re-roll).
        """
        self._require_open()
        if not self.chance_pending:
            raise SessionError("no chance outcome is pending")
        ply = len(self._plies)
        outcome = self.chance.outcome(self.game, self.state, ply)
        if outcome is None and by_kiosk:
            outcome = SeededChance(self.header.seed).outcome(self.game, self.state, ply)
        return None if outcome is None else self._apply(outcome, Origin.DRAWN)

    # -- undo ------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return bool(self._plies) and self.status is GameStatus.OPEN

    @property
    def undo_needs_reentry(self) -> bool:
        """True when undo would take back a chance outcome entered at the table:
        the kiosk must then ask for it again (a drawn outcome comes back by itself)."""
        return bool(self._plies) and self._plies[-1].origin is Origin.ENTERED

    def undo(self) -> Ply:
        """Take back the last action (journaled); returns it. As far back as the start."""
        self._require_open()
        if not self._plies:
            raise NothingToUndo("nothing to undo: this is the start of the game")
        self._save(Entry(self._entries + 1, EntryKind.UNDO, "", self._plies[-1].origin, self._clock()))
        self._states.pop()
        return self._plies.pop()

    # -- the end ---------------------------------------------------------------

    def finish(self) -> Outcome:
        """Close a game that is over: it leaves the unfinished list and can be exported."""
        self._require_open()
        outcome = self.outcome
        if outcome is None:
            raise SessionError("the game is not over yet")
        self.ended = self._clock()
        if self._journal is not None:
            try:
                if self._unsaved:
                    self._journal.append(self.key, self._unsaved)
                    self._unsaved = []
                self._journal.set_status(self.key, GameStatus.FINISHED, self.ended, outcome.to_json())
                self.durability_warning = None
            except JournalWriteError as error:
                self._warn(error)
        self.status = GameStatus.FINISHED
        return outcome

    def record(self) -> GameRecord:
        outcome = self.outcome
        return GameRecord(self.header, tuple(p.text for p in self._plies), self.ended,
                          outcome.to_json() if outcome is not None else None)

    # -- journal ---------------------------------------------------------------

    def _require_open(self) -> None:
        if self.status is not GameStatus.OPEN:
            raise SessionError(f"the game is {self.status.value}")

    def _save(self, entry: Entry) -> None:
        self._entries = entry.seq
        if self._journal is None:
            return
        batch = [*self._unsaved, entry]
        try:
            self._journal.append(self.key, batch)
        except JournalWriteError as error:
            self._unsaved = batch
            self._warn(error)
            return
        self._unsaved = []
        self.durability_warning = None

    def _warn(self, error: JournalWriteError) -> None:
        unsaved = len(self._unsaved)
        self.durability_warning = (
            f"Not saving: {error}. The game goes on; the last {unsaved} move(s) are lost if the power goes"
            + (" (free some space and they are saved with the next move)." if error.disk_full else ".")
        )

    def attach(self, journal: Journal, key: int) -> None:
        """Journal this (new) game from now on under ``key``."""
        self._journal, self.key = journal, key

    def replay(self, entries: Sequence[Entry]) -> None:
        """Rebuild the game from its journal entries (resume). Raises ResumeError."""
        game = self.game
        for entry in entries:
            match entry.kind:
                case EntryKind.ACT:
                    try:
                        after = game.apply(self.state, game.parse_action(entry.action))
                    except (IllegalAction, ActionParseError) as error:
                        raise ResumeError(
                            f"{self.header.game} game does not replay: action {len(self._plies) + 1} "
                            f"{entry.action!r} fails ({error})") from None
                    self._states.append(after)
                    self._plies.append(Ply(len(self._plies) + 1, entry.action, entry.origin, entry.at))
                case EntryKind.UNDO:
                    if not self._plies:
                        raise ResumeError(f"{self.header.game} game does not replay: undo before the start")
                    self._states.pop()
                    self._plies.pop()
            self._entries = entry.seq


def make_header(game: Any, seats: Sequence[Seat], options: Mapping[str, Any] | None,
                seed: int | str, chance: str, started: float,
                table_settings: Mapping[str, Any] | None = None) -> GameHeader:
    seats = tuple(seat if isinstance(seat, Seat) else Seat(str(seat)) for seat in seats)
    # Defaults are written out: a record must not change meaning when a default does.
    chosen = {name: option.default for name, option in game.options.items()} | dict(options or {})
    return GameHeader(game.id, game.rules_version, seats, chosen, seed, chance, started, dict(table_settings or {}))
