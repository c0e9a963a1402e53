"""The self-test screen: staff check the buttons, the reader and the display
with no keyboard (LEFT + RIGHT held at home, or ``companion selftest``).

- Every logical button lights while it is down, and stays outlined once it has
  worked, so one pass over the panel shows a dead button.
- The reader's status line and the last tag seen, with its uid.
- OK held: a full-screen test pattern (colours, grey steps, grid, corners).
- The version, the free space where the journal lives, and the count of
  listening network sockets (it must be 0).
- BACK held leaves (BACK clicked only lights, like every other button).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame

import companion
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scene import Notice, Scene
from companion.kiosk.widgets import title_bar
from companion.lockdown import listening_sockets
from hal.events import NAVIGATION, Button, TagGone, TagSeen

REFRESH_S = 0.1  # lights follow the buttons within a tenth of a second
FACTS_EVERY_S = 5.0  # disk space and sockets: no need to ask every frame


def free_disk(path: Path) -> str:
    """'12.3 GB free of 29.1 GB' for the file system holding ``path`` (or its nearest parent)."""
    while not path.exists() and path != path.parent:
        path = path.parent
    usage = shutil.disk_usage(path)
    return f"{usage.free / 1e9:.1f} GB free of {usage.total / 1e9:.1f} GB"


class SelfTest(Scene):
    help_text = "Press every button: each lights while it is down. Hold OK for the test pattern, hold BACK to leave."

    def __init__(self, app, quit_on_leave: bool = False) -> None:
        super().__init__(app)
        self.quit_on_leave = quit_on_leave
        config = app.services.get("config")
        seats = [b for b in Button if b.seat is not None and config is not None and b.value in config["pins"]]
        self.buttons: tuple[Button, ...] = NAVIGATION + tuple(seats)
        self.worked: set[Button] = set()
        self.last_tag: str = "no tag yet"
        self.state_dir = config.state_dir() if config is not None else Path("/")
        self.facts_due = 0.0
        self.refresh_at = 0.0
        self.disk = ""
        self.sockets = 0

    # Input --------------------------------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        self.worked.add(gesture.button)
        if gesture.held and gesture.button is Button.BACK:
            if self.quit_on_leave:
                self.app.quit()
            else:
                self.app.pop()
        elif gesture.held and gesture.button is Button.OK:
            self.app.push(DisplayPattern(self.app))
        return True  # every gesture is a test here: no help overlay, no undo

    def tag(self, event: TagSeen | TagGone) -> bool:
        match event:
            case TagSeen(uid=uid):
                self.last_tag = f"{uid} (on the reader)"
            case TagGone(uid=uid):
                self.last_tag = f"{uid} (taken off)"
        return True

    # Time ---------------------------------------------------------------------
    def deadline(self) -> float | None:
        return self.refresh_at if self.app.stack.top is self else None

    def tick(self, now: float) -> None:
        self.refresh_at = now + REFRESH_S
        self.worked |= set(self.app.gestures.down)
        if now >= self.facts_due:
            self.facts_due = now + FACTS_EVERY_S
            self.disk = free_disk(self.state_dir)
            self.sockets = len(listening_sockets())

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        title_bar(surface, theme, "Self-test", f"companion {companion.__version__}")
        down = set(self.app.gestures.down)
        for index, button in enumerate(self.buttons):
            column, row = index % 6, index // 6
            box = theme.rect(20 + column * 128, 72 + row * 80, 118, 68)
            lit = button in down
            pygame.draw.rect(surface, th.SELECTED if lit else th.PANEL, box, border_radius=theme.px(10))
            if button in self.worked and not lit:
                pygame.draw.rect(surface, th.GOOD, box, width=theme.px(4), border_radius=theme.px(10))
            theme.text(surface, button.name.replace("_", " "), 79 + column * 128, 106 + row * 80, size=28,
                       colour=th.BACKGROUND if lit else th.TEXT, anchor="center", bold=True)
        y = 248
        reader_colour = th.GOOD if self.app.reader_online else th.WARNING
        for label, value, colour in (
            ("Reader", self.app.reader_status, reader_colour),
            ("Last tag", self.last_tag, th.TEXT),
            ("Journal disk", self.disk or "…", th.TEXT),
            ("Network", f"{self.sockets} listening sockets", th.GOOD if self.sockets == 0 else th.DANGER),
        ):
            theme.text(surface, label, 30, y, size=26, colour=th.MUTED)
            theme.text(surface, value, 200, y, size=26, colour=colour)
            y += 34
        theme.text(surface, "Hold OK: test pattern   ·   Hold BACK: leave", 400, 430, size=24,
                   colour=th.MUTED, anchor="center")


# Eight bars: white, the three primaries and their mixes, black: a missing
# colour channel or swapped channels show at a glance.
BARS = ((255, 255, 255), (255, 255, 0), (0, 255, 255), (0, 255, 0),
        (255, 0, 255), (255, 0, 0), (0, 0, 255), (0, 0, 0))


class DisplayPattern(Notice):
    """Colour bars, sixteen grey steps, a grid, a centred circle (the aspect ratio)
    and marked corners with TOP written upright (rotation and overscan)."""

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        bar = width / len(BARS)
        for index, colour in enumerate(BARS):
            pygame.draw.rect(surface, colour, pygame.Rect(round(index * bar), 0, round(bar) + 1, height // 2))
        step = width / 16
        for index in range(16):
            grey = round(index * 255 / 15)
            pygame.draw.rect(surface, (grey,) * 3, pygame.Rect(round(index * step), height // 2, round(step) + 1, height // 4))
        pygame.draw.rect(surface, (0, 0, 0), pygame.Rect(0, 3 * height // 4, width, height - 3 * height // 4))
        for x in range(0, width, max(1, width // 20)):
            pygame.draw.line(surface, (90, 90, 90), (x, 3 * height // 4), (x, height))
        for y in range(3 * height // 4, height, max(1, height // 24)):
            pygame.draw.line(surface, (90, 90, 90), (0, y), (width, y))
        radius = min(width, height) // 3
        pygame.draw.circle(surface, (255, 255, 255), (width // 2, height // 2), radius, width=2)
        pygame.draw.rect(surface, (255, 0, 0), pygame.Rect(0, 0, width, height), width=2)
        corner = max(8, min(width, height) // 20)
        for cx, cy in ((0, 0), (width - corner, 0), (0, height - corner), (width - corner, height - corner)):
            pygame.draw.rect(surface, (255, 255, 255), pygame.Rect(cx, cy, corner, corner))
        self.app.theme.text(surface, "TOP", 400, 30, size=40, colour=(0, 0, 0), anchor="center", bold=True)
        self.app.theme.text(surface, "Press any button to go back", 400, 420, size=26, colour=(255, 255, 255), anchor="center")
