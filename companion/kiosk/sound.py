"""Short synthesised cues (low air, the Orca's countdown), with the mixer opened only when needed.

An open SDL audio device keeps a mixing thread awake (measured at about 0.9%
of a core under the dummy driver), which would break the idle budget. So the
mixer opens on the first cue and closes again after a quiet spell.
"""

from __future__ import annotations

import array
import logging
import math

import pygame

log = logging.getLogger(__name__)

RATE = 22_050
QUIET_AFTER_S = 10.0

# name -> (frequency Hz, duration s, repeats)
CUES: dict[str, tuple[float, float, int]] = {
    "tick": (880.0, 0.06, 1),
    "warning": (660.0, 0.15, 2),
    "alarm": (440.0, 0.25, 3),
    "done": (1046.5, 0.3, 1),
}


def tone(frequency: float, seconds: float, repeats: int = 1, volume: float = 0.5) -> bytes:
    """16-bit mono PCM of a beep, with a short gap between repeats."""
    samples = array.array("h")
    beep = int(RATE * seconds)
    gap = int(RATE * 0.06)
    for _ in range(repeats):
        for n in range(beep):
            fade = min(1.0, n / 200, (beep - n) / 200)  # no clicks at the edges
            samples.append(int(32767 * volume * fade * math.sin(2 * math.pi * frequency * n / RATE)))
        samples.extend([0] * gap)
    return samples.tobytes()


class Sound:
    def __init__(self, volume: float = 0.7, enabled: bool = True) -> None:
        self.volume = volume
        self.enabled = enabled
        self.played: list[str] = []  # cue names in order, for tests and the self-test screen
        self._cache: dict[str, pygame.mixer.Sound] = {}
        self._last = None

    def play(self, cue: str, now: float) -> None:
        self.played.append(cue)
        self._last = now
        if not self.enabled or self.volume <= 0:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
                self._cache.clear()
            sound = self._cache.get(cue)
            if sound is None:
                frequency, seconds, repeats = CUES[cue]
                sound = self._cache[cue] = pygame.mixer.Sound(buffer=tone(frequency, seconds, repeats))
            sound.set_volume(self.volume)
            sound.play()
        except pygame.error as error:  # no audio device: the cue is still shown on screen
            log.warning("sound %s not played: %s", cue, error)
            self.enabled = False

    def release_if_quiet(self, now: float) -> None:
        if self._last is not None and now - self._last > QUIET_AFTER_S and pygame.mixer.get_init():
            pygame.mixer.quit()
            self._cache.clear()
            self._last = None
