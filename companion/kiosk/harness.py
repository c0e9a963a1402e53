"""Drive the whole kiosk headless, with the verbs a test reads like:
``press(Button.OK)``, ``hold(Button.BACK)``, ``tap(x, y)``, ``advance(2.0)``.

The kiosk runs exactly as on the table: the simulated panel drives the real
gpiozero adapter on MockFactory, events go through the one inbound queue, and
the App draws into an offscreen surface. Only time is virtual (except
gpiozero's own hold timer, which is why ``hold_time`` is short here).
"""

from __future__ import annotations

import queue
import tempfile
from pathlib import Path

import pygame

from companion import config as configuration
from companion.kiosk.main import build_app
from hal.events import Button
from sim_hardware.clock import VirtualClock
from sim_hardware.panel import SimulatedPanel
from sim_hardware.script import ScriptedButtons

HOLD_TIME = 0.05


class KioskHarness:
    def __init__(self, size: tuple[int, int] = (800, 480), settings: dict | None = None,
                 state_dir: str | Path | None = None) -> None:
        """``state_dir``: where games are journaled (a fresh temporary one by default,
        never the user's); pass the same one again to test resuming."""
        pygame.display.init()
        pygame.font.init()
        settings = {section: dict(values) for section, values in (settings or {}).items()}
        self.state_dir = Path(state_dir) if state_dir else Path(tempfile.mkdtemp(prefix="companion-kiosk-"))
        settings.setdefault("state", {})["dir"] = str(self.state_dir)
        self.config = configuration.from_mapping(settings)
        self.surface = pygame.Surface(size)
        self.clock = VirtualClock()
        self.inbound: queue.SimpleQueue = queue.SimpleQueue()
        self.panel = SimulatedPanel(self.config.pins, self.inbound, self.clock, hold_time=HOLD_TIME)
        self.app = build_app(self.config, self.surface, self.inbound, self.clock, self.panel)
        self.app._flip = lambda: None
        self.app.sound.enabled = False
        self.buttons = ScriptedButtons(self.panel, self.clock, self.inbound, self.app.handle)
        self.settle()

    @property
    def top(self):
        return self.app.stack.top

    def settle(self) -> None:
        """Handle everything queued, tick what is due, draw if needed."""
        self.app.step(0)

    def press(self, *buttons: Button) -> None:
        for button in buttons:
            self.buttons.click(button)
            self.settle()

    def hold(self, button: Button) -> None:
        """Hold past hold_time (gpiozero's own timer fires HELD), then release."""
        self.buttons.hold(button)
        self.settle()

    def tap(self, x: float, y: float) -> None:
        """A touch at design point (x, y)."""
        self.app.tap_at(self.app.theme.point(x, y))
        self.settle()

    def advance(self, seconds: float) -> None:
        self.clock.advance(seconds)
        self.settle()

    def screenshot(self, path: str | Path) -> Path:
        self.app.draw()
        pygame.image.save(self.surface, str(path))
        return Path(path)

    def close(self) -> None:
        store = self.app.services.get("store")
        if store is not None:
            store.close()
        self.panel.close()
