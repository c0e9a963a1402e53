"""What the players must do now that an action went through: who draws how many
cards, discards, the deck's passes, the end, the dummy's bonus shares.

The engine keeps the counts; these sentences tell the table what to do with
the real cards. Worked out from the states before and after the action.
"""

from __future__ import annotations

from companion.games.in_too_deep.actions import (Buy, BuyFrom, Clean, Deal, Draw, Expand, ExtraDepth,
                                                 Restack, ResearchBuy, Reveal, Shift, Starter, Take)
from companion.games.in_too_deep.cards import BONUS
from companion.games.in_too_deep.dummy import played_depth
from companion.games.in_too_deep.flow import dividend
from companion.games.in_too_deep.state import Draft, Game, GameOver, Turn
from companion.kiosk import theme as th


def name(state: Game, holder: int) -> str:
    return "the dummy" if holder == state.dummy else th.SEATS[holder].name


def draws_text(owed: list[tuple[int, int]], state: Game) -> str:
    return " · ".join(f"{name(state, seat)} {count}" for seat, count in owed)


def drawn_now(before: Game, action, after: Game) -> dict[int, int]:
    """Cards each seat must draw because of this action (dividend, draw, fundraiser), for the badges."""
    counts: dict[int, int] = {}
    match action:
        case Expand(company, card) if not before.in_final_turns:
            top = before.top(company)
            if top is None or top.decade != card.decade:
                for seat, count in dividend(before, company, before.turn):
                    counts[seat] = counts.get(seat, 0) + count
        case Draw():
            counts[before.turn] = 1
            if after.fundraisers > before.fundraisers:
                for seat in range(before.seats):
                    counts[seat] = counts.get(seat, 0) + 2
    return counts


def notices(before: Game, action, after: Game) -> list[str]:
    lines: list[str] = []
    seat = before.turn
    who = name(before, seat)
    match action:
        case Starter(starter):
            extras = [((starter + k) % before.seats, k) for k in range(1, before.seats)]
            lines.append(f"{name(before, starter)} starts. Deal extra cards: {draws_text(extras, before)}.")
            if before.two_player:
                lines.append("Turn up six cards for the dummy's portfolio and enter them (ITD-10).")
            else:
                lines.append(f"Turn up {2 * before.seats} cards for the starting draft and enter them (ITD-3).")
        case Take(card):
            lines.append(f"{who} takes {card.text} as {card.company.a_share}.")
        case Buy(card):
            price = before.shares_in(card.company)
            lines.append(f"{who} buys {card.company.a_share}: discard {price} card(s).")
        case Expand(company, card):
            top = before.top(company)
            if before.in_final_turns:
                lines.append(f"{who} takes {company.title} to {card.number}. Final turn: no dividend, no ability.")
            elif top is None or top.decade != card.decade:
                owed = [entry for entry in dividend(before, company, seat)]
                lines.append(f"Dividend in {company.title}! Draw now: {draws_text(owed, before)}." if owed
                             else f"New decade in {company.title}, but nobody holds its shares: no cards.")
            else:
                lines.append(f"{company.title} stays in the {card.decade * 10}s: no dividend.")
        case Draw():
            if after.fundraisers > before.fundraisers:
                lines.append(f"{who} draws 1. Everyone drew: EMERGENCY FUNDRAISER, everyone draws 2 (ITD-6).")
            else:
                lines.append(f"{who} draws 1 card. Draws in a row: {after.draws_in_a_row} of {before.seats}.")
        case BuyFrom(seller, company):
            paid = len(before.hands[seat]) - len(after.hands[seat])
            payee = "the discard pile" if seller == before.dummy else name(before, seller)
            lines.append(f"{who} buys {company.a_share} from {name(before, seller)}: "
                         f"{paid} card(s) to {payee}.")
        case ResearchBuy(card):
            paid = len(before.hands[seat]) - len(after.hands[seat]) - 1
            lines.append(f"{who} buys {card.company.a_share} at a discount: discard {paid} card(s).")
        case ExtraDepth(company, card):
            paid = len(before.hands[seat]) - len(after.hands[seat]) - 1
            lines.append(f"{who} plays {card.number} on {company.title}: discard {paid} card(s), no dividend.")
        case Deal(items) if BONUS in items:
            lines.append("BONUS SHARE! 1. Discard it. 2. The player draws a replacement. "
                         "3. Turn up four cards and enter them.")
        case Reveal(item) if item is BONUS:
            lines.append("Another bonus share: set it aside; it is dealt with after this one (ITD-10).")
    if before.procedure is not None and after.procedure is None and after.dummy is not None:
        share = after.portfolios[after.dummy][-1]
        depth = played_depth(before, after)
        placed = f" {depth.number} goes on {share.company.title}." if depth else " No card fits that company."
        lines.append(f"The dummy takes {share.text} ({share.company.title}).{placed} Discard the rest.")
    if isinstance(before.step, Draft) is False and isinstance(after.step, Draft) and after.step.picks_left:
        lines.append(f"Draft: clockwise from {name(after, after.turn)}, take one face-up card each, twice round.")
    if before.bonus_in_box and not after.bonus_in_box:
        lines.append("Shuffle the five bonus shares into the deck (ITD-10).")
    if after.depletions > before.depletions:
        lines.append("The deck ran out: shuffle the discard pile into a new deck (pass 2 of 2)."
                     if after.depletions == 1 else
                     "The deck ran out again: owed cards now come from the discard pile (ITD-7).")
    if after.end_trigger is not None and before.end_trigger is None:
        reason = "the deck ran out twice" if after.end_trigger == "deck" else "two fundraisers in a row"
        lines.append(f"THE END IS TRIGGERED ({reason}): after this turn everyone has one final turn, "
                     f"{who} last.")
    if isinstance(after.step, GameOver) and not isinstance(before.step, GameOver):
        lines.append("Game over: the scores are in.")
    elif isinstance(after.step, Turn) and after.in_final_turns and after.final_turns != before.final_turns:
        lines.append(f"Final turn for {name(after, after.turn)}: no dividends, no abilities (ITD-8).")
    return lines


def ability_label(state: Game, action) -> str:
    """A row of the ability menu, in the players' words."""
    match action:
        case Clean(company, card):
            return f"Remove depth {card.number} from {company.title}"
        case Shift(source, target, card):
            return f"Move depth {card.number} from {source.title} onto {target.title}"
        case Restack(company, card):
            return f"Move depth {card.number} to the top of {company.title}"
        case BuyFrom(seller, company):
            price = max(2, state.shares_in(company))
            return f"Buy {company.a_share} from {name(state, seller)} for {price} card(s)"
        case ResearchBuy(card):
            return f"Buy {card.company.a_share} for {max(0, state.shares_in(card.company) - 2)} card(s)"
    return str(action)
