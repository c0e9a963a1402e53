"""Learning a box's tags at the kiosk (issue 7): "tap the 13 hexagon", one component at a time.

The walk itself is pure (``companion/tags/learning.py``); this screen shows its
step and progress, hands it each tag the reader sees, and saves the registry
file after every learned tag, so staff can stop at any time and pick up later
(a new walk skips what the file already holds). It starts from the file the
kiosk loads at the table, never from the kiosk's registry in memory (which in
simulation is a made-up box), and after each save the kiosk uses the new file.

RIGHT skips a component missing from the box; BACK saves and leaves.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from companion.errors import UserError
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Scene
from companion.kiosk.widgets import title_bar
from companion.tags import boxes, registry
from companion.tags.learning import GAME_TITLES, Learned, LearnWalk
from hal.events import Button, TagGone, TagSeen


def tag_file(app) -> Path:
    """Where the kiosk loads its tags at the table (``compose.tag_registry``)."""
    return app.services["config"].state_dir() / "tags.toml"


def open_tag_learning(app, game_id: str) -> Scene:
    """The learning screen for ``game_id`` ("deep-sea", "dive", "in-too-deep"), to push."""
    return TagLearning(app, game_id)


class TagLearning(Scene):
    help_text = "Lay each component on the reader when asked. RIGHT skips one, BACK saves and leaves."

    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.title = GAME_TITLES.get(game_id, game_id)
        self.path = tag_file(app)
        self.walk: LearnWalk | None = None
        self.problem: str | None = None  # why learning cannot start (shown instead of a step)
        self.refusal: str | None = None
        self.last: str | None = None
        self.learned = self.skipped = 0
        self.unsaved = False
        try:
            self.walk = LearnWalk.start(boxes.box(game_id), registry.load(self.path))
        except UserError as error:  # an unknown game, no component list, a bad tag file: never overwrite it
            self.problem = str(error)

    # -- input ----------------------------------------------------------------------
    def tag(self, event: TagSeen | TagGone) -> bool:
        if not isinstance(event, TagSeen) or self.walk is None:
            return False
        self.walk, result = self.walk.tap(event.uid)
        now = self.app.clock.now()
        if not isinstance(result, Learned):
            self.refusal = result.reason[0].upper() + result.reason[1:]
            self.app.sound.play("warning", now)
            return True
        self.refusal = None
        self.learned += 1
        self.last = f"Learned {result.component.describe()}"
        self.unsaved = True
        self.save()
        self.app.sound.play("done" if self.walk.done else "tick", now)
        return True

    def handle(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        match gesture.button:
            case Button.RIGHT if self.walk is not None and not self.walk.done:
                skipped = self.walk.step.component
                self.walk = self.walk.skip()
                self.skipped += 1
                self.refusal = None
                self.last = f"Skipped {skipped.describe()}: left untagged"
            case Button.BACK:
                if self.save():
                    self.app.pop()
            case Button.OK if self.walk is None or self.walk.done:
                self.app.pop()
            case _:
                return False
        self.app.invalidate()
        return True

    def save(self) -> bool:
        """Write what was learned and let the kiosk use it; False (and the reason shown) if it cannot."""
        if not self.unsaved or self.walk is None:
            return True
        try:
            registry.save(self.walk.registry, self.path)
        except OSError as error:
            self.refusal = f"Cannot save {self.path}: {error.strerror or error}. BACK again tries again."
            self.app.sound.play("warning", self.app.clock.now())
            return False
        self.unsaved = False
        self.app.services["tags"] = self.walk.registry
        return True

    def help(self) -> tuple[str, str]:
        return ("Tags", "Lay the component named on the reader. A tag already learned is refused. "
                        "RIGHT skips a component missing from the box; BACK saves and leaves.")

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        walk = self.walk
        title_bar(surface, theme, f"Learn tags: {self.title}", "" if walk is None else self.progress())
        if walk is None:
            theme.text(surface, "Cannot learn tags", 400, 150, size=40, anchor="center", bold=True)
            theme.text(surface, self.problem or "", 400, 210, size=22, anchor="center", colour=th.WARNING)
            theme.text(surface, "OK or BACK leaves", 400, 420, size=22, anchor="center", colour=th.MUTED)
            return
        done = walk.total - len(walk.remaining)
        if walk.done:
            theme.text(surface, "Every component has a tag", 400, 160, size=44, anchor="center", bold=True)
        else:
            theme.text(surface, "Tap", 400, 110, size=30, anchor="center", colour=th.MUTED)
            name = walk.step.component.describe()  # a Chief card's name is long: smaller, still one line
            theme.text(surface, name, 400, 170, size=56 if len(name) <= 22 else 34, anchor="center", bold=True)
        bar = theme.rect(100, 230, 600, 26)
        pygame.draw.rect(surface, th.PANEL, bar, border_radius=theme.px(8))
        if walk.total:
            filled = theme.rect(100, 230, 600 * done / walk.total, 26)
            pygame.draw.rect(surface, th.GOOD, filled, border_radius=theme.px(8))
        theme.text(surface, f"{done} of {walk.total} done · {self.learned} learned now · {self.skipped} skipped",
                   400, 280, size=22, anchor="center", colour=th.MUTED)
        if self.last:
            theme.text(surface, self.last, 400, 320, size=26, anchor="center", colour=th.ACCENT)
        hint = "OK or BACK leaves" if walk.done else "RIGHT skips this one · BACK saves and leaves"
        theme.text(surface, hint, 400, 440, size=22, anchor="center", colour=th.MUTED)
        if self.refusal:
            pygame.draw.rect(surface, th.DANGER, theme.rect(20, 350, 760, 44), border_radius=theme.px(8))
            theme.text(surface, self.refusal, 400, 372, size=22, anchor="center", bold=True)

    def progress(self) -> str:
        step = self.walk.step
        return "all done" if step is None else f"{step.number} of {step.total}"
