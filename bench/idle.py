"""Idle CPU: a real ``companion kiosk`` process left alone, its CPU time (user +
system, all threads, from /proc) over a window after it settled, as a share of one core.
Shown: the home screen; and a game waiting for input (resumed from a journal)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from bench._figures import Figure, parser, report
from bench._games import journal_a_waiting_game

TARGET_PERCENT = 1.0
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def idle_percent(window: float, extra: list[str], env: dict) -> float:
    child = subprocess.Popen([sys.executable, "-m", "companion", "kiosk", *extra],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        time.sleep(3.0)  # start-up and the first frames are not idle
        before, started = cpu_seconds(child.pid), time.monotonic()
        time.sleep(window)
        used, elapsed = cpu_seconds(child.pid) - before, time.monotonic() - started
    finally:
        child.terminate()
        child.wait()
    return 100 * used / elapsed


def main() -> None:
    args = parser(__doc__).parse_args()
    window = 10.0 if args.quick else 60.0
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    figures = []
    home = idle_percent(window, [], env)
    figures.append(Figure(f"idle CPU, home screen, {window:.0f} s", home, "% of a core", f"<= {TARGET_PERCENT} %", home <= TARGET_PERCENT))
    with tempfile.TemporaryDirectory() as state:
        if journal_a_waiting_game(state):
            env_game = {**env, "XDG_CONFIG_HOME": state}
            os.makedirs(f"{state}/companion", exist_ok=True)
            with open(f"{state}/companion/config.toml", "w") as config:
                config.write(f'[kiosk]\nresume = "auto"\n[state]\ndir = "{state}"\n')
            game = idle_percent(window, [], env_game)
            figures.append(Figure(f"idle CPU, game waiting for input, {window:.0f} s", game, "% of a core",
                                  f"<= {TARGET_PERCENT} %", game <= TARGET_PERCENT))
    report("idle", figures, args.json)


if __name__ == "__main__":
    main()
