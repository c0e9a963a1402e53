"""Choosing gpiozero's pin factory, once and explicitly.

gpiozero left to itself tries every backend in turn and warns about each one
that fails. A kiosk should instead say in one sentence what is missing, so the
factory is named in config (or by the simulation) and built here.
"""

from __future__ import annotations

from typing import Any


class GPIOUnavailable(RuntimeError):
    """Real hardware mode was asked for on a machine whose GPIO cannot be opened."""


def make_pin_factory(name: str) -> Any:
    """``"mock"`` (simulation), ``"lgpio"`` (Pi 5, and older Pis) or ``"rpigpio"`` (Pi 4 and older)."""
    match name:
        case "mock":
            from gpiozero.pins.mock import MockFactory

            return MockFactory()
        case "lgpio":
            module, cls, package = "gpiozero.pins.lgpio", "LGPIOFactory", "lgpio"
        case "rpigpio":
            module, cls, package = "gpiozero.pins.rpigpio", "RPiGPIOFactory", "RPi.GPIO"
        case _:
            raise GPIOUnavailable(f"unknown pin factory {name!r}; use lgpio, rpigpio or mock")
    try:
        factory_class = getattr(__import__(module, fromlist=[cls]), cls)
        return factory_class()
    except ImportError:
        raise GPIOUnavailable(
            f"real hardware mode needs the {package} package, which is not installed: "
            f"install the Pi extra (pip install '.[pi]') or run with --hardware sim"
        ) from None
    except Exception as error:  # the backend's own error when no GPIO chip can be opened
        raise GPIOUnavailable(
            f"real hardware mode could not open the GPIO chip with {package} ({error}); "
            f"is this a Raspberry Pi, and is the user in the gpio group? Or run with --hardware sim"
        ) from None
