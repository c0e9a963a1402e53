"""The running kiosk as systemd and a store see it: notify + watchdog, no network
doors, no way out through the keyboard, no route to a shell."""

from __future__ import annotations

import ast
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from companion.lockdown import listening_sockets
from companion.watchdog import Notifier
from tests.appliance._image import REPO
from tests.appliance._kiosk import store_kiosk


def test_the_kiosk_says_ready_once_feeds_the_watchdog_and_reports_attract_mode(tmp_path):
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind(str(tmp_path / "notify"))
    server.settimeout(1.0)
    now = [100.0]
    notifier = Notifier(str(tmp_path / "notify"), watchdog_usec=20_000_000)
    kiosk = store_kiosk(tmp_path, notifier=notifier, attract_after_s=60)
    kiosk.appliance._monotonic = lambda: now[0]
    try:
        kiosk.appliance.on_frame()
        assert server.recv(4096) == b"READY=1\nSTATUS=home screen"
        assert server.recv(4096) == b"WATCHDOG=1"
        assert server.recv(4096) == b"STATUS=home screen"
        now[0] += 1
        kiosk.appliance.on_frame()  # not due: 10 s between pings
        now[0] += 9
        kiosk.advance(60)  # into attract mode
        kiosk.appliance.on_frame()
        assert server.recv(4096) == b"WATCHDOG=1"
        assert server.recv(4096) == b"STATUS=attract mode: Toy Race"
        kiosk.appliance.close()
        assert server.recv(4096) == b"STOPPING=1"
    finally:
        server.close()
        kiosk.close()


def test_a_running_kiosk_with_attract_mode_opens_no_listening_socket(tmp_path):
    before = {s.inode for s in listening_sockets()}
    kiosk = store_kiosk(tmp_path, attract_after_s=60)
    for _ in range(120):
        kiosk.advance(1)
    opened = [str(s) for s in listening_sockets() if s.inode not in before]
    kiosk.close()
    assert opened == []


LOCKED_KIOSK = textwrap.dedent("""
    import os, signal, sys, tempfile
    os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, {repo!r})
    import pygame
    from tests.appliance._kiosk import store_kiosk
    kiosk = store_kiosk(tempfile.mkdtemp(), kiosk_mode=True)
    home = kiosk.top
    for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGTSTP, signal.SIGHUP):
        os.kill(os.getpid(), number)  # Ctrl+C, Ctrl+\\, Ctrl+Z on the console, a hang-up
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close, Alt+F4
    for key, mod in ((pygame.K_F4, pygame.KMOD_ALT), (pygame.K_TAB, pygame.KMOD_ALT),
                     (pygame.K_q, pygame.KMOD_CTRL), (pygame.K_F2, pygame.KMOD_CTRL | pygame.KMOD_ALT)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    kiosk.settle()
    print("running" if kiosk.app.running and kiosk.top is home and len(kiosk.app.stack) == 1 else "left")
""")


def test_in_kiosk_mode_no_key_or_console_signal_ends_or_leaves_the_kiosk():
    result = subprocess.run([sys.executable, "-c", LOCKED_KIOSK.format(repo=str(REPO))],
                            capture_output=True, text=True, timeout=60)
    assert (result.returncode, result.stdout.strip()) == (0, "running"), result.stderr


# Modules that could start a shell or an interpreter prompt.
SHELL_DOORS = {"subprocess", "pty", "code", "pdb", "webbrowser", "multiprocessing", "os.system", "os.popen",
               "os.exec", "os.spawn", "os.posix_spawn", "breakpoint"}


def doors_in(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        match node:
            case ast.Import(names=names):
                found += [a.name for a in names if a.name.split(".")[0] in SHELL_DOORS]
            case ast.ImportFrom(module=module) if module and module.split(".")[0] in SHELL_DOORS:
                found.append(module)
            case ast.Attribute(value=ast.Name(id="os"), attr=attr) if any(f"os.{attr}".startswith(d) for d in SHELL_DOORS):
                found.append(f"os.{attr}")
            case ast.Call(func=ast.Name(id="breakpoint")):
                found.append("breakpoint()")
    return [f"{path.relative_to(REPO)}: {door}" for door in found]


def test_nothing_the_kiosk_runs_can_start_a_shell():
    kiosk_code = [*(REPO / "companion").rglob("*.py"), *(REPO / "hal").rglob("*.py")]
    allowed = {REPO / "companion/commands/selftest.py"}  # none today; listed here if ever needed
    doors = [door for path in kiosk_code if path not in allowed for door in doors_in(path)]
    assert doors == []


def test_the_shell_door_scan_can_fail(tmp_path):
    sneaky = tmp_path / "sneaky.py"
    sneaky.write_text("import subprocess\nimport os\nos.system('sh')\nbreakpoint()\n")
    sneaky_in_repo = REPO / "companion" / "_sneaky_probe.py"
    sneaky_in_repo.write_text(sneaky.read_text())
    try:
        assert len(doors_in(sneaky_in_repo)) == 3
    finally:
        sneaky_in_repo.unlink()


def test_the_unit_turns_pythons_breakpoint_off():
    unit = (REPO / "systemd/companion-kiosk.service").read_text()
    assert "Environment=PYTHONBREAKPOINT=0" in unit
