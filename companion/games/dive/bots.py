"""Bots for simulation: a diver who programs from what it sees in the Ocean stack.

In simulation (``table=False``) the state holds the cards still in the frame; the
bot "looks" at the top ones and misreads each card with a configurable error rate,
as a real diver squinting through transparent cards would. At the table it sees
nothing and guesses. Deterministic for a seeded Random.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from .actions import Companion, CompanionUse, Level, Program
from .cards import OCEAN_KINDS, Creature, OceanCard
from .state import ANGLER_LEVEL, DEEP_WATERS, LEVELS, MANTA_LIMIT, DiveState, Phase

Bot = Callable[[DiveState, int, random.Random], Any]

COMPANION_CHANCE = 0.3  # each round, the chance a bot plays its companion


def _sight(state: DiveState, rng: random.Random, error_rate: float) -> list[OceanCard]:
    """The cards of levels 1-6 as the bot believes them to be."""
    seen = []
    for level in range(ANGLER_LEVEL):
        actual = state.ocean[level] if level < len(state.ocean) else None
        if actual is None or rng.random() < error_rate:
            seen.append(OCEAN_KINDS[rng.randrange(len(OCEAN_KINDS))])  # a misread card
        else:
            seen.append(actual)
    return seen


def _worth(card: OceanCard, position: int) -> int:
    match card.creature:
        case Creature.RED_TURTLE:
            return 3
        case Creature.MANTA_RAY:
            return 2 if position < MANTA_LIMIT else 0
        case Creature.GREEN_TURTLE:
            return 1
    return 0


def _use(state: DiveState, seat: int, seen: list[OceanCard], depth: int, best_level: int,
         rng: random.Random) -> CompanionUse | None:
    companion = state.rules.companions[seat]
    if companion is None or state.companion_spent[seat] or rng.random() >= COMPANION_CHANCE:
        return None
    match companion:
        case Companion.CLOWNFISH:
            return CompanionUse(companion, level=best_level)
        case Companion.DOLPHINS:
            others = [s for s in range(state.rules.seats) if s != seat]
            return CompanionUse(companion, partner=others[rng.randrange(len(others))])
        case Companion.ANGLERFISH:
            return CompanionUse(companion, shark=seen[ANGLER_LEVEL - 1].shark) if depth == LEVELS else None
    return CompanionUse(companion)


def program_from_sight(state: DiveState, seat: int, rng: random.Random, error_rate: float) -> Program:
    seen = _sight(state, rng, error_rate)
    if state.rules.children:
        return Program(seat, tuple(Level((), card.shark) for card in seen[:LEVELS]))
    position = state.positions[seat]
    worth = [_worth(card, position) for card in seen[:LEVELS]]
    # In Deep Waters one mistake loses every level (DV-5): a shorter, surer dive.
    depth = 4 if position >= DEEP_WATERS and rng.random() < 0.5 else LEVELS
    order = sorted(range(depth), key=lambda level: (-worth[level], level))
    tokens = {level: (LEVELS - rank,) for rank, level in enumerate(order)}
    if depth < LEVELS:  # the spare token goes on the best creature level
        best = order[0]
        tokens[best] = tuple(sorted(tokens[best] + (1,)))
    levels = tuple(Level(tokens[level], seen[level].shark) for level in range(depth))
    return Program(seat, levels, _use(state, seat, seen, depth, order[0] + 1, rng))


def seer(error_rate: float) -> Bot:
    """A diver who misreads each card with probability ``error_rate``."""

    def bot(state: DiveState, seat: int, rng: random.Random) -> Any:
        if state.phase is Phase.PROGRAM:
            return program_from_sight(state, seat, rng, error_rate)
        return random_bot(state, seat, rng)

    bot.__name__ = f"seer_{error_rate}"
    return bot


def random_bot(state: DiveState, seat: int, rng: random.Random) -> Any:
    """Any legal action of this seat, uniformly (quick-entry reports at the table too)."""
    from .engine import GAME  # the engine module imports no bots

    legal = [a for a in GAME.legal_actions(state) if a.seat == seat] if state.phase is not Phase.PROGRAM \
        else None
    if legal is None:
        choices = GAME.legal_actions(state)
        while True:
            action = choices[rng.randrange(len(choices))]
            if action.seat == seat:
                return action
    return legal[rng.randrange(len(legal))]


BOTS: dict[str, Bot] = {
    "seer": seer(0.15),
    "sharp-eyed": seer(0.05),
    "short-sighted": seer(0.35),
    "random": random_bot,
}
