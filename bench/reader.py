"""The card reader: decoder throughput, tag latency and replug-to-online.

- decoder throughput: lines/s through the host ``FrameDecoder``, fed 4 KiB
  chunks of a realistic mix (beats, tags, buttons, a little noise);
- tag latency: from the simulated reader writing a tag frame into the pty to
  the driver thread queueing ``TagSeen`` (the event's own timestamp);
- replug to online: from the simulated reader reappearing behind its stable
  name to ``ReaderOnline`` queued. The driver's reopen backoff (at most 1 s)
  dominates, so this depends on how long the reader was away: here 1.5 s.
"""

from __future__ import annotations

import contextlib
import queue
import time

from bench._figures import Figure, parser, percentile, report
from hal.events import Button, Press, ReaderOffline, ReaderOnline, TagSeen
from hal.reader import codec
from hal.reader.driver import ReaderDriver
from sim_hardware.reader import SimulatedReader


def decoder_throughput(lines: int) -> float:
    mix = b"".join(
        [
            codec.encode(codec.Beat(1)),
            codec.encode(codec.TagArrived(2, "04A1B2C3D4E5F6")),
            codec.encode(codec.TagLeft(3, "04A1B2C3D4E5F6")),
            codec.encode(codec.ButtonFrame(4, Button.OK, Press.PRESSED)),
            b">>> noise from a REPL\r\n",
        ]
    )
    stream = mix * (lines // 5)
    chunks = [stream[i : i + 4096] for i in range(0, len(stream), 4096)]
    decoder = codec.FrameDecoder()
    started = time.perf_counter()
    decoded = sum(len(decoder.feed(chunk)) for chunk in chunks)
    elapsed = time.perf_counter() - started
    assert decoded == (lines // 5) * 5
    return decoded / elapsed


def wait_for(events: queue.SimpleQueue, kind: type, timeout: float = 5.0):
    deadline = time.monotonic() + timeout
    while True:
        event = events.get(timeout=max(0.0, deadline - time.monotonic()))
        if isinstance(event, kind):
            return event


@contextlib.contextmanager
def online_reader():
    """A simulated reader on a pty with the real driver on it, once online."""
    reader = SimulatedReader()
    reader.start()
    events: queue.SimpleQueue = queue.SimpleQueue()
    driver = ReaderDriver(reader.port, events)
    driver.start()
    try:
        wait_for(events, ReaderOnline)
        yield reader, events
    finally:
        driver.close()
        reader.close()


def tag_latencies(taps: int) -> list[float]:
    with online_reader() as (reader, events):
        latencies = []
        for n in range(taps):
            uid = f"0A{n:06X}"
            written = time.monotonic()
            reader.place(uid)
            latencies.append(wait_for(events, TagSeen).time - written)
            reader.lift(uid)
            time.sleep(0.005)
        return latencies


def replug_times(replugs: int, away_s: float = 1.5) -> list[float]:
    with online_reader() as (reader, events):
        times = []
        for _ in range(replugs):
            reader.unplug()
            wait_for(events, ReaderOffline)
            time.sleep(away_s)
            plugged = time.monotonic()
            reader.replug()
            times.append(wait_for(events, ReaderOnline).time - plugged)
        return times


def main() -> None:
    args = parser(__doc__).parse_args()
    lines = 50_000 if args.quick else 500_000
    taps = 50 if args.quick else 500
    replugs = 3 if args.quick else 10
    throughput = decoder_throughput(lines)
    latencies = [s * 1000 for s in tag_latencies(taps)]
    replug = [s * 1000 for s in replug_times(replugs)]
    report(
        "reader",
        [
            Figure("decoder throughput", throughput, "lines/s"),
            Figure(f"tag frame to TagSeen queued, p50 ({taps} taps)", percentile(latencies, 50), "ms"),
            Figure(f"tag frame to TagSeen queued, p99 ({taps} taps)", percentile(latencies, 99), "ms"),
            Figure(f"replug to ReaderOnline, p50 ({replugs} replugs)", percentile(replug, 50), "ms"),
            Figure(f"replug to ReaderOnline, max ({replugs} replugs)", max(replug), "ms"),
        ],
        args.json,
    )


if __name__ == "__main__":
    main()
