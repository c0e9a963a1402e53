"""``companion selftest``: the self-test screen on its own, for staff at a console.

With a display it opens the same screen as LEFT + RIGHT held at home (every
button lights, reader status and last tag, test pattern, version, free disk);
holding BACK ends it. ``--text`` prints the facts that need no screen and exits,
which also works over SSH while the kiosk service holds the display.
"""

from __future__ import annotations

import argparse
import os

HELP = "check buttons, reader and display on the self-test screen (--text: a report for the console)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--hardware", choices=("sim", "real"), help="simulated or real GPIO and reader; default from config")
    parser.add_argument("--fullscreen", action="store_true", help="use the whole screen")
    parser.add_argument("--text", action="store_true", help="print version, disk, reader port and config, then exit")
    parser.add_argument("--quit-after-frames", type=int, default=0, help=argparse.SUPPRESS)  # smoke tests


def report(config) -> list[str]:
    """The self-test's facts that need no display, one line each."""
    import companion
    from companion.kiosk.appliance.selftest import free_disk

    port = config["hardware"]["reader_port"]
    if not port:
        reader = "not configured (hardware.reader_port)"
    elif "://" in port:
        reader = f"{port} (a pyserial URL)"
    elif not os.path.exists(port):
        reader = f"{port} missing: is the reader plugged in? (the udev rule names it)"
    elif not os.access(port, os.R_OK | os.W_OK):
        reader = f"{port} present but not readable and writable by this user (group dialout?)"
    else:
        reader = f"{port} present"
    state = config.state_dir()
    return [
        f"version       companion {companion.__version__}",
        f"config        {config.source or 'defaults (no config file found)'}",
        f"hardware      {config['hardware']['mode']}, pin factory {config['hardware']['pin_factory']}",
        f"reader        {reader}",
        f"journal       {state}: {free_disk(state)}",
    ]


def run(args: argparse.Namespace) -> int:
    from companion import config as configuration

    settings = configuration.load(args.config)
    overrides: dict[str, dict] = {"kiosk": {}, "hardware": {}}
    if args.hardware:
        overrides["hardware"]["mode"] = args.hardware
    if args.fullscreen:
        overrides["kiosk"]["fullscreen"] = True
    settings = configuration.with_overrides(settings, overrides)
    if args.text:
        print("\n".join(report(settings)))
        return 0

    import queue

    import pygame

    from companion.kiosk.appliance.selftest import SelfTest
    from companion.kiosk.compose import build_hardware
    from companion.kiosk.main import build_app, open_window
    from hal.ports import MonotonicClock

    surface = open_window(settings)
    inbound: queue.SimpleQueue = queue.SimpleQueue()
    clock = MonotonicClock()
    hardware = build_hardware(settings, inbound, clock)
    try:
        app = build_app(settings, surface, inbound, clock, hardware.touch)
        app.push(SelfTest(app, quit_on_leave=True))
        while app.running and not (args.quit_after_frames and app.frames >= args.quit_after_frames):
            app.step(app.next_timeout())
    finally:
        hardware.close()
        pygame.quit()
    return 0
