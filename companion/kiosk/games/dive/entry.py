"""What the players choose on the Dive screens, as plain values the flow keeps.

The choices are derived from the engine's legal actions, so the kiosk can only
offer what the rules allow.
"""

from __future__ import annotations

import random

from companion.games.dive import GAME
from companion.games.dive.actions import Companion, CompanionUse, Mark, Program, Report, Surface
from companion.games.dive.cards import ChiefCard, Creature
from companion.games.dive.decks import CHIEF_DECK
from companion.games.dive.programs import companion_uses
from companion.games.dive.state import DiveState

SHARK_CHOICES = ("no shark", "shark")
CREATURES = tuple(Creature)
SURFACE = "nobody deeper"


def use_label(use: CompanionUse | None, names: list[str]) -> str:
    if use is None:
        return "no companion"
    match use.companion:
        case Companion.CLOWNFISH:
            return f"clownfish at level {use.level}"
        case Companion.DOLPHINS:
            return f"dolphins to {names[use.partner]}"
    return use.companion.title


def quick_uses(state: DiveState, seat: int) -> tuple[CompanionUse | None, ...]:
    """What a diver may announce with a program kept on the board (quick entry)."""
    return companion_uses(state, seat, None)


def shark_choices(state: DiveState) -> tuple[str, ...]:
    legal = GAME.legal_actions(state)
    return SHARK_CHOICES + ((SURFACE,) if Surface() in legal else ())


def report_choices(state: DiveState, seat: int) -> list[Report]:
    return [a for a in GAME.legal_actions(state) if isinstance(a, Report) and a.seat == seat]


def report_label(report: Report) -> str:
    match report.mark:
        case Mark.CORRECT:
            return f"correct, speed {report.speed}" if report.speed else "correct"
        case Mark.WRONG:
            return "wrong"
    return "no tokens here"


def demo_program(state: DiveState, seat: int, seed: int) -> Program:
    """In a simulated game shown on the kiosk, the default bot programs for the diver."""
    bot = next(iter(GAME.bots.values()))
    return bot(state, seat, random.Random(f"{seed}/{state.round}/{seat}"))


def chief_card_of(component: object) -> ChiefCard | None:
    """The Village Chief card a scanned tag stands for (the tag registry's component:
    ``speeds`` at levels 1-4 and its ``yellow_levels``), or None for any other tag."""
    speeds = getattr(component, "speeds", None)
    yellow_levels = getattr(component, "yellow_levels", None)
    if speeds is None or yellow_levels is None or len(speeds) != 4:
        return None
    return ChiefCard(tuple(speeds), tuple(n in yellow_levels for n in range(1, 5)))  # type: ignore[arg-type]


def chief_options(prefix: tuple[int, ...]) -> list:
    """Entering a physical Chief card level by level: the speeds the deck allows at the
    next level after ``prefix``, then (all four given) its yellow patterns (DV-9)."""
    matches = [card for card in CHIEF_DECK if card.speeds[:len(prefix)] == prefix]
    if len(prefix) < 4:
        return sorted({card.speeds[len(prefix)] for card in matches})
    return sorted({card.yellow for card in matches})


def yellow_label(yellow: tuple[bool, ...]) -> str:
    levels = [str(n + 1) for n, y in enumerate(yellow) if y]
    return "no yellow level" if not levels else f"level{'s' if len(levels) > 1 else ''} {', '.join(levels)} yellow"
