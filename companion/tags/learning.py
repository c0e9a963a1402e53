"""The learning walk: "tap the 13 hexagon", one component at a time.

Pure: a walk is an immutable value; ``tap`` returns the next walk and what
happened. The console command and the kiosk screen both drive it, and save
the registry after each learned tag, so a store can stop and pick up later:
a new walk skips components whose tags are already in the registry.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.tags.components import Component
from companion.tags.registry import TagRegistry

GAME_TITLES = {"deep-sea": "Deep Sea Adventure", "dive": "Dive", "in-too-deep": "In Too Deep"}


@dataclass(frozen=True, slots=True)
class Step:
    number: int  # 1-based, counting the components already learned
    total: int
    component: Component

    @property
    def prompt(self) -> str:
        return f"tap {self.component.describe()} ({self.number} of {self.total})"


@dataclass(frozen=True, slots=True)
class Learned:
    uid: str
    component: Component


@dataclass(frozen=True, slots=True)
class Refused:
    uid: str
    reason: str  # one line for the screen; the walk stays on the same step


TapResult = Learned | Refused


@dataclass(frozen=True, slots=True)
class LearnWalk:
    total: int
    remaining: tuple[Component, ...]
    registry: TagRegistry

    @classmethod
    def start(cls, components: tuple[Component, ...], registry: TagRegistry) -> LearnWalk:
        """A walk over ``components`` that skips those already tagged in ``registry``."""
        remaining: list[Component] = []
        covered: dict[Component, int] = {}
        for component in components:
            if covered.get(component, 0) < registry.count(component):
                covered[component] = covered.get(component, 0) + 1
            else:
                remaining.append(component)
        return cls(len(components), tuple(remaining), registry)

    @property
    def done(self) -> bool:
        return not self.remaining

    @property
    def step(self) -> Step | None:
        if self.done:
            return None
        return Step(self.total - len(self.remaining) + 1, self.total, self.remaining[0])

    def tap(self, uid: str) -> tuple[LearnWalk, TapResult]:
        if self.done:
            return self, Refused(uid, "every component is already learned")
        known = self.registry.component(uid)
        if known is not None:
            where = "" if known.game == self.remaining[0].game else f" of {GAME_TITLES[known.game]}"
            return self, Refused(uid, f"that tag is already {known.describe()}{where}; tap another")
        component = self.remaining[0]
        walk = LearnWalk(self.total, self.remaining[1:], self.registry.with_tag(uid, component))
        return walk, Learned(uid, component)

    def skip(self) -> LearnWalk:
        """Leave this component untagged (a chip lost from the box) and go on."""
        return LearnWalk(self.total, self.remaining[1:], self.registry) if self.remaining else self
