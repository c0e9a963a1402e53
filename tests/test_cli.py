"""The console script: subcommands are listed, the version is printed."""

import subprocess
import sys

import companion


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True, timeout=60)


def test_help_lists_every_subcommand():
    import pkgutil

    import companion.commands

    result = run_cli("--help")
    assert result.returncode == 0
    commands = [m.name for m in pkgutil.iter_modules(companion.commands.__path__)]
    assert {"kiosk", "simulate"} <= set(commands)
    for command in commands:
        assert f"    {command} " in result.stdout, f"{command} missing from --help"


def test_version_prints_the_package_version():
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"companion {companion.__version__}"


def test_the_installed_pygame_is_pygame_ce():
    # pygame and pygame-ce both install the `pygame` module; only pygame-ce's
    # aarch64 wheel carries the KMSDRM driver a desktop-less Pi needs.
    result = subprocess.run([sys.executable, "-c", "import pygame; print(bool(getattr(pygame, 'IS_CE', 0)))"],
                            capture_output=True, text=True, timeout=60, env={"PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    assert result.stdout.strip() == "True"
