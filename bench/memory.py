"""Memory: resident set size of the kiosk after start, and after 1,000 actions
played through journaled sessions with the table flow drawing every one
(bots decide, the seeded source supplies chance; games follow one another
until 1,000 actions are reached)."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from bench._figures import Figure, parser, report  # noqa: E402
from companion.games import CATALOGUE, load  # noqa: E402
from companion.kiosk.games import flow_of  # noqa: E402
from companion.kiosk.harness import KioskHarness  # noqa: E402
from companion.kiosk.table import open_table, start_session  # noqa: E402
from companion.session import Seat  # noqa: E402

TARGET_MB = 80


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def play_actions(kiosk: KioskHarness, game_id: str, actions: int, seed: int) -> int:
    """Play bots' games of ``game_id`` in the kiosk until ``actions`` actions; returns games played."""
    game = load(game_id)
    seats = min(4, game.max_seats)
    bot = next(iter(game.bots.values()))
    rng = random.Random(seed)
    played = games = 0
    while played < actions:
        session = start_session(kiosk.app, game, [Seat(f"Seat {i + 1}", "") for i in range(seats)], {}, seed=seed + games)
        kiosk.app.push(open_table(kiosk.app, session))
        while session.outcome is None and played < actions:
            if session.chance_pending:
                session.draw_chance()
            else:
                seat = session.to_act.seats[0]
                session.act(bot(session.state, seat, rng))
            kiosk.top.changed()
            kiosk.app.draw()
            played += 1
        kiosk.app.pop_to_home()
        games += 1
    return games


def main() -> None:
    args = parser(__doc__).parse_args()
    actions = 200 if args.quick else 1000
    kiosk = KioskHarness()
    kiosk.app.draw()
    figures = [Figure("RSS after start (in-process kiosk)", rss_mb(), "MB", f"<= {TARGET_MB} MB", rss_mb() <= TARGET_MB)]
    for game_id in CATALOGUE:
        if flow_of(game_id) is None:
            continue
        games = play_actions(kiosk, game_id, actions, seed=1)
        after = rss_mb()
        figures.append(Figure(f"RSS after {actions} {game_id} actions ({games} games)", after, "MB",
                              f"<= {TARGET_MB} MB", after <= TARGET_MB))
    kiosk.close()
    report("memory", figures, args.json)


if __name__ == "__main__":
    main()
