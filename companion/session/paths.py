"""Where the journal lives.

One small function so that the config module can be wired in as one more
step of the search, before the user's data directory.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping


def state_dir(flag: str | os.PathLike | None = None, config: Any = None,
              environ: Mapping[str, str] = os.environ) -> Path:
    """The state directory: ``--state-dir``, else the config's (``[state] dir``,
    which falls back the same way), else systemd's ``$STATE_DIRECTORY``
    (``StateDirectory=`` in the unit; the first one if it lists several), else
    ``$XDG_STATE_HOME/companion``, else ``~/.local/state/companion``."""
    if flag:
        return Path(flag).expanduser()
    if config is not None:
        return config.state_dir()
    if environ.get("STATE_DIRECTORY"):
        return Path(environ["STATE_DIRECTORY"].split(":")[0])
    if environ.get("XDG_STATE_HOME"):
        return Path(environ["XDG_STATE_HOME"]) / "companion"
    return Path(environ.get("HOME") or Path.home()) / ".local" / "state" / "companion"
