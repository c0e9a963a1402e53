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
