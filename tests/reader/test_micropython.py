"""The firmware's pure modules under a real MicroPython (CircuitPython's core),
run by the npm package @micropython/micropython-webassembly-pyscript under Node.

The test installs the package itself into tests/reader/.micropython/ (git-
ignored; CI caches nothing and pays ~1 s) and skips only when node or npm is
missing. The same scripted session must put the same bytes on the wire under
MicroPython and CPython, and the host decoder must read them.
"""

import json
import shutil
import subprocess
import zlib
from dataclasses import replace
from pathlib import Path

import pytest

from hal.events import Button, Press
from hal.reader import codec
from tests.reader import firmware_scenario

HERE = Path(__file__).parent
FIRMWARE = HERE.parents[1] / "firmware" / "tablereader"
CACHE = HERE / ".micropython"
PACKAGE = "@micropython/micropython-webassembly-pyscript@1.27.0"

RUNNER = """
import { readFileSync } from "node:fs";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
const [files, script] = JSON.parse(readFileSync(0, "utf8"));
const out = [];
const mp = await loadMicroPython({ stdout: (line) => out.push(line), stderr: (line) => out.push("stderr: " + line) });
mp.FS.mkdir("/tablereader");
for (const [name, text] of Object.entries(files)) mp.FS.writeFile(name, text);
try { mp.runPython(script); } catch (error) { out.push("error: " + error.message); }
console.log(out.join("\\n"));
"""

CHECKS = """
import sys, binascii
from tablereader import crc, protocol
import firmware_scenario
print("impl", sys.implementation.name)
for data in (b"", b"123456789", bytes(range(256)), b"0 TAG+ 04A1B2C3D4E5F6"):
    print("crc", binascii.hexlify(data).decode(), crc.crc32_pure(data), crc.crc32(data))
print("wire", binascii.hexlify(firmware_scenario.run()).decode())
print("check", protocol.check(b"$3 SYNC*" + b"%08X" % crc.crc32(b"3 SYNC")))
print("check-bad", protocol.check(b"$3 SYNC*00000000"), protocol.check(b"$3 SYNC*zzzzzzzz"))
"""


@pytest.fixture(scope="module")
def micropython():
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        pytest.skip("node and npm are needed to run MicroPython (WebAssembly build); not found on PATH")
    if not (CACHE / "node_modules" / "@micropython" / "micropython-webassembly-pyscript").is_dir():
        CACHE.mkdir(exist_ok=True)
        subprocess.run(
            [npm, "install", "--prefix", str(CACHE), "--no-audit", "--no-fund", "--silent", PACKAGE],
            check=True, timeout=120, capture_output=True,
        )  # fmt: skip
    (CACHE / "runner.mjs").write_text(RUNNER)

    def run(script):
        files = {f"/tablereader/{p.name}": p.read_text() for p in FIRMWARE.glob("*.py")}
        files["/firmware_scenario.py"] = (HERE / "firmware_scenario.py").read_text()
        done = subprocess.run(
            [node, str(CACHE / "runner.mjs")], input=json.dumps([files, script]),
            capture_output=True, text=True, timeout=30, check=True,
        )  # fmt: skip
        return done.stdout.splitlines()

    return run


@pytest.fixture(scope="module")
def results(micropython):
    lines = micropython(CHECKS)
    assert not [line for line in lines if line.startswith(("error", "stderr"))], lines
    return lines


def test_it_really_is_micropython(results):
    assert results[0] == "impl micropython"


def test_the_pure_crc32_under_micropython_matches_cpythons(results):
    crcs = [line.split(" ") for line in results if line.startswith("crc")]
    assert len(crcs) == 4
    for _, hex_data, pure, builtin in crcs:
        data = bytes.fromhex(hex_data)
        assert int(pure) == int(builtin) == zlib.crc32(data)


def test_the_firmware_session_puts_the_same_bytes_on_the_wire_as_under_cpython(results):
    wire = bytes.fromhex(next(line for line in results if line.startswith("wire")).split()[1])
    assert wire == firmware_scenario.run()


def test_the_host_decodes_what_micropython_sent(results):
    wire = bytes.fromhex(next(line for line in results if line.startswith("wire")).split()[1])
    frames = codec.FrameDecoder().feed(wire)
    uid = "04A1B2C3D4E5F6"
    # Sequence numbers aside (heartbeats fall between), in this order:
    assert [replace(f, seq=0) for f in frames if not isinstance(f, codec.Beat)] == [
        codec.Hello(0, "1.0.0", 1),
        codec.TagArrived(0, uid),
        codec.TagLeft(0, uid),
        codec.ButtonFrame(0, Button.SEAT_2, Press.PRESSED),
        codec.ButtonFrame(0, Button.SEAT_2, Press.HELD),
        codec.ButtonFrame(0, Button.SEAT_2, Press.RELEASED),
    ]
    assert sum(isinstance(f, codec.Beat) for f in frames) >= 1
    assert [f.seq for f in frames] == list(range(len(frames)))


def test_micropython_accepts_a_good_host_line_and_refuses_bad_ones(results):
    assert "check (3, 'SYNC', ())" in results
    assert "check-bad None None" in results
