"""What each viewer may see (C-2), and the whole state as data (``dump``)."""

from __future__ import annotations

from typing import Any

from .cards import BONUS, COMPANIES, Item
from .drawing import draw_pile
from .flow import DealNeeded, Decision, RevealNeeded, StarterNeeded, pending
from .scoring import scores, share_value
from .state import Game


def _texts(items: tuple[Item, ...]) -> list[str]:
    return [item.text for item in items]


def _pending(state: Game) -> dict[str, Any]:
    match pending(state):
        case DealNeeded(seat, count):
            return {"kind": "deal", "seat": seat, "count": count}
        case RevealNeeded():
            return {"kind": "reveal", "for": "bonus share" if state.procedure else "layout"}
        case StarterNeeded():
            return {"kind": "starter"}
        case Decision(None):
            return {"kind": "over"}
        case Decision(seat):
            return {"kind": type(state.step).__name__.lower(), "seat": seat}
    return {}


def company_table(state: Game) -> list[dict[str, Any]]:
    """The live company table: depth cards, value, shares per holder, price (issue 6)."""
    table = []
    for company in COMPANIES:
        depth = state.companies[company]
        table.append({
            "company": company.title,
            "letter": company.letter,
            "side": state.side(company).value,
            "depth": [card.number for card in depth],
            "value": state.value(company),
            "share_value": share_value(state, company),
            "price": state.shares_in(company),
            "shares": [state.shares(holder, company) for holder in range(len(state.portfolios))],
        })
    return table


def view(state: Game, viewer: int | None = None) -> dict[str, Any]:
    public: dict[str, Any] = {
        "game": "in-too-deep",
        "seats": state.seats,
        "table": state.table,
        "starter": state.starter,
        "turn": state.turn,
        "pending": _pending(state),
        "companies": company_table(state),
        "hand_sizes": [len(hand) for hand in state.hands],
        "deck": len(state.deck),
        "discard": len(state.discard),
        "deck_pass": min(state.depletions + 1, 2),
        "depletions": state.depletions,
        "draw_pile": len(draw_pile(state)),
        "end_trigger": state.end_trigger,
        "final_turns_left": state.final_turns,
        "draws_in_a_row": state.draws_in_a_row,
        "fundraisers": state.fundraisers,
        "row": _texts(state.row),
        "projected_scores": list(scores(state)),
        "portfolios": [_texts(portfolio) for portfolio in state.portfolios],
    }
    if state.two_player:
        public["dummy"] = {
            "shares": [state.shares(2, company) for company in COMPANIES],
            "bonus_in_deck": state.deck.count(BONUS),
            "set_aside": len(state.set_aside),
            "revealed": _texts(state.procedure.revealed) if state.procedure else [],
        }
    if viewer is not None and not state.table and 0 <= viewer < state.seats:
        public["hand"] = _texts(state.hands[viewer])  # a seat sees its own hand in simulation
    return public


def dump(state: Game) -> dict[str, Any]:
    whole = view(state)
    whole.update({
        "sides": [side.value for side in state.sides],
        "hands": [_texts(hand) for hand in state.hands],
        "deck_items": sorted(_texts(state.deck)),
        "discard_items": sorted(_texts(state.discard)),
        "depth_cards": [_texts(depth) for depth in state.companies],
        "step": repr(state.step),
        "owed": [list(entry) for entry in state.owed],
        "set_aside_by": list(state.set_aside),
        "procedure": repr(state.procedure),
        "fundraiser_last": state.fundraiser_last,
        "turns_taken": state.turns_taken,
    })
    return whole
