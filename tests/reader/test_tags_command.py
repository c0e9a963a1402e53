"""`companion tags learn` driven by taps on the simulated reader, through the real driver."""

import threading
import time

import pytest

from companion.cli import main
from companion.tags import registry
from companion.tags.components import TreasureChip
from sim_hardware.reader import SimulatedReader

BOX = """
[[level]]
values = [0, 0]
[[level]]
values = [4]
[[level]]
values = [8]
[[level]]
values = [13]
"""


@pytest.fixture
def reader():
    simulated = SimulatedReader(heartbeat_s=0.1)
    simulated.start()
    yield simulated
    simulated.close()


def tap_when_listening(reader, uids):
    def taps():
        deadline = time.monotonic() + 5
        while reader.syncs == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        for uid in uids:
            reader.tap(uid)

    thread = threading.Thread(target=taps, daemon=True)
    thread.start()
    return thread


def test_learning_a_box_by_tapping_every_chip_writes_the_tag_file(tmp_path, reader, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-config"))
    (tmp_path / "box.toml").write_text(BOX)
    tags = tmp_path / "tags.toml"
    # The 5th tap repeats the first tag: refused, and the walk waits for another.
    taps = tap_when_listening(reader, ["0A000001", "0A000002", "0A000003", "0A000004", "0A000001", "0A000005"])
    status = main(["tags", "learn", "deep-sea", "--port", reader.port, "--registry", str(tags), "--box", str(tmp_path / "box.toml")])
    taps.join()
    out = capsys.readouterr().out
    assert status == 0
    assert "tap the 13 hexagon (5 of 5)" in out
    assert "that tag is already the 0 triangle; tap another" in out
    learned = registry.load(tags)
    assert learned.component("0A000005") == TreasureChip(4, 13)
    assert learned.count(TreasureChip(1, 0)) == 2


def test_without_a_port_the_command_says_how_to_give_one(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-config"))
    (tmp_path / "box.toml").write_text(BOX)
    status = main(["tags", "learn", "deep-sea", "--registry", str(tmp_path / "t.toml"), "--box", str(tmp_path / "box.toml")])
    assert status == 2
    assert "no reader port: give --port URL" in capsys.readouterr().err
    assert not (tmp_path / "t.toml").exists()


def test_a_broken_tag_file_stops_the_command_with_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-config"))
    tags = tmp_path / "tags.toml"
    tags.write_text("format = 1\n[tags]\nZZ = 3\n")
    assert main(["tags", "list", "--registry", str(tags)]) == 2
    assert "tag ZZ: a UID is" in capsys.readouterr().err
