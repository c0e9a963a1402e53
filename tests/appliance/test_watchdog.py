"""The sd_notify client, spoken to a real unix datagram socket standing in for systemd."""

import logging
import socket

import pytest

from companion.watchdog import Notifier


@pytest.fixture
def systemd_socket(tmp_path):
    """A bound datagram socket where systemd would listen; yields (path, receive)."""
    path = str(tmp_path / "notify")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind(path)
    server.settimeout(1.0)

    def receive() -> str:
        return server.recv(4096).decode()

    def pending() -> bool:
        server.setblocking(False)
        try:
            server.recv(4096, socket.MSG_PEEK)
            return True
        except BlockingIOError:
            return False
        finally:
            server.settimeout(1.0)

    receive.pending = pending
    yield path, receive
    server.close()


def test_ready_status_and_stopping_reach_systemd(systemd_socket):
    path, receive = systemd_socket
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": path})
    assert notifier.enabled
    notifier.ready("home screen")
    assert receive() == "READY=1\nSTATUS=home screen"
    notifier.status("attract mode:\n  Dive")
    assert receive() == "STATUS=attract mode: Dive"
    notifier.stopping()
    assert receive() == "STOPPING=1"
    assert not receive.pending()


def test_watchdog_is_fed_at_half_its_interval(systemd_socket):
    path, receive = systemd_socket
    # WatchdogSec=10 arrives as 10 000 000 microseconds: ping every 5 s.
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "42"}, pid=42)
    assert notifier.interval == 5.0
    assert notifier.ping(100.0)
    assert receive() == "WATCHDOG=1"
    # Frames at 60 Hz do not flood systemd: nothing more until 5 s have passed.
    assert [notifier.ping(100.0 + frame / 60) for frame in range(1, 299)] == [False] * 298
    assert not receive.pending()
    assert notifier.ping(105.0)
    assert receive() == "WATCHDOG=1"


def test_a_watchdog_meant_for_another_process_is_not_fed(systemd_socket):
    path, receive = systemd_socket
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "41"}, pid=42)
    assert notifier.interval is None
    assert not notifier.ping(0.0)
    notifier.ready()
    assert receive() == "READY=1"  # notifications still go out; only the watchdog is not ours


def test_abstract_namespace_address(tmp_path):
    name = f"companion-test-{tmp_path.name}"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    server.bind(b"\0" + name.encode())
    server.settimeout(1.0)
    try:
        Notifier.from_environment({"NOTIFY_SOCKET": "@" + name}).ready()
        assert server.recv(4096) == b"READY=1"
    finally:
        server.close()


def test_outside_systemd_every_call_is_a_no_op():
    notifier = Notifier.from_environment({})
    assert not notifier.enabled
    notifier.ready("x")
    notifier.status("x")
    notifier.stopping()
    assert not notifier.ping(0.0)


def test_a_malformed_watchdog_interval_is_named_and_ignored(systemd_socket, caplog):
    path, _ = systemd_socket
    with caplog.at_level(logging.WARNING):
        notifier = Notifier.from_environment({"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "ten seconds"})
    assert notifier.interval is None
    assert "WATCHDOG_USEC='ten seconds'" in caplog.text


def test_systemd_going_away_does_not_crash_the_kiosk(tmp_path, caplog):
    notifier = Notifier.from_environment({"NOTIFY_SOCKET": str(tmp_path / "nobody-listens"), "WATCHDOG_USEC": "2000000"})
    with caplog.at_level(logging.WARNING):
        assert not notifier.ping(0.0)
        notifier.ready()
    assert caplog.text.count("sd_notify") == 1  # said once, then silent
