"""The kiosk's main loop: one inbound queue, a scene stack, redraw only on change.

Waiting costs nearly nothing: the loop blocks on the inbound queue, where
hardware threads put their events, so a GPIO press wakes it at once. SDL's
own events (keyboard, touch, window) cannot wake a queue, so SDL is polled
between waits: often just after input, rarely when idle (60, 10, then 5 times
a second). A GPIO press always wakes the loop at once. (SDL's
``event.wait`` was measured to spin at about 2.5% CPU under the dummy and
KMSDRM-like drivers, which is why it is not used; see docs/performance.md.)
"""

from __future__ import annotations

import logging
import queue
from typing import Callable, Protocol

import pygame

from hal.events import (
    Button,
    ButtonEvent,
    HardwareEvent,
    ReaderOffline,
    ReaderOnline,
    TagGone,
    TagSeen,
)
from hal.ports import Clock
from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture, Gestures
from companion.kiosk.scene import Scene, SceneStack
from companion.kiosk.sound import Sound
from companion.kiosk.theme import Theme

log = logging.getLogger(__name__)

ACTIVE_POLL_S = 1 / 60  # while someone is using the keyboard or touch screen
IDLE_POLL_S = 0.1  # after a few quiet seconds
ASLEEP_POLL_S = 0.2  # nobody there: a first tap may wait a fifth of a second, GPIO presses never wait
ACTIVE_FOR_S = 5.0
IDLE_FOR_S = 30.0
STATUS_HEIGHT = 24  # design px at the bottom, drawn over every scene


class TouchInput(Protocol):
    """Where keys and taps become logical presses (the simulated panel, or the queue directly)."""

    def press(self, button: Button) -> None: ...

    def release(self, button: Button) -> None: ...

    def tap(self, button: Button) -> None: ...


class App:
    def __init__(
        self,
        surface: pygame.Surface,
        inbound: "queue.SimpleQueue[HardwareEvent]",
        clock: Clock,
        touch: TouchInput,
        keys: dict[int, Button] | None = None,
        kiosk_mode: bool = False,
        sound: Sound | None = None,
        flip: Callable[[], None] = pygame.display.flip,
    ) -> None:
        self.surface = surface
        self.theme = Theme(*surface.get_size())
        self.inbound = inbound
        self.clock = clock
        self.touch = touch
        self.keys = keys or {}
        self.kiosk_mode = kiosk_mode
        self.sound = sound or Sound()
        self.stack = SceneStack()
        self.gestures = Gestures()
        self.reader_status = "Reader: not configured"
        self.reader_online = False
        self.warnings: dict[str, str] = {}  # source -> one line shown in the status bar
        self.services: dict[str, object] = {}  # session store, tag registry, ... set by the composition root
        self.shortcuts: dict[int, Callable[[], None]] = {}  # simulation tools on extra keys (T: tap picker)
        self.frames = 0
        self.running = True
        self._flip = flip
        self._dirty = True
        self._last_input = clock.now()

    # Scenes -------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)
        self.invalidate()

    def pop(self) -> None:
        if len(self.stack) > 1:  # the home screen is never popped
            self.stack.pop()
        self.invalidate()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)
        self.invalidate()

    def pop_to_home(self) -> None:
        while len(self.stack) > 1:
            self.stack.pop()
        self.invalidate()

    def invalidate(self) -> None:
        self._dirty = True

    def warn(self, source: str, message: str | None) -> None:
        """Show (or clear, with None) a one-line warning in the status bar."""
        if message is None:
            self.warnings.pop(source, None)
        else:
            self.warnings[source] = message
        self.invalidate()

    def quit(self) -> None:
        self.running = False

    # Events -------------------------------------------------------------------
    def handle(self, event: HardwareEvent) -> None:
        """Handle one event from the inbound queue to completion."""
        match event:
            case ButtonEvent():
                self._last_input = self.clock.now()
                gesture = self.gestures.feed(event)
                if gesture is not None:
                    self.dispatch(gesture)
            case TagSeen() | TagGone():
                if self.stack.top.tag(event):
                    self.invalidate()
            case ReaderOnline(firmware=firmware):
                self.reader_online = True
                self.reader_status = f"Reader online (firmware {firmware})"
                self.invalidate()
            case ReaderOffline(reason=reason):
                self.reader_online = False
                self.reader_status = f"Reader offline: {reason}"
                self.invalidate()

    def dispatch(self, gesture: Gesture) -> None:
        top = self.stack.top
        consumed = top.handle(gesture)
        if not consumed and gesture.held and gesture.button is Button.OK:
            from companion.kiosk.scenes.help import HelpOverlay

            self.push(HelpOverlay(self, *top.help()))
        self.invalidate()

    def handle_sdl(self, event: pygame.event.Event) -> None:
        """Keys and taps become logical presses through ``touch``; the window's close quits."""
        match event.type:
            case pygame.QUIT:
                if not self.kiosk_mode:
                    self.quit()
            case pygame.KEYDOWN if event.key in self.shortcuts and not self.kiosk_mode:
                self.shortcuts[event.key]()
                self.invalidate()
            case pygame.KEYDOWN | pygame.KEYUP if event.key in self.keys:
                self._last_input = self.clock.now()
                if event.type == pygame.KEYDOWN:
                    self.touch.press(self.keys[event.key])
                else:
                    self.touch.release(self.keys[event.key])
            case pygame.MOUSEBUTTONDOWN if event.button == 1:
                self.tap_at(event.pos)
            case pygame.FINGERDOWN:
                self.tap_at((int(event.x * self.theme.width), int(event.y * self.theme.height)))
            case pygame.WINDOWEXPOSED | pygame.VIDEOEXPOSE | pygame.WINDOWRESTORED:
                self.invalidate()

    def tap_at(self, pos: tuple[int, int]) -> None:
        self._last_input = self.clock.now()
        for button in self.stack.top.tap(*self.theme.to_design(pos)):
            self.touch.tap(button)

    # Loop ---------------------------------------------------------------------
    def step(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for input, handle everything pending, draw if needed."""
        try:
            first = self.inbound.get(timeout=timeout) if timeout > 0 else self.inbound.get_nowait()
        except queue.Empty:
            first = None
        for event in pygame.event.get():
            self.handle_sdl(event)
        if first is not None:
            self.handle(first)
        while True:  # keys and taps above may have queued presses too
            try:
                self.handle(self.inbound.get_nowait())
            except queue.Empty:
                break
        self._tick_due()
        self.sound.release_if_quiet(self.clock.now())
        if self._dirty:
            self.draw()

    def _tick_due(self) -> None:
        now = self.clock.now()
        for scene in list(self.stack):
            due = scene.deadline()
            if due is not None and due <= now:
                scene.tick(now)
                self.invalidate()

    def next_timeout(self) -> float:
        now = self.clock.now()
        quiet = now - self._last_input
        poll = ACTIVE_POLL_S if quiet < ACTIVE_FOR_S else IDLE_POLL_S if quiet < IDLE_FOR_S else ASLEEP_POLL_S
        deadlines = [d for d in (s.deadline() for s in self.stack) if d is not None]
        if deadlines:
            poll = min(poll, max(0.0, min(deadlines) - now))
        return poll

    def run(self, on_frame: Callable[[], None] | None = None) -> None:
        """Run until quit. ``on_frame`` runs after every wake (the systemd watchdog)."""
        while self.running:
            self.step(self.next_timeout())
            if on_frame is not None:
                on_frame()

    # Drawing ------------------------------------------------------------------
    def draw(self) -> None:
        self.surface.fill(th.BACKGROUND)
        for scene in self.stack.visible():
            scene.draw(self.surface)
        self._draw_status()
        self._flip()
        self.frames += 1
        self._dirty = False

    def _draw_status(self) -> None:
        theme = self.theme
        top = th.DESIGN_HEIGHT - STATUS_HEIGHT
        pygame.draw.rect(self.surface, th.PANEL, theme.band(top, STATUS_HEIGHT))
        middle = top + STATUS_HEIGHT / 2
        pygame.draw.circle(self.surface, th.GOOD if self.reader_online else th.MUTED,
                           theme.point(14, middle), theme.px(5))
        theme.text(self.surface, self.reader_status, 26, middle, size=20, colour=th.MUTED, anchor="midleft")
        if self.warnings:
            text = "  ".join(self.warnings.values())
            theme.text(self.surface, text, 790, middle, size=20, colour=th.WARNING, anchor="midright", bold=True)
