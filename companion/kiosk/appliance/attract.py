"""Attract mode: when nobody has touched the home screen for a while, the kiosk
plays demo games of every game it knows, with captions that teach the rules.

Any button, tap or tag returns to the home screen at once. Attract mode is only
ever opened from the home screen (``StoreHome``), so a game in progress, which
is always on top of the home screen, is never left for it.
"""

from __future__ import annotations

import logging
from typing import Any, Sequence

import pygame

from companion.games import CATALOGUE, load
from companion.kiosk import theme as th
from companion.kiosk.appliance.demo import Caption, DemoGame
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.scenes.help import wrap
from companion.kiosk.widgets import title_bar
from hal.events import Button, TagGone, TagSeen

log = logging.getLogger(__name__)

DEMO_SEATS = 4
POSTER_S = 6.0  # with no engine to demo, each game's title card stays this long


def _fitting(theme, text: str, size: int, width: float, smallest: int = 16) -> int:
    """The largest font size from ``size`` down to ``smallest`` at which ``text`` fits ``width`` design px."""
    while size > smallest and theme.font(size).size(text)[0] > theme.px(width):
        size -= 2
    return size


def playable_games() -> list[Any]:
    """The engines present in this build, in catalogue order (a game whose engine
    is not there yet is left out of the cycle)."""
    games = []
    for game_id in CATALOGUE:
        try:
            games.append(load(game_id))
        except ImportError as error:
            log.info("attract mode: %s has no engine yet (%s)", game_id, error)
    return games


class Attract(Scene):
    help_text = "A demo. Press any button to start your own game."

    def __init__(self, app, games: Sequence[Any] | None = None) -> None:
        super().__init__(app)
        self.games = list(playable_games() if games is None else games)
        self.demo: DemoGame | None = None
        self.demos_played = 0
        self.failures = 0  # demos stopped by an engine error (logged; the cycle goes on)
        self.poster_due = 0.0

    # Lifetime -----------------------------------------------------------------
    def enter(self) -> None:
        self._next(self.app.clock.now())

    def exit(self) -> None:
        self.demo = None  # a finished demo's states are garbage at once, not at the next start

    # Input: anything at all goes home -------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        self.app.pop()
        return True

    def tap(self, x: float, y: float) -> list[Button]:
        self.app.pop()
        return []

    def tag(self, event: TagSeen | TagGone) -> bool:
        self.app.pop()
        return True

    # Time ---------------------------------------------------------------------
    def deadline(self) -> float | None:
        if self.app.stack.top is not self:
            return None
        return self.demo.due if self.demo is not None else self.poster_due

    def tick(self, now: float) -> None:
        if self.demo is None:
            self._next(now)
            return
        try:
            if self.demo.over(now):
                self._next(now)
            else:
                self.demo.step(now)
        except Exception:  # an engine bug must not take the store's kiosk down
            self.failures += 1
            log.exception("attract mode: the %s demo failed; going on with the next game", self.demo.title)
            self._next(now)

    def _next(self, now: float) -> None:
        self.demos_played += 1
        if not self.games:
            self.demo = None
            self.poster_due = now + POSTER_S
            return
        game = self.games[(self.demos_played - 1) % len(self.games)]
        try:
            self.demo = DemoGame(game, DEMO_SEATS, seed=self.demos_played, started=now)
        except Exception:
            self.failures += 1
            log.exception("attract mode: cannot start a %s demo", getattr(game, "title", game))
            self.demo = None
            self.poster_due = now + POSTER_S

    @property
    def showing(self) -> str:
        """The game on screen (for systemd's status line and the tests)."""
        if self.demo is not None:
            return self.demo.title
        titles = [title for title, _ in CATALOGUE.values()]
        return titles[(self.demos_played - 1) % len(titles)]

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, f"Demo: {self.showing}", "press any button to play")
        if self.demo is None:
            self._draw_poster(surface)
            return
        demo = self.demo
        acting = demo.to_act()
        for seat in range(demo.seats):
            x = 40 + seat * 56
            if seat in acting:
                pygame.draw.circle(surface, th.SELECTED, theme.point(x, 84), theme.px(21), width=theme.px(3))
            theme.marker(surface, seat, x, 84, radius=15)
        played_by = f"{demo.seats} seats, all played by the companion's bots"
        if demo.round is not None:
            played_by = f"Round {demo.round}  ·  {played_by}"
        theme.text(surface, played_by, 780, 84, size=22, colour=th.MUTED, anchor="midright")
        if demo.outcome is not None:
            self._draw_outcome(surface, demo)
        elif demo.captions:
            self._draw_rule(surface, demo.captions[-1])
        self._draw_captions(surface, list(demo.captions))

    def _draw_rule(self, surface: pygame.Surface, caption: Caption) -> None:
        theme = self.app.theme
        box = theme.rect(20, 112, 760, 190)
        pygame.draw.rect(surface, th.PANEL, box, border_radius=theme.px(12))
        theme.text(surface, "The rule", 40, 124, size=24, colour=th.MUTED)
        theme.text(surface, caption.rule.rule, 760, 124, size=24, colour=th.ACCENT, anchor="topright", bold=True)
        lines = wrap(caption.rule.text, theme.font(32), theme.px(720))
        if len(lines) > 4:  # the help overlay (OK held in a real game) has room for the rest
            lines = lines[:3] + [lines[3].rstrip(".,;:") + " …"]
        y = 154
        for line in lines:
            theme.text(surface, line, 40, y, size=32)
            y += 34

    def _draw_outcome(self, surface: pygame.Surface, demo: DemoGame) -> None:
        theme = self.app.theme
        outcome = demo.outcome
        box = theme.rect(20, 112, 760, 190)
        pygame.draw.rect(surface, th.PANEL, box, border_radius=theme.px(12))
        if outcome.detail.get("village_chief"):  # Dive: nobody at the table won
            headline = "The Village Chief wins!"
        elif outcome.winners:
            # The seat's own name (its colour, as its marker shows), the same in every game.
            names = [th.SEATS[seat % len(th.SEATS)].name for seat in outcome.winners]
            headline = " and ".join(names) + (" win!" if len(names) > 1 else " wins!")
        else:
            headline = "Nobody wins this time."
        theme.text(surface, headline, 400, 150, size=56, colour=th.SELECTED, anchor="center", bold=True)
        for seat, score in enumerate(outcome.scores):
            x = 400 + (seat - (len(outcome.scores) - 1) / 2) * 120
            theme.marker(surface, seat, x - 24, 220, radius=15)
            theme.text(surface, str(score), x + 4, 220, size=44, anchor="midleft", bold=True)
        theme.text(surface, outcome.reason, 400, 272, size=24, colour=th.MUTED, anchor="center")

    def _draw_captions(self, surface: pygame.Surface, captions: list[Caption]) -> None:
        theme = self.app.theme
        y = 318
        for age, caption in enumerate(reversed(captions)):
            colour = th.TEXT if age == 0 else th.MUTED
            if caption.seat is not None:
                theme.marker(surface, caption.seat, 38, y + 14, radius=11)
            size = _fitting(theme, caption.text, 28 if age == 0 else 24, 720)
            theme.text(surface, caption.text, 62, y + 14, size=size, colour=colour, anchor="midleft")
            y += 34

    def _draw_poster(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        theme.text(surface, self.showing, 400, 200, size=84, colour=th.SELECTED, anchor="center", bold=True)
        theme.text(surface, "Press any button to play", 400, 290, size=34, anchor="center")
