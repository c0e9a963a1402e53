"""Action texts, parse errors, views, descriptions and help notes."""

import json

import pytest

from companion.games.contract import ActionParseError
from companion.games.dive import GAME
from companion.games.dive.actions import (Companion, CompanionUse, DrawChief, Level, Mark, Program, Report,
                                          Reveal, Surface)
from companion.games.dive.cards import ChiefCard, Creature, OceanCard
from companion.games.dive.state import Phase

from .table import play, programs, reveal, table

ACTIONS = [
    Program(0, (Level((1,), False), Level((3,), True), Level((4, 5), False), Level((2,), False))),
    Program(2, None, CompanionUse(Companion.ANGLERFISH, shark=None)),
    Program(1, (Level((), True),) * 5),
    Program(3, (Level((5,), True),), CompanionUse(Companion.CLOWNFISH, level=1)),
    Program(0, (Level((5,), True),), CompanionUse(Companion.DOLPHINS, partner=2)),
    Program(0, (Level((5,), True),), CompanionUse(Companion.GREAT_WHITE_SHARK)),
    Reveal(OceanCard(True, Creature.MANTA_RAY)),
    Surface(),
    DrawChief(ChiefCard((2, 3, 6, 4), (False, False, True, True))),
    Report(1, Mark.CORRECT, 12),
    Report(2, Mark.NONE),
]


@pytest.mark.parametrize("action", ACTIONS, ids=GAME.action_text)
def test_action_text_round_trips(action):
    text = GAME.action_text(action)
    assert "\n" not in text and GAME.parse_action(text) == action


def test_texts_read_like_the_board():
    assert GAME.action_text(ACTIONS[0]) == "program 0 1n/3s/45n/2n"
    assert GAME.action_text(ACTIONS[8]) == "chief 2364/bbyy"


@pytest.mark.parametrize("text", ["", "dive", "program x 1n", "program 0 1x", "reveal SX", "reveal Q-",
                                  "chief 2346", "report 0 maybe", "program 0 1n kraken", "program 0 1n orca@3",
                                  "program 0 1n anglerfish@x", "report 0 correct fast"])
def test_text_that_is_no_action_is_a_parse_error(text):
    with pytest.raises(ActionParseError):
        GAME.parse_action(text)


def test_the_public_view_tells_the_story_of_each_level():
    state = programs(table(3, [16, 18, 12]), "45s/1n/23n", "3s/12s/4n/5s", "3s/145n/2s")
    state = reveal(state, "SR", "NM", "NR")
    view = GAME.view(state)
    json.dumps(view)
    stories = [level["text"] for level in view["levels"]]
    assert "diver 1 is helped, 16 to 18" in stories[0] and "diver 1 9" in stories[0]
    assert "diver 2 lose every token" in stories[1]
    assert view["positions"] == [23, 18, 17] and view["phase"] == "over"


def test_views_name_the_chief_card_and_its_bubbles():
    state = play(table(1, [10], chief=14), "program 0 2n/4s/1n/3n/5n", "chief 2364/bbyy")
    assert GAME.view(state)["village_chief"]["card"] == "2364/bbyy"
    state = reveal(state, "NG", "S-", "NR")
    assert GAME.view(state)["village_chief"]["visible"] == [True, True, True, False]
    assert "Bubbles cover the Chief's level 4" in GAME.view(state)["levels"][2]["text"]


def test_every_step_names_its_rule():
    state = GAME.new_game(2, {"table": True, "children": True})
    assert GAME.rule_at(state).rule == "DV-11"
    state = GAME.new_game(1, {"table": True, "village_chief": True})
    assert GAME.rule_at(state).rule == "DV-3"
    state = play(state, "program 0 1n")
    assert state.phase is Phase.CHIEF_CARD and GAME.rule_at(state).rule == "DV-10"
    assert GAME.describe(state, DrawChief(ChiefCard((2, 3, 6, 4), (False,) * 4))).startswith("The Village Chief")
