"""The base of every game's table flow: a scene that drives one game session.

It owns what every flow must do the same way:
- ``act`` sends an action through the session (journaled before it is shown);
  a refusal shows the rule's message and changes nothing (C-3);
- BACK held offers to undo the last action, with one confirmation;
- a journal that cannot write (full disk) shows a warning in the status bar
  while the game goes on in memory;
- OK held shows the rule that applies now (the engine's ``rule_at``);
- a finished game is closed in the store, so it appears in the history.

A flow subclasses it, implements ``handle_turn`` and ``draw``, and calls
``draw_refusal`` where it wants the refusal banner.
"""

from __future__ import annotations

import time

import pygame

from companion.games.contract import IllegalAction
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from hal.events import Button


def start_session(app, game, seats, options, seed=None, chance: str = "seeded", table_settings=None):
    """Start a game for a flow: journaled in the store, or in memory (with a
    warning) when no store could be opened. Raises the engine's SetupError."""
    store = app.services.get("store")
    if store is None:
        import secrets

        from companion.session import GameSession

        session = GameSession.start(game, seats, options, seed=secrets.randbits(48) if seed is None else seed,
                                    chance=chance, clock=time.time, table_settings=table_settings)
        session.durability_warning = "Not saving: no game store. The game goes on in memory."
    else:
        session = store.new_game(game, seats, options, seed=seed, chance=chance, table_settings=table_settings)
    app.warn("journal", session.durability_warning)
    return session


def open_table(app, session) -> Scene:
    """The table flow scene of a session's game (resume, or a setup just done)."""
    from companion.kiosk.games import flow_of

    flow = flow_of(session.game.id)
    if flow is None:
        raise LookupError(f"no table flow for {session.game.id}")
    return flow.table_scene(app, session)


class TableScene(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.refusal: str | None = None

    # -- acting -----------------------------------------------------------------
    def act(self, action) -> bool:
        """Apply an action; False (and the refusal shown) when the rules refuse it."""
        try:
            self.session.act(action)
        except IllegalAction as refused:
            self.refusal = f"{refused.message} ({refused.rule})"
            self.app.sound.play("warning", self.app.clock.now())
            return False
        self.refusal = None
        self._after_change()
        return True

    def draw_chance(self, by_kiosk: bool = False) -> bool:
        """Let the kiosk supply the pending chance outcome. False when this
        game's chance comes from the table: then ask the players. At a real
        table, ``by_kiosk=True`` has the kiosk draw this one (its dice, the
        virtual Chief deck) from the game's seed, so undo cannot re-roll it."""
        ply = self.session.draw_chance(by_kiosk=by_kiosk)
        if ply is not None:
            self._after_change()
        return ply is not None

    def _after_change(self) -> None:
        self.app.warn("journal", self.session.durability_warning)
        if self.session.outcome is not None and getattr(self.session, "status", "finished") != "finished":
            store = self.app.services.get("store")
            if store is not None:
                store.finish(self.session)
            else:
                self.session.finish()
        self.app.invalidate()
        self.changed()

    def changed(self) -> None:
        """Hook: the session moved (an action, or an undo). Re-derive the flow's step here."""

    # -- input ------------------------------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        if gesture.held and gesture.button is Button.BACK:
            self.offer_undo()
            return True
        return self.handle_turn(gesture)

    def handle_turn(self, gesture: Gesture) -> bool:
        return False

    def offer_undo(self) -> None:
        if not self.session.can_undo:
            self.refusal = "Nothing to undo: this is the start of the game."
            self.app.invalidate()
            return
        from companion.kiosk.scenes.undo import UndoDialog

        self.app.push(UndoDialog(self.app, self))

    def undo(self) -> None:
        """Undo one action (called by the dialog once confirmed)."""
        self.session.undo()
        self.refusal = None
        self._after_change()

    # -- help and drawing -----------------------------------------------------------
    def help(self) -> tuple[str, str]:
        note = self.session.game.rule_at(self.session.state)
        return (note.rule, note.text)

    def draw_refusal(self, surface: pygame.Surface, y: float = 400) -> None:
        if not self.refusal:
            return
        theme = self.app.theme
        pygame.draw.rect(surface, th.DANGER, theme.rect(20, y, 760, 44), border_radius=theme.px(8))
        theme.text(surface, self.refusal, 400, y + 22, size=24, anchor="center", bold=True)
