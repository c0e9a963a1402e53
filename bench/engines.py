"""Engines: full games per second for each game at 2, 4 and 6 seats (or the
game's maximum), default bots, one process on one core, through the same
``companion simulate`` command players and stores use."""

from __future__ import annotations

import contextlib
import io
import json

from bench._figures import Figure, parser, report
from companion.cli import main as companion
from companion.games import CATALOGUE, load

GAMES_PER_RUN = {"deep-sea": 2000, "dive": 1000, "in-too-deep": 200}
EXTRA_FLAGS = {"dive": ["--chief"]}  # Dive's table usually adds the Village Chief


def simulate(game_id: str, seats: int, games: int) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = companion(["simulate", game_id, "--players", str(seats), "--games", str(games),
                            "--seed", "1", "--json", *EXTRA_FLAGS.get(game_id, [])])
    if status != 0:
        raise RuntimeError(f"simulate {game_id} --players {seats} exited {status}")
    return json.loads(out.getvalue())


def main() -> None:
    args = parser(__doc__).parse_args()
    figures = []
    for game_id in CATALOGUE:
        game = load(game_id)
        games = GAMES_PER_RUN[game_id] // (10 if args.quick else 1)
        for seats in sorted({min(2, game.max_seats), min(4, game.max_seats), min(6, game.max_seats)}):
            result = simulate(game_id, seats, games)
            extra = " + Chief" if game_id == "dive" else ""
            figures.append(Figure(f"{game_id}, {seats} seats{extra}, {games} games", result["games_per_second"], "games/s"))
    report("engines", figures, args.json)


if __name__ == "__main__":
    main()
