"""In Too Deep setup: 2-5 players and the side of each company card (ITD-1).

The starting player, the extra cards and the starting draft follow on the
table screen, because they need the cards (ITD-3).
"""

from __future__ import annotations

import pygame

from companion.games.contract import SetupError
from companion.games.in_too_deep import GAME
from companion.games.in_too_deep.cards import COMPANIES
from companion.games.in_too_deep.game import SIDE_OPTIONS
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.games import starting_index, store_default
from companion.kiosk.table import start_session
from companion.kiosk.widgets import Field, Form, title_bar
from hal.events import Button

SIDES = ("basic", "advanced")

PLAYERS = (2, 3, 4, 5)


def _players(n: int) -> str:
    names = ", ".join(th.SEATS[s].name for s in range(n))
    return f"{n}: {names}" + (" + dummy" if n == 2 else "")


class InTooDeepSetup(Scene):
    help_text = ("ITD-1: 2 to 5 players. Each company card lies on its basic side or its advanced side "
                 "(marked *); sides may be mixed. ITD-10: with two players the kiosk runs the imaginary "
                 "third player.")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.form = Form([
            Field("Players", PLAYERS, index=2, show=_players),
            *(Field(company.title, SIDES, show=str,  # the store's default sides (admin menu)
                    index=starting_index(SIDES, store_default(app, GAME, SIDE_OPTIONS[company])))
              for company in COMPANIES),
        ], submit="Deal the cards", row_height=48, y=70)
        self.refusal: str | None = None

    def seats_and_options(self) -> tuple[int, dict]:
        values = self.form.values()
        options = {"table": True}
        for company in COMPANIES:
            options[SIDE_OPTIONS[company]] = values[company.title]
        return values["Players"], options

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        if gesture.button is Button.BACK:
            self.app.pop()
            return True
        result = self.form.handle(gesture.button)
        if result == "submit":
            self.start()
        elif result is not None:
            self.refusal = None
        return result is not None

    def start(self) -> None:
        from companion.session import Seat

        from .flow import InTooDeepTable

        seats, options = self.seats_and_options()
        seat_list = [Seat(th.SEATS[s].name, th.SEATS[s].name.lower()) for s in range(seats)]
        try:
            session = start_session(self.app, GAME, seat_list, options, chance="table")
        except SetupError as refused:
            self.refusal = f"{refused.message} ({refused.rule})"
            self.app.sound.play("warning", self.app.clock.now())
            return
        self.app.replace(InTooDeepTable(self.app, session))

    def tap(self, x: float, y: float) -> list[Button]:
        return self.form.taps(x, y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "In Too Deep", "setup")
        self.form.draw(surface, theme)
        theme.text(surface, "UP/DOWN choose a row · LEFT/RIGHT change it · OK on the last row deals", 400, 430,
                   size=20, colour=th.MUTED, anchor="center")
        if self.refusal:
            pygame.draw.rect(surface, th.DANGER, theme.rect(20, 400, 760, 44), border_radius=theme.px(8))
            theme.text(surface, self.refusal, 400, 422, size=22, anchor="center", bold=True)
