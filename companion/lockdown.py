"""Lock-down: the kiosk offers nothing on the network and no way out to a shell.

``listening_sockets()`` lists the network sockets this process holds open for
anyone to reach: TCP sockets in LISTEN and bound UDP sockets, read from the
kernel's tables in ``/proc/self/net`` and matched to this process's own file
descriptors by inode. The tests assert that a running kiosk holds none, and
``companion selftest`` shows the count. Reading ``/proc/self/net`` (rather than
``/proc/net``) keeps working under the unit's ``ProcSubset=``/``PrivateNetwork=``.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import signal
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

_TCP_LISTEN = "0A"  # include/net/tcp_states.h: TCP_LISTEN = 10
_TABLES = (("tcp", 4), ("tcp6", 6), ("udp", 4), ("udp6", 6))


@dataclass(frozen=True, slots=True)
class OpenSocket:
    protocol: str  # "tcp", "tcp6", "udp", "udp6"
    address: ipaddress.IPv4Address | ipaddress.IPv6Address
    port: int
    inode: int

    def __str__(self) -> str:
        host = f"[{self.address}]" if self.address.version == 6 else str(self.address)
        return f"{self.protocol} {host}:{self.port}"


def listening_sockets(proc: Path = Path("/proc/self")) -> list[OpenSocket]:
    """The TCP listeners and bound UDP sockets owned by this process (``proc``)."""
    own = _socket_inodes(proc / "fd")
    found = []
    for protocol, version in _TABLES:
        table = proc / "net" / protocol
        try:
            lines = table.read_text().splitlines()[1:]
        except FileNotFoundError:  # no IPv6 in this kernel or namespace
            continue
        for line in lines:
            fields = line.split()
            local, state, inode = fields[1], fields[3], int(fields[9])
            if inode not in own:
                continue
            if protocol.startswith("tcp") and state != _TCP_LISTEN:
                continue  # an outgoing connection is not an open door
            host, port = local.split(":")
            found.append(OpenSocket(protocol, _address(host, version), int(port, 16), inode))
    return found


def _socket_inodes(fd_dir: Path) -> set[int]:
    inodes = set()
    for fd in os.listdir(fd_dir):
        try:
            target = os.readlink(fd_dir / fd)
        except OSError:  # closed since the listing
            continue
        if target.startswith("socket:["):
            inodes.add(int(target[8:-1]))
    return inodes


def _address(hex_text: str, version: int) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    # The kernel prints the address as 32-bit words in host byte order (little-endian on
    # the Pi and on x86): each word's bytes come out reversed.
    raw = bytes.fromhex(hex_text)
    words = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
    return ipaddress.IPv4Address(words) if version == 4 else ipaddress.IPv6Address(words)


# Keys on the console that would stop or suspend the kiosk (Ctrl+C, Ctrl+\, Ctrl+Z)
# or a hang-up of its tty. In kiosk mode the kiosk ends only through systemd
# (SIGTERM, which stays as it is).
TERMINAL_SIGNALS = (signal.SIGINT, signal.SIGQUIT, signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU, signal.SIGHUP)


def ignore_terminal_signals() -> None:
    for number in TERMINAL_SIGNALS:
        signal.signal(number, signal.SIG_IGN)


def lock_keyboard() -> None:
    """Kiosk mode: no key quits, suspends or switches away.

    The window's close request (Alt+F4) is already ignored by the App in kiosk mode
    and keys that are not logical buttons do nothing. Here: the terminal signals,
    and on a desktop session a keyboard grab, so Alt+Tab and the Super key reach the
    kiosk (which ignores them) instead of the window manager. Under KMSDRM there is
    no window manager; VT switching is closed by the OS setup (docs/appliance.md).
    """
    ignore_terminal_signals()
    import pygame

    try:
        pygame.Window.from_display_module().grab_keyboard = True
    except pygame.error as error:  # no window yet (the tests' offscreen kiosk), or no grabs here
        log.debug("keyboard grab not available: %s", error)
