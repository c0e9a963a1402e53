"""``companion kiosk``: open the kiosk (a window, or full screen on the Pi)."""

from __future__ import annotations

import argparse
import logging

from companion.errors import UserError

HELP = "open the kiosk: a window on a laptop, full screen on the table's Pi"

log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--fullscreen", action="store_true", help="use the whole screen")
    parser.add_argument("--hardware", choices=("sim", "real"), help="simulated (keyboard, touch) or real GPIO and reader; default from config")
    parser.add_argument("--kiosk-mode", action="store_true", help="ignore shortcuts that quit or switch away (the appliance)")
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1920x1080 (default from config: 800x480)")
    parser.add_argument("--state-dir", metavar="DIR", help="where games are journaled (default from config)")
    # For benchmarks and smoke tests: quit once this many frames have been drawn.
    parser.add_argument("--quit-after-frames", type=int, default=0, help=argparse.SUPPRESS)


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise UserError(f"--size {text!r}; expected WIDTHxHEIGHT, e.g. 800x480") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise UserError(f"--size {text!r}; width 320-7680 and height 240-4320 are accepted")
    return width, height


def run(args: argparse.Namespace) -> int:
    from companion import config as configuration

    settings = configuration.load(args.config)
    overrides: dict[str, dict] = {"kiosk": {}, "hardware": {}, "state": {}}
    if args.fullscreen:
        overrides["kiosk"]["fullscreen"] = True
    if args.kiosk_mode:
        overrides["kiosk"]["kiosk_mode"] = True
    if args.hardware:
        overrides["hardware"]["mode"] = args.hardware
    if args.size:
        overrides["kiosk"]["width"], overrides["kiosk"]["height"] = _size(args.size)
    if args.state_dir:
        overrides["state"]["dir"] = args.state_dir
    settings = configuration.with_overrides(settings, overrides)

    from companion.kiosk.main import run_kiosk

    return run_kiosk(settings, quit_after_frames=args.quit_after_frames)
