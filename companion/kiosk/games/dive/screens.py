"""What each step of the Dive table flow looks like. Drawing never changes state.

A mixin of :class:`~companion.kiosk.games.dive.flow.DiveTable`, which keeps the
step (cursor, choices, the Orca's countdown) that these methods read.
"""

from __future__ import annotations

import pygame

from companion.games.dive.evaluation import quick_waiting
from companion.games.dive.state import Phase
from companion.kiosk import theme as th
from companion.kiosk.widgets import title_bar

from . import entry
from .board import draw_descent
from .panels import draw_chief, draw_story, level_story, wrap


class DiveScreens:
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        state = self.state
        title = f"Dive · round {state.round}"
        if state.phase in (Phase.REVEAL, Phase.REPORT):
            title += f" · level {state.level + 1}"
        title_bar(surface, theme, title, f"{state.ocean_left} Ocean cards left")
        match state.phase:
            case Phase.PROGRAM:
                self._draw_program(surface)
            case Phase.CHIEF_CARD:
                self._draw_chief_entry(surface)
            case Phase.REVEAL:
                self._draw_reveal(surface)
            case Phase.REPORT:
                self._draw_report(surface)
            case Phase.OVER:
                self._draw_end(surface)
        if state.rules.village_chief and state.chief_card is not None and state.phase in (Phase.REVEAL, Phase.REPORT):
            draw_chief(surface, theme, state, x=560, y=64)
        chief = state.chief_position if state.rules.village_chief else None
        draw_descent(surface, theme, state.positions, chief, y=318, height=92, children=state.rules.children)
        self.draw_refusal(surface, y=412)
        if not self.refusal:
            theme.text(surface, self.hint(), 400, 440, size=20, colour=th.MUTED, anchor="center")

    def hint(self) -> str:
        match self.state.phase:
            case Phase.PROGRAM:
                return "UP/DOWN diver · LEFT/RIGHT companion · OK ready · hold OK: rule · hold BACK: undo"
            case Phase.REVEAL | Phase.CHIEF_CARD:
                return "LEFT/RIGHT choose · OK confirm · hold OK: rule · hold BACK: undo"
            case Phase.REPORT:
                return "UP/DOWN diver · LEFT/RIGHT result · OK records all · hold BACK: undo"
        return "OK: back to the games"

    def _row(self, surface, seat: int, y: float, text: str, chosen: bool, right: str = "") -> None:
        theme = self.app.theme
        box = theme.rect(20, y, 520, 40)
        pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
        if chosen:
            pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(2), border_radius=theme.px(8))
        theme.marker(surface, seat, 42, y + 20, radius=13)
        theme.text(surface, th.SEATS[seat].name, 64, y + 20, size=26, anchor="midleft", bold=True)
        theme.text(surface, text, 170, y + 20, size=24, anchor="midleft",
                   colour=th.SELECTED if chosen else th.TEXT)
        if right:
            theme.text(surface, right, 530, y + 20, size=22, anchor="midright", colour=th.MUTED)

    def _draw_program(self, surface) -> None:
        theme = self.app.theme
        state = self.state
        names = self.names()
        theme.text(surface, "Program your dive on your board, then press OK.", 20, 64, size=24)
        for seat, dive in enumerate(state.dives):
            uses = entry.quick_uses(state, seat)
            use = uses[self.uses[seat] % len(uses)]
            if dive.program is not None:
                label = "ready" + ("" if dive.program.use is None else f" · {entry.use_label(dive.program.use, names)}")
            elif len(uses) > 1:
                label = f"<  {entry.use_label(use, names)}  >"
            else:
                label = "programming…"
            spent = state.rules.companions[seat] is not None and state.companion_spent[seat]
            self._row(surface, seat, 88 + seat * 44, label, seat == self.cursor and dive.program is None,
                      "companion used" if spent else "")
        left = self.orca_left()
        if left is not None:
            theme.text(surface, f"{left}", 670, 170, size=120, colour=th.WARNING, anchor="center", bold=True)
            theme.text(surface, "Orca! Stop at 0", 670, 235, size=26, colour=th.WARNING, anchor="center")
        elif self.orca_over:
            theme.text(surface, "Stop programming!", 670, 170, size=30, colour=th.DANGER, anchor="center", bold=True)
        if state.log or state.rest:
            rest = ", ".join(f"{n} +{m}" for n, m in zip(names, state.rest))
            if state.rules.village_chief:
                rest += f", Chief +{state.chief_rest}"
            if state.round > 1:
                draw_story(surface, theme, [f"Last Rest: {rest}."], y=267)

    def _draw_chief_entry(self, surface) -> None:
        theme = self.app.theme
        prefix = self.chief_prefix
        options = entry.chief_options(prefix)
        theme.text(surface, "Enter the Village Chief's card, or lay it on the reader:", 20, 70, size=26)
        for level in range(4):
            x = 80 + level * 110
            now = level == len(prefix)
            box = theme.rect(x - 44, 104, 88, 104)
            pygame.draw.rect(surface, th.PANEL_LIGHT if now else th.PANEL, box, border_radius=theme.px(8))
            if now:
                pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(2), border_radius=theme.px(8))
            theme.text(surface, f"level {level + 1}", x, 120, size=20, colour=th.MUTED, anchor="center")
            speed = prefix[level] if level < len(prefix) else options[self.choice] if now else None
            yellow = len(prefix) == 4 and options[self.choice][level]  # shown as on the card
            if speed is not None:
                theme.text(surface, f"{speed}", x, 168, size=64, anchor="center", bold=True,
                           colour=th.SELECTED if now or yellow else th.TEXT)
        if len(prefix) == 4:
            label = entry.yellow_label(options[self.choice])
            theme.text(surface, f"<  {label}  >", 240, 240, size=28, colour=th.SELECTED, anchor="center", bold=True)
        else:
            theme.text(surface, f"<  speed at level {len(prefix) + 1}  >", 240, 240, size=24, colour=th.ACCENT,
                       anchor="center")
        theme.text(surface, "OK next · BACK the level before", 240, 272, size=20, colour=th.MUTED, anchor="center")

    def _draw_choices(self, surface, y: float, label: str, choices, chosen: int, active: bool) -> None:
        theme = self.app.theme
        theme.text(surface, label, 20, y + 18, size=24, anchor="midleft", colour=th.TEXT if active else th.MUTED)
        width = 400 / len(choices)
        for index, choice in enumerate(choices):
            box = theme.rect(140 + index * width, y, width - 8, 36)
            picked = index == chosen
            pygame.draw.rect(surface, th.PANEL_LIGHT if picked else th.PANEL, box, border_radius=theme.px(8))
            if picked and active:
                pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(2), border_radius=theme.px(8))
            text = choice if isinstance(choice, str) else choice.title.replace("a ", "", 1)
            theme.text(surface, text, 140 + index * width + (width - 8) / 2, y + 18, size=19,
                       anchor="center", colour=th.SELECTED if picked else th.TEXT)

    def _draw_reveal(self, surface) -> None:
        theme = self.app.theme
        state = self.state
        theme.text(surface, f"Reveal the Ocean card of level {state.level + 1}:", 20, 64, size=24)
        sharks = entry.shark_choices(state)
        shark_pick = self.choice if self.card_step == 0 else int(bool(self.shark))
        self._draw_choices(surface, 96, "Shark?", sharks, shark_pick, self.card_step == 0)
        if self.card_step == 1:
            self._draw_choices(surface, 142, "Creature", entry.CREATURES, self.choice, True)
        self._draw_last_level(surface)

    def _draw_report(self, surface) -> None:
        theme = self.app.theme
        state = self.state
        card = state.pending_card
        theme.text(surface, f"Level {state.level + 1}: {card}. Each diver's result:", 20, 64, size=24)
        waiting = quick_waiting(state, state.level + 1)
        for row, seat in enumerate(waiting):
            choices = entry.report_choices(state, seat)
            label = entry.report_label(choices[self.rows.get(seat, 0) % len(choices)])
            self._row(surface, seat, 88 + row * 44, f"<  {label}  >", row == self.cursor % len(waiting))

    def _draw_last_level(self, surface) -> None:
        if self.state.log:
            draw_story(surface, self.app.theme, [level_story(self.state.log[-1], self.names())], y=206)

    def _draw_end(self, surface) -> None:
        theme = self.app.theme
        outcome = self.session.outcome
        names = self.names()
        if outcome.detail.get("village_chief"):
            headline = "The Village Chief wins!"
        elif outcome.winners:
            headline = " and ".join(names[s] for s in outcome.winners) + (" share the stone!" if outcome.shared
                                                                          else " brings back the stone!")
        else:
            headline = "A tie: play again!"
        theme.text(surface, headline, 400, 110, size=52, anchor="center", bold=True, colour=th.SELECTED)
        why = "The Ocean cards ran out (DV-8)." if outcome.detail.get("ocean_out") else "A pawn reached 23 (DV-8)."
        if outcome.detail.get("village_chief"):
            why += " The Chief wins every tie."
        for line, text in enumerate(wrap(theme, why, 24, 740)):
            theme.text(surface, text, 400, 160 + line * 26, size=24, anchor="center", colour=th.MUTED)
        pawns = [f"{names[s]} {p}" for s, p in enumerate(self.state.positions)]
        if self.state.rules.village_chief:
            pawns.append(f"Chief {self.state.chief_position}")
        theme.text(surface, "Descent: " + " · ".join(pawns), 400, 200, size=28, anchor="center")
        if self.state.log:
            draw_story(surface, theme, [level_story(self.state.log[-1], names)], y=236)
