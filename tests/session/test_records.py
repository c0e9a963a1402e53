"""Game records, `companion replay` and `companion export`."""

import json
import random

import pytest

from companion.cli import main
from companion.session import GameRecord, GameSession, RecordError
from companion.session.bgstats import push_url
from companion.session.paths import state_dir
from tests.session.conftest import SEATS, play_randomly
from tests.session.toy_game import GAME as RACE


def finished_record(clock, seed=1) -> tuple[GameSession, GameRecord]:
    session = GameSession.start(RACE, SEATS, {"goal": 20}, seed=seed, clock=clock)
    play_randomly(session, random.Random(seed), undo_rate=0.1)
    session.finish()
    return session, session.record()


def test_a_record_round_trips_through_its_json(clock):
    _, record = finished_record(clock)
    again = GameRecord.loads(record.dumps())
    assert again == record
    fields = json.loads(record.dumps())
    assert fields["seats"] == [{"name": "Ann", "colour": "red"}, {"name": "Bo", "colour": "blue"}]
    assert fields["options"] == {"goal": 20, "table": False}  # defaults written out
    assert fields["started"].endswith("Z") and fields["ended"] > fields["started"]


def test_replay_json_prints_the_final_state_and_outcome(clock, tmp_path, capsys, toy_in_catalogue):
    session, record = finished_record(clock)
    path = tmp_path / "game.json"
    path.write_text(record.dumps())
    assert main(["replay", str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["state"] == RACE.dump(session.state)
    assert printed["outcome"] == session.outcome.to_json()
    assert printed["actions"] == len(session.history)


@pytest.mark.parametrize("damage, says", [
    (lambda text: text[: len(text) // 2], "not JSON"),
    (lambda text: "[1, 2]", "a game record is a JSON object"),
    (lambda text: text.replace('"format": "companion-game-record"', '"format": "pgn"'), "not a game record"),
    (lambda text: text.replace('"game": "toy-race"', '"game": "chess"'), "unknown game 'chess'"),
    (lambda text: text.replace('"rules_version": "1"', '"rules_version": "0"'), "rules version '0'"),
    (lambda text: text.replace('"goal": 20', '"goal": 7'), "options are not allowed"),
    (lambda text: text.replace('"p1"', '"x9"', 1).replace('"p2"', '"x9"', 1), "'x9' fails"),
    (lambda text: text.replace('"name": "Bo"', '"name": 5'), "seat 2 needs a 'name'"),
])
def test_a_bad_record_exits_2_with_one_line_naming_the_problem(clock, tmp_path, capsys, toy_in_catalogue,
                                                                 damage, says):
    _, record = finished_record(clock)
    path = tmp_path / "game.json"
    path.write_text(damage(record.dumps()))
    assert main(["replay", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    [line] = captured.err.splitlines()
    assert line.startswith(f"companion: {path}: ") and says in line


def test_a_missing_or_binary_file_exits_2(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nothing.json")]) == 2
    (tmp_path / "noise.json").write_bytes(b"\xff\xfe\x00garbage")
    assert main(["replay", str(tmp_path / "noise.json")]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert "cannot read it" in lines[0] and "not UTF-8" in lines[1]


def test_export_writes_records_and_bgstats_plays_of_finished_games(open_store, tmp_path, capsys,
                                                                   toy_in_catalogue):
    store = open_store()
    finished = store.new_game(RACE, SEATS, {"goal": 20}, seed=3)
    play_randomly(finished, random.Random(3), undo_rate=0.1)
    finished.finish()
    store.new_game(RACE, SEATS, seed=4).draw_chance()  # unfinished: not exported
    out = tmp_path / "out"
    assert main(["export", "--state-dir", str(tmp_path / "state"), "--out", str(out)]) == 0
    assert "1 finished game(s)" in capsys.readouterr().out
    [record_file] = out.glob("*.record.json")
    assert GameRecord.loads(record_file.read_text()) == finished.record()
    [play_file] = out.glob("*.bgstats.json")
    play = json.loads(play_file.read_text())
    outcome = finished.outcome
    assert play["game"]["name"] == "Toy Race" and play["game"]["sourceGameId"] == "toy-race"
    assert [p["name"] for p in play["players"]] == ["Ann", "Bo"]
    assert [p["score"] for p in play["players"]] == list(outcome.scores)
    assert [p["winner"] for p in play["players"]] == [s in outcome.winners for s in (0, 1)]
    # TOY-1: the deal is chance, then seat 0 takes the first decision.
    assert [p["startPlayer"] for p in play["players"]] == [True, False]
    assert sorted(p["rank"] for p in play["players"]) in ([1, 2], [1, 1])
    assert play["durationMin"] >= 1 and len(play["playDate"]) == len("2020-10-23 19:16:58")
    assert push_url(play).startswith("https://app.bgstatsapp.com/createPlay.html?data=%7B")


def test_export_without_a_journal_says_where_it_looked(tmp_path, capsys):
    assert main(["export", "--state-dir", str(tmp_path / "empty")]) == 2
    assert "no journal in" in capsys.readouterr().err


def test_the_state_directory_is_the_flag_then_systemds_then_the_users(tmp_path):
    assert state_dir("/srv/x", environ={"STATE_DIRECTORY": "/var/lib/companion"}) == tmp_path.__class__("/srv/x")
    assert str(state_dir(environ={"STATE_DIRECTORY": "/var/lib/companion:/var/lib/other"})) == "/var/lib/companion"
    assert str(state_dir(environ={"XDG_STATE_HOME": "/home/a/.st", "HOME": "/home/a"})) == "/home/a/.st/companion"
    assert str(state_dir(environ={"HOME": "/home/a"})) == "/home/a/.local/state/companion"


def test_the_history_list_names_winners(open_store):
    store = open_store()
    session = store.new_game(RACE, SEATS, {"goal": 10}, seed=9)
    play_randomly(session, random.Random(9))
    session.finish()
    [saved] = store.finished()
    names = [SEATS[w].name for w in session.outcome.winners]
    assert saved.result in (f"{names[0]} wins", "Ann and Bo share")
    assert saved.title == "toy-race"  # not in the catalogue here: its id stands in


def test_a_record_with_a_bad_time_is_refused():
    with pytest.raises(RecordError, match="'started' is not an ISO 8601 time"):
        GameRecord.loads(json.dumps({"format": "companion-game-record", "format_version": 1, "game": "x",
                                     "rules_version": "1", "options": {}, "seats": [{"name": "A"}],
                                     "started": "yesterday", "actions": []}))


def test_history_lists_unfinished_then_finished_games(open_store, tmp_path, capsys, toy_in_catalogue):
    store = open_store()
    done = store.new_game(RACE, SEATS, {"goal": 10}, seed=5)
    play_randomly(done, random.Random(5))
    done.finish()
    store.new_game(RACE, SEATS, seed=6)
    assert main(["history", "--state-dir", str(tmp_path / "state"), "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    assert [(g["status"], g["key"]) for g in games] == [("unfinished", 2), ("finished", 1)]
    assert games[1]["outcome"]["winners"] == list(done.outcome.winners)
    assert main(["history", "--state-dir", str(tmp_path / "state")]) == 0
    assert "Toy Race" in capsys.readouterr().out
