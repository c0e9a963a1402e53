"""Tell systemd how the kiosk is doing: the sd_notify protocol, our own small client.

Under the appliance's unit (``Type=notify``, ``WatchdogSec=``) systemd passes
``NOTIFY_SOCKET`` (a unix datagram socket) and ``WATCHDOG_USEC``. The kiosk says
``READY=1`` once its first frame is on screen, ``WATCHDOG=1`` from the frame loop
(so a hung UI stops feeding it and systemd restarts the service), ``STATUS=`` lines
for ``systemctl status``, and ``STOPPING=1`` on the way out.

Outside systemd (a laptop, the tests, a console) there is no ``NOTIFY_SOCKET`` and
every call is a no-op, so callers never branch on it. The protocol is a few
``KEY=value`` lines in one datagram; a library would earn nothing here.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Mapping

log = logging.getLogger(__name__)


class Notifier:
    """Send sd_notify messages to one socket address, or nowhere (``address=None``)."""

    def __init__(self, address: str | None, watchdog_usec: int | None = None) -> None:
        self._address = _socket_address(address) if address else None
        # sd_watchdog_enabled(3) recommends pinging at half the interval: a late frame
        # then still lands inside the deadline.
        self.interval: float | None = watchdog_usec / 2_000_000 if watchdog_usec else None
        self._next_ping = float("-inf")
        self._socket: socket.socket | None = None
        self._failed = False

    @classmethod
    def from_environment(cls, environ: Mapping[str, str] | None = None, pid: int | None = None) -> Notifier:
        """The notifier systemd set up for this process, or a silent one."""
        environ = os.environ if environ is None else environ
        pid = os.getpid() if pid is None else pid
        address = environ.get("NOTIFY_SOCKET") or None
        return cls(address, _watchdog_usec(environ, pid))

    @property
    def enabled(self) -> bool:
        return self._address is not None

    def ready(self, status: str | None = None) -> None:
        self._send("READY=1" + (f"\nSTATUS={status}" if status else ""))

    def status(self, text: str) -> None:
        # One line: systemctl shows only the first.
        self._send("STATUS=" + " ".join(text.split()))

    def stopping(self) -> None:
        self._send("STOPPING=1")

    def ping(self, now: float) -> bool:
        """Feed the watchdog if it is due at monotonic time ``now``; True if a ping was sent.

        Call it every frame; it sends at most once per half interval.
        """
        if self.interval is None or now < self._next_ping:
            return False
        self._next_ping = now + self.interval
        return self._send("WATCHDOG=1")

    def close(self) -> None:
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def _send(self, message: str) -> bool:
        if self._address is None or self._failed:
            return False
        try:
            if self._socket is None:
                self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC)
            self._socket.sendto(message.encode(), self._address)
        except OSError as error:
            # systemd gone or the socket unreachable: the kiosk keeps running; if it was
            # the watchdog, systemd will act on the silence itself. Say so once.
            log.warning("sd_notify to %s failed (%s); not notifying any more", self._address, error)
            self._failed = True
            self.close()
            return False
        return True


def _socket_address(address: str) -> str | bytes:
    # A leading "@" names a socket in the abstract namespace (sd_notify(3)).
    if address.startswith("@"):
        return b"\0" + address[1:].encode()
    return address


def _watchdog_usec(environ: Mapping[str, str], pid: int) -> int | None:
    text = environ.get("WATCHDOG_USEC")
    if not text:
        return None
    watchdog_pid = environ.get("WATCHDOG_PID")
    # The watchdog belongs to one process; a child that inherited the variables must not feed it.
    if watchdog_pid and watchdog_pid != str(pid):
        return None
    try:
        usec = int(text)
    except ValueError:
        log.warning("WATCHDOG_USEC=%r is not a number of microseconds; watchdog not fed", text)
        return None
    return usec if usec > 0 else None
