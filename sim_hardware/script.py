"""Scripted hardware for tests: press, hold and release the simulated panel's
buttons and move the virtual clock, in verbs that read like the table.

Holds are detected by gpiozero itself (its hold thread, in real time), so a
held press waits for gpiozero's HELD event before releasing: the script never
fakes what the real adapter does.
"""

from __future__ import annotations

import queue
import time
from typing import Callable

from hal.events import Button, HardwareEvent, Press
from sim_hardware.clock import VirtualClock
from sim_hardware.panel import SimulatedPanel


class ScriptedButtons:
    def __init__(self, panel: SimulatedPanel, clock: VirtualClock,
                 inbound: "queue.SimpleQueue[HardwareEvent]",
                 deliver: Callable[[HardwareEvent], None]) -> None:
        self.panel, self.clock, self.inbound, self.deliver = panel, clock, inbound, deliver

    def click(self, button: Button) -> None:
        self.panel.press(button)
        self.clock.advance(0.05)
        self.panel.release(button)

    def hold(self, button: Button, timeout: float = 2.0) -> None:
        """Press, wait for gpiozero to report HELD (delivering every event on the
        way), then release."""
        self.panel.press(button)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                event = self.inbound.get(timeout=0.05)
            except queue.Empty:
                continue
            self.deliver(event)
            if getattr(event, "button", None) is button and event.press is Press.HELD:
                break
        else:
            self.panel.release(button)
            raise AssertionError(f"{button} was never reported held")
        self.clock.advance(0.05)
        self.panel.release(button)

    def advance(self, seconds: float) -> None:
        self.clock.advance(seconds)
