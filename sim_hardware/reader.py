"""A simulated card reader speaking the real wire protocol through a pty.

The real ``hal.reader.driver.ReaderDriver`` opens ``reader.port``: a symlink
to the pty's slave side, as udev gives the real reader a stable name. Unplug
closes the pty and removes the link (the driver's reads fail as on a real
unplug); replug makes a new pty behind the same link. Everything the reader
would say is encoded by the host codec; the contract test ties that codec to
the firmware's encoder.

    reader = SimulatedReader()
    reader.start()
    driver = ReaderDriver(reader.port, queue)
    driver.start()
    reader.tap("04A1B2C3D4E5F6")
    ...
    driver.close(); reader.close()
"""

from __future__ import annotations

import dataclasses
import errno
import os
import select
import tempfile
import threading
import time
import tty
from pathlib import Path

from hal.events import Button, Press
from hal.reader import codec

FIRMWARE = "sim-1.0.0"
HEARTBEAT_S = 1.0
IDLE_WAIT_S = 0.25  # select returns at once when the host writes; this only paces heartbeats and close()


class SimulatedReader:
    def __init__(self, firmware: str = FIRMWARE, heartbeat_s: float = HEARTBEAT_S) -> None:
        self.firmware = firmware
        self.heartbeat_s = heartbeat_s
        self._dir = tempfile.TemporaryDirectory(prefix="sim-reader-")
        self.port = str(Path(self._dir.name) / "table-reader")  # give this to the driver
        self._lock = threading.Lock()
        self._master: int | None = None
        self._slave: int | None = None
        self._seq = 0
        self._greeted = False  # a HELLO has been sent on this plug-in
        self._silent = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.syncs = 0  # handshake requests received

    # -- the API for tests, the kiosk's picker and benchmarks ----------------

    def start(self) -> None:
        self.replug()
        self._thread = threading.Thread(target=self._run, name="sim-reader", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2.0)
        self.unplug()
        self._dir.cleanup()

    def tap(self, uid: str) -> None:
        """A tag laid on the reader and lifted again: arrival, then gone."""
        self.place(uid)
        self.lift(uid)

    def place(self, uid: str) -> None:
        self._send(codec.TagArrived(0, uid.upper()))

    def lift(self, uid: str) -> None:
        self._send(codec.TagLeft(0, uid.upper()))

    def press(self, button: Button, press: Press = Press.PRESSED) -> None:
        self._send(codec.ButtonFrame(0, button, press))

    def noise(self, raw: bytes) -> None:
        """Bytes straight onto the line: REPL chatter, a torn frame, garbage."""
        with self._lock:
            self._write(raw)

    def silence(self, silent: bool = True) -> None:
        """Stop (or resume) heartbeats and answers, as a hung reader would."""
        self._silent = silent

    def unplug(self) -> None:
        with self._lock:
            for fd in (self._master, self._slave):
                if fd is not None:
                    os.close(fd)
            self._master = self._slave = None
            self._greeted = False
            Path(self.port).unlink(missing_ok=True)

    def replug(self) -> None:
        self.unplug()
        master, slave = os.openpty()
        # Raw before anyone opens it, or the line discipline would echo our
        # own frames back to us and mangle line ends.
        tty.setraw(slave)
        os.set_blocking(master, False)
        with self._lock:
            self._master, self._slave = master, slave  # slave kept open: no EIO while unopened
            os.symlink(os.ttyname(slave), self.port)

    @property
    def plugged(self) -> bool:
        return self._master is not None

    # -- the reader's side of the protocol --------------------------------

    def _send(self, frame: codec.Frame) -> None:
        with self._lock:
            if self._greeted and not self._silent:
                self._write(codec.encode(dataclasses.replace(frame, seq=self._seq)))
                self._seq = (self._seq + 1) % codec.SEQ_MODULO
                self._last_sent = time.monotonic()

    def _write(self, raw: bytes) -> None:
        if self._master is None:
            return
        try:
            os.write(self._master, raw)
        except BlockingIOError:
            pass  # nobody reading and the pty is full: a real reader drops too
        except OSError as error:
            if error.errno != errno.EIO:
                raise

    def _run(self) -> None:
        lines = codec.FrameDecoder()
        self._last_sent = time.monotonic()
        while not self._stop.is_set():
            master = self._master
            if master is None:
                self._stop.wait(IDLE_WAIT_S)
                continue
            try:
                readable, _, _ = select.select([master], [], [], IDLE_WAIT_S)
                chunk = os.read(master, 4096) if readable else b""
            except (OSError, ValueError):
                continue  # unplugged under our feet
            for frame in lines.feed(chunk):
                if isinstance(frame, codec.SyncRequest) and not self._silent:
                    self.syncs += 1
                    with self._lock:
                        self._seq = 0
                        self._greeted = True
                    self._send(codec.Hello(0, self.firmware, codec.PROTOCOL_VERSION))
            if self._greeted and time.monotonic() - self._last_sent >= self.heartbeat_s:
                self._send(codec.Beat(0))

