"""Every Deep Sea Adventure ruling (RULINGS.md), pinned by a test that cites it."""

import random
from collections import Counter

import pytest

from companion.games.contract import IllegalAction, SetupError
from companion.games.deep_sea import GAME
from companion.games.deep_sea.actions import PICK_UP, TAKE_NOTHING, TURN_BACK, PutDown, Reveal, Roll, Shuffle
from companion.games.deep_sea.chips import BOX
from companion.games.deep_sea.state import Phase, Rules

from .table import chips, chips_everywhere, play, turn_starts


def dealt(seats=4, options=None, seed=0):
    """A new game with the chips laid by seeded shuffles (simulation mode)."""
    state = GAME.new_game(seats, options or {})
    rng = random.Random(seed)
    while state.phase is Phase.SHUFFLE:
        state = GAME.apply(state, GAME.chance(state, rng))
    return state


def test_players_rounds_and_air():
    # ruling DSA-1: 2-6 divers, three rounds, 25 air at the start of each round.
    for bad in (1, 7):
        with pytest.raises(SetupError) as refusal:
            GAME.new_game(bad, {})
        assert refusal.value.rule == "DSA-1"
    state = dealt(6)
    assert state.air == 25 and state.round == 1
    bot = GAME.bots["greedy"]
    rng = random.Random(3)
    rounds_seen = {state.round}
    while state.phase is not Phase.OVER:
        before = state.round
        state = GAME.apply(state, GAME.chance(state, rng) if state.to_act.chance else bot(state, state.diver, rng))
        if state.round != before and state.phase is not Phase.OVER:
            assert state.air == 25 - len(state.carried[state.diver])  # fresh air, first diver breathed 0
            assert state.air == 25
        rounds_seen.add(state.round)
    assert rounds_seen == {1, 2, 3}


def test_chips_per_level_and_path_order():
    # ruling DSA-2: 32 chips, 8 per level, two of each value, level 1 nearest the submarine.
    assert BOX.chip_count == 32
    assert [sorted(set(values)) for values in BOX.levels] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]
    assert all(Counter(values)[v] == 2 for values in BOX.levels for v in values)
    state = dealt()
    levels = [max(unit) // 4 + 1 for unit in state.path]
    assert levels == sorted(levels) and len(state.path) == 32


def test_a_shuffle_must_hold_that_level_in_order():
    # ruling DSA-2: each level is shuffled separately, laid level 1 first.
    state = GAME.new_game(3, {})
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, Shuffle(2, (4, 4, 5, 5, 6, 6, 7, 7)))
    assert refusal.value.rule == "DSA-2"
    with pytest.raises(IllegalAction):
        GAME.apply(state, Shuffle(1, (0, 0, 1, 1, 2, 2, 3, 4)))


def test_breathing_costs_one_air_per_unit_and_a_stack_is_one():
    # ruling DSA-3: air -= units carried; a stack of three is one unit.
    state = turn_starts(air=20, positions=(5, 0, 0, 0), carried=[(1, (8, 9, 12)), (), (), ()])
    assert state.air == 18
    heavy = turn_starts(air=20, positions=(9, 0, 0, 0), carried=[(1, 2, (8, 9, 12), 5, 6), (), (), ()])
    assert heavy.air == 15


def test_a_diver_back_in_the_submarine_takes_no_turn_and_uses_no_air():
    # ruling DSA-3: seat 1 is back; after seat 0's turn the turn goes to seat 2.
    state = turn_starts(diver=0, air=20, positions=(3, 0, 6, 0), carried=[(1,), (2, 3), (), ()],
                        turned_back=(True, True, False, False), returned=(1,))
    state = play(state, "roll 2")  # 2 - 1 = 1 space up, onto space 2 (a chip)
    state = play(state, "nothing")
    assert state.diver == 2 and state.air == 19  # seat 1's two units cost nothing


def test_air_at_zero_the_diver_finishes_the_turn_then_the_round_ends():
    # ruling DSA-4: air 2, carrying 3: breathe to 0 (shown 0), still roll, move and act.
    state = turn_starts(diver=1, air=2, positions=(4, 3, 0, 0), carried=[(1,), (0, 1, 2), (), ()],
                        turned_back=(True, True, False, False), round_=1)
    assert state.air == 0
    state = play(state, "roll 6")  # 6 - 3 = 3 spaces up from 3: the submarine
    assert state.round == 2 and state.scored[1] == (0, 1, 2)
    assert state.drowned == ((0,),)  # seat 0 never got another turn


def test_turning_back_needs_treasure_by_default():
    # ruling DSA-5: with nothing carried the diver is not even asked.
    state = turn_starts(diver=0, positions=(4, 0, 0, 0))
    assert state.phase is Phase.ROLL
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, TURN_BACK)
    assert refusal.value.rule == "DSA-5"


def test_turning_back_empty_with_the_option():
    # ruling DSA-5, option turn_back_empty.
    state = turn_starts(diver=0, positions=(4, 0, 0, 0), rules=Rules(turn_back_empty=True))
    assert state.phase is Phase.DECLARE
    state = play(state, "turn back", "roll 4")
    assert 0 in state.returned


def test_turning_back_is_once_per_round():
    # ruling DSA-5: a diver who has turned back is not asked again.
    state = turn_starts(diver=0, positions=(9, 0, 0, 0), carried=[(5,), (), (), ()],
                        turned_back=(True, False, False, False))
    assert state.phase is Phase.ROLL
    with pytest.raises(IllegalAction, match="already turned back"):
        GAME.apply(state, TURN_BACK)


def test_movement_is_roll_minus_units_and_never_negative():
    # ruling DSA-6: roll 3 carrying 4 units does not move.
    state = turn_starts(diver=0, positions=(6, 0, 0, 0), carried=[(1, 2, 3, (4, 5)), (), (), ()],
                        turned_back=(True, False, False, False))
    state = play(state, "roll 3")
    assert state.positions[0] == 6


def test_dice_odds_are_two_uniform_dice_of_one_to_three():
    # ruling DSA-6: totals 2..6 with odds 1,2,3,2,1 out of 9.
    state = turn_starts(diver=0, positions=(0, 0, 0, 0))
    rng = random.Random(5)
    counts = Counter(GAME.chance(state, rng).total for _ in range(9000))
    for total, ninths in zip(range(2, 7), (1, 2, 3, 2, 1)):
        assert abs(counts[total] / 9000 - ninths / 9) < 0.02
    assert set(GAME.legal_actions(state)) == {Roll(t) for t in range(2, 7)}
    with pytest.raises(IllegalAction):
        GAME.apply(state, Roll(7))


def test_the_submarine_takes_any_number_and_extra_distance_is_lost():
    # ruling DSA-6: going up, reaching the submarine ends the move.
    state = turn_starts(diver=0, positions=(2, 0, 0, 0), carried=[(1,), (), (), ()],
                        turned_back=(True, False, False, False), returned=(1,))
    state = play(state, "roll 6")
    assert state.returned == (1, 0) and state.positions[0] == 0


def test_treasure_action_is_exactly_one():
    # ruling DSA-7: on a chip: nothing or pick up; on a blank: nothing or put down one unit.
    on_chip = play(turn_starts(diver=0, positions=(0, 0, 0, 0)), "roll 2")
    assert [GAME.action_text(a) for a in GAME.legal_actions(on_chip)] == ["nothing", "pick up"]
    after = GAME.apply(on_chip, PICK_UP)
    assert after.path[1] == () and after.carried[0] == ((1,),) and after.diver == 1
    on_blank = turn_starts(diver=0, positions=(1, 0, 0, 0), path=chips(0, (), 2, 3, 4),
                           carried=[(7, 9), (), (), ()])
    on_blank = play(on_blank, "dive on", "roll 3")  # 3 - 2 = 1 space: onto the blank
    assert [GAME.action_text(a) for a in GAME.legal_actions(on_blank)] == ["nothing", "put down 1", "put down 2"]
    after = play(on_blank, "put down 2")
    assert after.path[1] == (9,) and after.carried[0] == ((7,),)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(on_blank, PICK_UP)
    assert refusal.value.rule == "DSA-7"


def test_last_unit_stays_after_turning_back_unless_the_option():
    # ruling DSA-7 and its option drop_last_after_turn: heading up with one unit onto a blank.
    def on_the_blank(rules):
        state = turn_starts(diver=0, positions=(4, 0, 0, 0), path=chips(0, (), 2, 3, 4),
                            carried=[(9,), (), (), ()], turned_back=(True, False, False, False),
                            rules=rules)
        return play(state, "roll 3")  # 3 - 1 = 2 spaces up: space 3, then the blank on space 2
    default = on_the_blank(Rules())
    assert default.positions[0] == 2 and GAME.legal_actions(default) == (TAKE_NOTHING,)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(default, PutDown(0))
    assert refusal.value.rule == "DSA-7" and "last unit" in refusal.value.message
    option = on_the_blank(Rules(drop_last_after_turn=True))
    assert [GAME.action_text(a) for a in GAME.legal_actions(option)] == ["nothing", "put down 1"]
    option = play(option, "put down 1")
    assert option.path[1] == (9,) and option.carried[0] == ()


def test_round_ends_when_everyone_is_back():
    # ruling DSA-8: the last diver back ends the round with air to spare.
    state = turn_starts(diver=0, air=20, positions=(1, 0), carried=[(5,), (6,)],
                        turned_back=(True, True), returned=(1,))
    state = play(state, "roll 2")
    assert state.round == 2 and state.scored == ((5,), (6,)) and state.air == 25


def test_cleanup_scores_survivors_and_sinks_the_rest_in_threes():
    # ruling DSA-9: seat 0 back, seats 1 and 2 drowned (2 nearer the submarine).
    state = turn_starts(diver=3, air=1, positions=(0, 9, 5, 7), path=chips(0, (), 2, 3, (), 5, 6, 7, 8, 9),
                        carried=[(4, 10), (11, (12, 13, 14)), (1, 15), (3,)],
                        turned_back=(True, True, True, False), returned=(0,))
    state = play(state, "dive on", "roll 6")  # seat 3 breathes to 0 and is stuck deep
    if state.phase is Phase.TREASURE:
        state = play(state, "nothing")
    assert state.round == 2
    assert state.scored[0] == (4, 10)
    # Seat 2 (space 5) first: 1, 15; then seat 1: 11, 12, 13, 14; then seat 3: 3.
    assert state.path == chips(0, 2, 3, 5, 6, 7, 8, 9) + ((1, 15, 11), (12, 13, 14), (3,))


def test_a_stack_scores_the_sum_of_its_chips():
    # ruling DSA-9: a stack brought back scores every chip in it.
    state = turn_starts(diver=0, air=10, positions=(1, 0), carried=[((12, 13, 4),), ()],
                        turned_back=(True, False), returned=(1,))
    state = play(state, "roll 3")
    assert sum(state.scored[0]) == 29


def test_last_back_starts_next_round():
    # ruling DSA-10: seats 2 then 1 came back; seat 0 comes back last and starts round 2.
    state = turn_starts(diver=0, air=10, positions=(1, 0, 0), carried=[(5,), (6,), (7,)],
                        turned_back=(True, True, True), returned=(2, 1))
    state = play(state, "roll 2")
    assert state.round == 2 and state.starter == 0 and state.diver == 0


def test_nobody_back_the_deepest_starts():
    # ruling DSA-10: the air runs out with nobody back: seat 1, deepest, starts round 2.
    state = turn_starts(diver=0, air=1, positions=(3, 8, 5), carried=[(1,), (4,), (2,)])
    state = play(state, "dive on", "roll 2")  # seat 0 breathed the last air
    if state.phase is Phase.TREASURE:
        state = play(state, "nothing")
    assert state.round == 2 and state.starter == 1 and state.diver == 1


def test_deepest_starts_option_even_when_someone_came_back():
    # ruling DSA-10, option deepest_starts: seat 2 came back, but seat 1 is deepest.
    setup = dict(diver=0, air=1, positions=(3, 8, 0), carried=[(1,), (4,), (2,)],
                 turned_back=(True, False, True), returned=(2,))
    default = play(turn_starts(**setup), "roll 3", "nothing")  # 2 up, to space 1: not back
    option = play(turn_starts(**setup, rules=Rules(deepest_starts=True)), "roll 3", "nothing")
    assert default.positions == option.positions == (0, 0, 0)  # everyone on the submarine again
    assert default.starter == 2 and option.starter == 1


def test_deepest_starts_option_with_everyone_back_falls_back_to_last_back():
    # ruling DSA-10, option deepest_starts: all at depth 0, so the last back starts.
    state = turn_starts(diver=0, air=10, positions=(1, 0, 0), carried=[(5,), (6,), (7,)],
                        turned_back=(True, True, True), returned=(2, 1), rules=Rules(deepest_starts=True))
    assert play(state, "roll 2").starter == 0


def test_first_round_starter_is_an_option():
    # ruling DSA-10: first round seat 1 by default (index 0); the kiosk may choose another.
    assert GAME.new_game(4, {"table": True}).diver == 0
    assert GAME.new_game(4, {"table": True, "first_diver": 3}).diver == 3


def test_option_ids_and_choices_are_checked():
    # ruling C-3: a bad setup is refused with a message.
    with pytest.raises(SetupError, match="unknown option"):
        GAME.new_game(4, {"sharks": True})
    with pytest.raises(SetupError):
        GAME.new_game(4, {"turn_back_empty": "yes"})
    with pytest.raises(SetupError) as refusal:
        GAME.new_game(3, {"first_diver": 4})
    assert refusal.value.rule == "DSA-10"


def test_winner_highest_then_level_4_then_shared():
    # ruling DSA-11.
    def over(scored):
        state = turn_starts(diver=0, air=1, positions=(1, 0, 0), carried=[(0,), (), ()], round_=3,
                            scored=scored, turned_back=(True, True, True), returned=(1, 2))
        return play(state, "roll 2")  # the last diver back with a chip worth 0: the game ends
    clear = GAME.outcome(over([(15, 10), (14, 10), (1,)]))
    assert clear.winners == (0,) and clear.detail["decided_by"] == "score" and not clear.shared
    by_level_4 = GAME.outcome(over([(12, 3), (7, 8), (1, 2, 3, 4, 5)]))  # 15 each; one level-4 chip wins
    assert by_level_4.winners == (0,) and by_level_4.detail["decided_by"] == "level-4 chips"


def test_still_tied_is_shared_and_the_breath_hold_may_be_recorded():
    # ruling DSA-11: 15 each, one level-4 chip each for seats 0 and 2: shared; they may hold their breath.
    state = turn_starts(diver=0, air=1, positions=(1, 0, 0), carried=[(0,), (), ()], round_=3,
                        scored=[(12, 3), (7, 8), (15,)], turned_back=(True, True, True), returned=(1, 2))
    tied = play(state, "roll 2")
    assert tied.phase is Phase.BREATH_HOLD and tied.to_act.seats == (0, 2)
    assert GAME.outcome(tied) is None
    assert [GAME.action_text(a) for a in GAME.legal_actions(tied)] == [
        "no breath hold", "held breath 1", "held breath 3"]
    with pytest.raises(IllegalAction) as refusal:
        play(tied, "held breath 2")  # seat 1 is not tied
    assert refusal.value.rule == "DSA-11"
    recorded = GAME.outcome(play(tied, "held breath 3"))
    assert recorded.shared and recorded.winners == (0, 2) and recorded.detail["breath_hold_winner"] == 2
    skipped = GAME.outcome(play(tied, "no breath hold"))
    assert skipped.shared and skipped.detail["breath_hold_winner"] is None
    assert skipped.detail["breath_hold"] == [0, 2]


def test_level_4_chips_inside_stacks_count_by_their_own_level():
    # ruling DSA-11: a stack (12, 1, 2) brought back holds one level-4 chip.
    state = turn_starts(diver=0, air=3, positions=(1, 0), carried=[((12, 1, 2),), ()], round_=3,
                        scored=[(), (15,)], turned_back=(True, False), returned=(1,))
    state = play(state, "roll 2", "no breath hold")
    outcome = GAME.outcome(state)
    assert outcome.scores == (15, 15) and outcome.detail["level_4_chips"] == [1, 1] and outcome.shared


def test_table_mode_values_unknown_until_revealed():
    # ruling C-2: at the table every chip is unknown; survivors' chips are revealed at cleanup.
    state = GAME.new_game(2, {"table": True})
    assert state.phase is Phase.ROLL and all(chip < 0 for unit in state.path for chip in unit)
    state = play(state, "roll 2", "pick up")  # seat 0 on space 2, a level-1 chip
    view = GAME.view(state, 0)
    assert view["divers"][0]["carrying"] == [[1]] and "scored" not in view
    state = play(state, "roll 3", "nothing", "turn back", "roll 6")  # seat 0 is back
    state = play(state, "roll 6", "pick up")
    answer = {Phase.DECLARE: "turn back", Phase.ROLL: "roll 2", Phase.TREASURE: "nothing"}
    while state.phase is not Phase.REVEAL:
        state = play(state, answer[state.phase])
    assert state.unrevealed == ((0, (-1,)), (1, (-2,)))
    assert GAME.legal_actions(state) == (Reveal(0), Reveal(1), Reveal(2), Reveal(3))
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, Reveal(9))  # seat 0 brought back no level-3 chip
    assert refusal.value.rule == "C-2"
    state = GAME.apply(state, Reveal(2))
    assert state.scored[0] == (2,) and state.round == 1 and state.phase is Phase.REVEAL
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, Reveal(2))  # seat 1's chip is level 2
    state = GAME.apply(state, Reveal(6))
    assert state.scored == ((2,), (6,)) and state.round == 2 and state.phase is Phase.ROLL
    assert len(chips_everywhere(state)) == 32
