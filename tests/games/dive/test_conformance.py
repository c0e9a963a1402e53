"""The generic conformance run (tests/conformance.py) over Dive's setups."""

import pytest

from companion.games.dive import GAME
from tests.conformance import check_random_playouts

COMPANIONS = {"companion_1": "anglerfish", "companion_2": "clownfish", "companion_3": "giant_green_turtle",
              "companion_4": "giant_octopus"}
WITHOUT_CHIEF = {"companion_1": "dolphins", "companion_2": "great_white_shark", "companion_3": "orca",
                 "companion_4": "anglerfish"}


def companions(seats: int, chosen: dict) -> dict:
    return {k: v for k, v in chosen.items() if int(k[-1]) <= seats}


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_with_the_chief(seats, table):
    check_random_playouts(GAME, seats, {"village_chief": True, "table": table}, games=6)


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_without_the_chief(seats, table):
    check_random_playouts(GAME, seats, {"table": table}, games=6)


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_with_companions_and_the_chief(seats, table):
    options = {"village_chief": True, "table": table, **companions(seats, COMPANIONS)}
    check_random_playouts(GAME, seats, options, games=6)


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("seats", [2, 4])
def test_with_companions_without_the_chief(seats, table):
    check_random_playouts(GAME, seats, {"table": table, **companions(seats, WITHOUT_CHIEF)}, games=6)


@pytest.mark.parametrize("table", [False, True])
@pytest.mark.parametrize("seats", [2, 4])
def test_childrens_version(seats, table):
    check_random_playouts(GAME, seats, {"children": True, "table": table}, games=6)
