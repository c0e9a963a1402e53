"""Every registered engine runs in a session: replay equals live play, through
the journal and through a game record, with undo along the way.

A game whose engine has not landed on this branch yet is skipped.
"""

import importlib
import random

import pytest

import companion.games
from companion.games import CATALOGUE
from companion.games.contract import SetupError
from companion.session import GameStore, Seat
from companion.session.replay import replay_record

COLOURS = ("red", "blue", "green", "yellow", "black", "white")


def engine_or_skip(game_id: str):
    package = CATALOGUE[game_id][1]
    try:
        importlib.import_module(package)
    except ModuleNotFoundError as missing:
        if missing.name and package.startswith(missing.name):
            pytest.skip(f"the {game_id} engine is not on this branch yet")
        raise
    return companion.games.load(game_id)


def play(session, rng: random.Random, table: bool, max_actions: int = 5000) -> None:
    game = session.game
    for _ in range(max_actions):
        if session.to_act.terminal:
            return
        if session.history and rng.random() < 0.05:
            session.undo()
        elif session.chance_pending:
            if session.draw_chance() is None:
                assert table
                session.act(game.chance(session.state, rng))  # what the table enters
        else:
            legal = session.legal_actions()
            session.act(legal[rng.randrange(len(legal))])
    raise AssertionError(f"{game.id}: no end after {max_actions} actions")


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("game_id", list(CATALOGUE))
def test_replay_equals_live_play_for_every_engine(game_id, table, tmp_path):
    game = engine_or_skip(game_id)
    played = 0
    for seats in sorted({game.min_seats, max(2, game.min_seats), game.max_seats}):
        try:
            game.new_game(seats, {"table": table})
        except SetupError:
            continue  # a seat count that needs other options (Dive's solo diver, DV-1)
        for round_ in range(2):
            rng = random.Random(f"{game_id}/{table}/{seats}/{round_}")
            state = tmp_path / f"{seats}-{round_}"
            people = [Seat(f"Diver {n + 1}", COLOURS[n % len(COLOURS)]) for n in range(seats)]
            with GameStore(state) as store:
                live = store.new_game(game, people, {"table": table}, seed=round_,
                                      chance="table" if table else "seeded")
                play(live, rng, table)
            with GameStore(state) as store:
                resumed = store.open(live.key)
            assert game.dump(resumed.state) == game.dump(live.state)
            assert resumed.history == live.history
            assert resumed.outcome == live.outcome
            assert game.dump(replay_record(live.record()).state) == game.dump(live.state)
            played += 1
    assert played, f"{game_id}: no seat count plays with default options"
