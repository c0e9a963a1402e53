"""Games for the kiosk benchmarks: a journaled game waiting for input, once the session layer exists."""

from __future__ import annotations


def journal_a_waiting_game(state_dir: str) -> bool:
    """Journal an unfinished game in ``state_dir``; False while no game can be journaled yet."""
    try:
        from companion.session.store import GameStore  # noqa: F401
    except ModuleNotFoundError:
        return False
    return False  # wired when the first game's table flow lands
