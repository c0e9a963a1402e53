"""The reader's serial driver: one thread that turns frames into events.

The thread opens any pyserial URL (``/dev/table-reader``, a pty, ``loop://``,
``socket://host:port``), asks for a handshake and throws away everything
before it (output the reader queued while nobody listened). Online, it turns
frames into frozen events and puts them on the sink; that is all it does to
the rest of the program. Three seconds without a frame (the reader sends a
heartbeat every second) is silence; a read or open error is an unplug; either
way it reports ``ReaderOffline`` once and reconnects with backoff until
``close()``.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Callable

import serial

from hal.events import ButtonEvent, ReaderOffline, ReaderOnline, TagGone, TagSeen
from hal.ports import Clock, EventSink, MonotonicClock
from hal.reader import codec

log = logging.getLogger(__name__)

SILENCE_S = 3.0
HANDSHAKE_S = 2.0  # give up on a port that does not say HELLO within this
SYNC_EVERY_S = 0.5
# How long a read blocks when nothing comes. A read returns as soon as one byte
# arrives, so this bounds only close() and the silence check, never tag latency;
# at 0.02 s the two reader threads cost about 1.2% of a core while idle.
READ_TIMEOUT_S = 0.25
BACKOFF_S = (0.05, 0.1, 0.2, 0.5, 1.0)  # then 1 s for ever: opening a missing port is cheap


class ReaderLost(Exception):
    """The connection ended; the message is the status line's phrase."""


def open_serial(url: str) -> serial.SerialBase:
    return serial.serial_for_url(url, baudrate=115200, timeout=READ_TIMEOUT_S, write_timeout=0.5)


class ReaderDriver:
    def __init__(
        self,
        url: str,
        sink: EventSink,
        clock: Clock | None = None,
        *,
        silence_s: float = SILENCE_S,
        opener: Callable[[str], serial.SerialBase] = open_serial,
    ) -> None:
        self.url = url
        self._sink = sink
        self._clock = clock or MonotonicClock()  # stamps events, on the kiosk's time scale
        # Timeouts run on real time even when the kiosk's clock is virtual:
        # a serial port does not wait for a test to advance time.
        self._timer = time.monotonic
        self._silence_s = silence_s
        self._opener = opener
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._port: serial.SerialBase | None = None
        self.online = False
        self.connections = 0  # successful handshakes, for tests and the self-test screen
        self.rejected = 0  # lines thrown away after the handshake
        self.gaps = 0  # frames lost in transit, seen as jumps in the sequence

    def start(self) -> None:
        if self._thread is not None:
            raise RuntimeError("reader driver already started")
        if not self.url:
            # No reader configured: say so once, for the status line, and idle.
            self._sink.put(ReaderOffline("not configured", self._clock.now()))
            return
        self._thread = threading.Thread(target=self._run, name="reader", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2.0)

    # -- the thread ---------------------------------------------------------

    def _run(self) -> None:
        failures = 0
        last_reason = ""
        while not self._stop.is_set():
            try:
                self._port = self._opener(self.url)
            except (serial.SerialException, OSError, ValueError) as error:
                reason = "unplugged"
                log.debug("cannot open %s: %s", self.url, error)
            else:
                try:
                    hello, decoder = self._handshake()
                    failures = 0
                    self._go_online(hello)
                    self._serve(decoder)
                    reason = "closed"
                except ReaderLost as lost:
                    reason = str(lost)
                except (serial.SerialException, OSError) as error:
                    log.debug("reader %s: %s", self.url, error)
                    reason = "unplugged"
                except Exception:
                    # A bug must not end the thread: the kiosk would never hear
                    # of the reader again. Log it, reconnect like any error.
                    log.exception("reader %s: unexpected error", self.url)
                    reason = "reader error"
                finally:
                    self._close_port()
            if self._stop.is_set():
                break
            if self.online or reason != last_reason:
                # Once per outage, not once per retry.
                self.online = False
                self._sink.put(ReaderOffline(reason, self._clock.now()))
            last_reason = reason
            self._stop.wait(BACKOFF_S[min(failures, len(BACKOFF_S) - 1)])
            failures += 1
        self.online = False

    def _handshake(self) -> tuple[codec.Hello, codec.FrameDecoder]:
        port = self._port
        port.reset_input_buffer()
        decoder = codec.FrameDecoder()
        started = self._timer()
        next_sync = started
        seq = 0
        while not self._stop.is_set():
            now = self._timer()
            if now - started > HANDSHAKE_S:
                raise ReaderLost("no handshake")
            if now >= next_sync:
                port.write(codec.encode(codec.SyncRequest(seq)))
                seq += 1
                next_sync = now + SYNC_EVERY_S
            for frame in decoder.feed(self._read()):
                if isinstance(frame, codec.Hello):
                    if frame.protocol != codec.PROTOCOL_VERSION:
                        raise ReaderLost(f"protocol {frame.protocol}, expected {codec.PROTOCOL_VERSION}")
                    return frame, decoder
                # Anything before the handshake is stale: dropped unread.
        raise ReaderLost("closed")

    def _go_online(self, hello: codec.Hello) -> None:
        self.online = True
        self.connections += 1
        self._expected_seq = (hello.seq + 1) % codec.SEQ_MODULO
        self._sink.put(ReaderOnline(hello.firmware, hello.protocol, self._clock.now()))

    def _serve(self, decoder: codec.FrameDecoder) -> None:
        last_heard = self._timer()
        while not self._stop.is_set():
            chunk = self._read()
            now = self._timer()
            for frame in decoder.feed(chunk):
                if isinstance(frame, codec.Rejected):
                    self.rejected += 1
                    log.debug("reader: dropped %r (%s)", frame.line, frame.reason)
                    continue
                last_heard = now
                self._deliver(frame, self._clock.now())
            if now - last_heard >= self._silence_s:
                raise ReaderLost(f"silent for {self._silence_s:g} s")

    def _deliver(self, frame: codec.Frame, now: float) -> None:
        if frame.seq != self._expected_seq and not isinstance(frame, codec.Hello):
            self.gaps += 1
            log.info("reader: sequence jumped from %d to %d", self._expected_seq, frame.seq)
        self._expected_seq = (frame.seq + 1) % codec.SEQ_MODULO
        match frame:
            case codec.TagArrived(uid=uid):
                self._sink.put(TagSeen(uid, now))
            case codec.TagLeft(uid=uid):
                self._sink.put(TagGone(uid, now))
            case codec.ButtonFrame(button=button, press=press):
                self._sink.put(ButtonEvent(button, press, now))
            case codec.Hello() | codec.Beat() | codec.SyncRequest():
                # A late HELLO answers a repeated SYNC: the sequence restarts
                # (handled above) and the kiosk already knows we are online.
                pass

    def _read(self) -> bytes:
        port = self._port
        return port.read(max(1, min(port.in_waiting, 4096)))

    def _close_port(self) -> None:
        port, self._port = self._port, None
        if port is not None:
            try:
                port.close()
            except (serial.SerialException, OSError):
                pass
