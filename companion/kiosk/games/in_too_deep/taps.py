"""In Too Deep cards tapped on the card reader (issue 7): a card tapped when it
is played is entered, number and company, in place of the number grid.

What the tap stands for depends on the step: the card turned up (a reveal),
the card taken from the row (the draft), the depth card of an expansion on the
company under the cursor, or the share side of a buy. A tap that contradicts
the game is refused with one line and changes nothing (C-3).
"""

from __future__ import annotations

from companion.games.in_too_deep.cards import Card, Company
from companion.tags.components import DepthShareCard
from companion.tags.learning import GAME_TITLES


def card_of(registry, uid: str) -> tuple[Card | None, str | None]:
    """The engine's card a tag stands for, or None and why it is refused."""
    component = registry.component(uid) if registry is not None else None
    if component is None:
        return None, "That tag is not in the tag file: it is not a card of this box (C-3)."
    if not isinstance(component, DepthShareCard):
        return None, (f"That is {component.describe()} from {GAME_TITLES[component.game]}, "
                      "not an In Too Deep card (C-3).")
    return Card(component.number, Company.from_letter(component.company.value)), None


def already_on_table(card: Card, face_up: frozenset[int]) -> str | None:
    """A card face up on the table cannot be played again (ITD-2: each number is one card)."""
    if card.number in face_up:
        return f"Card {card.text} is already on the table: tap the card being played (ITD-2)."
    return None
