"""Rulings DV-9 to DV-12: the Village Chief, the children's version, the Companions."""

import random
from collections import Counter

import pytest

from companion.games.contract import IllegalAction, SetupError
from companion.games.dive import GAME
from companion.games.dive.actions import DrawChief
from companion.games.dive.cards import ChiefCard
from companion.games.dive.decks import CHIEF_DECK, DeckFileError, parse_chief
from companion.games.dive.state import CHIEF, Phase

from .table import play, programs, reveal, table


# ruling DV-9
def test_the_chief_deck_has_48_cards_each_permutation_of_2_3_4_6_twice():
    assert len(CHIEF_DECK) == 48
    assert all(sorted(card.speeds) == [2, 3, 4, 6] for card in CHIEF_DECK)
    assert set(Counter(card.speeds for card in CHIEF_DECK).values()) == {2}
    yellows = Counter(card.yellow for card in CHIEF_DECK)
    assert yellows == {(False, False, False, True): 24, (False, False, True, True): 24}


def test_a_chief_deck_file_with_wrong_speeds_is_refused():  # ruling DV-9, C-4
    with pytest.raises(DeckFileError, match="2, 3, 4, 6"):
        parse_chief("level_1,level_2,level_3,level_4,yellow_levels\n2,2,4,6,4\n")


def test_a_physical_chief_card_not_in_the_deck_is_refused():  # ruling DV-9
    state = programs(table(1, [0], chief=0), "1n")
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, DrawChief(ChiefCard((6, 6, 6, 6), (False,) * 4)))
    assert refused.value.rule == "DV-9" and GAME.dump(state) == GAME.dump(programs(table(1, [0], chief=0), "1n"))


def test_the_virtual_chief_deck_deals_48_different_cards_before_reshuffling():  # ruling DV-9
    state = programs(table(1, [0], chief=0), "1n")
    rng = random.Random(9)
    drawn = []
    for _ in range(48):
        card = GAME.chance(state, rng).card
        drawn.append(card)
        state = state.__class__(**{**{f: getattr(state, f) for f in state.__slots__},
                                   "chief_drawn": state.chief_drawn + (card,)})
    assert len(set(drawn)) == 48
    assert GAME.chance(state, rng).card in CHIEF_DECK  # a fresh pass of the deck


# ruling DV-10
def test_a_chief_in_deep_waters_at_the_start_has_its_yellow_levels_covered():
    state = play(table(1, [0], chief=17), "program 0 1n", "chief 2346/bbyy")
    assert state.chief_visible == (True, True, False, False)
    state = reveal(state, "N-", "N-")
    assert state.phase is Phase.PROGRAM and state.chief_rest == 2 and state.chief_position == 19


def test_evaluation_goes_on_while_the_chief_has_a_visible_level():  # ruling DV-10
    state = play(table(1, [0], chief=0), "program 0 1n", "chief 2346/bbby")
    state = reveal(state, "N-", "NR", "S-")
    assert GAME.to_act(state).chance and state.level == 3  # the diver is done, the Chief is not
    state = reveal(state, "NG")
    assert state.log[1].helped == CHIEF and state.log[3].helped == CHIEF
    assert state.chief_rest == 4 and state.chief_position == 2 + 1 + 4


def test_the_chief_is_always_correct_and_competes_with_its_speed():  # ruling DV-10
    state = play(table(1, [0], chief=0), "program 0 45s", "chief 6234/bbby")
    state = reveal(state, "SR")
    assert state.log[0].speeds == ((0, 9), (CHIEF, 6)) and state.log[0].helped == 0


def test_the_chief_wins_a_tie_for_victory():  # ruling DV-8, DV-10
    state = play(table(1, [20], chief=20), "program 0 1n/2n/3n", "chief 2346/bbby")  # 3 visible
    state = reveal(state, "N-", "N-", "N-")
    assert state.positions == (23,) and state.chief_position == 23
    outcome = GAME.outcome(state)
    assert outcome.winners == () and outcome.detail["village_chief"] and "Village Chief" in outcome.reason


# ruling DV-11
@pytest.mark.parametrize("options", [{"village_chief": True}, {"companion_1": "orca"}])
def test_the_childrens_version_takes_neither_chief_nor_companions(options):
    with pytest.raises(SetupError) as refused:
        GAME.new_game(2, {"children": True, **options})
    assert refused.value.rule == "DV-11"


def test_children_program_five_sides_and_every_correct_level_moves_one():  # ruling DV-11
    state = table(2, [17, 0], children=True)
    with pytest.raises(IllegalAction) as refused:
        play(state, "program 0 1n/2n/3n/4n/5n")
    assert refused.value.rule == "DV-11"
    state = programs(state, "s/n/n/s/n", "n/n/n/n/n")
    # A mistake on level 1 does not stop the dive, creatures do nothing, zones do not matter.
    state = reveal(state, "NR", "NM", "S-", "SG", "N-")
    assert state.rest == (3, 3)
    assert state.positions == (20, 3)
    assert all(level.helped is None for level in state.log)


def test_children_share_a_tied_victory():  # ruling DV-11
    state = programs(table(2, [20, 20], children=True), "n/n/n/n/n", "n/n/n/n/n")
    state = reveal(state, *["N-"] * 5)
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1) and outcome.shared


# ruling DV-12: setup
@pytest.mark.parametrize("options, reason", [
    ({"village_chief": True, "companion_1": "dolphins"}, "dolphins cannot be used with the Village Chief"),
    ({"village_chief": True, "companion_2": "great_white_shark"}, "great white shark cannot"),
    ({"companion_1": "orca", "companion_2": "orca"}, "two divers cannot take the same"),
    ({"companion_3": "orca"}, "not there"),
    ({"companion_1": "kraken"}, "cannot be 'kraken'"),
])
def test_incompatible_companions_are_refused_at_setup_with_the_reason(options, reason):
    with pytest.raises(SetupError, match=reason):
        GAME.new_game(2, options)


def test_a_companion_is_used_once_and_only_by_its_owner():  # ruling DV-12
    state = table(2, [0, 0], companion_1="orca")
    with pytest.raises(IllegalAction, match="does not have"):
        play(state, "program 1 1n orca")
    state = reveal(programs(state, "1n orca", "1n"), "N-")
    assert state.companion_spent == (True, False)
    with pytest.raises(IllegalAction, match="only once"):
        play(state, "program 0 1n orca")


def test_octopus_and_orca_only_record_their_use():  # ruling DV-12
    state = table(2, [0, 0], companion_1="giant_octopus", companion_2="orca")
    state = reveal(programs(state, "1n octopus", "1n orca"), "N-")
    assert state.companion_spent == (True, True) and state.positions == (1, 1)


def test_the_anglerfish_adds_a_sixth_level_and_is_the_fastest_there():  # ruling DV-12
    state = table(2, [0, 0], companion_1="anglerfish")
    with pytest.raises(IllegalAction, match="all five levels"):
        play(state, "program 0 1n/2n/3n/45n anglerfish@s")
    state = programs(state, "1n/2n/3n/4n/5n anglerfish@s", "12345n")
    state = reveal(state, *["N-"] * 5, "SR")
    assert state.log[5].helped == 0 and state.log[5].move == (0, 2)
    assert state.rest == (6, 1) and state.positions == (8, 1)


def test_the_giant_green_turtle_adds_a_space_per_green_turtle():  # ruling DV-12
    state = table(2, [0, 0], companion_1="giant_green_turtle")
    state = programs(state, "5n/4n/3n green-turtle", "1n/2n/3n")
    state = reveal(state, "NG", "NG", "NR")
    assert [level.move for level in state.log] == [(0, 2), (2, 4), None]  # level 3: a 3-3 tie


def test_the_clownfish_adds_three_at_its_level():  # ruling DV-12
    state = table(2, [0, 0], companion_1="clownfish")
    with pytest.raises(IllegalAction, match="programmed stacks"):
        play(state, "program 0 1n clownfish@2")
    state = programs(state, "2n/1n clownfish@2", "1n/4n")
    state = reveal(state, "N-", "NR")
    assert state.log[1].speeds == ((0, 4), (1, 4)) and state.log[1].helped is None


def test_the_dolphins_pay_when_the_named_diver_makes_no_mistake():  # ruling DV-12
    state = table(3, [0, 0, 0], companion_1="dolphins")
    with pytest.raises(IllegalAction, match="another diver"):
        play(state, "program 0 1n dolphins@0")
    state = programs(state, "1s dolphins@1", "1n/2n", "1s")
    state = reveal(state, "N-", "N-")
    assert state.positions == (0 + 1, 2, 0)  # diver 1 erred but diver 2 did not: +1


def test_the_great_white_shark_stops_opponents_who_err_or_else_its_owner():  # ruling DV-12
    state = table(3, [0, 0, 0], companion_1="great_white_shark")
    state = programs(state, "1n/2n great-white", "1n/2s", "1n/2n")
    state = reveal(state, "N-", "N-")
    assert state.rest == (2, 0, 2)  # diver 2 erred: no Rest for them
    state = table(3, [0, 0, 0], companion_1="great_white_shark")
    state = programs(state, "1n/2n great-white", "1n", "1n")
    state = reveal(state, "N-", "N-")
    assert state.rest == (0, 1, 1)  # nobody else erred: the owner does not move
