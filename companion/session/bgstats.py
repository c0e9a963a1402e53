"""A finished game as a BG Stats play, for its "push plays from other apps" import.

We follow the JSON documented by BG Stats at
https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/
(the object passed url-encoded as ``data`` to ``app.bgstatsapp.com/createPlay.html``):
``game`` (name, bggId, sourceGameId, highestWins, noPoints), ``playDate``
("YYYY-MM-DD HH:MM:SS", local time), ``durationMin``, ``board``, ``location``,
``comments`` and ``players`` (name, score, winner, rank, startPlayer, role).
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

from companion.session.record import GameRecord

# BoardGameGeek ids let BG Stats match the game without asking the user. Only
# ids we have checked go here; without one BG Stats matches by name.
BGG_IDS = {"deep-sea": 169654}

PUSH_URL = "https://app.bgstatsapp.com/createPlay.html?data="


def bgstats_play(record: GameRecord, title: str, start_seat: int | None) -> dict[str, Any]:
    """The play; ``record`` must carry the outcome of a finished game."""
    header = record.header
    outcome = record.outcome or {}
    scores = list(outcome.get("scores") or [0] * len(header.seats))
    winners = set(outcome.get("winners") or [])
    game: dict[str, Any] = {"name": title, "sourceGameId": header.game, "highestWins": True, "noPoints": False}
    if header.game in BGG_IDS:
        game["bggId"] = BGG_IDS[header.game]
    players = []
    for seat, person in enumerate(header.seats):
        # The engine's winners rank first even where a rule beats the raw score
        # (a Village Chief win, a shared win); the others follow by score.
        if seat in winners:
            rank = 1
        else:
            ahead = sum(1 for other in range(len(scores)) if other not in winners and scores[other] > scores[seat])
            rank = len(winners) + ahead + 1
        players.append({
            "name": person.name,
            "score": scores[seat],
            "winner": seat in winners,
            "rank": rank,
            "startPlayer": seat == start_seat,
            "role": "",
        })
    ended = record.ended if record.ended is not None else header.started
    options = ", ".join(f"{name}={value}" for name, value in sorted(header.options.items()))
    return {
        "game": game,
        "playDate": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(header.started)),
        "durationMin": max(1, round((ended - header.started) / 60)),
        "board": "",
        "location": "",
        "comments": f"Played with the table companion ({options})." if options else "Played with the table companion.",
        "players": players,
    }


def push_url(play: dict[str, Any]) -> str:
    """The link that opens BG Stats' import dialog with ``play``."""
    return PUSH_URL + quote(json.dumps(play, separators=(",", ":")))
