"""The button panel on gpiozero's MockFactory: the wire is driven, the queue is read."""

import queue
import time

import pytest
from gpiozero.pins.mock import MockFactory

from hal.buttons import ButtonPanel
from hal.events import Button, ButtonEvent, Press
from hal.pins import GPIOUnavailable, make_pin_factory
from sim_hardware.clock import VirtualClock

PINS = {Button.OK: 26, Button.BACK: 21, Button.SEAT_1: 4}


@pytest.fixture
def wired():
    factory = MockFactory()
    events: queue.SimpleQueue = queue.SimpleQueue()
    clock = VirtualClock(start=50.0)
    panel = ButtonPanel(PINS, events, clock, factory, hold_time=0.05, bounce_time=None)
    yield factory, events, clock, panel
    panel.close()
    factory.close()


def next_event(events: queue.SimpleQueue, timeout: float = 1.0) -> ButtonEvent:
    return events.get(timeout=timeout)


def test_a_press_and_release_reach_the_queue_as_logical_events(wired):
    factory, events, clock, _ = wired
    factory.pin(26).drive_low()  # the OK button shorts its pin to ground
    assert next_event(events) == ButtonEvent(Button.OK, Press.PRESSED, 50.0)
    clock.advance(0.01)
    factory.pin(26).drive_high()
    assert next_event(events) == ButtonEvent(Button.OK, Press.RELEASED, 50.01)
    assert events.empty()


def test_holding_past_hold_time_reports_held_once(wired):
    factory, events, _, _ = wired
    factory.pin(21).drive_low()
    assert next_event(events).press is Press.PRESSED
    held = next_event(events)
    assert (held.button, held.press) == (Button.BACK, Press.HELD)
    time.sleep(0.15)  # three more hold times: still only one HELD
    factory.pin(21).drive_high()
    assert next_event(events).press is Press.RELEASED
    assert events.empty()


def test_seat_buttons_report_their_seat(wired):
    factory, events, _, _ = wired
    factory.pin(4).drive_low()
    event = next_event(events)
    assert event.button is Button.SEAT_1 and event.button.seat == 0


def test_pins_use_the_pull_up_so_an_unpressed_button_reads_high(wired):
    factory, events, _, panel = wired
    assert not panel.is_pressed(Button.OK)
    assert factory.pin(26).state == 1
    assert events.empty()


def test_real_mode_without_gpio_fails_with_one_sentence():
    with pytest.raises(GPIOUnavailable) as refused:
        make_pin_factory("lgpio")
    message = str(refused.value)
    assert "\n" not in message
    assert "lgpio" in message and "--hardware sim" in message


def test_an_unknown_factory_is_named():
    with pytest.raises(GPIOUnavailable, match="'pigpio'"):
        make_pin_factory("pigpio")


def test_the_kiosk_in_real_mode_without_gpio_says_so_in_one_line(tmp_path):
    import os
    import subprocess
    import sys

    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    result = subprocess.run([sys.executable, "-m", "companion", "kiosk", "--hardware", "real",
                             "--state-dir", str(tmp_path)], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert lines == [lines[-1]] and lines[0].startswith("companion: real hardware mode")
    assert "Traceback" not in result.stderr and "Warning" not in result.stderr
