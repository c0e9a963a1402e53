"""Debounced buttons on the Pico's own pins, reported as button frames.

Each button is a callable returning True while pressed (the thin interface;
``code.py`` wraps a ``digitalio`` pin with a pull-up). A level must hold for
``bounce_ms`` before it counts; a press held for ``hold_ms`` fires HELD once.
Names are the host's logical buttons (``ok``, ``back``, ``seat1`` ...).
"""

PRESSED = "pressed"
HELD = "held"
RELEASED = "released"


class _Debounced:
    def __init__(self):
        self.pressed = False
        self.raw = False
        self.raw_since = 0
        self.pressed_since = 0
        self.held = False


class Buttons:
    def __init__(self, readers, bounce_ms=20, hold_ms=800):
        self._readers = readers  # {name: callable() -> bool}
        self._states = {name: _Debounced() for name in readers}
        self.bounce_ms = bounce_ms
        self.hold_ms = hold_ms

    def update(self, now_ms):
        """Poll every pin once; returns a list of (name, PRESSED|HELD|RELEASED)."""
        changes = []
        for name, read in self._readers.items():
            state = self._states[name]
            raw = bool(read())
            if raw != state.raw:
                state.raw = raw
                state.raw_since = now_ms
            if raw != state.pressed and now_ms - state.raw_since >= self.bounce_ms:
                state.pressed = raw
                if raw:
                    state.pressed_since = now_ms
                    state.held = False
                    changes.append((name, PRESSED))
                else:
                    changes.append((name, RELEASED))
            elif state.pressed and not state.held and now_ms - state.pressed_since >= self.hold_ms:
                state.held = True
                changes.append((name, HELD))
        return changes
