"""Soak: attract mode for a long spell under the dummy video driver; does memory
creep, does anything throw?

The kiosk is the real one (App, scenes, the appliance's attract mode, the
simulated panel on gpiozero's MockFactory) drawing every frame it would draw.
By default time is virtual: the loop jumps to each next deadline instead of
sleeping, so 30 minutes of attract mode take a minute or two and draw exactly
the frames 30 real minutes would. ``--real-time`` waits for real instead.
Every few minutes a visitor presses a button (back home) and walks away, so
attract mode is entered and left many times.

RSS is sampled each minute; the growth is counted from the end of a warm-up
(every game's engine imported, every font size rendered once), and also shown
from the very start. Exceptions: demos the attract scene had to abandon, errors
logged, and anything escaping the loop.

    python -m bench.soak [--minutes 30] [--real-time] [--json] [--quick]
"""

from __future__ import annotations

import gc
import logging
import os
import resource
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench._figures import Figure, parser, report  # noqa: E402

TARGET_GROWTH_MB = 10.0
WARM_UP_MIN = 5.0
VISIT_EVERY_MIN = 7.0
ATTRACT_AFTER_S = 60


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


class ErrorCount(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def soak(minutes: float, real_time: bool) -> list[Figure]:
    from companion.kiosk.appliance import attach
    from companion.kiosk.appliance.attract import Attract
    from companion.kiosk.harness import KioskHarness
    from companion.watchdog import Notifier
    from hal.events import Button

    errors = ErrorCount()
    logging.getLogger().addHandler(errors)
    escaped = 0
    state = tempfile.mkdtemp(prefix="soak-")
    kiosk = KioskHarness(settings={"state": {"dir": state}, "kiosk": {"attract_after_s": ATTRACT_AFTER_S}})
    appliance = attach(kiosk.app, kiosk.config, notifier=Notifier(None))
    games = [game.id for game in appliance.games()]
    app, clock = kiosk.app, kiosk.clock
    started_virtual, started_wall, started_cpu = clock.now(), time.monotonic(), time.process_time()
    end = started_virtual + minutes * 60
    next_sample, next_visit = started_virtual, started_virtual + VISIT_EVERY_MIN * 60
    samples: list[tuple[float, float]] = []  # (minute, MB)
    demos = visits = 0
    while clock.now() < end:
        timeout = app.next_timeout()
        if real_time:
            time.sleep(timeout)
        clock.advance(timeout)
        try:
            app.step(0)
        except Exception:  # the kiosk would have crashed here and systemd restarted it
            escaped += 1
            logging.exception("soak: the kiosk loop raised")
            break
        now = clock.now()
        if now >= next_visit:
            next_visit += VISIT_EVERY_MIN * 60
            if isinstance(kiosk.top, Attract):
                demos += kiosk.top.demos_played
                kiosk.press(Button.DOWN)  # a visitor wakes it, then walks away
                visits += 1
        if now >= next_sample:
            next_sample += 60
            gc.collect()
            samples.append(((now - started_virtual) / 60, rss_mb()))
    if isinstance(kiosk.top, Attract):
        demos += kiosk.top.demos_played
    wall = time.monotonic() - started_wall
    cpu = time.process_time() - started_cpu
    frames = app.frames
    kiosk.close()
    gc.collect()
    samples.append((minutes, rss_mb()))

    warm = [mb for minute, mb in samples if minute >= WARM_UP_MIN] or [samples[-1][1]]
    growth = samples[-1][1] - warm[0]
    from_start = samples[-1][1] - samples[0][1]
    exceptions = errors.count + escaped
    timing = [Figure("CPU in attract mode (real time only)", 100 * cpu / wall, "% of a core")] if real_time else []
    return [
        Figure(f"RSS growth after {WARM_UP_MIN:.0f} min warm-up, {minutes:g} min attract", growth, "MB",
               f"<= {TARGET_GROWTH_MB} MB", growth <= TARGET_GROWTH_MB),
        Figure("RSS growth from the first frame", from_start, "MB"),
        Figure("RSS at the end", samples[-1][1], "MB"),
        Figure("exceptions (abandoned demos, errors logged, loop crashes)", exceptions, "count", "0", exceptions == 0),
        Figure(f"demo games started ({', '.join(games) or 'no engines: title cards'})", demos, "count"),
        Figure("visitors who woke attract mode", visits, "count"),
        Figure("frames drawn", frames, "frames"),
        Figure("wall time", wall, "s"),
        *timing,
        Figure("peak RSS (ru_maxrss)", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3, "MB"),
    ]


def main() -> int:
    cli = parser(__doc__.split("\n\n")[0])
    cli.add_argument("--minutes", type=float, default=30.0, help="attract-mode time to soak (default 30)")
    cli.add_argument("--real-time", action="store_true", help="wait for real instead of jumping to each deadline")
    args = cli.parse_args()
    minutes = min(args.minutes, 3.0) if args.quick else args.minutes
    if minutes <= 0:
        cli.error("--minutes must be more than 0")
    figures = soak(minutes, args.real_time)
    report("soak", figures, args.json)
    return 0 if all(f.met is not False for f in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
