"""Start-up: from starting ``companion kiosk`` (a cold interpreter) to its first
frame, and the resident memory the kiosk needs right after it (peak RSS)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time

from bench._figures import Figure, median, parser, report

TARGET_FIRST_FRAME_S = 1.0
TARGET_RSS_MB = 80


def first_frame(env: dict) -> tuple[float, float]:
    """Seconds to the first frame, and the child's peak RSS in MB."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "companion", "kiosk", "--quit-after-frames", "1"],
                             stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True, env=env)
    seconds = float("nan")
    for line in child.stderr:
        if "first frame" in line:
            seconds = time.perf_counter() - started
    child.wait()
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(peak_kb, before) / 1024


def main() -> None:
    args = parser(__doc__).parse_args()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    runs = [first_frame(env) for _ in range(3 if args.quick else 9)]
    seconds = median([s for s, _ in runs])
    rss = max(r for _, r in runs)
    report("startup", [
        Figure("cold start to first frame (median)", seconds, "s", f"<= {TARGET_FIRST_FRAME_S} s", seconds <= TARGET_FIRST_FRAME_S),
        Figure("peak RSS of a kiosk start", rss, "MB", f"<= {TARGET_RSS_MB} MB", rss <= TARGET_RSS_MB),
    ], args.json)


if __name__ == "__main__":
    main()
