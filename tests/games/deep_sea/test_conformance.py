"""The shared conformance check: random playouts for 2-6 divers, simulation and table."""

import pytest

from companion.games.deep_sea import GAME
from tests.conformance import check_random_playouts


@pytest.mark.parametrize("seats", range(2, 7))
@pytest.mark.parametrize("table", [False, True])
def test_random_playouts(seats, table):
    check_random_playouts(GAME, seats, {"table": table}, games=4, seed=seats)


@pytest.mark.parametrize("options", [
    {"turn_back_empty": True},
    {"drop_last_after_turn": True},
    {"deepest_starts": True, "first_diver": 2},
    {"table": True, "turn_back_empty": True, "drop_last_after_turn": True, "deepest_starts": True},
])
def test_random_playouts_with_options(options):
    check_random_playouts(GAME, 4, options, games=3, seed=7)
