"""The Deep Sea Adventure table flow: one scene that follows the game step by step.

The step is always re-derived from the session's state (after an action and
after an undo): turn back? (only when legal, DSA-5), the dice (rolled by the
kiosk, or the real roll entered), the treasure action, the reveal of the
survivors' chips (C-2), the results (DSA-11) and, after a last tie, who held
their breath longest. A typical turn is at most three presses: "turn back?"
(OK dives on and rolls; RIGHT, OK turns back and rolls), then OK on the
treasure action. With the real dice entered, the roll is its own step.
"""

from __future__ import annotations

import math

import pygame

from companion.games.deep_sea.actions import (
    KEEP_DIVING, NO_BREATH_HOLD, TURN_BACK, HeldBreathLongest, KeepDiving, PickUp, PickUpChip, PutDown, Reveal, Roll,
    TakeNothing, TurnBack,
)
from companion.games.deep_sea.chips import level_of
from companion.games.deep_sea.odds import chance_of_return
from companion.games.deep_sea.state import Phase
from companion.kiosk import theme as th
from companion.kiosk.table import TableScene
from companion.kiosk.widgets import title_bar
from hal.events import Button, TagGone, TagSeen

from . import board
from .taps import ChipTaps

FLASH_S = 2.5  # how long a roll stays on screen
REPORT_S = 8.0  # how long the round's summary stays unless dismissed
CHOICE_Y, CHOICE_H = 376, 56


class DeepSeaTable(TableScene):
    help_text = "LEFT/RIGHT choose, OK confirms. Hold OK for the rule, hold BACK to undo."

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.names = [seat.name for seat in session.header.seats]
        # Chosen at setup and kept in the game's header, so a resumed game keeps them.
        settings = session.header.table_settings
        self.kiosk_dice = settings.get("kiosk_dice", True)
        self.coach = settings.get("coach", False)
        self.choice = 0
        self.entered_roll = 4
        self.flash: tuple[str, float] | None = None
        self.report: tuple[list[str], float] | None = None
        self.new_stacks = 0
        self.seen = session.state
        self.plies = len(session.history)
        self.taps = ChipTaps()
        self._draw_setup_shuffles()
        self._default_choice()

    # -- following the game ---------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def _draw_setup_shuffles(self) -> None:
        # With virtual chips the companion lays the path itself (DSA-2).
        while self.session.chance_pending and self.state.phase is Phase.SHUFFLE:
            self.draw_chance()

    def changed(self) -> None:
        before, now = self.seen, self.state
        undone = len(self.session.history) < self.plies
        self.plies = len(self.session.history)
        self.seen = now
        if undone:
            self.report = self.flash = None
            self.taps.forget_undone(self.plies)
        else:
            self._announce(before, now)
        self._draw_setup_shuffles()
        self._default_choice()

    def _announce(self, before, now) -> None:
        clock = self.app.clock.now()
        if self.session.history and isinstance(self.session.game.parse_action(self.session.history[-1].text), Roll):
            total = self.session.history[-1].text.split()[1]
            seat = before.diver
            moved = max(0, int(total) - len(before.carried[seat]))
            self.flash = (f"{self.names[seat]} rolled {total}: {moved} space{'s' if moved != 1 else ''}", clock + FLASH_S)
        if now.round == before.round and now.phase not in (Phase.REVEAL, Phase.OVER):
            if now.air <= board.VERY_LOW_AIR < before.air:
                self.app.sound.play("alarm", clock)
            elif now.air <= board.LOW_AIR < before.air:
                self.app.sound.play("warning", clock)
            return
        if len(now.drowned) == len(before.drowned):
            return
        # A round just ended and was cleaned up by the engine: say what happened (DSA-8, DSA-9).
        drowned = now.drowned[-1]
        back = [seat for seat in before.returned]
        if before.diver >= 0 and before.diver not in back and before.diver not in drowned:
            back.append(before.diver)  # the last move of the round brought them home
        sunk = sum(len(unit) for seat in drowned for unit in before.carried[seat])
        self.new_stacks = math.ceil(sunk / 3)
        lines = [f"Round {before.round} is over" + (": the air ran out." if before.air == 0 else ".")]
        lines.append("Back: " + (", ".join(self.names[seat] for seat in back) or "nobody"))
        lines.append("Drowned: " + (", ".join(self.names[seat] for seat in drowned) or "nobody"))
        if self.new_stacks:
            lines.append(f"{sunk} chip{'s' if sunk != 1 else ''} sank: {self.new_stacks} new stack"
                         f"{'s' if self.new_stacks != 1 else ''} at the end of the path.")
        self.report = (lines, clock + REPORT_S)
        self.app.sound.play("done", clock)

    # -- the choices of the current step -----------------------------------------
    def choices(self) -> list[tuple[str, object]]:
        state = self.state
        match state.phase:
            case Phase.DECLARE:
                return [("Dive on", KEEP_DIVING), ("Turn back", TURN_BACK)]
            case Phase.ROLL if self.kiosk_dice or not state.rules.table:
                return [("Roll the dice", "roll")]
            case Phase.ROLL:
                return [(str(total), Roll(total)) for total in range(2, 7)]
            case Phase.TREASURE | Phase.REVEAL:
                # A chip's value at pick-up comes only from its tag (issue 7), never a button.
                return [(self.label(action), action) for action in self.session.legal_actions()
                        if not isinstance(action, PickUpChip)]
            case Phase.BREATH_HOLD:
                return [(self.names[seat], HeldBreathLongest(seat)) for seat in state.to_act.seats] + [
                    ("No contest", NO_BREATH_HOLD)]
            case Phase.OVER:
                return [("Done", "done")]
        return []

    def label(self, action) -> str:
        state = self.state
        match action:
            case TakeNothing():
                return "Nothing"
            case PickUp():
                unit = state.path[state.positions[state.diver] - 1]
                return "Pick up" + (f" stack of {len(unit)}" if len(unit) > 1 else f" level {level_of(unit[0])}")
            case PutDown(unit=index):
                unit = state.carried[state.diver][index]
                return f"Put down stack of {len(unit)}" if len(unit) > 1 else f"Put down level {level_of(unit[0])}"
            case Reveal(value=value):
                return str(value)
        return str(action)

    def _default_choice(self) -> None:
        options = self.choices()
        self.choice = 0
        if self.state.phase is Phase.ROLL and len(options) == 5:
            self.choice = 2  # a 4, the likeliest total
        elif self.state.phase is Phase.TREASURE and len(options) > 1 and isinstance(options[1][1], PickUp):
            self.choice = 1

    # -- input ---------------------------------------------------------------------
    def handle_turn(self, gesture) -> bool:
        if gesture.held:
            return False
        if self.report is not None:
            self.report = None  # any press puts the round summary away
            self.app.invalidate()
            return True
        button = gesture.button
        options = self.choices()
        if button is Button.BACK:
            self.app.pop_to_home()  # every action is journaled: nothing is lost
            return True
        if not options:
            return False
        if button in (Button.LEFT, Button.UP, Button.RIGHT, Button.DOWN):
            step = -1 if button in (Button.LEFT, Button.UP) else 1
            self.choice = (self.choice + step) % len(options)
            self.app.invalidate()
            return True
        if button is Button.OK:
            self.choose(options[min(self.choice, len(options) - 1)][1])
            return True
        return False

    def choose(self, choice) -> None:
        match choice:
            case "roll":
                self.roll_dice()
            case "done":
                self.app.pop_to_home()  # the finished game is already closed in the store
            case KeepDiving() | TurnBack() if self.kiosk_dice or not self.state.rules.table:
                # The answer and the roll in one press: the declaration comes
                # first and is journaled on its own (DSA-5 before DSA-6).
                if self.act(choice):
                    self.roll_dice()
            case _:
                self.act(choice)

    def roll_dice(self) -> None:
        # At a real table the kiosk's own dice come from the game's seed and
        # ply too, so an undo cannot re-roll them (C-1).
        self.draw_chance(by_kiosk=self.state.rules.table)

    def tap(self, x: float, y: float) -> list[Button]:
        if self.report is not None:
            return [Button.OK]
        for index, box in enumerate(self.choice_boxes()):
            left, top, width, height = box
            if left <= x <= left + width and top <= y <= top + height:
                steps = index - self.choice
                return ([Button.RIGHT] * steps if steps >= 0 else [Button.LEFT] * -steps) + [Button.OK]
        return []

    def tag(self, event: TagSeen | TagGone) -> bool:
        """A chip laid on the reader: picked up here, or turned over at the reveal (issue 7)."""
        if not isinstance(event, TagSeen):
            return False
        self.report = None
        action, refusal = self.taps.action_for(self.app.services.get("tags"), event.uid, self.state)
        if action is None:
            self.refusal = refusal
            self.app.sound.play("warning", self.app.clock.now())
            return True
        if self.act(action):
            self.taps.took(event.uid, len(self.session.history))
        return True

    # -- time ------------------------------------------------------------------------
    def deadline(self) -> float | None:
        times = [shown[1] for shown in (self.flash, self.report) if shown is not None]
        return min(times) if times else None

    def tick(self, now: float) -> None:
        if self.flash is not None and self.flash[1] <= now:
            self.flash = None
        if self.report is not None and self.report[1] <= now:
            self.report = None
        self.app.invalidate()

    # -- drawing ---------------------------------------------------------------------
    def choice_boxes(self) -> list[tuple[float, float, float, float]]:
        count = len(self.choices())
        if not count:
            return []
        gap = 10
        width = min(290, (600 - gap * (count - 1)) / count)
        left = 10 + (600 - (width * count + gap * (count - 1))) / 2
        return [(left + i * (width + gap), CHOICE_Y, width, CHOICE_H) for i in range(count)]

    def prompt(self) -> str:
        state = self.state
        who = self.names[state.diver] if state.diver >= 0 else ""
        match state.phase:
            case Phase.DECLARE:
                rolls = " (OK rolls)" if self.kiosk_dice or not state.rules.table else ""
                return f"{who}: turn back?{rolls}" + (" Air is out: last turn!" if state.air == 0 else "")
            case Phase.ROLL if self.kiosk_dice or not state.rules.table:
                return f"{who}: roll" + (" (air is out: last turn)" if state.air == 0 else "")
            case Phase.ROLL:
                return f"{who}: enter the roll of both dice"
            case Phase.TREASURE:
                unit = state.path[state.positions[state.diver] - 1]
                tap = " (or tap the chip)" if state.rules.table and len(unit) == 1 and unit[0] < 0 else ""
                return f"{who} is on space {state.positions[state.diver]}: treasure?{tap}"
            case Phase.REVEAL:
                seat, chips = state.unrevealed[0]
                levels = " ".join(f"L{-chip}" for chip in chips)
                return f"{self.names[seat]}: turn over a chip, enter or tap it ({levels} to go)"
            case Phase.BREATH_HOLD:
                return "Still tied: hold your breath! Who lasted longest?"
            case Phase.OVER:
                return self.result_line()
        return ""

    def result_line(self) -> str:
        outcome = self.session.outcome
        if outcome is None:
            return ""
        winners = " and ".join(self.names[seat] for seat in outcome.winners)
        match outcome.detail.get("decided_by"):
            case "score":
                return f"{winners} wins!"
            case "level-4 chips":
                return f"{winners} wins on level-4 chips"
            case _:
                held = outcome.detail.get("breath_hold_winner")
                return f"{winners} share the win" + (
                    f"; {self.names[held]} held their breath longest" if held is not None else "")

    def carrying_line(self) -> str:
        state = self.state
        if state.diver < 0:
            return ""
        units = state.carried[state.diver]
        if not units:
            return "carries nothing"
        words = [f"stack of {len(unit)}" if len(unit) > 1 else f"L{level_of(unit[0])}" for unit in units]
        heading = "heading up" if state.turned_back[state.diver] else "heading down"
        return f"carries {len(units)}: {' '.join(words)} - {heading}"

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        state = self.state
        view = self.session.view()
        title_bar(surface, theme, "Deep Sea Adventure", f"Round {state.round} of 3")
        if state.diver >= 0:
            theme.marker(surface, state.diver, 30, 86, radius=16)
            theme.text(surface, f"{self.names[state.diver]}'s turn", 56, 86, size=36, anchor="midleft", bold=True)
            theme.text(surface, self.carrying_line(), 56, 112, size=22, colour=th.MUTED, anchor="midleft")
            if self.coach and state.phase in (Phase.DECLARE, Phase.ROLL) and state.positions[state.diver] > 0:
                odds = chance_of_return(state)
                theme.text(surface, f"Coach: {odds:.0%} chance to get back" + (" if you turn back now" if
                           state.phase is Phase.DECLARE else ""), 310, 326, size=24, colour=th.ACCENT,
                           anchor="center")
        board.draw_path(surface, theme, view, self.new_stacks if self.report else 0)
        board.draw_scores(surface, theme, view, self.names)
        board.draw_air(surface, theme, state.air)
        theme.text(surface, self.prompt(), 310, 350, size=28, anchor="center", bold=True)
        options = self.choices()
        for index, (box, (label, _)) in enumerate(zip(self.choice_boxes(), options)):
            chosen = index == self.choice
            rect = theme.rect(*box)
            pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, rect, border_radius=theme.px(10))
            if chosen:
                pygame.draw.rect(surface, th.SELECTED, rect, width=theme.px(3), border_radius=theme.px(10))
            theme.text(surface, label, box[0] + box[2] / 2, box[1] + box[3] / 2, size=28 if len(options) < 6 else 24,
                       colour=th.SELECTED if chosen else th.TEXT, anchor="center", bold=chosen)
        if self.flash is not None:
            pygame.draw.rect(surface, th.ACCENT, theme.rect(330, 68, 285, 34), border_radius=theme.px(8))
            theme.text(surface, self.flash[0], 472, 85, size=26, colour=th.BACKGROUND, anchor="center", bold=True)
        self.draw_refusal(surface, y=318)
        if self.report is not None:
            self.draw_report(surface, self.report[0])

    def draw_report(self, surface: pygame.Surface, lines: list[str]) -> None:
        theme = self.app.theme
        pygame.draw.rect(surface, th.PANEL, theme.rect(40, 300, 560, 150), border_radius=theme.px(12))
        pygame.draw.rect(surface, th.ACCENT, theme.rect(40, 300, 560, 150), width=theme.px(3), border_radius=theme.px(12))
        for index, line in enumerate(lines):
            theme.text(surface, line, 320, 322 + index * 30, size=28 if index == 0 else 24, anchor="center",
                       bold=index == 0)
