"""The rulebook's worked examples, played as the rulebook tells them.

The pictures are missing from the text, so the tokens and the starting spaces are
the ones the text implies (noted at each example).
"""

from companion.games.dive import GAME
from companion.games.dive.actions import Level, Program
from companion.games.dive.state import CHIEF, Phase

from .table import ANTHONY, MICHAEL, ROMAIN, play, programs, reveal, table


def test_romain_programs_four_levels_with_a_stack_of_nine():
    # ruling DV-3: "1" sharkless at level 1, "3" shark at level 2, 4+5 stacked sharkless at
    # level 3, and a fourth level sharkless (the 2 is the token left).
    state = table(2, [0, 0])
    romain = GAME.parse_action("program 0 1n/3s/45n/2n")
    assert romain == Program(0, (Level((1,), False), Level((3,), True), Level((4, 5), False), Level((2,), False)))
    assert romain in GAME.legal_actions(state)
    assert romain.levels[2].speed == 9
    after = GAME.apply(state, romain)
    assert GAME.view(after, None)["divers"][0]["program"] == "committed"  # secret until all reveal
    assert GAME.view(after, 0)["divers"][0]["program"]["levels"] == "1n/3s/45n/2n"


def test_manta_rays_carry_to_the_next_pawn_ahead():
    # ruling DV-6: Anthony (8) is helped on the first card and only reaches Romain, just in
    # front (9); on the second card Romain is helped and catches Michaël on 13.
    state = table(3, [8, 13, 9])
    state = programs(state, "5n/1n", "1n/2n", "1n/5n")
    state = reveal(state, "NM")
    assert state.positions[ANTHONY] == 9
    state = reveal(state, "NM")
    assert state.log[1].helped == ROMAIN and state.log[1].move == (9, 13)
    assert state.positions == (9 + 2, 13 + 2, 13 + 2)  # then Rest: two levels each


def test_a_manta_ray_never_carries_into_deep_waters():
    # ruling DV-6: Michaël is already in Deep Waters, so Romain stops on 15.
    state = table(2, [11, 17])
    state = programs(state, "5n", "1n")
    state = reveal(state, "NM")
    assert state.log[0].move == (11, 15)
    assert state.positions[0] == 15 + 1  # then Rest: one level kept


def test_a_mistake_in_deep_waters_removes_every_token():
    # ruling DV-5: Romain, already in Deep Waters, is right on levels 1-3 and wrong on level 4.
    state = table(2, [17, 3])
    state = programs(state, "1n/2n/3n/4n/5n", "1n/2n/3n/4n/5n")
    state = reveal(state, "N-", "N-", "N-", "S-")
    assert state.rest == (0, 3)  # Romain will not advance; in Tranquil Waters the basic rule keeps 3
    assert state.positions == (17, 6)
    assert state.log[3].wiped == (0,)


def test_the_complete_round_of_anthony_michael_and_romain_ends_on_23():
    # Implied by the text: Anthony on 16, Michaël on 18 (Deep Waters), Romain on 12.
    state = table(3, [16, 18, 12])
    state = programs(state, "45s/1n/23n", "3s/12s/4n/5s", "3s/145n/2s")
    # a. Shark and red turtle: all correct, Anthony fastest with 9, +2.
    state = reveal(state, "SR")
    assert state.log[0].correct == (ANTHONY, MICHAEL, ROMAIN)
    assert state.log[0].helped == ANTHONY and state.positions[ANTHONY] == 18
    # b. Manta ray, no shark: Michaël wrong in Deep Waters loses level 1 too; Romain (10)
    # joins the pawns ahead, in Deep Waters, so stops on 15.
    state = reveal(state, "NM")
    assert state.log[1].wrong == (MICHAEL,) and state.log[1].wiped == (MICHAEL,)
    assert state.log[1].helped == ROMAIN and state.positions[ROMAIN] == 15
    # c. Red turtle, no shark: Romain wrong keeps levels 1-2 (Tranquil Waters); Anthony +2.
    state = reveal(state, "NR")
    assert state.log[2].helped == ANTHONY
    # Rest: Anthony 3, Michaël 0, Romain 2; Anthony lands on 23 and wins.
    assert state.rest == (3, 0, 2)
    assert state.positions == (23, 18, 17)
    assert state.phase is Phase.OVER
    assert GAME.outcome(state).winners == (ANTHONY,)
    assert state.ocean_left == 36 - 3


def test_the_village_chief_complete_round():
    # ruling DV-10. Implied: Anthony on 10, the Chief on 14 with card 2, 3, 6, 4 (levels 3-4 yellow).
    state = table(1, [10], chief=14)
    state = play(state, "program 0 2n/4s/1n/3n/5n", "chief 2364/bbyy")
    # a. Green turtle: Anthony and the Chief tied at 2, nobody is helped.
    state = reveal(state, "NG")
    assert state.log[0].speeds == ((ANTHONY, 2), (CHIEF, 2)) and state.log[0].helped is None
    # b. Shark, no creature: both correct, speed does not matter.
    state = reveal(state, "S-")
    assert state.log[1].correct == (ANTHONY,) and state.log[1].helped is None
    # c. Red turtle: the yellow level counts (Tranquil Waters); the Chief (6) takes it into
    # Deep Waters, and a Bubble covers level 4.
    state = reveal(state, "NR")
    assert state.log[2].helped == CHIEF and state.log[2].move == (14, 16)
    assert state.log[2].bubbles == (4,)
    # d. Shark: no Chief at level 4; Anthony botched it and keeps levels 1-3 (Tranquil Waters).
    state = reveal(state, "S-")
    assert state.log[3].wrong == (ANTHONY,) and state.log[3].speeds == ()  # no Chief there
    # Rest: both move 3.
    assert state.rest == (3,) and state.chief_rest == 3
    assert state.positions == (13,) and state.chief_position == 19
    assert state.phase is Phase.PROGRAM and state.round == 2


def test_the_bubble_example_the_chief_enters_deep_waters_on_level_two():
    # ruling DV-10: Chief in Tranquil Waters (15), card 4, 6, 2, 3 with level 4 yellow.
    state = table(1, [0], chief=15)
    state = play(state, "program 0 1n/2n/3n/45n", "chief 4623/bbby")
    state = reveal(state, "N-", "NG")
    assert state.log[1].helped == CHIEF and state.chief_position == 16
    assert state.log[1].bubbles == (4,)
    state = reveal(state, "N-", "N-")  # level 4: the diver still has tokens there
    assert CHIEF not in [who for who, _ in state.log[3].speeds]  # the Chief does nothing on level 4
    assert state.chief_rest == 3 and state.chief_position == 19
