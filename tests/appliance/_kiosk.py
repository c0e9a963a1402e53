"""The headless kiosk with the appliance attached, and a verb for held combinations."""

from __future__ import annotations

import queue
import time

from companion.kiosk.appliance import attach
from companion.kiosk.harness import KioskHarness
from companion.watchdog import Notifier
from hal.events import Button, Press
from tests.appliance._toy import ToyRace


def store_kiosk(tmp_path, games=None, notifier=None, size=(800, 480), **kiosk_settings):
    kiosk = KioskHarness(size=size, settings={"kiosk": kiosk_settings}, state_dir=tmp_path)
    kiosk.appliance = attach(kiosk.app, kiosk.config, notifier=notifier or Notifier(None),
                             games=[ToyRace()] if games is None else games)
    return kiosk


def hold_together(kiosk, *buttons: Button, timeout: float = 2.0) -> None:
    """Press every button and keep them down until gpiozero has reported each held
    (delivering every event on the way). Release with ``release``."""
    for button in buttons:
        kiosk.panel.press(button)
    waiting = set(buttons)
    deadline = time.monotonic() + timeout
    while waiting and time.monotonic() < deadline:
        try:
            event = kiosk.inbound.get(timeout=0.05)
        except queue.Empty:
            continue
        kiosk.app.handle(event)
        if event.press is Press.HELD:
            waiting.discard(event.button)
    assert not waiting, f"never reported held: {waiting}"
    kiosk.settle()


def release(kiosk, *buttons: Button) -> None:
    for button in buttons:
        kiosk.panel.release(button)
    kiosk.settle()
