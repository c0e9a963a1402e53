"""``companion simulate deep-sea``: flags, figures and bad input."""

import json

from companion.cli import main

KEYS = {"game", "players", "games", "seconds", "games_per_second", "wins_by_seat", "mean_score",
        "drowned_per_round", "mean_turns"}


def test_simulate_prints_one_json_object_with_the_figures(capsys):
    assert main(["simulate", "deep-sea", "--players", "4", "--games", "40", "--seed", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert KEYS <= figures.keys()
    assert figures["game"] == "deep-sea" and figures["players"] == 4 and figures["games"] == 40
    assert sum(figures["wins_by_seat"]) >= 40  # shared victories count for every winner
    assert len(figures["drowned_per_round"]) == 3 and figures["policy"] == "cautious"
    assert 0 < figures["mean_score"] < 100


def test_same_seed_same_figures(capsys):
    runs = []
    for _ in range(2):
        main(["simulate", "deep-sea", "--players", "3", "--games", "20", "--seed", "9",
              "--policy", "greedy", "--json"])
        figures = json.loads(capsys.readouterr().out)
        runs.append({k: v for k, v in figures.items() if k not in ("seconds", "games_per_second")})
    assert runs[0] == runs[1]


def test_one_policy_per_seat(capsys):
    assert main(["simulate", "deep-sea", "--players", "3", "--games", "10",
                 "--policy", "greedy,cautious,coach", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["policy"] == "greedy,cautious,coach"


def test_bad_players_and_policies_are_clear_errors(capsys):
    assert main(["simulate", "deep-sea", "--players", "7", "--games", "5"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err
    assert main(["simulate", "deep-sea", "--players", "3", "--policy", "reckless"]) == 2
    assert "unknown policy 'reckless'" in capsys.readouterr().err
    assert main(["simulate", "deep-sea", "--players", "3", "--policy", "greedy,coach"]) == 2
    assert "one per player" in capsys.readouterr().err
