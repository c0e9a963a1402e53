"""The bots and ``companion simulate in-too-deep``."""

import json
import random

import pytest

from companion.cli import main
from companion.games.in_too_deep import GAME
from companion.simulate import play_out


def test_the_default_bot_is_the_investor():
    assert next(iter(GAME.bots)) == "investor"


@pytest.mark.parametrize("seats", [2, 5])
def test_a_bot_game_is_the_same_for_the_same_seed(seats):
    bots = [GAME.bots["investor"]] * seats
    options = {"research": "advanced", "wildlife_spotting": "advanced"}
    first = play_out(GAME, seats, options, bots, random.Random(9))
    again = play_out(GAME, seats, options, bots, random.Random(9))
    assert GAME.dump(first.final) == GAME.dump(again.final)
    assert first.actions == again.actions


def test_the_investor_beats_random_players():
    investor, rand = GAME.bots["investor"], GAME.bots["random"]
    wins = 0
    for i in range(15):
        seat = i % 3
        bots = [investor if s == seat else rand for s in range(3)]
        played = play_out(GAME, 3, {}, bots, random.Random(f"duel/{i}"))
        wins += played.outcome.winners == (seat,)
    assert wins >= 10  # a third would be chance


def test_simulate_prints_the_figures_the_issue_asks_for(capsys):
    assert main(["simulate", "in-too-deep", "--players", "3", "--advanced", "--games", "4", "--seed", "2",
                 "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    for key in ("game", "players", "games", "seconds", "games_per_second", "wins_by_seat", "mean_score",
                "mean_turns", "end_by_fundraiser"):
        assert key in figures, key
    assert figures["game"] == "in-too-deep" and figures["players"] == 3 and figures["games"] == 4
    assert sum(figures["wins_by_seat"]) == 4 and figures["advanced"] is True
    assert figures["mean_score"] > 0 and figures["mean_turns"] > 10
    assert 0 <= figures["end_by_fundraiser"] <= 1


def test_simulate_is_repeatable_for_a_seed(capsys):
    runs = []
    for _ in range(2):
        main(["simulate", "in-too-deep", "--players", "2", "--games", "3", "--seed", "5", "--json"])
        figures = json.loads(capsys.readouterr().out)
        runs.append({k: v for k, v in figures.items() if k not in ("seconds", "games_per_second")})
    assert runs[0] == runs[1]


@pytest.mark.parametrize("flags, message", [
    (["--players", "6"], "2 to 5 players"),
    (["--players", "3", "--games", "0"], "--games"),
    (["--players", "3", "--bot", "shark"], "unknown bot"),
])
def test_simulate_refuses_bad_flags_with_a_clear_message(capsys, flags, message):
    assert main(["simulate", "in-too-deep", *flags]) == 2
    assert message in capsys.readouterr().err


def test_the_investor_plays_a_table_game_to_its_end_without_seeing_the_hands():
    # C-2: at the table every hand is unseen; the default bot must still play legally.
    bot = GAME.bots["investor"]
    played = play_out(GAME, 3, {"table": True}, [bot] * 3, random.Random(9))
    assert GAME.outcome(played.final) is not None and played.turns > 0
