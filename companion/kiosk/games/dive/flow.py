"""The Dive table flow: Program, the Chief's card, each level's card and results, Rest, the end.

The players keep their programs on their real boards (quick entry): at each level
the kiosk asks for the Ocean card in two choices and then every diver's result in
one screen, so a plain level for three divers takes three to four presses.
"""

from __future__ import annotations

from companion.games.dive.actions import Companion, DrawChief, Program, Reveal, Surface
from companion.games.dive.cards import ChiefCard, OceanCard
from companion.games.dive.evaluation import quick_waiting
from companion.games.dive.state import DiveState, Phase
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.table import TableScene
from hal.events import Button, TagGone, TagSeen

from . import entry
from .screens import DiveScreens

ORCA_SECONDS = 10  # DV-12: the Orca's countdown


class DiveTable(DiveScreens, TableScene):
    def __init__(self, app, session, virtual_chief: bool = True) -> None:
        super().__init__(app, session)
        self.virtual_chief = virtual_chief
        self.seed = getattr(session, "seed", None) or getattr(getattr(session, "header", None), "seed", 0)
        self.cursor = 0
        self.uses = [0] * self.state.rules.seats
        self.choice = 0  # shark / creature / chief card index, by step
        self.card_step = 0  # 0: shark side, 1: creature
        self.shark: bool | None = None
        self.rows: dict[int, int] = {}  # seat -> index into its report choices
        self.orca_end: float | None = None
        self.orca_next = 0.0
        self.orca_over = False
        self._undoing = False
        self._step_key = None
        self.changed()

    @property
    def state(self) -> DiveState:
        return self.session.state

    def names(self) -> list[str]:
        return [th.SEATS[s].name for s in range(self.state.rules.seats)]

    # -- deriving the step from the state ----------------------------------------------
    def changed(self) -> None:
        state = self.state
        key = (state.round, state.phase, state.level)
        if key != self._step_key:
            self._step_key = key
            self.card_step = self.choice = 0
            self.chief_prefix: tuple[int, ...] = ()
            self.shark = None
            self.rows = {}
            if state.phase is Phase.PROGRAM:
                self.uses = [0] * state.rules.seats
                self.cursor = 0
                self.orca_end, self.orca_over = None, False
            if state.phase is Phase.REPORT:
                self.cursor = 0
        if state.phase is Phase.PROGRAM:
            waiting = [s for s, d in enumerate(state.dives) if d.program is None]
            if waiting and self.cursor not in waiting:
                self.cursor = waiting[0]
        if self.kiosk_draws(state) and not self._undoing:
            self.draw_chance_by_kiosk()

    def kiosk_draws(self, state: DiveState) -> bool:
        """The kiosk, not the table, gives this chance outcome: the virtual Chief deck, and
        in a simulated (demo) game the Ocean shuffle too (C-1)."""
        return state.phase is Phase.SHUFFLE or (
            state.phase is Phase.CHIEF_CARD and (self.virtual_chief or not state.rules.table))

    def draw_chance_by_kiosk(self) -> None:
        self.draw_chance(by_kiosk=True)

    def undo(self) -> None:
        # What the kiosk drew would be drawn again at once: undo it with the action before it.
        self._undoing = True
        try:
            super().undo()
            while self.kiosk_draws(self.state) and self.session.can_undo:
                super().undo()
        finally:
            self._undoing = False
        self.changed()

    # -- input ------------------------------------------------------------------------
    def handle_turn(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        button = gesture.button
        match self.state.phase:
            case Phase.PROGRAM:
                return self._program(button)
            case Phase.CHIEF_CARD:
                return self._chief_card(button)
            case Phase.REVEAL:
                return self._reveal(button)
            case Phase.REPORT:
                return self._report(button)
            case Phase.OVER if button is Button.OK:
                self.app.pop_to_home()  # the base scene closed the game when it ended
                return True
        return False

    def _program(self, button: Button) -> bool:
        state = self.state
        seats = state.rules.seats
        if button.seat is not None and button.seat < seats:
            self.cursor = button.seat
            button = Button.OK
        match button:
            case Button.UP | Button.DOWN:
                self.cursor = (self.cursor + (1 if button is Button.DOWN else -1)) % seats
            case Button.LEFT | Button.RIGHT if state.dives[self.cursor].program is None:
                count = len(entry.quick_uses(state, self.cursor))
                self.uses[self.cursor] = (self.uses[self.cursor] + (1 if button is Button.RIGHT else -1)) % count
            case Button.OK if state.dives[self.cursor].program is None and not state.rules.table:
                self.act(entry.demo_program(state, self.cursor, self.seed))  # a demo game: the bot dives
            case Button.OK if state.dives[self.cursor].program is None:
                use = entry.quick_uses(state, self.cursor)[self.uses[self.cursor]]
                if use is not None and use.companion is Companion.ORCA and self.orca_end is None \
                        and not self.orca_over:
                    self._start_orca()  # announced: the countdown runs, OK again when done
                else:
                    self.act(Program(self.cursor, None, use))
            case _:
                return False
        self.app.invalidate()
        return True

    def _chief_card(self, button: Button) -> bool:
        """A physical card, level by level: its speeds, then which levels are yellow."""
        options = entry.chief_options(self.chief_prefix)
        match button:
            case Button.LEFT | Button.RIGHT:
                self.choice = (self.choice + (1 if button is Button.RIGHT else -1)) % len(options)
            case Button.BACK if self.chief_prefix:
                self.chief_prefix, self.choice = self.chief_prefix[:-1], 0
            case Button.OK if len(self.chief_prefix) == 4:
                self.act(DrawChief(ChiefCard(self.chief_prefix, options[self.choice])))
            case Button.OK:
                self.chief_prefix += (options[self.choice],)
                self.choice = 0
                while len(self.chief_prefix) < 4 and len(entry.chief_options(self.chief_prefix)) == 1:
                    self.chief_prefix += tuple(entry.chief_options(self.chief_prefix))  # the last speed left
            case _:
                return False
        self.app.invalidate()
        return True

    def _reveal(self, button: Button) -> bool:
        choices = entry.shark_choices(self.state) if self.card_step == 0 else entry.CREATURES
        match button:
            case Button.LEFT | Button.RIGHT:
                self.choice = (self.choice + (1 if button is Button.RIGHT else -1)) % len(choices)
            case Button.BACK if self.card_step == 1:
                self.card_step, self.choice = 0, int(bool(self.shark))
            case Button.OK if self.card_step == 0 and choices[self.choice] == entry.SURFACE:
                self.act(Surface())
            case Button.OK if self.card_step == 0:
                self.shark, self.card_step, self.choice = self.choice == 1, 1, 0
            case Button.OK:
                self.act(Reveal(OceanCard(bool(self.shark), entry.CREATURES[self.choice])))
            case _:
                return False
        self.app.invalidate()
        return True

    def _report(self, button: Button) -> bool:
        waiting = quick_waiting(self.state, self.state.level + 1)
        if button.seat is not None and button.seat in waiting:
            self.cursor = waiting.index(button.seat)
            return True
        seat = waiting[self.cursor % len(waiting)]
        choices = entry.report_choices(self.state, seat)
        match button:
            case Button.UP | Button.DOWN:
                self.cursor = (self.cursor + (1 if button is Button.DOWN else -1)) % len(waiting)
            case Button.LEFT | Button.RIGHT:
                self.rows[seat] = (self.rows.get(seat, 0) + (1 if button is Button.RIGHT else -1)) % len(choices)
            case Button.OK:
                # One OK records every diver's result, in seat order.
                reports = [entry.report_choices(self.state, s)[self.rows.get(s, 0)] for s in waiting]
                for report in reports:
                    if not self.act(report):
                        break
            case _:
                return False
        self.app.invalidate()
        return True

    def tag(self, event: TagSeen | TagGone) -> bool:
        """A Village Chief card laid on the reader is the Chief's card (DV-9)."""
        if not isinstance(event, TagSeen) or self.state.phase is not Phase.CHIEF_CARD:
            return False
        registry = self.app.services.get("tags")
        card = entry.chief_card_of(registry.component(event.uid) if registry is not None else None)
        if card is None:
            self.refusal = "That tag is not a Village Chief card of this box (DV-9)."
            self.app.sound.play("warning", self.app.clock.now())
            return True
        self.act(DrawChief(card))
        return True

    # -- the Orca (DV-12) -----------------------------------------------------------------
    def _start_orca(self) -> None:
        now = self.app.clock.now()
        self.orca_end = now + ORCA_SECONDS
        self.orca_next = now + 1
        self.app.sound.play("tick", now)

    def deadline(self) -> float | None:
        return self.orca_next if self.orca_end is not None else None

    def tick(self, now: float) -> None:
        if self.orca_end is None:
            return
        while self.orca_end is not None and now >= self.orca_next:
            if self.orca_next >= self.orca_end:
                self.orca_end, self.orca_over = None, True
                self.app.sound.play("alarm", now)
            else:
                self.app.sound.play("tick", now)
                self.orca_next += 1
        self.app.invalidate()

    def orca_left(self) -> int | None:
        if self.orca_end is None:
            return None
        return max(0, round(self.orca_end - self.app.clock.now()))
