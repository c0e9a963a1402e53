"""The bots: legal, deterministic for a seed, and playing the way their names say."""

import random

import pytest

from companion.games.deep_sea import GAME
from companion.simulate import play_out


def recorded_game(bots, seed, seats=4):
    rng = random.Random(seed)
    state = GAME.new_game(seats, {})
    texts = []
    while not state.to_act.terminal:
        if state.to_act.chance:
            action = GAME.chance(state, rng)
        else:
            seat = state.to_act.seats[0]
            action = bots[seat](state, seat, rng)
            assert action in GAME.legal_actions(state), (GAME.action_text(action), state.phase)
        texts.append(GAME.action_text(action))
        state = GAME.apply(state, action)
    return texts


@pytest.mark.parametrize("name", list(GAME.bots))
def test_bot_plays_legal_moves_and_repeats_itself_for_a_seed(name):
    bots = [GAME.bots[name]] * 4
    for seed in range(5):
        first = recorded_game(bots, seed)
        assert recorded_game(bots, seed) == first
    assert recorded_game(bots, 1) != recorded_game(bots, 2)


def test_mixed_table_for_every_seat_count():
    names = list(GAME.bots)
    for seats in range(2, 7):
        bots = [GAME.bots[names[seat % len(names)]] for seat in range(seats)]
        recorded_game(bots, seats, seats)


def test_default_bot_is_the_first_and_there_are_at_least_two():
    assert list(GAME.bots)[:2] == ["cautious", "greedy"]


def test_cautious_drowns_less_and_greedy_carries_more():
    def totals(name, games=60):
        drowned = carried_home = 0
        for seed in range(games):
            played = play_out(GAME, 4, {}, [GAME.bots[name]] * 4, random.Random(seed))
            drowned += sum(len(seats) for seats in played.final.drowned)
            carried_home += sum(len(values) for values in played.final.scored)
        return drowned / games, carried_home / games
    cautious_drowned, cautious_home = totals("cautious")
    greedy_drowned, greedy_home = totals("greedy")
    assert cautious_drowned < greedy_drowned
    assert cautious_drowned < 2.5 and greedy_drowned > 3  # of 12 dives per game


def test_coach_bot_beats_a_table_of_greedy_divers():
    wins = 0
    games = 400
    for seed in range(games):
        bots = [GAME.bots["greedy"]] * 4
        seat = seed % 4
        bots[seat] = GAME.bots["coach"]
        wins += seat in play_out(GAME, 4, {}, bots, random.Random(seed)).outcome.winners
    assert wins / games > 0.25  # better than a fair share of four
