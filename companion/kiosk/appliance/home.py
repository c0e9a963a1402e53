"""The home screen of the appliance: the lead's home screen, plus the store's doors.

- Nobody touches it for ``attract_after_s`` seconds: attract mode starts.
  It only ever starts from here, so a game in progress (always a scene on top of
  this one) is never left for a demo.
- LEFT + RIGHT held together: the self-test screen.
- OK + BACK held together for three seconds: the store admin menu (longer, so a
  curious player does not stumble into it).

While two buttons are down, a hold is taken as the start of a combination and
consumed: it must not also open the help overlay (OK held).
"""

from __future__ import annotations

import pygame

from companion.kiosk import theme as th
from companion.kiosk.gestures import Gesture
from companion.kiosk.scenes.home import Home
from hal.events import Button

SELF_TEST = frozenset({Button.LEFT, Button.RIGHT})
ADMIN = frozenset({Button.OK, Button.BACK})
ADMIN_HOLD_S = 3.0  # counted from the moment both are held


class StoreHome(Home):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.active_at = app.clock.now()
        self.admin_since: float | None = None

    @property
    def appliance(self):
        return self.app.services["appliance"]

    # Lifetime: coming back to the home screen counts as activity -------------------
    def enter(self) -> None:
        self._touched()

    def resume(self) -> None:
        self._touched()

    def _touched(self) -> None:
        self.active_at = self.app.clock.now()
        self.admin_since = None

    # Input --------------------------------------------------------------------
    def handle(self, gesture: Gesture) -> bool:
        self._touched()
        if gesture.held:
            together = self.app.gestures.held_together()
            if together >= SELF_TEST:
                from companion.kiosk.appliance.selftest import SelfTest

                self.app.push(SelfTest(self.app))
                return True
            if together >= ADMIN:
                self.admin_since = self.app.clock.now()
                return True
            if len(self.app.gestures.down) > 1:
                return True  # the first half of a combination
        return super().handle(gesture)

    def tap(self, x: float, y: float) -> list[Button]:
        self._touched()
        return super().tap(x, y)

    # Time ---------------------------------------------------------------------
    def deadline(self) -> float | None:
        if self.app.stack.top is not self:
            return None
        if self.admin_since is not None:
            return self.admin_since + ADMIN_HOLD_S
        after = self.appliance.settings.attract_after_s
        return self.active_at + after if after > 0 else None

    def tick(self, now: float) -> None:
        if self.admin_since is not None:
            still_held = self.app.gestures.held_together() >= ADMIN
            self.admin_since = None
            if still_held:
                from companion.kiosk.appliance.admin import Admin

                self.app.push(Admin(self.app))
            return
        from companion.kiosk.appliance.attract import Attract

        self.app.push(Attract(self.app, self.appliance.games()))

    # Drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.admin_since is not None:
            self.app.theme.text(surface, "Keep holding OK and BACK for the admin menu…", 400, 400, size=26,
                                colour=th.WARNING, anchor="center", bold=True)
