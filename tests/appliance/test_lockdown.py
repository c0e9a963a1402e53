"""Finding this process's open network doors, checked with real sockets."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from companion.lockdown import listening_sockets


def ours(before):
    return [s for s in listening_sockets() if s.inode not in {b.inode for b in before}]


def test_a_tcp_listener_is_found_with_its_address_and_port():
    before = listening_sockets()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        [found] = ours(before)
        assert (found.protocol, found.address, found.port) == ("tcp", ipaddress.IPv4Address("127.0.0.1"), port)
        assert str(found) == f"tcp 127.0.0.1:{port}"
    assert ours(before) == []


def test_a_bound_udp_socket_counts_but_an_unbound_one_does_not():
    before = listening_sockets()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as unbound:
        assert ours(before) == []
        unbound.bind(("0.0.0.0", 0))
        [found] = ours(before)
        assert found.protocol == "udp" and found.port == unbound.getsockname()[1]


def test_an_outgoing_connection_is_not_a_listener():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        before = listening_sockets()
        with socket.create_connection(server.getsockname()) as client:
            accepted, _ = server.accept()
            with accepted:
                assert ours(before) == []


@pytest.mark.skipif(not socket.has_ipv6, reason="no IPv6")
def test_an_ipv6_listener_is_decoded():
    before = listening_sockets()
    try:
        server = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
        server.bind(("::1", 0))
    except OSError:
        pytest.skip("IPv6 loopback not configured")
    with server:
        server.listen()
        [found] = ours(before)
        assert (found.protocol, str(found)) == ("tcp6", f"tcp6 [::1]:{server.getsockname()[1]}")


def test_unix_sockets_are_not_network_doors(tmp_path):
    before = listening_sockets()
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "s"))
        server.listen()
        assert ours(before) == []
