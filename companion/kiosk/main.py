"""Open the window, wire the hardware, and run the kiosk until it is closed."""

from __future__ import annotations

import logging
import queue
from typing import Callable

import pygame

from companion.config import Config
from companion.errors import UserError
from companion.kiosk.app import App
from companion.kiosk.compose import build_hardware, tag_registry
from companion.kiosk.scenes.home import Home
from companion.kiosk.sound import Sound
from hal.ports import MonotonicClock
from sim_hardware.keyboard import KEYS

log = logging.getLogger(__name__)


def open_window(config: Config) -> pygame.Surface:
    settings = config["kiosk"]
    try:
        pygame.display.init()
        pygame.font.init()
        flags = pygame.FULLSCREEN if settings["fullscreen"] else 0
        size = (0, 0) if settings["fullscreen"] else (settings["width"], settings["height"])
        surface = pygame.display.set_mode(size, flags)
    except pygame.error as error:
        raise UserError(
            f"cannot open a display ({error}); on a desktop-less Pi set SDL_VIDEODRIVER=kmsdrm, "
            f"headless use SDL_VIDEODRIVER=dummy"
        ) from None
    pygame.display.set_caption("Table Companion")
    if settings["kiosk_mode"]:
        pygame.mouse.set_visible(False)
    log.info("display %s, %dx%d", pygame.display.get_driver(), *surface.get_size())
    return surface


def build_app(config: Config, surface: pygame.Surface, inbound, clock, touch,
              simulated_reader=None) -> App:
    settings = config["kiosk"]
    app = App(surface, inbound, clock, touch, keys=KEYS, kiosk_mode=settings["kiosk_mode"],
              sound=Sound(volume=settings["volume"]))
    app.services["config"] = config
    try:
        app.services["tags"] = tag_registry(config)
    except UserError as error:  # a bad tag file must not stop the games: taps are then unknown
        log.error("%s", error)
        app.warn("tags", "Tag file unreadable: taps are not recognised (see the log)")
    if simulated_reader is not None:
        from companion.kiosk.scenes.tap_picker import TapPicker

        # Simulation only: T opens a picker that lays a component on the simulated reader.
        app.shortcuts[pygame.K_t] = lambda: app.push(TapPicker(app, simulated_reader))
    app.push(Home(app))
    # The store's doors (attract mode, self-test, admin), the systemd watchdog and the
    # kiosk-mode lock-down; before open_store, so a resumed game opens over the store's home.
    from companion.kiosk.appliance import attach

    attach(app, config)
    open_store(app, config)
    return app


def open_store(app: App, config: Config) -> None:
    """Open the journal and go back into an unfinished game: straight in on a
    kiosk (resume = "auto"), or with a resume / discard prompt on a laptop."""
    from companion.session import GameStore, state_dir

    try:
        store = GameStore(state_dir(None, config))
    except UserError as error:
        log.error("games will not be saved: %s", error)
        app.warn("journal", "Games are not being saved (see the log)")
        return
    app.services["store"] = store
    for note in store.repair_notes:
        log.warning("journal repaired: %s", note)
    unfinished = store.unfinished()
    if not unfinished:
        return
    from companion.kiosk.scenes.resume import ResumePrompt, resume_into

    if config["kiosk"]["resume"] == "auto":
        resume_into(app, unfinished[0].key)
    else:
        app.push(ResumePrompt(app, unfinished[0]))


def run_kiosk(config: Config, on_frame: Callable[[], None] | None = None, quit_after_frames: int = 0) -> int:
    inbound: queue.SimpleQueue = queue.SimpleQueue()
    clock = MonotonicClock()
    hardware = build_hardware(config, inbound, clock)  # first: missing GPIO fails before any window opens
    log.info("hardware: %s", config["hardware"]["mode"])
    try:
        surface = open_window(config)
        app = build_app(config, surface, inbound, clock, hardware.touch, hardware.simulated_reader)
        appliance = app.services["appliance"]
        feed = appliance.on_frame if on_frame is None else (lambda: (appliance.on_frame(), on_frame()))
        if quit_after_frames:
            app.step(0)  # the first frame, at once
            log.info("first frame after start")
            feed()
            while app.running and app.frames < quit_after_frames:
                app.step(app.next_timeout())
                feed()
        else:
            app.run(feed)
    finally:
        if "app" in locals() and "appliance" in app.services:
            app.services["appliance"].close()
        store = app.services.get("store") if "app" in locals() else None
        if store is not None:
            store.close()
        hardware.close()
        pygame.quit()
    log.info("kiosk closed")
    return 0
