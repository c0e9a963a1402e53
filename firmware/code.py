# The card reader's main program (CircuitPython on a Raspberry Pi Pico).
# Wiring and installation: README.md beside this file.
import time

import board
import busio
import digitalio
import usb_cdc

from tablereader.buttons import Buttons
from tablereader.pn532_chip import PN532Chip
from tablereader.reader import Reader

# Optional buttons on the Pico: logical button name -> pin (each to GND).
# Remove lines for buttons you do not wire; an unwired pin just reads "up".
BUTTON_PINS = {
    "ok": board.GP14,
    "back": board.GP15,
}


def pin_reader(pin):
    io = digitalio.DigitalInOut(pin)
    io.switch_to_input(pull=digitalio.Pull.UP)
    return lambda: not io.value  # pressed pulls the pin low


def ticks_ms():
    return time.monotonic_ns() // 1000000


def main():
    port = usb_cdc.data
    if port is None:
        raise RuntimeError("usb_cdc data port is off: copy boot.py and power-cycle the Pico")
    port.timeout = 0
    i2c = busio.I2C(board.GP5, board.GP4, frequency=100000)  # SCL, SDA
    chip = PN532Chip(i2c)
    buttons = Buttons({name: pin_reader(pin) for name, pin in BUTTON_PINS.items()})
    reader = Reader(chip, port, buttons)
    print("table reader ready:", chip.description)  # console port only
    while True:
        reader.step(ticks_ms())


main()
