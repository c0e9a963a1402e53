"""The In Too Deep table flow: what each press does at each step.

The step comes from the engine (``view()["pending"]``): the starting player,
cards turned face up, bonus shares among drawn cards (two players), the
draft, a turn, an ability, the end. Within a turn the screen keeps a cursor
on a company (UP/DOWN) and on an action (LEFT/RIGHT: expand, buy, draw);
OK does it. A buy is company + OK (the kiosk shows the price); an expansion
opens the number grid at the lowest card that fits.
"""

from __future__ import annotations

from enum import Enum

import pygame

from companion.games.in_too_deep.actions import (Buy, Deal, Draw, Expand, ExtraDepth, Pass, ResearchBuy,
                                                 Reveal, Starter, Take)
from companion.games.in_too_deep.cards import BONUS, COMPANIES, Card, Share
from companion.kiosk.gestures import Gesture
from companion.kiosk.table import TableScene
from hal.events import Button, TagGone, TagSeen

from . import screens, taps
from .notices import ability_label, drawn_now, notices
from .picker import CardPicker


class Step(Enum):
    STARTER = "starter"
    REVEAL = "reveal"
    BONUS_COUNT = "deal"
    DRAFT = "draft"
    TURN = "turn"
    EXPAND_NUMBER = "expand number"
    ABILITY = "ability"
    ABILITY_NUMBER = "ability number"
    OVER = "over"


ACTIONS = ("Expand", "Buy", "Draw")


class InTooDeepTable(TableScene):
    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.company = 0  # the company under the cursor
        self.action = 0  # index into ACTIONS
        self.choice = 0  # seat, row card, bonus count or ability row
        self.picker: CardPicker | None = None
        self.ability_company = None  # Wildlife advanced: the company the extra card goes on
        self.notes: list[str] = []
        self.drawn: dict[int, int] = {}  # seat -> cards to draw after the last action (badges)
        self.step = Step.TURN
        self._turns_seen = -1
        self.changed()

    # --- the step, from the engine ------------------------------------------------------

    @property
    def state(self):
        return self.session.state

    @property
    def view(self):
        return self.session.view()

    def changed(self) -> None:
        kind = self.view["pending"]["kind"]
        self.step = {"starter": Step.STARTER, "reveal": Step.REVEAL, "deal": Step.BONUS_COUNT,
                     "draft": Step.DRAFT, "turn": Step.TURN, "ability": Step.ABILITY,
                     "over": Step.OVER}.get(kind, Step.TURN)
        self.choice = 0
        self.picker = None
        if self.step is Step.TURN and self.state.turns_taken != self._turns_seen:
            self.action = 0  # each turn starts on Expand: a draw is LEFT OK, a buy RIGHT OK
            self._turns_seen = self.state.turns_taken
        if self.step is Step.REVEAL:
            self.picker = self._reveal_picker()
        elif self.step is Step.STARTER:
            self.choice = 0

    def _face_up(self) -> frozenset[int]:
        return frozenset(card.number for card in self.state.visible() if isinstance(card, Card))

    def _reveal_picker(self) -> CardPicker:
        legal = self.session.legal_actions()
        procedure = self.state.procedure
        if procedure is not None:
            title = f"Bonus share, step 3: turn up card {len(procedure.revealed) + 1} of 4 and enter it"
        else:
            title = f"Turn up a card and enter it ({len(self.state.row) + 1} of {self.state.step.count})"
        unseen = sorted(number for number in range(100) if number not in self._face_up())
        picker = CardPicker(title, number=unseen[0] if unseen else 0, face_up=self._face_up(),
                            allow_bonus=Reveal(BONUS) in legal,
                            hint="UP/DOWN a decade · LEFT/RIGHT one · OK enters · hold BACK to undo")
        # only bonus shares left to turn up (ITD-10): start on them
        picker.bonus_chosen = legal == [Reveal(BONUS)]
        return picker

    def _expand_picker(self, company, title: str) -> CardPicker:
        top = self.state.top(company)
        face_up = self._face_up()
        start = next((n for n in range((top.number + 1) if top else 0, 100) if n not in face_up), 0)
        return CardPicker(title, number=start, face_up=face_up,
                          hint="UP/DOWN a decade · LEFT/RIGHT one · OK plays it · BACK returns")

    # --- acting ---------------------------------------------------------------------------

    def play(self, action) -> bool:
        before = self.state
        if not self.act(action):
            return False
        self.notes = notices(before, action, self.state)
        self.drawn = drawn_now(before, action, self.state)
        return True

    def deals(self) -> list[Deal]:
        return [action for action in self.session.legal_actions() if isinstance(action, Deal)]

    def ability_options(self) -> list[tuple[str, object]]:
        """(label, action) rows; Wildlife advanced rows carry the company and open the number grid."""
        rows: list[tuple[str, object]] = [("Pass: do not use the ability", Pass())]
        extra_companies = []
        for action in self.session.legal_actions():
            match action:
                case Pass():
                    continue
                case ResearchBuy(card) if not isinstance(card, Share):
                    continue  # at the table a share is entered by its company alone
                case ExtraDepth(company, _):
                    if company not in extra_companies:
                        extra_companies.append(company)
                case _:
                    rows.append((ability_label(self.state, action), action))
        rows.extend((f"Play another depth card on {company.title}", company) for company in extra_companies)
        return rows

    # --- input ----------------------------------------------------------------------------

    def handle_turn(self, gesture: Gesture) -> bool:
        if gesture.held:
            return False
        button = gesture.button
        match self.step:
            case Step.OVER:
                if button in (Button.OK, Button.BACK):
                    self.app.pop_to_home()
                return True
            case Step.STARTER:
                return self._choose(button, self.state.seats, lambda seat: self.play(Starter(seat)))
            case Step.BONUS_COUNT:
                deals = self.deals()
                return self._choose(button, len(deals), lambda index: self.play(deals[index]))
            case Step.DRAFT:
                row = list(dict.fromkeys(self.state.row))
                return self._choose(button, len(row), lambda index: self.play(Take(row[index])))
            case Step.ABILITY:
                options = self.ability_options()
                return self._choose(button, len(options), lambda index: self._ability(options[index][1]))
            case Step.REVEAL:
                return self._pick(button, self._reveal)
            case Step.EXPAND_NUMBER:
                return self._pick(button, lambda card: self.play(Expand(COMPANIES[self.company], card)))
            case Step.ABILITY_NUMBER:
                return self._pick(button, lambda card: self.play(ExtraDepth(self.ability_company, card)))
            case Step.TURN:
                return self._turn(button)
        return False

    def _choose(self, button: Button, count: int, chosen) -> bool:
        match button:
            case Button.LEFT | Button.UP:
                self.choice = (self.choice - 1) % max(count, 1)
            case Button.RIGHT | Button.DOWN:
                self.choice = (self.choice + 1) % max(count, 1)
            case Button.OK if count:
                chosen(self.choice)
            case _:
                return False
        return True

    def _pick(self, button: Button, chosen) -> bool:
        picker = self.picker
        if button is Button.BACK and self.step in (Step.EXPAND_NUMBER, Step.ABILITY_NUMBER):
            self.step = Step.TURN if self.step is Step.EXPAND_NUMBER else Step.ABILITY
            self.picker = None
            self.refusal = None
            return True
        if button is Button.OK:
            chosen(BONUS if picker.bonus_chosen else picker.card)
            return True
        return picker.move(button)

    def _reveal(self, item) -> None:
        self.play(Reveal(item))

    def _ability(self, option) -> None:
        if option in COMPANIES:  # Wildlife advanced: which card goes there
            self.ability_company = option
            self.picker = self._expand_picker(option, f"Another depth card on {option.title}: enter it")
            self.picker.number = next((n for n in range(100) if n not in self._face_up()), 0)
            self.step = Step.ABILITY_NUMBER
            return
        self.play(option)

    def _turn(self, button: Button) -> bool:
        match button:
            case Button.UP:
                self.company = (self.company - 1) % len(COMPANIES)
            case Button.DOWN:
                self.company = (self.company + 1) % len(COMPANIES)
            case Button.LEFT:
                self.action = (self.action - 1) % len(ACTIONS)
            case Button.RIGHT:
                self.action = (self.action + 1) % len(ACTIONS)
            case Button.OK:
                company = COMPANIES[self.company]
                match ACTIONS[self.action]:
                    case "Expand":
                        self.picker = self._expand_picker(company, f"Expand {company.title}: enter the depth card")
                        self.step = Step.EXPAND_NUMBER
                        self.refusal = None
                    case "Buy":
                        self.play(Buy(Share(company)))
                    case "Draw":
                        self.play(Draw())
            case _:
                return False
        return True

    def tag(self, event: TagSeen | TagGone) -> bool:
        """A card laid on the reader is the card played at this step (issue 7)."""
        if not isinstance(event, TagSeen):
            return False
        card, refusal = taps.card_of(self.app.services.get("tags"), event.uid)
        if card is not None and self.step is not Step.DRAFT:  # the draft takes a card from the row
            refusal = taps.already_on_table(card, self._face_up())
        if refusal is None:
            action = self._tapped(card)
            if action is None:
                refusal = "No card is played now: tap a card when you turn it up, take it or play it (ITD-4, ITD-5)."
            else:
                self.play(action)
                return True
        self.refusal = refusal
        self.app.sound.play("warning", self.app.clock.now())
        return True

    def _tapped(self, card: Card):
        """The action a tapped card stands for at this step, or None."""
        match self.step:
            case Step.REVEAL:
                return Reveal(card)
            case Step.DRAFT:
                return Take(card)
            case Step.EXPAND_NUMBER:
                return Expand(COMPANIES[self.company], card)
            case Step.ABILITY_NUMBER:
                return ExtraDepth(self.ability_company, card)
            case Step.TURN if ACTIONS[self.action] == "Buy":
                return Buy(Share(card.company))  # the card's share side (ITD-4)
            case Step.TURN if ACTIONS[self.action] == "Expand":
                return Expand(COMPANIES[self.company], card)  # on the company under the cursor (ITD-5)
        return None

    def tap(self, x: float, y: float) -> list[Button]:
        if self.picker is not None:
            return self.picker.taps(x, y)
        return []

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        screens.draw(self, surface)
        self.draw_refusal(surface, y=400)

