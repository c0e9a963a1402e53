"""Which tag is on the reader: one arrival and one departure per visit.

The chip is polled; a read misses now and then even with a tag lying still,
so a tag counts as gone only after ``gone_after_ms`` without a read. A
different tag read meanwhile ends the first visit at once (the first tag has
obviously been swapped for the second). Time is passed in, in milliseconds.
"""

ARRIVED = "arrived"
GONE = "gone"


class Presence:
    def __init__(self, gone_after_ms=300):
        self.gone_after_ms = gone_after_ms
        self.uid = None  # the tag on the reader, upper-case hex
        self._last_seen = 0

    def update(self, uid, now_ms):
        """Feed one poll (``uid`` or None); returns a list of (ARRIVED|GONE, uid)."""
        changes = []
        if uid is not None:
            if uid != self.uid:
                if self.uid is not None:
                    changes.append((GONE, self.uid))
                self.uid = uid
                changes.append((ARRIVED, uid))
            self._last_seen = now_ms
        elif self.uid is not None and now_ms - self._last_seen >= self.gone_after_ms:
            changes.append((GONE, self.uid))
            self.uid = None
        return changes


def uid_text(uid_bytes):
    return "".join("%02X" % b for b in uid_bytes)
