"""The kiosk unit: systemd's own linter and security review, and what the unit must say."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.appliance._image import REPO, UNIT, make_image, unit_entries

ANALYZE = shutil.which("systemd-analyze")
needs_analyze = pytest.mark.skipif(ANALYZE is None, reason="systemd-analyze is not installed")

EXEC_START = "/opt/companion/venv/bin/companion kiosk --fullscreen --hardware real --kiosk-mode"


def verify(unit_text: str, root: Path) -> subprocess.CompletedProcess:
    """`systemd-analyze verify` on the unit as installed in a fake image root.

    verify checks that ExecStart's binary exists and is executable; in CI the venv
    does not exist. Rather than rewrite the unit (and verify something else), the
    unit is checked byte for byte as shipped, inside a root where a stand-in
    executable sits at the ExecStart path. --man=no: a unit's Documentation= is not
    expected to have a man page installed.
    """
    make_image(root)
    (root / "etc/systemd/system/companion-kiosk.service").write_text(unit_text)
    executable = root / EXEC_START.split()[0].lstrip("/")
    executable.parent.mkdir(parents=True, exist_ok=True)
    executable.write_text("#!/bin/sh\nexit 0\n")
    executable.chmod(0o755)
    return subprocess.run(
        [ANALYZE, "verify", "--man=no", f"--root={root}", "companion-kiosk.service"],
        capture_output=True, text=True, timeout=60,
    )


@needs_analyze
def test_the_unit_passes_systemd_analyze_verify_without_a_word(tmp_path):
    result = verify(UNIT.read_text(), tmp_path)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


@needs_analyze
def test_verify_would_catch_a_mistake_in_the_unit(tmp_path):
    # The harness above must be able to fail: a misspelt key is reported.
    broken = UNIT.read_text().replace("NoNewPrivileges=yes", "NoNewPrivilege=yes")
    result = verify(broken, tmp_path)
    assert "NoNewPrivilege" in result.stdout + result.stderr


def exposure(unit: Path) -> tuple[float, str]:
    result = subprocess.run(
        [ANALYZE, "security", "--offline=yes", "--no-pager", str(unit)],
        capture_output=True, text=True, timeout=60,
    )
    match = re.search(r"Overall exposure level for \S+: (\d+\.\d) (\w+)", result.stdout)
    assert match, result.stdout + result.stderr
    return float(match[1]), match[2]


@needs_analyze
def test_offline_exposure_is_ok_or_better_and_recorded_in_the_docs():
    score, verdict = exposure(UNIT)
    assert score <= 4.0, f"exposure {score} {verdict}"
    assert verdict in ("OK", "SAFE")
    documented = (REPO / "docs/appliance.md").read_text()
    assert f"**{score} {verdict}**" in documented, "docs/appliance.md records a different exposure score"


@needs_analyze
def test_exposure_would_rise_without_the_hardening(tmp_path):
    bare = tmp_path / "companion-kiosk.service"
    kept = [line for line in UNIT.read_text().splitlines()
            if not line.startswith(("Protect", "Private", "Restrict", "SystemCall", "Capability", "NoNewPrivileges", "DevicePolicy"))]
    bare.write_text("\n".join(kept) + "\n")
    assert exposure(bare)[0] > 4.0


def entries() -> list[tuple[str, str, str]]:
    return unit_entries(UNIT.read_text())


def values(key: str) -> list[str]:
    return [value for _, k, value in entries() if k == key]


def test_the_unit_starts_the_kiosk_full_screen_on_real_hardware_locked_down():
    assert values("ExecStart") == [EXEC_START]


def test_a_hung_ui_is_restarted_by_the_watchdog_and_a_crash_loop_is_bounded():
    assert values("Type") == ["notify"]
    assert values("NotifyAccess") == ["main"]
    assert values("Restart") == ["on-failure"]
    watchdog = int(values("WatchdogSec")[0])
    assert 5 <= watchdog <= 60
    # StartLimit* belong to [Unit] since systemd 230; in [Service] they are ignored.
    assert ("Unit", "StartLimitBurst", "5") in entries()
    assert int(values("StartLimitIntervalSec")[0]) >= 5 * int(values("RestartSec")[0])


def test_the_kiosk_runs_as_its_own_user_with_the_device_groups_and_a_state_directory():
    assert values("User") == ["companion"]
    assert "DynamicUser" not in {key for _, key, _ in entries()}
    groups = values("SupplementaryGroups")[0].split()
    assert {"gpio", "dialout", "video", "input", "render"} <= set(groups)
    assert values("StateDirectory") == ["companion"]


def test_the_pin_factory_and_the_video_driver_are_set_explicitly():
    environment = dict(value.split("=", 1) for value in values("Environment"))
    assert environment["GPIOZERO_PIN_FACTORY"] == "lgpio"
    assert environment["SDL_VIDEODRIVER"] == "kmsdrm"


def test_hardening_keeps_the_devices_the_kiosk_needs_reachable():
    assert values("DevicePolicy") == ["closed"]
    allowed = {value.split()[0] for value in values("DeviceAllow")}
    # display, touch and keys, GPIO, the reader (ttyACM), sound
    assert {"char-drm", "char-input", "char-gpiochip", "char-ttyACM", "char-alsa"} <= allowed
    assert values("PrivateDevices") == []  # would hide all of them
    assert values("ProtectSystem") == ["strict"]
    assert values("PrivateNetwork") == ["yes"]
    assert "AF_UNIX" in values("RestrictAddressFamilies")[0].split()  # NOTIFY_SOCKET
    assert values("CapabilityBoundingSet") == [""]


def test_nothing_in_the_appliance_kills_processes_by_name():
    for path in (REPO / "systemd").iterdir():
        assert not re.search(r"\b(pkill|killall)\b", path.read_text()), path
