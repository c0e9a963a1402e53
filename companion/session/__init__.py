"""Game sessions: the journal, resume, undo, chance and game records.

The kiosk's whole API (see docs/session.md)::

    store = GameStore(state_dir())          # opens or repairs the journal
    session = store.resume() or store.new_game(GAME, seats, options)
    session.act(action) / session.draw_chance() / session.undo()
"""

from companion.session.chance import ChanceSource, SeededChance, TableChance, chance_source
from companion.session.game_session import GameSession, NothingToUndo, ResumeError, SessionError
from companion.session.journal import GameStatus, Journal, SavedGame
from companion.session.paths import state_dir
from companion.session.record import GameHeader, GameRecord, Origin, Ply, RecordError, Seat
from companion.session.store import GameStore

__all__ = [
    "ChanceSource", "SeededChance", "TableChance", "chance_source",
    "GameSession", "NothingToUndo", "ResumeError", "SessionError",
    "GameStatus", "Journal", "SavedGame", "state_dir",
    "GameHeader", "GameRecord", "Origin", "Ply", "RecordError", "Seat", "GameStore",
]
