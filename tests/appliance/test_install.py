"""install.sh and uninstall.sh, run for real against a throwaway image root."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.appliance._image import REPO, SYSTEMD_DIR, make_image, snapshot

INSTALL = SYSTEMD_DIR / "install.sh"
UNINSTALL = SYSTEMD_DIR / "uninstall.sh"
SCRIPTS = (INSTALL, UNINSTALL)
# useradd --prefix and systemctl --root write into the image; both need root and the tools.
needs_tools = pytest.mark.skipif(
    shutil.which("useradd") is None or shutil.which("systemctl") is None or __import__("os").geteuid() != 0,
    reason="needs root, shadow's useradd and systemctl",
)


def sh(script, *args) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(script), *map(str, args)], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_the_scripts_parse(script):
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck not installed (apt install shellcheck)")
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_shellcheck_finds_nothing(script):
    # -x follows target-root.sh, which both scripts source
    result = subprocess.run(["shellcheck", "-x", str(script)], capture_output=True, text=True)
    assert (result.returncode, result.stdout) == (0, "")


@needs_tools
def test_install_sets_up_the_user_groups_unit_and_rule(tmp_path):
    root = make_image(tmp_path)
    result = sh(INSTALL, "--root", root)
    assert result.returncode == 0, result.stderr

    passwd = (root / "etc/passwd").read_text()
    assert "companion:x:" in passwd and ":/usr/sbin/nologin" in passwd.split("companion:x:")[1].splitlines()[0]
    groups = {line.split(":")[0]: line.split(":")[3].split(",") for line in (root / "etc/group").read_text().splitlines()}
    for group in ("gpio", "dialout", "video", "input", "render", "audio"):
        assert "companion" in groups[group], group
    assert (root / "etc/systemd/system/companion-kiosk.service").read_bytes() == (SYSTEMD_DIR / "companion-kiosk.service").read_bytes()
    assert (root / "etc/udev/rules.d/60-table-reader.rules").read_bytes() == (SYSTEMD_DIR / "60-table-reader.rules").read_bytes()
    assert (root / "etc/systemd/system/multi-user.target.wants/companion-kiosk.service").is_symlink()
    # tty1 belongs to the kiosk now.
    assert not (root / "etc/systemd/system/getty.target.wants/getty@tty1.service").exists()
    assert (root / "etc/companion/config.toml").read_bytes() == (SYSTEMD_DIR / "config.toml").read_bytes()
    # The venv is made on the device, never inside another root (venvs do not move).
    assert not (root / "opt/companion/venv").exists()
    assert "not relocatable" in result.stdout


@needs_tools
def test_install_twice_yields_the_same_files_and_the_second_run_changes_nothing(tmp_path):
    root = make_image(tmp_path)
    assert sh(INSTALL, "--root", root).returncode == 0
    first = snapshot(root)
    again = sh(INSTALL, "--root", root)
    assert again.returncode == 0, again.stderr
    assert snapshot(root) == first
    assert "already installed; nothing changed" in again.stdout
    assert "+ " not in again.stdout  # not one command was run


@needs_tools
def test_install_keeps_the_settings_a_store_has_edited(tmp_path):
    root = make_image(tmp_path)
    settings = root / "etc/companion/config.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text("[kiosk]\nvolume = 0.2\n")
    assert sh(INSTALL, "--root", root).returncode == 0
    assert settings.read_text() == "[kiosk]\nvolume = 0.2\n"


def test_the_appliance_settings_are_valid_for_the_companion():
    from companion import config

    settings = config.load(SYSTEMD_DIR / "config.toml")
    assert settings["hardware"]["reader_port"] == "/dev/table-reader"  # the udev rule's name
    assert str(settings.state_dir()) == "/var/lib/companion"  # the unit's StateDirectory=companion
    assert (settings["hardware"]["mode"], settings["kiosk"]["kiosk_mode"]) == ("real", True)


@needs_tools
def test_a_dry_run_changes_nothing_and_names_every_step(tmp_path):
    root = make_image(tmp_path)
    before = snapshot(root)
    result = sh(INSTALL, "--root", root, "--dry-run")
    assert result.returncode == 0, result.stderr
    assert snapshot(root) == before
    planned = result.stdout
    for step in ("useradd", "groupadd", "usermod", "companion-kiosk.service", "60-table-reader.rules", "enable", "getty@tty1"):
        assert step in planned, step


@needs_tools
def test_uninstall_undoes_install_and_keeps_the_journal_unless_purged(tmp_path):
    root = make_image(tmp_path)
    pristine = snapshot(root)
    assert sh(INSTALL, "--root", root).returncode == 0
    journal = root / "var/lib/companion/journal.sqlite3"
    journal.parent.mkdir(parents=True)
    journal.write_bytes(b"games")

    result = sh(UNINSTALL, "--root", root)
    assert result.returncode == 0, result.stderr
    assert not (root / "etc/systemd/system/companion-kiosk.service").exists()
    assert not (root / "etc/udev/rules.d/60-table-reader.rules").exists()
    assert not (root / "etc/systemd/system/multi-user.target.wants/companion-kiosk.service").is_symlink()
    assert (root / "etc/systemd/system/getty.target.wants/getty@tty1.service").is_symlink()
    assert journal.read_bytes() == b"games"
    assert "companion:" in (root / "etc/passwd").read_text()

    assert "nothing changed" in sh(UNINSTALL, "--root", root).stdout

    assert sh(UNINSTALL, "--root", root, "--purge").returncode == 0
    assert not journal.exists()
    assert not (root / "etc/companion").exists()
    assert "companion:" not in (root / "etc/passwd").read_text()
    # Only what install created is gone; the device groups it added stay for others.
    leftovers = set(snapshot(root)) - set(pristine)
    assert leftovers <= {"etc/group-", "etc/gshadow-", "etc/passwd-", "etc/shadow-", "etc/systemd/system/multi-user.target.wants",
                         "etc/udev", "etc/udev/rules.d", "opt", "var", "var/lib"}, leftovers


def test_a_bad_option_is_named_and_changes_nothing(tmp_path):
    result = sh(INSTALL, "--root", tmp_path, "--colour")
    assert result.returncode == 2
    assert "unknown option '--colour'" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_missing_root_is_named(tmp_path):
    result = sh(INSTALL, "--root", tmp_path / "nowhere", "--dry-run")
    assert result.returncode == 2
    assert "is not a directory" in result.stderr
