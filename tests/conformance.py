"""One conformance check every rules engine passes (in the spirit of OpenSpiel's
``random_sim_test``): random playouts that check legality, immutability, the
text round trip of every action, JSON-able views, and that replaying the
recorded actions gives the same game.

A game's tests call :func:`check_random_playouts` with its seat counts and
options; nothing here knows any one game.
"""

from __future__ import annotations

import json
import random
from typing import Any, Mapping

from companion.games.contract import IllegalAction, ToAct


def _random_decision(game: Any, state: Any, rng: random.Random) -> Any:
    legal = game.legal_actions(state)
    assert len(legal) > 0, f"{game.id}: seats {game.to_act(state).seats} to act but no legal action"
    return legal[rng.randrange(len(legal))]


def play_random(game: Any, seats: int, options: Mapping[str, Any], rng: random.Random,
                max_actions: int = 20_000) -> tuple[Any, list[str]]:
    """Play one game with uniformly random legal choices; return the end state
    and the action texts, checking the contract at every step."""
    state = game.new_game(seats, options)
    texts: list[str] = []
    seen: list[Any] = []  # actions from earlier steps, to probe illegal ones
    for _ in range(max_actions):
        who: ToAct = game.to_act(state)
        if who.terminal:
            outcome = game.outcome(state)
            assert outcome is not None, f"{game.id}: terminal without an outcome"
            assert len(outcome.scores) == seats
            json.dumps(outcome.to_json())
            return state, texts
        assert game.outcome(state) is None, f"{game.id}: outcome before the end"
        action = game.chance(state, rng) if who.chance else _random_decision(game, state, rng)

        text = game.action_text(action)
        assert "\n" not in text
        assert game.parse_action(text) == action, f"{game.id}: {text!r} does not round-trip"

        before = json.dumps(game.dump(state), sort_keys=True)
        # An action taken elsewhere that is illegal here changes nothing (C-3).
        if seen and not who.chance:
            probe = seen[rng.randrange(len(seen))]
            if probe not in game.legal_actions(state):
                try:
                    game.apply(state, probe)
                except IllegalAction as refusal:
                    assert refusal.rule and refusal.message
                else:
                    raise AssertionError(f"{game.id}: {game.action_text(probe)!r} applied but not listed as legal")
                assert json.dumps(game.dump(state), sort_keys=True) == before

        after = game.apply(state, action)
        assert json.dumps(game.dump(state), sort_keys=True) == before, f"{game.id}: apply mutated its input"
        json.dumps(game.view(after))
        for seat in range(seats):
            json.dumps(game.view(after, seat))
        note = game.rule_at(after)
        assert note.rule and note.text
        game.describe(state, action)

        if not who.chance:
            seen.append(action)
        texts.append(text)
        state = after
    raise AssertionError(f"{game.id}: no end after {max_actions} actions")


def replay(game: Any, seats: int, options: Mapping[str, Any], texts: list[str]) -> Any:
    state = game.new_game(seats, options)
    for text in texts:
        state = game.apply(state, game.parse_action(text))
    return state


def check_random_playouts(game: Any, seats: int, options: Mapping[str, Any] | None = None,
                          games: int = 10, seed: int = 0) -> None:
    options = dict(options or {})
    for i in range(games):
        rng = random.Random(f"conformance/{seed}/{seats}/{i}")
        final, texts = play_random(game, seats, options, rng)
        replayed = replay(game, seats, options, texts)
        assert game.dump(replayed) == game.dump(final), f"{game.id}: replay differs from live play"
        assert game.outcome(replayed) == game.outcome(final)
