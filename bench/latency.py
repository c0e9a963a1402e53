"""Input latency: from a logical button event put on the inbound queue (by a
thread, as gpiozero's callbacks do) to the end of the flip of the frame that
shows its effect. The real App loop runs, blocking on its queue as on the table."""

from __future__ import annotations

import os
import queue
import random
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from bench._figures import Figure, parser, percentile, report  # noqa: E402
from companion import config as configuration  # noqa: E402
from companion.kiosk.compose import QueuedTouch  # noqa: E402
from companion.kiosk.main import build_app  # noqa: E402
from hal.events import Button, ButtonEvent, Press  # noqa: E402
from hal.ports import MonotonicClock  # noqa: E402

TARGET_P99_MS = 16.7


def main() -> None:
    args = parser(__doc__).parse_args()
    presses = 100 if args.quick else 1000
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((800, 480))
    clock = MonotonicClock()
    inbound: queue.SimpleQueue = queue.SimpleQueue()
    app = build_app(configuration.from_mapping({}), surface, inbound, clock, QueuedTouch(inbound, clock))
    app.step(0)

    pending: list[float] = []  # put times of presses not yet shown
    latencies: list[float] = []
    handle, flip = app.handle, app._flip

    def handle_and_note(event):
        if isinstance(event, ButtonEvent) and event.press is Press.PRESSED:
            pending.append(event.time)
        handle(event)

    def flip_and_measure():
        flip()
        shown = clock.now()
        latencies.extend((shown - put) * 1000 for put in pending)
        pending.clear()

    app.handle, app._flip = handle_and_note, flip_and_measure

    def press_like_gpiozero():
        rng = random.Random(7)
        for _ in range(presses):
            time.sleep(rng.uniform(0.005, 0.03))  # at random moments against the loop's wait
            inbound.put(ButtonEvent(Button.DOWN, Press.PRESSED, clock.now()))
            inbound.put(ButtonEvent(Button.DOWN, Press.RELEASED, clock.now()))
        time.sleep(0.1)
        app.quit()
        inbound.put(ButtonEvent(Button.UP, Press.RELEASED, clock.now()))  # wake the loop to see quit

    feeder = threading.Thread(target=press_like_gpiozero)
    feeder.start()
    app.run()
    feeder.join()
    p99 = percentile(latencies, 99)
    report("latency", [
        Figure("press to frame p50", percentile(latencies, 50), "ms"),
        Figure("press to frame p99", p99, "ms", f"<= {TARGET_P99_MS} ms", p99 <= TARGET_P99_MS),
        Figure("presses measured", len(latencies), "presses"),
    ], args.json)


if __name__ == "__main__":
    main()
