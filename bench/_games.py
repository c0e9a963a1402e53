"""Games for the kiosk benchmarks: a journaled game left waiting for a player."""

from __future__ import annotations

import random

from companion.games import CATALOGUE, load
from companion.kiosk.games import flow_of


def journal_a_waiting_game(state_dir: str) -> bool:
    """Journal an unfinished game (of the first game that has a table flow) in
    ``state_dir``, stopped where a seat must decide. False if no flow exists yet."""
    from companion.session import GameStore, Seat

    game_id = next((g for g in CATALOGUE if flow_of(g) is not None), None)
    if game_id is None:
        return False
    game = load(game_id)
    bot = next(iter(game.bots.values()))
    rng = random.Random(3)
    with GameStore(state_dir) as store:
        seats = [Seat(f"Seat {i + 1}", "") for i in range(min(4, game.max_seats))]
        session = store.new_game(game, seats, {}, seed=3)
        for _ in range(10):
            while session.chance_pending:
                session.draw_chance()
            if session.outcome is not None:
                break
            session.act(bot(session.state, session.to_act.seats[0], rng))
        while session.chance_pending:
            session.draw_chance()
    return True
