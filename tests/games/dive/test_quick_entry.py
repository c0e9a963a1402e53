"""Quick entry at the table gives the same game as full programs for the same facts."""

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.games.contract import IllegalAction
from companion.games.dive import GAME
from companion.games.dive.actions import Companion, Mark, Program, Report, Reveal, Surface
from companion.games.dive.cards import OCEAN_KINDS, Creature
from companion.games.dive.decks import CHIEF_DECK
from companion.games.dive.programs import children_programs, companion_uses, programs_of_depth
from companion.games.dive.state import Phase

from .table import play, programs, table

ALL_PROGRAMS = [p for depth in range(1, 6) for p in programs_of_depth(depth)]


def sixth_level(program: Program) -> bool:
    return program.use is not None and program.use.companion is Companion.ANGLERFISH


def result_at(program: Program, level: int, card) -> Report:
    """What the diver reads off their own board at ``level``, as the rulebook's Step 1 says."""
    depth = len(program.levels) + sixth_level(program)
    if level > depth:
        return Report(program.seat, Mark.NONE)
    if level == 6:
        shark, speed = program.use.shark, 0
    else:
        shark, speed = program.levels[level - 1].shark, program.levels[level - 1].speed
    if shark != card.shark:
        return Report(program.seat, Mark.WRONG)
    numbered = program.levels[0].tokens != ()  # children's boards have no numbers (DV-11)
    creature = card.creature is not Creature.NONE and level != 6 and numbered
    return Report(program.seat, Mark.CORRECT, speed if creature else 0)


def play_round(state, full, quick_seats, cards):
    """Commit the programs (quick where asked) and play the Dive phase with ``cards``."""
    chief_card = None
    for program in full:
        if program.seat in quick_seats:
            use = program.use
            if use is not None and use.companion is Companion.ANGLERFISH:
                use = replace(use, shark=None)
            program = Program(program.seat, None, use)
        state = GAME.apply(state, program)
    deck = iter(cards)
    while state.round == 1 and state.phase is not Phase.OVER:
        match state.phase:
            case Phase.CHIEF_CARD:
                state = play(state, f"chief {CHIEF_DECK[len(cards) % 48].text}")
            case Phase.REVEAL:
                level = state.level + 1
                deeper = any(d.diving and len(p.levels) + sixth_level(p) >= level
                             for d, p in zip(state.dives, full))
                if deeper or Surface() not in GAME.legal_actions(state):
                    state = GAME.apply(state, Reveal(next(deck)))
                else:
                    state = GAME.apply(state, Surface())
            case Phase.REPORT:
                seat = GAME.to_act(state).seats[0]
                state = GAME.apply(state, result_at(full[seat], state.level + 1, state.pending_card))
    return state


def facts(state):
    return (state.positions, state.chief_position, state.ocean_left, state.rest, state.chief_rest,
            state.phase, [(r.level, r.card, r.correct, r.wrong, r.wiped, r.speeds, r.helped, r.move, r.bubbles)
                          for r in state.log])


@st.composite
def rounds(draw):
    chief = draw(st.booleans())
    seats = draw(st.integers(1 if chief else 2, 4))
    children = not chief and draw(st.booleans())
    companions = {} if children else {
        f"companion_{n + 1}": c.value for n, c in enumerate(draw(st.permutations(
            [Companion.CLOWNFISH, Companion.ANGLERFISH, Companion.GIANT_GREEN_TURTLE, Companion.ORCA]))[:seats])
        if draw(st.booleans())}
    positions = draw(st.lists(st.integers(0, 22), min_size=seats, max_size=seats))
    state = table(seats, positions, chief=draw(st.integers(0, 22)) if chief else None,
                  children=children, **companions)
    full = []
    for seat in range(seats):
        pool = children_programs() if children else ALL_PROGRAMS
        levels = draw(st.sampled_from(pool))
        uses = companion_uses(state, seat, len(levels)) if not children else (None,)
        full.append(Program(seat, levels, draw(st.sampled_from(uses))))
    quick = draw(st.sets(st.integers(0, seats - 1), min_size=1))
    cards = draw(st.lists(st.sampled_from(OCEAN_KINDS), min_size=7, max_size=7))
    return state, full, quick, cards


@settings(max_examples=100)
@given(rounds())
def test_quick_entry_equals_full_programs(case):
    state, full, quick, cards = case
    assert facts(play_round(state, full, quick, cards)) == facts(play_round(state, full, set(), cards))


def test_quick_entry_is_for_the_table_only():
    with pytest.raises(IllegalAction, match="table only"):
        state = GAME.apply(GAME.new_game(2, {}), GAME.chance(GAME.new_game(2, {}), random.Random(0)))
        GAME.apply(state, Program(0, None))


def test_a_quick_diver_gives_a_speed_only_on_a_creature():
    state = programs(table(2, [0, 0]), "quick", "1n")
    state = play(state, "reveal N-")
    with pytest.raises(IllegalAction):
        play(state, "report 0 correct 5")
    state = play(programs(table(2, [0, 0]), "quick", "1n"), "reveal NG")
    assert Report(0, Mark.CORRECT) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction):
        play(state, "report 0 correct 16")  # no stack is faster than 5+4+3+2+1
    state = play(state, "report 0 correct 7")
    assert state.log[0].helped == 0


def test_a_quick_diver_who_stops_ends_the_dive_without_a_card():
    state = play(programs(table(2, [0, 0]), "quick", "1n"), "reveal N-", "report 0 correct")
    assert Surface() in GAME.legal_actions(state)  # only the quick diver might go on
    state = play(state, "surface")
    assert state.phase is Phase.PROGRAM and state.rest == (1, 1) and state.ocean_left == 35
