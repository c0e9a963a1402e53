"""The composition root: real or simulated hardware is chosen here, once.

Nothing else in the kiosk asks which it is running on.
"""

from __future__ import annotations

import queue
from dataclasses import dataclass, field

from companion.config import Config
from companion.errors import UserError
from hal.events import Button, ButtonEvent, HardwareEvent, Press
from hal.ports import Clock, Device
from hal.pins import GPIOUnavailable


class QueuedTouch:
    """Real mode: taps (and a maker's keyboard) become logical presses put
    straight on the queue; the GPIO panel is separate."""

    def __init__(self, sink: "queue.SimpleQueue[HardwareEvent]", clock: Clock) -> None:
        self._sink, self._clock = sink, clock

    def press(self, button: Button) -> None:
        self._sink.put(ButtonEvent(button, Press.PRESSED, self._clock.now()))

    def release(self, button: Button) -> None:
        self._sink.put(ButtonEvent(button, Press.RELEASED, self._clock.now()))

    def tap(self, button: Button) -> None:
        self.press(button)
        self.release(button)


@dataclass
class Hardware:
    touch: object  # companion.kiosk.app.TouchInput
    devices: list[Device] = field(default_factory=list)
    simulated_reader: object | None = None  # sim_hardware.reader.SimulatedReader, in simulation

    def close(self) -> None:
        for device in reversed(self.devices):
            device.close()


def build_hardware(config: Config, inbound: "queue.SimpleQueue[HardwareEvent]", clock: Clock) -> Hardware:
    settings = config["hardware"]
    match settings["mode"]:
        case "sim":
            from sim_hardware.panel import SimulatedPanel

            panel = SimulatedPanel(config.pins, inbound, clock, hold_time=settings["hold_time"])
            hardware = Hardware(touch=panel, devices=[panel])
        case "real":
            from hal.buttons import ButtonPanel
            from hal.pins import make_pin_factory

            try:
                factory = make_pin_factory(settings["pin_factory"])
            except GPIOUnavailable as error:
                raise UserError(str(error)) from None
            panel = ButtonPanel(config.pins, inbound, clock, factory, settings["hold_time"], settings["bounce_time"])
            hardware = Hardware(touch=QueuedTouch(inbound, clock), devices=[panel])
        case other:  # config validation makes this unreachable; say so clearly if it is not
            raise UserError(f"hardware.mode = {other!r}; accepted: 'sim', 'real'")
    _add_reader(hardware, settings, inbound, clock)
    for device in hardware.devices:
        device.start()
    return hardware


def _add_reader(hardware: Hardware, settings, inbound, clock: Clock) -> None:
    """The real reader driver runs in both modes: on the configured port, or in
    simulation on the pty of a simulated reader speaking the same protocol."""
    from hal.reader.driver import ReaderDriver

    if settings["mode"] == "sim" and not settings["reader_port"]:
        from sim_hardware.reader import SimulatedReader

        reader = SimulatedReader()
        hardware.simulated_reader = reader
        hardware.devices += [reader, ReaderDriver(str(reader.port), inbound, clock)]
    else:
        hardware.devices.append(ReaderDriver(settings["reader_port"], inbound, clock))


def tag_registry(config: Config):
    """Which tag is which component: in simulation every component of every
    box has a made-up tag; at the table, the file the store's staff taught
    (``companion tags learn``). A bad file is refused whole with one line."""
    from companion.tags import boxes, registry

    if config["hardware"]["mode"] == "sim" and not config["hardware"]["reader_port"]:
        components = []
        for game_id in boxes.DATA_FILES:
            try:
                components.extend(boxes.box(game_id))
            except boxes.BoxError:
                continue  # a game whose component list is not installed has no tags
        return registry.simulated(tuple(components))
    return registry.load(config.state_dir() / "tags.toml")
