"""The simulated kiosk runs the real reader driver against a simulated reader on
a pty: the status line follows it, and the T picker's tap arrives as a TagSeen
at the scene underneath, through the wire protocol."""

import queue
import time

import pygame
import pytest

from companion import config as configuration
from companion.kiosk.compose import build_hardware
from companion.kiosk.main import build_app
from companion.kiosk.scene import Scene
from companion.kiosk.scenes.tap_picker import TapPicker
from hal.events import Button, TagSeen
from hal.ports import MonotonicClock


class Listening(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.seen = []

    def tag(self, event):
        self.seen.append(event)
        return True

    def draw(self, surface):
        pass


def run_until(app, condition, seconds=5.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.step(0.02)
        if condition():
            return
    raise AssertionError("the condition never came true")


@pytest.fixture
def kiosk(tmp_path):
    pygame.display.init()
    pygame.font.init()
    settings = configuration.from_mapping({"state": {"dir": str(tmp_path)}})
    inbound: queue.SimpleQueue = queue.SimpleQueue()
    clock = MonotonicClock()
    hardware = build_hardware(settings, inbound, clock)
    app = build_app(settings, pygame.Surface((800, 480)), inbound, clock, hardware.touch, hardware.simulated_reader)
    app._flip = lambda: None
    yield app, hardware
    app.services["store"].close()
    hardware.close()


def test_the_status_line_follows_the_simulated_reader(kiosk):
    app, hardware = kiosk
    run_until(app, lambda: app.reader_online)
    assert app.reader_status == "Reader online (firmware sim-1.0.0)"
    hardware.simulated_reader.unplug()
    run_until(app, lambda: not app.reader_online)
    assert app.reader_status.startswith("Reader offline")
    hardware.simulated_reader.replug()
    run_until(app, lambda: app.reader_online)


def test_the_picker_lays_a_component_on_the_reader(kiosk):
    app, hardware = kiosk
    run_until(app, lambda: app.reader_online)
    listening = Listening(app)
    app.push(listening)
    app.handle_sdl(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t))
    picker = app.stack.top
    assert isinstance(picker, TapPicker) and picker.choices
    label, uid = picker.choices[3]
    for button in (Button.DOWN, Button.DOWN, Button.DOWN, Button.OK):
        hardware.touch.tap(button)
    run_until(app, lambda: listening.seen)
    assert app.stack.top is listening
    assert isinstance(listening.seen[0], TagSeen) and listening.seen[0].uid == uid
    assert app.services["tags"].component(uid).describe() == label
