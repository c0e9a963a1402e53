"""Fixtures of the session tests: a store whose only engine is the toy race."""

from __future__ import annotations

import random

import pytest

from companion.games import CATALOGUE
from companion.session import GameSession, GameStore, Seat
from tests.session.toy_game import GAME as RACE

SEATS = (Seat("Ann", "red"), Seat("Bo", "blue"))


class StepClock:
    """Virtual time: each reading is one second after the last."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def toy_engines(game_id: str):
    if game_id != RACE.id:
        raise LookupError(f"unknown game {game_id!r}")
    return RACE


@pytest.fixture
def clock() -> StepClock:
    return StepClock()


@pytest.fixture
def open_store(tmp_path, clock):
    """Open (and later close) stores on one state directory, as restarts do."""
    stores = []

    def opener() -> GameStore:
        store = GameStore(tmp_path / "state", engines=toy_engines, clock=clock)
        stores.append(store)
        return store

    yield opener
    for store in stores:
        store.close()


@pytest.fixture
def toy_in_catalogue(monkeypatch):
    """Register the toy race so the CLI commands can load it like a real game."""
    monkeypatch.setitem(CATALOGUE, RACE.id, (RACE.title, "tests.session.toy_game"))


def play_randomly(session: GameSession, rng: random.Random, actions: int | None = None,
                  undo_rate: float = 0.0) -> None:
    """Random decisions, chance from the session's source; sometimes undo."""
    done = 0
    while not session.to_act.terminal and (actions is None or done < actions):
        if session.history and rng.random() < undo_rate:
            session.undo()
        elif session.chance_pending:
            if session.draw_chance() is None:  # the table enters it
                session.act(rng.choice(list(session.legal_actions())))
        else:
            session.act(rng.choice(list(session.legal_actions())))
        done += 1
