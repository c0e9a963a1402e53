"""Between rounds: scoring the survivors, sinking the drowned chips, the next starter.

Rulings DSA-8 (round end), DSA-9 (cleanup), DSA-10 (next starter) and C-2
(at the table the survivors' chips are revealed by ``Reveal`` actions before
they score). Runs once per round, so clarity beats speed here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from companion.games.contract import IllegalAction, ToAct

from . import turn
from .chips import BOX, Unit
from .outcome import leaders
from .state import CHANCE_TO_ACT, NOBODY_TO_ACT, Phase, Rules, State

ROUNDS = 3  # DSA-1
AIR = 25  # DSA-1
STACK = 3  # DSA-9


def sunk_stacks(positions: tuple[int, ...], carried: tuple[tuple[Unit, ...], ...],
                drowned: tuple[int, ...]) -> tuple[Unit, ...]:
    """DSA-9: the drowned divers' chips, nearest the submarine first, each diver's
    in pick-up order with stacks broken up, regrouped in threes across divers."""
    chips = [chip
             for seat in sorted(drowned, key=lambda seat: positions[seat])
             for unit in carried[seat]
             for chip in unit]
    return tuple(tuple(chips[i:i + STACK]) for i in range(0, len(chips), STACK))


def next_starter(rules: Rules, positions: tuple[int, ...], returned: tuple[int, ...],
                 starter: int) -> int:
    """DSA-10: the last diver back starts; if nobody came back, the deepest diver.

    With ``deepest_starts`` the deepest diver always starts (returned divers
    are at depth 0); if every diver is at depth 0 we fall back to the default."""
    deepest = max(range(len(positions)), key=lambda seat: positions[seat])
    if positions[deepest] > 0 and (rules.deepest_starts or not returned):
        return deepest
    if returned:
        return returned[-1]
    return starter  # nobody left the submarine (an empty path): keep the starter


def end_round(s: State, positions, carried, returned, path) -> State:
    seats = len(positions)
    out = tuple(seat for seat in range(seats) if seat not in returned)
    drowned = tuple(seat for seat in out if positions[seat] > 0)
    path = tuple(unit for unit in path if unit) + sunk_stacks(positions, carried, out)
    starter = next_starter(s.rules, positions, returned, s.starter)
    scored = s.scored
    unrevealed: tuple[tuple[int, tuple[int, ...]], ...] = ()
    for seat in sorted(returned):
        chips = tuple(chip for unit in carried[seat] for chip in unit)
        # At the table a chip's value is unseen until the players turn it over
        # (C-2), unless its tag was read at pick-up: that one scores now.
        known = tuple(chip for chip in chips if chip >= 0)
        hidden = tuple(chip for chip in chips if chip < 0)
        if known:
            scored = scored[:seat] + (scored[seat] + known,) + scored[seat + 1:]
        if hidden:
            unrevealed += ((seat, hidden),)
    history = s.drowned + (drowned,)
    if unrevealed:
        # Every diver is back on the submarine board; during the reveal
        # ``starter`` already holds the next round's starter.
        return State(s.rules, Phase.REVEAL, CHANCE_TO_ACT, s.round, s.air, -1, starter,
                     (0,) * seats, (False,) * seats, ((),) * seats, (), path, scored, 0, history,
                     unrevealed)
    return start_round(s.rules, s.round + 1, starter, seats, path, scored, history, s.air)


def start_round(rules: Rules, round_: int, starter: int, seats: int, path, scored, drowned,
                air: int) -> State:
    if round_ > ROUNDS:
        tied = leaders(scored)
        if len(tied) > 1:  # DSA-11: the tied divers are asked about holding their breath
            return State(rules, Phase.BREATH_HOLD, ToAct(seats=tied), ROUNDS, air, -1, starter,
                         (0,) * seats, (False,) * seats, ((),) * seats, (), path, scored, 0, drowned, ())
        return State(rules, Phase.OVER, NOBODY_TO_ACT, ROUNDS, air, -1, starter, (0,) * seats,
                     (False,) * seats, ((),) * seats, (), path, scored, 0, drowned, ())
    if not path:
        # Every chip has been brought back: there is nothing to dive for and no
        # way for air to run out, so the round is over at once (our reading;
        # the rules never meet an empty path).
        return start_round(rules, round_ + 1, starter, seats, path, scored, drowned + ((),), air)
    return turn.begin_turn(rules, round_, AIR, starter, starter, (0,) * seats, (False,) * seats,
                           ((),) * seats, (), path, scored, drowned, ())


def breath_hold(s: State, seat: int) -> State:
    """DSA-11: record who of the tied divers held their breath longest (-1: no contest)."""
    if s.phase is not Phase.BREATH_HOLD:
        raise IllegalAction("DSA-11", "holding your breath settles a tie at the very end only")
    if seat >= 0 and seat not in s.to_act.seats:
        raise IllegalAction("DSA-11", f"diver {seat + 1} is not among the tied divers")
    return replace(s, phase=Phase.OVER, to_act=NOBODY_TO_ACT, breath_hold=seat)


def revealed_counts(scored: tuple[tuple[int, ...], ...]) -> Counter[int]:
    return Counter(value for values in scored for value in values)


def known_counts(s: State) -> Counter[int]:
    """Every chip whose value the engine knows, by value: those scored and, at the
    table, those whose tag was read at pick-up (issue 7), wherever they lie now:
    in a diver's hands, put down, or sunk in a stack. No value is known more
    often than the box holds it (DSA-2)."""
    known = revealed_counts(s.scored)
    for units in (s.path, *s.carried):
        for unit in units:
            for chip in unit:
                if chip >= 0:
                    known[chip] += 1
    return known


def reveal(s: State, value: int) -> State:
    """C-2: one chip of the first survivor still to reveal (seat order) is turned over."""
    if s.phase is not Phase.REVEAL:
        raise IllegalAction("C-2", "chips are revealed at the end of a round, by the divers who got back")
    level = BOX.level_of.get(value)
    if level is None:
        raise IllegalAction("DSA-2", f"no treasure chip has the value {value}")
    seat, chips = s.unrevealed[0]
    if -level not in chips:
        raise IllegalAction("C-2", f"diver {seat + 1} brought back no unrevealed level-{level} chip")
    if known_counts(s)[value] >= BOX.copies(value):
        raise IllegalAction("DSA-2", f"every chip worth {value} has already been revealed")
    at = chips.index(-level)
    chips = chips[:at] + chips[at + 1:]
    scored = s.scored[:seat] + (s.scored[seat] + (value,),) + s.scored[seat + 1:]
    unrevealed = (((seat, chips),) if chips else ()) + s.unrevealed[1:]
    if unrevealed:
        return replace(s, scored=scored, unrevealed=unrevealed)
    return start_round(s.rules, s.round + 1, s.starter, s.seats, s.path, scored, s.drowned, s.air)
