"""One diver's turn: breathe, declare, roll and move, treasure action (ruling DSA-3).

These functions are the hot path of every simulation, so they build each new
``State`` directly, positionally, once per action; legality checks come first
so that a refused action changes nothing (C-3). The turn ends in
:func:`end_turn`, which hands over to the next diver or to the round's cleanup.
"""

from __future__ import annotations

from companion.games.contract import IllegalAction

from . import cleanup
from .chips import BOX
from .state import CHANCE_TO_ACT, SEAT_TO_ACT, Phase, Rules, State

DECLARE, ROLL, TREASURE = Phase.DECLARE, Phase.ROLL, Phase.TREASURE


def may_turn_back(rules: Rules, position: int, turned_back: bool, load: int) -> bool:
    """DSA-5: once per round, before the roll; by default only with something carried.

    A diver still in the submarine has not set out, so there is nothing to turn
    back from (our reading; it only matters with ``turn_back_empty``)."""
    return not turned_back and position > 0 and (load > 0 or rules.turn_back_empty)


def may_put_down_here(rules: Rules, turned_back: bool, load: int) -> bool:
    """DSA-7: on a blank, with something carried; by default never the last unit after turning back."""
    return load > 0 and (load > 1 or not turned_back or rules.drop_last_after_turn)


def why_no_declaring(s: State) -> str:
    if s.phase is not ROLL or s.diver < 0:
        return "turning back is declared at the start of a turn, before the roll"
    seat = s.diver
    if s.turned_back[seat]:
        return "you have already turned back this round"
    if s.positions[seat] == 0:
        return "you are still in the submarine"
    return "you may turn back only while carrying treasure"


def begin_turn(rules, round_, air, seat, starter, positions, turned_back, carried, returned,
               path, scored, drowned, unrevealed) -> State:
    """Breathe (DSA-3), then ask about turning back only if the diver may (DSA-5)."""
    load = len(carried[seat])  # a stack is one unit (DSA-9)
    air -= load
    if air < 0:
        air = 0  # shown as 0, never negative (DSA-4)
    if may_turn_back(rules, positions[seat], turned_back[seat], load):
        return State(rules, DECLARE, SEAT_TO_ACT[seat], round_, air, seat, starter, positions,
                     turned_back, carried, returned, path, scored, 0, drowned, unrevealed)
    return State(rules, ROLL, CHANCE_TO_ACT, round_, air, seat, starter, positions, turned_back,
                 carried, returned, path, scored, 0, drowned, unrevealed)


def end_turn(s: State, positions, carried, returned, path) -> State:
    """DSA-8: the round ends when air is out after this turn or every diver is back."""
    seats = len(positions)
    if s.air == 0 or len(returned) == seats:
        return cleanup.end_round(s, positions, carried, returned, path)
    seat = s.diver + 1
    if seat == seats:
        seat = 0
    while seat in returned:  # a diver back in the submarine takes no turn (DSA-3)
        seat += 1
        if seat == seats:
            seat = 0
    return begin_turn(s.rules, s.round, s.air, seat, s.starter, positions, s.turned_back, carried,
                      returned, path, s.scored, s.drowned, s.unrevealed)


def declare(s: State, turn_back: bool) -> State:
    if s.phase is not DECLARE:
        raise IllegalAction("DSA-5", why_no_declaring(s))
    turned_back = s.turned_back
    if turn_back:
        seat = s.diver
        turned_back = turned_back[:seat] + (True,) + turned_back[seat + 1:]
    return State(s.rules, ROLL, CHANCE_TO_ACT, s.round, s.air, s.diver, s.starter, s.positions,
                 turned_back, s.carried, s.returned, s.path, s.scored, 0, s.drowned, s.unrevealed)


def destination(positions: tuple[int, ...], seat: int, going_up: bool, distance: int,
                path_length: int) -> int:
    """Where a diver ends after moving ``distance`` free spaces (DSA-6); 0 is the submarine.

    Spaces held by other divers are jumped and not counted. Going down, a diver
    short of free spaces stops on the deepest free one (or stays). Going up,
    reaching the submarine ends the move whatever distance is left."""
    here = positions[seat]
    if distance <= 0:
        return here
    if going_up:
        while True:
            here -= 1
            if here <= 0:
                return 0
            if here not in positions:  # the diver's own old space is above them, never counted twice
                distance -= 1
                if distance == 0:
                    return here
    stop = here
    space = here + 1
    while space <= path_length:
        if space not in positions:
            stop = space
            distance -= 1
            if distance == 0:
                break
        space += 1
    return stop


def roll(s: State, total: int) -> State:
    if s.phase is not ROLL:
        raise IllegalAction("DSA-6", "the dice are rolled after breathing and declaring")
    if not 2 <= total <= 6:
        raise IllegalAction("DSA-6", "two dice of 1 to 3 total 2 to 6")
    seat = s.diver
    positions = s.positions
    load = len(s.carried[seat])
    going_up = s.turned_back[seat]
    here = destination(positions, seat, going_up, total - load, len(s.path))
    positions = positions[:seat] + (here,) + positions[seat + 1:]
    if here == 0:
        if going_up:  # back in the submarine: this diver's round is over (DSA-6)
            return end_turn(s, positions, s.carried, s.returned + (seat,), s.path)
        # Still in the submarine with no free space below: nothing to do here.
        return end_turn(s, positions, s.carried, s.returned, s.path)
    if s.path[here - 1] or load:
        # A treasure action to choose, or at least one to be refused with its
        # reason (the last unit after turning back, DSA-7).
        return State(s.rules, TREASURE, SEAT_TO_ACT[seat], s.round, s.air, seat, s.starter, positions,
                     s.turned_back, s.carried, s.returned, s.path, s.scored, total, s.drowned,
                     s.unrevealed)
    # On a blank, empty-handed: "nothing" is the only action, so the turn passes.
    return end_turn(s, positions, s.carried, s.returned, s.path)


def take_nothing(s: State) -> State:
    if s.phase is not TREASURE:
        raise IllegalAction("DSA-7", "the treasure action comes after moving")
    return end_turn(s, s.positions, s.carried, s.returned, s.path)


def pick_up(s: State) -> State:
    if s.phase is not TREASURE:
        raise IllegalAction("DSA-7", "the treasure action comes after moving")
    seat = s.diver
    index = s.positions[seat] - 1
    path = s.path
    unit = path[index]
    if not unit:
        raise IllegalAction("DSA-7", "this space is a blank: there is nothing to pick up")
    carried = s.carried
    carried = carried[:seat] + (carried[seat] + (unit,),) + carried[seat + 1:]
    return end_turn(s, s.positions, carried, s.returned, path[:index] + ((),) + path[index + 1:])


def pick_up_chip(s: State, value: int) -> State:
    """DSA-7 with the chip's tag read (issue 7): the diver takes the one unseen
    chip here and the engine learns its value; the table still sees only its level (C-2)."""
    if s.phase is not TREASURE:
        raise IllegalAction("DSA-7", "the treasure action comes after moving")
    index = s.positions[s.diver] - 1
    unit = s.path[index]
    if not unit:
        raise IllegalAction("DSA-7", "this space is a blank: there is nothing to pick up")
    if len(unit) > 1:
        raise IllegalAction("DSA-9", "a stack is picked up as one unit; its chips are read at the reveal")
    if unit[0] >= 0:
        raise IllegalAction("C-2", "this chip's value is already known: just pick it up")
    level = BOX.level_of.get(value)
    if level is None:
        raise IllegalAction("DSA-2", f"no treasure chip has the value {value}")
    if level != -unit[0]:
        raise IllegalAction("DSA-2", f"that is a level-{level} chip, but the chip on space {index + 1} "
                            f"is level {-unit[0]}")
    if cleanup.known_counts(s)[value] >= BOX.copies(value):
        raise IllegalAction("DSA-2", f"every chip worth {value} has already been taken")
    carried = s.carried
    seat = s.diver
    carried = carried[:seat] + (carried[seat] + ((value,),),) + carried[seat + 1:]
    return end_turn(s, s.positions, carried, s.returned, s.path[:index] + ((),) + s.path[index + 1:])


def put_down(s: State, unit_index: int) -> State:
    if s.phase is not TREASURE:
        raise IllegalAction("DSA-7", "the treasure action comes after moving")
    seat = s.diver
    index = s.positions[seat] - 1
    path = s.path
    if path[index]:
        raise IllegalAction("DSA-7", "a unit can be put down only on a blank space")
    hands = s.carried[seat]
    if not 0 <= unit_index < len(hands):
        raise IllegalAction("DSA-7", f"you carry {len(hands)} unit(s); there is no unit {unit_index + 1}")
    if not may_put_down_here(s.rules, s.turned_back[seat], len(hands)):
        raise IllegalAction("DSA-7", "after turning back you may not put down your last unit")
    unit = hands[unit_index]
    hands = hands[:unit_index] + hands[unit_index + 1:]
    carried = s.carried[:seat] + (hands,) + s.carried[seat + 1:]
    return end_turn(s, s.positions, carried, s.returned, path[:index] + (unit,) + path[index + 1:])
