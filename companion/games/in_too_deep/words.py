"""Sentences for players: what an action did (``describe``) and the rule that applies now (``rule_at``)."""

from __future__ import annotations

from companion.games.contract import RuleNote

from .actions import (Action, Buy, BuyFrom, Clean, Deal, Draw, Expand, ExtraDepth, Pass, Pay, ResearchBuy,
                      Restack, Reveal, Shift, Starter, Take)
from .cards import BONUS, Company, Side
from .flow import DealNeeded, RevealNeeded, StarterNeeded, pending
from .state import Ability, Draft, Game, GameOver, Paying, Turn


def holder_name(state: Game, holder: int) -> str:
    return "The dummy" if holder == state.dummy else f"Seat {holder + 1}"


def describe(state: Game, action: Action) -> str:
    """What ``action`` does in ``state`` (the state before it)."""
    who = holder_name(state, state.turn)
    match action:
        case Deal(items):
            need = pending(state)
            seat = need.seat if isinstance(need, DealNeeded) else state.turn
            bonus = sum(1 for item in items if item is BONUS)
            extra = f", {bonus} of them a bonus share" if bonus else ""
            return f"{holder_name(state, seat)} draws {len(items)} card(s){extra}."
        case Reveal(item):
            if item is BONUS:
                return "A bonus share turns up; it waits until this one is done."
            place = "for the dummy's bonus share" if state.procedure else "face up"
            return f"{item.text} is turned up {place}."
        case Starter(seat):
            return f"Seat {seat + 1} holds the lowest card and starts."
        case Take(card):
            return f"{who} takes {card.text} as {card.company.a_share}."
        case Buy(card):
            return f"{who} buys {card.company.a_share} for {state.shares_in(card.company)} card(s)."
        case Expand(company, card):
            return f"{who} takes {company.title} to depth {card.number}."
        case Draw():
            return f"{who} draws a card."
        case Pay(card):
            return f"{holder_name(state, state.step.payer)} pays with {card.text}."
        case Pass():
            return f"{who} does not use the ability."
        case Clean(company, card):
            return f"{who} cleans depth {card.number} out of {company.title}."
        case Shift(source, target, card):
            return f"{who} moves depth {card.number} from {source.title} to {target.title}."
        case Restack(company, card):
            return f"{who} moves depth {card.number} to the top of {company.title}."
        case ResearchBuy(card):
            return f"{who} buys {card.company.a_share} at a discount."
        case BuyFrom(seller, company):
            return f"{who} buys {company.a_share} from {holder_name(state, seller).lower()}."
        case ExtraDepth(company, card):
            return f"{who} plays depth {card.number} on {company.title}, ignoring the height rule."
    return "Something happens."


ABILITY_TEXT = {
    (Company.OCEAN_CLEANING, Side.BASIC): "Discard two more cards to discard any depth card of a company.",
    (Company.OCEAN_CLEANING, Side.ADVANCED): "Discard one card to remove a company's most recent depth card "
                                             "or move it onto a company where it fits.",
    (Company.RESEARCH, Side.BASIC): "Buy a share from your hand two cards cheaper (never below 0).",
    (Company.RESEARCH, Side.ADVANCED): "Buy a share out of another portfolio; the price (at least 2) goes "
                                       "to the seller, or to the discard pile for the dummy.",
    (Company.WILDLIFE_SPOTTING, Side.BASIC): "Discard one card to move one of a company's three most recent "
                                             "depth cards to its top, or onto a company where it fits.",
    (Company.WILDLIFE_SPOTTING, Side.ADVANCED): "Play another depth card anywhere; below the top it costs one "
                                                "card per higher depth card there.",
}


def rule_at(state: Game) -> RuleNote:
    match pending(state):
        case DealNeeded(seat, count):
            if state.procedure is not None:
                return RuleNote("ITD-10", "The player who drew the bonus share draws a replacement.")
            if state.depletions >= 2:
                return RuleNote("ITD-7", f"The deck ran out twice: seat {seat + 1}'s {count} card(s) come "
                                         "from the discard pile.")
            return RuleNote("ITD-5", f"Seat {seat + 1} draws {count} card(s): one per share on a dividend, "
                                     "two in a fundraiser (ITD-6), one for a draw.")
        case RevealNeeded():
            if state.procedure is not None:
                return RuleNote("ITD-10", "Bonus share: four cards are turned up; the dummy gets the share it "
                                          "owns most of, and the lowest fitting card goes on that company.")
            if state.two_player:
                return RuleNote("ITD-10", "Six cards are turned up as the dummy's first shares.")
            return RuleNote("ITD-3", "Two cards per player are turned up for the starting draft.")
        case StarterNeeded():
            return RuleNote("ITD-3", "The player with the lowest card starts; the others get 1, 2, ... "
                                     "extra cards clockwise.")
    match state.step:
        case Draft():
            return RuleNote("ITD-3", "Clockwise from the starter, take one face-up card as a share, twice round.")
        case Turn():
            if state.in_final_turns:
                return RuleNote("ITD-8", "Final turn: buy, expand or draw; no dividends and no abilities.")
            return RuleNote("ITD-4", "Buy a share (pay one card per share owned by all), expand a company "
                                     "with a higher depth card (a new decade pays a dividend, ITD-5), or draw "
                                     "(everyone drawing in a row holds a fundraiser, ITD-6).")
        case Ability(company):
            return RuleNote("ITD-9", f"{company.title}: {ABILITY_TEXT[company, state.side(company)]} "
                                     "Optional; never a second dividend.")
        case Paying(remaining=remaining):
            return RuleNote("ITD-4", f"Choose {remaining} more card(s) to pay with.")
        case GameOver():
            return RuleNote("ITD-8", "Score: shares times company value (depth cards). Ties: most cards in "
                                     "hand, then furthest clockwise from the starter.")
    return RuleNote("ITD-8", "Play on.")

