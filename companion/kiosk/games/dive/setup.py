"""Dive setup: 1-4 divers with their colours, the Chief, its cards, the version, Companions."""

from __future__ import annotations


import pygame

from companion.games.dive import GAME
from companion.games.dive.actions import Companion
from companion.kiosk import theme as th
from companion.kiosk.widgets import Field, Form, title_bar

from companion.kiosk.games import starting_index, store_default
from companion.kiosk.setup import SetupScene

COMPANION_CHOICES = (None, *Companion)


def _companion(companion: Companion | None) -> str:
    return "none" if companion is None else companion.title


class DiveSetup(SetupScene):
    help_text = ("DV-1: 1 to 4 divers; a solo diver plays against the Village Chief. DV-11: the children's "
                 "version takes neither the Chief nor Companions. DV-12: Dolphins and Great White Shark "
                 "are not available with the Chief.")

    def __init__(self, app) -> None:
        def default(option: str):  # the store's default variant (admin menu), else the rules'
            return store_default(app, GAME, option)

        companions = [Companion(default(f"companion_{s + 1}")) if default(f"companion_{s + 1}") else None
                      for s in range(4)]
        super().__init__(app, Form([
            Field("Divers", (1, 2, 3, 4), index=1,
                  show=lambda n: f"{n}: " + ", ".join(th.SEATS[s].name for s in range(n))),
            Field("Village Chief", (False, True), show=lambda on: "on" if on else "off",
                  index=starting_index((False, True), default("village_chief"))),
            Field("Chief's cards", ("virtual deck", "entered"), show=str),
            Field("Version", ("standard", "children"), show=str, index=1 if default("children") else 0),
            *(Field(f"Companion of {th.SEATS[s].name}", COMPANION_CHOICES, show=_companion,
                    index=starting_index(COMPANION_CHOICES, companions[s])) for s in range(4)),
        ], submit="Start the dive", row_height=42, y=62))

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

    def start(self) -> None:
        from companion.session import Seat

        from .flow import DiveTable

        seats, options = self.options()
        virtual = self.form.values()["Chief's cards"] == "virtual deck"
        seat_list = [Seat(th.SEATS[s].name, th.SEATS[s].name.lower()) for s in range(seats)]
        session = self.start_game(GAME, seat_list, options, chance="table")
        if session is not None:
            self.app.replace(DiveTable(self.app, session, virtual_chief=virtual))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Dive", "setup")
        self.form.draw(surface, theme)
        self.draw_refusal(surface)
