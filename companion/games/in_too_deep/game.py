"""In Too Deep behind the engine contract (``companion/games/contract.py``)."""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from companion.games.contract import ActionParseError, IllegalAction, Option, Outcome, RuleNote, SetupError, ToAct

from . import bots, rules, views, words
from .actions import Action, Deal, Reveal, Starter, action_text, parse_action_text
from .cards import BONUS, COMPANIES, DECK, UNSEEN, Company, Side
from .drawing import draw_pile
from .flow import DealNeeded, Decision, RevealNeeded, StarterNeeded, opening, pending
from .scoring import scores, winner
from .state import Game

SIDE_OPTIONS = {
    Company.OCEAN_CLEANING: "ocean_cleaning",
    Company.TREASURE_HUNTING: "treasure_hunting",
    Company.PEARL_DIVING: "pearl_diving",
    Company.RESEARCH: "research",
    Company.WILDLIFE_SPOTTING: "wildlife_spotting",
}


def _options() -> dict[str, Option]:
    options = {
        "table": Option("table", False, (False, True),
                        "at the table: hands stay unknown, played cards are entered (C-2)", "C-2"),
    }
    for company, name in SIDE_OPTIONS.items():
        options[name] = Option(name, "basic", ("basic", "advanced"),
                               f"side of the {company.title} company card", "ITD-1")
    return options


class InTooDeep:
    id = "in-too-deep"
    title = "In Too Deep"
    rules_version = "1"
    min_seats = 2
    max_seats = 5  # ITD-1
    options: Mapping[str, Option] = _options()
    bots = bots.BOTS

    # --- setup ------------------------------------------------------------------------

    def new_game(self, seats: int, options: Mapping[str, Any] | None = None) -> Game:
        options = dict(options or {})
        if not isinstance(seats, int) or not self.min_seats <= seats <= self.max_seats:
            raise SetupError("ITD-1", f"In Too Deep is for 2 to 5 players, not {seats}.")
        for name, value in options.items():
            option = self.options.get(name)
            if option is None:
                raise SetupError("ITD-1", f"Unknown option {name!r}; options: {', '.join(self.options)}.")
            if value not in option.choices or type(value) is not type(option.default):
                raise SetupError(option.ruling or "ITD-1",
                                 f"Option {name} cannot be {value!r}; choose one of {option.choices}.")
        chosen = {name: options.get(name, option.default) for name, option in self.options.items()}
        sides = tuple(Side(chosen[SIDE_OPTIONS[company]]) for company in COMPANIES)
        return opening(seats, bool(chosen["table"]), sides, DECK)

    # --- play -------------------------------------------------------------------------

    def to_act(self, state: Game) -> ToAct:
        match pending(state):
            case Decision(None):
                return ToAct()
            case Decision(seat):
                return ToAct(seats=(seat,))
        return ToAct(chance=True)

    def legal_actions(self, state: Game) -> Sequence[Action]:
        return rules.legal_actions(state)

    def apply(self, state: Game, action: Action) -> Game:
        try:
            return rules.apply(state, action)
        except rules.Refusal as refusal:
            raise IllegalAction(refusal.rule, refusal.message) from None

    def chance(self, state: Game, rng: random.Random) -> Action:
        """The pending outcome with the real odds: the draw pile is unordered, so
        a draw is a uniform pick of what is left (C-1)."""
        pile = draw_pile(state)
        match pending(state):
            case DealNeeded(_, count):
                drawn = rng.sample(pile, count)
                if state.table:  # only bonus shares are told apart at the table
                    bonus = sum(1 for item in drawn if item is BONUS)
                    return Deal((UNSEEN,) * (count - bonus) + (BONUS,) * bonus)
                return Deal(tuple(drawn))
            case RevealNeeded():
                item = pile[rng.randrange(len(pile))]
                if state.table and item is UNSEEN:
                    visible = state.visible()
                    unseen = [card for card in DECK if card not in visible]
                    item = unseen[rng.randrange(len(unseen))]
                return Reveal(item)
            case StarterNeeded():
                return Starter(rng.randrange(state.seats))
        raise ValueError("no chance outcome is pending")

    def outcome(self, state: Game) -> Outcome | None:
        if not self.to_act(state).terminal:
            return None
        best, decided = winner(state)
        return Outcome(
            winners=(best,),
            scores=scores(state),
            reason=f"end triggered by the {'deck running out twice' if state.end_trigger == 'deck' else 'two fundraisers in a row'}",
            detail={
                "end_trigger": state.end_trigger,
                "decided_by": decided,
                "hand_sizes": [len(hand) for hand in state.hands],
                "values": [state.value(company) for company in COMPANIES],
                "turns": state.turns_taken,
                "fundraisers": state.fundraisers,
            },
        )

    # --- seeing and saying ------------------------------------------------------------

    def view(self, state: Game, viewer: int | None = None) -> dict[str, Any]:
        return views.view(state, viewer)

    def dump(self, state: Game) -> dict[str, Any]:
        return views.dump(state)

    def action_text(self, action: Action) -> str:
        return action_text(action)

    def parse_action(self, text: str) -> Action:
        try:
            return parse_action_text(text)
        except ValueError as error:
            raise ActionParseError(f"{text!r} is not an In Too Deep action: {error}") from None

    def describe(self, state: Game, action: Action) -> str:
        return words.describe(state, action)

    def rule_at(self, state: Game) -> RuleNote:
        return words.rule_at(state)
