"""Dive setup: 1-4 divers with their colours, the Chief, its cards, the version, Companions."""

from __future__ import annotations


import pygame

from companion.games.contract import SetupError
from companion.games.dive import GAME
from companion.games.dive.actions import Companion
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import Field, Form, title_bar
from hal.events import Button

from companion.kiosk.games import starting_index, store_default
from companion.kiosk.table import start_session

COMPANION_CHOICES = (None, *Companion)


def _companion(companion: Companion | None) -> str:
    return "none" if companion is None else companion.title


class DiveSetup(Scene):
    help_text = ("DV-1: 1 to 4 divers; a solo diver plays against the Village Chief. DV-11: the children's "
                 "version takes neither the Chief nor Companions. DV-12: Dolphins and Great White Shark "
                 "are not available with the Chief.")

    def __init__(self, app) -> None:
        super().__init__(app)

        def default(option: str):  # the store's default variant (admin menu), else the rules'
            return store_default(app, GAME, option)

        companions = [Companion(default(f"companion_{s + 1}")) if default(f"companion_{s + 1}") else None
                      for s in range(4)]
        self.form = Form([
            Field("Divers", (1, 2, 3, 4), index=1,
                  show=lambda n: f"{n}: " + ", ".join(th.SEATS[s].name for s in range(n))),
            Field("Village Chief", (False, True), show=lambda on: "on" if on else "off",
                  index=starting_index((False, True), default("village_chief"))),
            Field("Chief's cards", ("virtual deck", "entered"), show=str),
            Field("Version", ("standard", "children"), show=str, index=1 if default("children") else 0),
            *(Field(f"Companion of {th.SEATS[s].name}", COMPANION_CHOICES, show=_companion,
                    index=starting_index(COMPANION_CHOICES, companions[s])) for s in range(4)),
        ], submit="Start the dive", row_height=42, y=62)
        self.refusal: str | None = None

    def options(self) -> tuple[int, dict]:
        values = self.form.values()
        seats = values["Divers"]
        options = {"table": True, "village_chief": values["Village Chief"],
                   "children": values["Version"] == "children"}
        for seat in range(seats):
            companion = values[f"Companion of {th.SEATS[seat].name}"]
            if companion is not None:
                options[f"companion_{seat + 1}"] = companion.value
        return seats, options

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
        seats, options = self.options()
        virtual = self.form.values()["Chief's cards"] == "virtual deck"
        try:
            session = open_session(self.app, seats, options)
        except SetupError as refused:
            self.refusal = f"{refused.message} ({refused.rule})"
            self.app.sound.play("warning", self.app.clock.now())
            return
        from .flow import DiveTable

        self.app.replace(DiveTable(self.app, session, virtual_chief=virtual))

    def tap(self, x: float, y: float) -> list[Button]:
        return self.form.taps(x, y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Dive", "setup")
        self.form.draw(surface, theme)
        if self.refusal:
            pygame.draw.rect(surface, th.DANGER, theme.rect(20, 412, 760, 40), border_radius=theme.px(8))
            theme.text(surface, self.refusal, 400, 432, size=20, anchor="center", bold=True)


def open_session(app, seats: int, options: dict):
    """A new game in the store, or in memory when the kiosk runs without one."""
    from companion.session import Seat

    seat_list = [Seat(th.SEATS[s].name, th.SEATS[s].name.lower()) for s in range(seats)]
    return start_session(app, GAME, seat_list, options, chance="table")
