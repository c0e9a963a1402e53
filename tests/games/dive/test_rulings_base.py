"""Rulings DV-1 to DV-8 and C-1, C-2, C-4: the base game."""

import random
from dataclasses import replace

import pytest

from companion.games.contract import IllegalAction, SetupError
from companion.games.dive import GAME
from companion.games.dive.actions import OceanShuffle, Program, Surface
from companion.games.dive.decks import OCEAN_DECK, DeckFileError, parse_ocean
from companion.games.dive.programs import ProgramChoices
from companion.games.dive.state import Phase
from companion.simulate import play_out

from .table import play, programs, reveal, table


# ruling DV-1
@pytest.mark.parametrize("seats", [0, 5])
def test_dive_is_for_one_to_four_divers(seats):
    with pytest.raises(SetupError) as refused:
        GAME.new_game(seats, {"village_chief": True})
    assert refused.value.rule == "DV-1"


def test_a_solo_diver_needs_the_village_chief():  # ruling DV-1
    with pytest.raises(SetupError, match="Village Chief"):
        GAME.new_game(1, {})
    assert GAME.new_game(1, {"village_chief": True}).rules.seats == 1


def test_unknown_options_and_bad_values_are_refused():
    with pytest.raises(SetupError, match="flashlight"):
        GAME.new_game(2, {"flashlight": True})
    with pytest.raises(SetupError, match="table"):
        GAME.new_game(2, {"table": "yes"})


# ruling DV-2
def test_the_ocean_deck_has_36_cards_from_its_data_file():
    assert len(OCEAN_DECK) == 36
    sharks = sum(card.shark for card in OCEAN_DECK)
    assert 0 < sharks < 36


def test_a_deck_file_of_the_wrong_size_is_refused():  # ruling C-4
    with pytest.raises(DeckFileError, match="35 cards"):
        parse_ocean('[[card]]\nshark = true\ncreature = "none"\ncount = 35\n')
    with pytest.raises(DeckFileError, match="bad card"):
        parse_ocean('[[card]]\nshark = true\ncreature = "whale"\ncount = 36\n')


def test_the_shuffle_must_be_the_deck():  # ruling DV-2, C-1
    state = GAME.new_game(2, {})
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, OceanShuffle(OCEAN_DECK[:-1]))
    assert refused.value.rule == "DV-2"


def test_at_the_table_each_revealed_card_is_counted():  # ruling DV-2, DV-8
    state = programs(table(2, [0, 0]), "1n/2n", "1n")
    state = reveal(state, "N-", "SG")
    assert state.ocean_left == 34 and [c.text for c in state.ocean_seen] == ["N-", "SG"]


# ruling DV-3
@pytest.mark.parametrize("text, why", [
    ("program 0 1n/3s/45n/2n/1n", "at most once"),
    ("program 0 6n", "at most once"),
    ("program 0 1n/n", "without gaps"),
])
def test_programs_that_break_dv3_are_refused(text, why):
    state = GAME.new_game(2, {"table": True})
    with pytest.raises(IllegalAction, match=why) as refused:
        GAME.apply(state, GAME.parse_action(text))
    assert refused.value.rule == "DV-3"


def test_at_least_one_air_token_is_used():  # ruling DV-3
    with pytest.raises(IllegalAction, match="At least one"):
        GAME.apply(GAME.new_game(2, {"table": True}), Program(0, ()))


def test_the_program_phase_lists_every_program_lazily():  # ruling DV-3
    state = play(GAME.new_game(2, {}), "ocean " + " ".join(c.text for c in OCEAN_DECK))
    legal = GAME.legal_actions(state)
    assert isinstance(legal, ProgramChoices)
    # Per diver: ordered stacks of any non-empty subset of the 5 tokens, each stack on one side.
    assert len(legal) == 2 * 13_502
    rng = random.Random(5)
    sample = [legal[rng.randrange(len(legal))] for _ in range(300)]
    assert all(program in legal for program in sample)
    assert len({legal[i] for i in range(0, 13_502, 7)}) == len(range(0, 13_502, 7))  # no repeats
    assert Program(0, ((GAME.parse_action("program 0 1n").levels[0]),) * 2) not in legal


def test_programs_stay_secret_until_the_last_diver_commits():  # ruling DV-3, C-2
    state = play(table(3, [0, 0, 0]), "program 1 1s/2n")
    assert GAME.to_act(state).seats == (0, 2)
    assert GAME.view(state, 0)["divers"][1]["program"] == "committed"
    assert GAME.view(state, 1)["divers"][1]["program"]["levels"] == "1s/2n"
    with pytest.raises(IllegalAction, match="already programmed"):
        play(state, "program 1 5n")
    state = play(state, "program 0 1n", "program 2 3n")
    assert GAME.view(state, None)["divers"][1]["program"]["levels"] == "1s/2n"


# ruling DV-4
def test_levels_are_evaluated_while_someone_still_has_a_program():
    state = GAME.new_game(2, {})
    state = play(state, "ocean " + " ".join(c.text for c in OCEAN_DECK), "program 0 1n/2n/3n", "program 1 12345n")
    assert state.ocean_left == 33  # three cards: the deepest program was three levels
    assert len(state.log) == 3 and state.log[2].correct + state.log[2].wrong == (0,)


def test_at_the_table_no_card_is_needed_when_nobody_goes_deeper():  # ruling DV-4
    state = programs(table(2, [0, 0]), "1n/2n", "1n")
    state = reveal(state, "N-")
    assert GAME.to_act(state).chance and Surface() not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, Surface())
    assert refused.value.rule == "DV-4"
    state = reveal(state, "N-")
    assert state.phase is Phase.PROGRAM and state.rest == (2, 1)


# ruling DV-5
def test_a_mistake_in_tranquil_waters_keeps_the_levels_above():
    state = programs(table(2, [5, 5]), "1n/2n/3n/4n/5n", "1n")
    state = reveal(state, "N-", "N-", "S-")
    assert state.rest == (2, 1)


def test_deep_waters_are_judged_at_the_moment_of_the_mistake_and_bonuses_are_kept():
    # ruling DV-5: on 14, a red turtle at level 1 carries the diver to 16; wrong at level 2,
    # they lose level 1 too, but keep the turtle's 2 spaces.
    state = programs(table(2, [14, 0]), "5n/1n", "1n/2n")
    state = reveal(state, "NR", "S-")
    assert state.log[1].wiped == (0,)
    assert state.rest == (0, 1) and state.positions == (16, 1)  # diver 2 keeps level 1


# ruling DV-6
def test_a_tie_at_the_top_helps_nobody():
    state = programs(table(3, [0, 0, 0]), "5n", "5n", "4n")
    state = reveal(state, "NR")
    assert state.log[0].helped is None and state.positions == (1, 1, 1)


def test_only_correct_divers_compete_for_a_creature():  # ruling DV-6
    state = programs(table(2, [0, 0]), "5s", "1n")
    state = reveal(state, "NG")
    assert state.log[0].helped == 1 and state.positions == (0, 2)


def test_turtles_help_in_deep_waters_manta_rays_do_not():  # ruling DV-6
    state = programs(table(2, [17, 20]), "5n/4n", "1n/2n")
    state = reveal(state, "NG", "NM")
    assert state.log[0].move == (17, 18)
    assert state.log[1].move == (18, 18)
    assert state.positions == (20, 22)


def test_a_manta_ray_does_nothing_for_the_leader_or_on_15():  # ruling DV-6
    state = programs(table(2, [10, 15]), "1n", "5n")
    state = reveal(state, "NM")
    assert state.log[0].move == (15, 15)
    state = programs(state, "5n", "1n")  # now 11 and 16
    state = reveal(state, "NM")
    assert state.log[0].move == (11, 15)  # chasing the pawn on 16, it stops on 15


def test_the_chiefs_pawn_counts_for_a_manta_ray():  # ruling DV-6
    state = play(table(1, [3], chief=7), "program 0 5n", "chief 2346/bbby")
    state = reveal(state, "NM")
    assert state.log[0].move == (3, 7)


# ruling DV-7
def test_rest_moves_one_space_per_level_still_holding_tokens_whatever_the_stack():
    state = programs(table(2, [0, 0]), "12345n", "1n/2n/3n/4n/5n")
    state = reveal(state, "N-", "N-", "N-", "N-", "N-")
    assert state.rest == (1, 5)


# ruling DV-8
def test_the_furthest_pawn_past_23_wins():
    state = programs(table(2, [21, 22]), "1n/2n/3n", "1n")
    state = reveal(state, "N-", "N-", "N-")
    outcome = GAME.outcome(state)
    assert state.positions == (24, 23) and outcome.winners == (0,)


def test_tied_humans_play_again():  # ruling DV-8
    state = programs(table(2, [21, 21]), "1n/2n", "1n/2n")
    state = reveal(state, "N-", "N-")
    outcome = GAME.outcome(state)
    assert outcome.winners == () and outcome.detail["draw"] == [0, 1] and not outcome.shared


def test_when_the_ocean_cards_run_out_the_round_ends_and_the_furthest_wins():  # ruling DV-8
    state = replace(table(2, [3, 5]), ocean_left=2)
    state = programs(state, "1n/2n/3n/4n/5n", "1n")
    state = reveal(state, "N-", "N-")
    assert state.phase is Phase.OVER and state.ocean_out
    assert state.rest == (2, 1)  # levels 3-5 could not be resolved: discarded
    assert GAME.outcome(state).winners == (1,) and "ran out" in GAME.outcome(state).reason


def test_simulation_ends_when_the_ocean_runs_out_too():  # ruling DV-8
    state = play(GAME.new_game(2, {}), "ocean " + " ".join(c.text for c in OCEAN_DECK))
    state = replace(state, ocean=state.ocean[:1], ocean_left=1)
    state = play(state, "program 0 1n/2n", "program 1 1s/2s")
    assert state.phase is Phase.OVER and state.ocean_left == 0


# ruling C-1
def test_same_seed_same_game():
    bots = [GAME.bots["seer"]] * 3
    first = play_out(GAME, 3, {"village_chief": True}, bots, random.Random("c1"))
    second = play_out(GAME, 3, {"village_chief": True}, bots, random.Random("c1"))
    assert GAME.dump(first.final) == GAME.dump(second.final)
