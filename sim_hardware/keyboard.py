"""Which key is which logical button in the simulated kiosk (README, "Quick start")."""

from __future__ import annotations

import pygame

from hal.events import Button

KEYS: dict[int, Button] = {
    pygame.K_UP: Button.UP,
    pygame.K_DOWN: Button.DOWN,
    pygame.K_LEFT: Button.LEFT,
    pygame.K_RIGHT: Button.RIGHT,
    pygame.K_RETURN: Button.OK,
    pygame.K_KP_ENTER: Button.OK,
    pygame.K_SPACE: Button.OK,
    pygame.K_ESCAPE: Button.BACK,
    pygame.K_BACKSPACE: Button.BACK,
    pygame.K_1: Button.SEAT_1,
    pygame.K_2: Button.SEAT_2,
    pygame.K_3: Button.SEAT_3,
    pygame.K_4: Button.SEAT_4,
    pygame.K_5: Button.SEAT_5,
    pygame.K_6: Button.SEAT_6,
}
