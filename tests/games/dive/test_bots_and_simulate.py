"""The seer bot and ``companion simulate dive``."""

import json
import random

import pytest

from companion.cli import main
from companion.games.dive import GAME
from companion.games.dive.bots import program_from_sight, seer
from companion.simulate import play_out


def test_the_default_bot_is_the_seer():
    assert next(iter(GAME.bots)) == "seer"


def test_a_seer_that_never_misreads_never_errs():
    played = play_out(GAME, 3, {}, [seer(0.0)] * 3, random.Random(4))
    state = play_out(GAME, 3, {}, [seer(0.0)] * 3, random.Random(4)).final
    assert GAME.dump(played.final) == GAME.dump(state)  # deterministic for a seeded Random
    assert not state.log or all(not level.wrong for level in state.log)


def test_misreading_makes_mistakes():
    mistakes = {}
    for rate in (0.0, 0.5):
        state = GAME.new_game(1, {"village_chief": True})
        state = GAME.apply(state, GAME.chance(state, random.Random(1)))
        rng = random.Random(2)
        programs = [program_from_sight(state, 0, rng, rate) for _ in range(200)]
        mistakes[rate] = sum(level.shark != card.shark for p in programs
                             for level, card in zip(p.levels, state.ocean))
    assert mistakes[0.0] == 0 and mistakes[0.5] > 50


def test_simulate_prints_the_figures_as_json(capsys):
    assert main(["simulate", "dive", "--players", "2", "--chief", "--companions", "--games", "20",
                 "--seed", "7", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("game", "players", "games", "seconds", "games_per_second", "wins_by_seat", "chief_wins",
                "mean_rounds"):
        assert key in figures
    assert figures["game"] == "dive" and figures["games"] == 20
    assert sum(figures["wins_by_seat"]) + figures["chief_wins"] + figures["draws"] == 20


@pytest.mark.parametrize("flags, message", [
    (["--players", "1"], "needs the Village Chief"),
    (["--players", "5", "--chief"], "1 to 4"),
    (["--players", "2", "--children", "--chief"], "children"),
    (["--players", "2", "--error-rate", "2"], "error-rate"),
])
def test_simulate_refuses_bad_flags(flags, message, capsys):
    assert main(["simulate", "dive", *flags, "--games", "2"]) == 2
    assert message in capsys.readouterr().err
