"""Setting up a game of Deep Sea Adventure at the table.

Divers (2-6, each the colour and shape of their seat), who starts (who was
last in the ocean, DSA-10), the dice (the kiosk's or the real ones), the chips
(the real box, values entered at cleanup, C-2; or virtual ones for a demo),
the coach, and the three rule options (DSA-5, DSA-7, DSA-10).
"""

from __future__ import annotations

import pygame

from companion.games.contract import SetupError
from companion.games.deep_sea import GAME
from companion.kiosk import theme as th
from companion.kiosk.scene import Scene
from companion.kiosk.games import starting_index, store_default
from companion.kiosk.table import start_session
from companion.kiosk.widgets import Field, Form, title_bar
from companion.session import Seat
from hal.events import Button

from .table import DeepSeaTable

YES_NO = (False, True)


def yes_no(value: bool) -> str:
    return "yes" if value else "no"


class DeepSeaSetup(Scene):
    help_text = ("UP/DOWN pick a line, LEFT/RIGHT change it, OK on Start. Who starts: the diver who "
                 "was last in the ocean (DSA-10). Rule options: DSA-5, DSA-7, DSA-10.")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.divers = Field("Divers", tuple(range(2, 7)), index=2)
        self.first = Field("Who starts", tuple(range(6)), show=lambda seat: th.SEATS[seat].name)
        self.dice = Field("Dice", (True, False), show=lambda kiosk: "kiosk rolls" if kiosk else "enter real roll")
        self.chips = Field("Chips", (True, False), show=lambda real: "real box" if real else "virtual (demo)")
        self.coach = Field("Coach odds", YES_NO, show=yes_no)
        def rule(option: str) -> int:  # the store's default variant (admin menu), else the rules'
            return starting_index(YES_NO, store_default(app, GAME, option))

        self.turn_back_empty = Field("Turn back empty-handed", YES_NO, show=yes_no, index=rule("turn_back_empty"))
        self.drop_last = Field("Drop last unit going up", YES_NO, show=yes_no, index=rule("drop_last_after_turn"))
        self.deepest = Field("Next starter", YES_NO, show=lambda d: "deepest diver" if d else "last one back",
                             index=rule("deepest_starts"))
        self.form = Form([self.divers, self.first, self.dice, self.chips, self.coach, self.turn_back_empty,
                          self.drop_last, self.deepest], submit="Start", y=62, row_height=41)
        self.problem: str | None = None
        self.seed: int | None = None  # None: the store picks one (tests and demos fix it)

    def options(self) -> dict:
        return {
            "table": self.chips.value,
            "turn_back_empty": self.turn_back_empty.value,
            "drop_last_after_turn": self.drop_last.value,
            "deepest_starts": self.deepest.value,
            "first_diver": self.first.value,
        }

    def handle(self, gesture) -> bool:
        if gesture.held:
            return False
        if gesture.button is Button.BACK:
            self.app.pop()
            return True
        result = self.form.handle(gesture.button)
        if result == "submit":
            self.start()
        elif result == "changed" and self.first.value >= self.divers.value:
            self.first.index = 0  # the starter must sit at the table
        if result is not None:
            self.app.invalidate()
        return result is not None

    def start(self) -> None:
        seats = [Seat(th.SEATS[seat].name, th.SEATS[seat].name) for seat in range(self.divers.value)]
        try:
            session = start_session(self.app, GAME, seats, self.options(), seed=self.seed,
                                    chance="table" if self.chips.value else "seeded",
                                    table_settings={"kiosk_dice": self.dice.value, "coach": self.coach.value})
        except SetupError as refusal:
            self.problem = f"{refusal.message} ({refusal.rule})"
            self.app.invalidate()
            return
        self.app.replace(DeepSeaTable(self.app, session))

    def tap(self, x: float, y: float) -> list[Button]:
        return self.form.taps(x, y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Deep Sea Adventure", "new game")
        self.form.draw(surface, theme)
        for seat in range(self.divers.value):
            theme.marker(surface, seat, 330 + seat * 30, 82, radius=11)
        if self.problem:
            theme.text(surface, self.problem, 400, 440, size=22, colour=th.DANGER, anchor="center")
