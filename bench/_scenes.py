"""The kiosk's main scenes, each opened on a harness by scripted input, for the
render and memory benchmarks. A game's scenes join the list when its table flow exists."""

from __future__ import annotations

from typing import Callable, Iterator

from companion.games import CATALOGUE
from companion.kiosk.games import flow_of
from hal.events import Button


def _home(kiosk) -> None:
    pass


def _help(kiosk) -> None:
    kiosk.hold(Button.OK)


def _history(kiosk) -> None:
    kiosk.press(*[Button.DOWN] * len(CATALOGUE), Button.OK)


def _setup_of(row: int) -> Callable:
    def open_setup(kiosk) -> None:
        kiosk.press(*[Button.DOWN] * row, Button.OK)

    return open_setup


def main_scenes() -> Iterator[tuple[str, Callable]]:
    yield "home", _home
    yield "help overlay", _help
    yield "history", _history
    for row, game_id in enumerate(CATALOGUE):
        if flow_of(game_id) is not None:
            yield f"{game_id} setup", _setup_of(row)
    yield from game_tables()


def _table_of(game_id: str) -> Callable:
    """A game's table flow in the middle of a game the bots have played for a while."""

    def open_table_midgame(kiosk) -> None:
        import random

        from companion.games import load
        from companion.kiosk.table import open_table, start_session
        from companion.session import Seat

        game = load(game_id)
        bot = next(iter(game.bots.values()))
        seats = min(4, game.max_seats)
        session = start_session(kiosk.app, game, [Seat(f"Seat {i + 1}", "") for i in range(seats)], {}, seed=5)
        rng = random.Random(5)
        for _ in range(40):
            if session.outcome is not None:
                break
            if session.chance_pending:
                session.draw_chance()
            else:
                session.act(bot(session.state, session.to_act.seats[0], rng))
        while session.chance_pending:
            session.draw_chance()
        kiosk.app.push(open_table(kiosk.app, session))
        kiosk.settle()

    return open_table_midgame


def game_tables() -> Iterator[tuple[str, Callable]]:
    for game_id in CATALOGUE:
        if flow_of(game_id) is not None:
            yield f"{game_id} table", _table_of(game_id)
