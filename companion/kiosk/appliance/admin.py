"""The store admin menu (OK + BACK held at home for three seconds).

UP/DOWN choose a row, LEFT/RIGHT change its value, OK runs an action row, BACK
leaves. Every change is saved at once to ``store-settings.toml`` in the state
directory (the only writable place under the appliance's unit), so a power cut
never loses it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from typing import Any, Callable

import pygame

from companion.kiosk import theme as th
from companion.kiosk.appliance.settings import ATTRACT_CHOICES_S, VOLUME_CHOICES
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import title_bar
from hal.events import Button

log = logging.getLogger(__name__)

ROWS_SHOWN = 8
ROW_HEIGHT = 46


@dataclass(frozen=True, slots=True)
class Row:
    label: str
    value: Callable[[], str]  # what is shown right of the label
    change: Callable[[int], None] | None = None  # LEFT (-1) / RIGHT (+1)
    run: Callable[[], None] | None = None  # OK


def _minutes(seconds: int) -> str:
    return "never" if seconds == 0 else f"after {seconds // 60} min"


def _step(choices: tuple[Any, ...], current: Any, direction: int) -> Any:
    index = choices.index(current) if current in choices else 0
    return choices[max(0, min(len(choices) - 1, index + direction))]


class Admin(Scene):
    help_text = "UP/DOWN choose, LEFT/RIGHT change, OK runs, BACK leaves. Changes are saved at once."

    def __init__(self, app) -> None:
        super().__init__(app)
        self.appliance = app.services["appliance"]
        self.selected = 0
        self.first_shown = 0
        self.notice = ""
        self.rows = self._rows()

    def _rows(self) -> list[Row]:
        appliance = self.appliance
        rows = [
            Row("Volume", lambda: f"{round(appliance.settings.volume * 100)}%", change=self._volume),
            Row("Attract mode", lambda: _minutes(appliance.settings.attract_after_s), change=self._attract),
        ]
        for game in appliance.games():
            for name, option in game.options.items():
                if name == "table" or len(option.choices) < 2:
                    continue
                rows.append(Row(f"{game.title}: {name.replace('_', ' ')}",
                                (lambda g=game, n=name: _shown(appliance.variant(g, n))),
                                change=(lambda d, g=game, n=name: self._variant(g, n, d))))
        rows += [
            Row("Unfinished games", self._unfinished_count, run=self._end_games),
            Row("Teach the reader tags", self._tag_game_title, change=self._tag_game_step, run=self._teach_tags),
            Row("Self-test", lambda: "OK to open", run=self._self_test),
            Row("Leave", lambda: "", run=self.app.pop),
        ]
        return rows

    # Actions ------------------------------------------------------------------
    def _volume(self, direction: int) -> None:
        settings = self.appliance.settings
        self.appliance.update(replace(settings, volume=_step(VOLUME_CHOICES, round(settings.volume, 1), direction)))
        self.app.sound.play("tick", self.app.clock.now())  # hear the new level

    def _attract(self, direction: int) -> None:
        settings = self.appliance.settings
        self.appliance.update(replace(settings, attract_after_s=_step(ATTRACT_CHOICES_S, settings.attract_after_s, direction)))

    def _variant(self, game: Any, name: str, direction: int) -> None:
        choices = game.options[name].choices
        value = _step(choices, self.appliance.variant(game, name), direction)
        self.appliance.update(self.appliance.settings.with_variant(game.id, name, value))

    def _unfinished_count(self) -> str:
        store = self.app.services.get("store")
        if store is None:
            return "no game store"
        count = len(store.unfinished())
        return f"{count} — OK ends them" if count else "none"

    def _end_games(self) -> None:
        store = self.app.services.get("store")
        if store is None:
            return
        unfinished = store.unfinished()
        for saved in unfinished:
            store.discard(saved.key)
        self.notice = f"Ended {len(unfinished)} unfinished game(s); they stay in the journal."
        log.info("admin: discarded %d unfinished game(s)", len(unfinished))

    # Teaching the reader a box's tags (issue 7): LEFT/RIGHT pick the game, OK starts the walk.
    _tag_game = 0

    def _tag_game_title(self) -> str:
        from companion.games import CATALOGUE

        return f"{list(CATALOGUE.values())[self._tag_game][0]}: OK to start"

    def _tag_game_step(self, direction: int) -> None:
        from companion.games import CATALOGUE

        self._tag_game = (self._tag_game + direction) % len(CATALOGUE)

    def _teach_tags(self) -> None:
        from companion.games import CATALOGUE
        from companion.kiosk.scenes.tag_learning import open_tag_learning

        self.app.push(open_tag_learning(self.app, list(CATALOGUE)[self._tag_game]))

    def _self_test(self) -> None:
        from companion.kiosk.appliance.selftest import SelfTest

        self.app.push(SelfTest(self.app))

    # Input --------------------------------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return True  # no help overlay or undo in here
        row = self.rows[self.selected]
        match gesture.button:
            case Button.UP:
                self.selected = (self.selected - 1) % len(self.rows)
            case Button.DOWN:
                self.selected = (self.selected + 1) % len(self.rows)
            case Button.LEFT | Button.RIGHT if row.change is not None:
                row.change(-1 if gesture.button is Button.LEFT else 1)
            case Button.OK if row.run is not None:
                row.run()
            case Button.BACK:
                self.app.pop()
        self.first_shown = min(max(self.first_shown, self.selected - ROWS_SHOWN + 1), self.selected)
        return True

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Store admin", "BACK leaves · saved at once")
        for slot, index in enumerate(range(self.first_shown, min(len(self.rows), self.first_shown + ROWS_SHOWN))):
            row = self.rows[index]
            y = 64 + slot * ROW_HEIGHT
            chosen = index == self.selected
            box = theme.rect(20, y, 760, ROW_HEIGHT - 6)
            pygame.draw.rect(surface, th.PANEL_LIGHT if chosen else th.PANEL, box, border_radius=theme.px(8))
            if chosen:
                pygame.draw.rect(surface, th.SELECTED, box, width=theme.px(3), border_radius=theme.px(8))
            middle = y + (ROW_HEIGHT - 6) / 2
            theme.text(surface, row.label, 36, middle, size=28, anchor="midleft", bold=chosen)
            value = row.value()
            if row.change is not None and chosen:
                value = f"‹ {value} ›"
            theme.text(surface, value, 764, middle, size=28, colour=th.SELECTED if chosen else th.MUTED, anchor="midright")
        if self.notice:
            theme.text(surface, self.notice, 400, 440, size=22, colour=th.GOOD, anchor="center")


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
