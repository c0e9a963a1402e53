"""docs/game-record.md stays true: its action examples and example records are checked here.

Every game section of the doc has a table of actions (class in backticks in the
first column, an example text in backticks in the third) and one example record.
An example must parse with the game's ``parse_action`` into the class its row
names and print back to the same text; every class of the engine's ``Action``
union must have at least one row, so an engine that grows an action fails here
until the doc shows it. The example records are real games played by the bots;
a long one is trimmed in the doc with a ``...`` line inside its action list, and
is checked line for line against a fresh run of the recipe below, then replayed.

Regenerate a record for the doc with (trimmed as it appears there)::

    .venv/bin/python -m tests.session.test_record_examples dive
"""

from __future__ import annotations

import random
import re
import sys
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import companion.games
from companion.games.deep_sea import actions as deep_sea_actions
from companion.games.dive import actions as dive_actions
from companion.games.in_too_deep import actions as in_too_deep_actions
from companion.session import GameRecord, GameSession, Seat
from companion.session.replay import replay_record

DOC = Path(__file__).resolve().parents[2] / "docs" / "game-record.md"

# The doc's section title of each game, and the module holding its ``Action`` union.
SECTIONS = {"Dive": "dive", "Deep Sea Adventure": "deep-sea", "In Too Deep": "in-too-deep"}
ACTION_MODULES = {"dive": dive_actions, "deep-sea": deep_sea_actions, "in-too-deep": in_too_deep_actions}


@dataclass(frozen=True)
class Recipe:
    """How an example record of the doc is played: the bots against each other, seeded."""

    seats: tuple[Seat, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    bot: str = ""  # the engine's default bot when empty
    head: int = 0  # actions kept at the start when the doc trims the list (0: not trimmed)
    tail: int = 0  # and at the end


ANN, BO, CY = Seat("Ann", "red"), Seat("Bo", "blue"), Seat("Cy", "green")
RECIPES = {
    "dive": Recipe((ANN, BO), {"village_chief": True, "companion_1": "clownfish", "companion_2": "giant_octopus"},
                   seed=3),
    "deep-sea": Recipe((ANN, BO, CY), seed=2, head=14, tail=10),
    "in-too-deep": Recipe((ANN, BO), {"research": "advanced"}, seed=3, head=14, tail=8),
}
START = 1_800_000_000.0  # 2027-01-15T08:00:00Z: the recipe's clock starts here, one second a reading


def play(game_id: str, recipe: Recipe) -> GameRecord:
    game = companion.games.load(game_id)
    ticks = iter(range(1, 1_000_000))
    session = GameSession.start(game, recipe.seats, recipe.options, seed=recipe.seed,
                                clock=lambda: START + next(ticks))
    bot = game.bots[recipe.bot or next(iter(game.bots))]
    rng = random.Random(f"bots/{recipe.seed}")
    while not session.to_act.terminal:
        if session.chance_pending:
            session.draw_chance()
        else:
            session.act(bot(session.state, session.to_act.seats[0], rng))
    session.finish()
    return session.record()


def doc_text(record: GameRecord, recipe: Recipe) -> str:
    """The record as the doc shows it: ``...`` stands for the middle of a long action list."""
    lines = record.dumps().splitlines()
    if not recipe.head:
        return "\n".join(lines)
    first = lines.index('  "actions": [') + 1
    last = first + len(record.actions)
    return "\n".join(lines[:first + recipe.head] + ["    ..."] + lines[last - recipe.tail:])


# --- reading the doc -----------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    game: str
    action: str  # the class the row documents
    example: str
    line: int


def sections(text: str) -> dict[str, str]:
    """The text of each game's section under '## Actions of each game'."""
    actions_part = text.split("\n## Actions of each game\n", 1)[1]
    found = {}
    for chunk in re.split(r"^### ", actions_part, flags=re.M)[1:]:
        title, _, body = chunk.partition("\n")
        if title.strip() in SECTIONS:
            found[SECTIONS[title.strip()]] = body
    return found


def rows(text: str) -> list[Row]:
    found = []
    offsets = {game: text.index(f"\n### {title}\n") for title, game in SECTIONS.items()}
    for game, body in sections(text).items():
        start_line = text[:offsets[game]].count("\n") + 2
        for number, line in enumerate(body.splitlines(), start_line + 1):
            cells = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
            if not line.startswith("| `") or len(cells) != 4:
                continue
            action = re.fullmatch(r"`(\w+)`", cells[0])
            example = re.fullmatch(r"`([^`]+)`", cells[2])
            assert action and example, f"docs/game-record.md line {number}: a row needs `Class` | form | `example`"
            found.append(Row(game, action[1], example[1], number))
    return found


def record_blocks(text: str) -> dict[str, str]:
    found = {}
    for game, body in sections(text).items():
        blocks = re.findall(r"^```json\n(.*?)^```", body, flags=re.M | re.S)
        assert len(blocks) == 1, f"the {game} section should hold one example record, not {len(blocks)}"
        found[game] = blocks[0].rstrip("\n")
    return found


DOC_TEXT = DOC.read_text(encoding="utf-8")
ROWS = rows(DOC_TEXT)


def action_classes(game_id: str) -> set[type]:
    return set(typing.get_args(ACTION_MODULES[game_id].Action))


# --- the checks ------------------------------------------------------------------------


def test_every_game_has_a_section_with_examples():
    assert set(sections(DOC_TEXT)) == set(companion.games.CATALOGUE)
    for game_id in companion.games.CATALOGUE:
        assert [row for row in ROWS if row.game == game_id], f"no example rows for {game_id}"


@pytest.mark.parametrize("row", ROWS, ids=lambda row: f"{row.game}:{row.example}")
def test_each_example_parses_into_its_class_and_prints_back_the_same(row):
    game = companion.games.load(row.game)
    action = game.parse_action(row.example)
    assert type(action).__name__ == row.action, f"docs/game-record.md line {row.line}"
    assert game.action_text(action) == row.example, f"docs/game-record.md line {row.line}"


@pytest.mark.parametrize("game_id", list(ACTION_MODULES))
def test_every_action_class_of_the_engine_has_an_example(game_id):
    game = companion.games.load(game_id)
    classes = action_classes(game_id)
    assert len(classes) >= 6  # the union was found, not an empty stand-in
    shown = {type(game.parse_action(row.example)) for row in ROWS if row.game == game_id}
    missing = sorted(cls.__name__ for cls in classes - shown)
    assert not missing, f"docs/game-record.md shows no example of {game_id} {missing}"


@pytest.mark.parametrize("game_id", list(RECIPES))
def test_the_example_record_is_the_recipes_game_and_replays_to_its_outcome(game_id):
    recipe = RECIPES[game_id]
    shown = record_blocks(DOC_TEXT)[game_id]
    played = play(game_id, recipe)
    assert shown == doc_text(played, recipe), (
        f"the {game_id} example record differs from its recipe's game; regenerate it with "
        f"`python -m tests.session.test_record_examples {game_id}`")
    if recipe.head:  # the prose says how much is hidden: keep it true
        assert f"the first {recipe.head} and the last {recipe.tail} of its {len(played.actions)} actions" \
            in sections(DOC_TEXT)[game_id]
    whole = shown if not recipe.head else played.dumps()
    record = GameRecord.loads(whole)
    session = replay_record(record)
    assert session.outcome is not None, "the example record stops before the end of the game"
    assert session.outcome.to_json() == record.outcome
    assert len(record.actions) > recipe.head + recipe.tail  # a trimmed list really hides something


if __name__ == "__main__":
    wanted = sys.argv[1:] or list(RECIPES)
    for game_id in wanted:
        print(doc_text(play(game_id, RECIPES[game_id]), RECIPES[game_id]))
