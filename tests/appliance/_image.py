"""A throwaway root directory shaped like a fresh Debian / Raspberry Pi OS image.

Installer and unit tests work inside it so that nothing of the machine running
the tests is touched. The system's own units are copied in because
``systemd-analyze verify --root`` resolves every dependency (``multi-user.target``,
``getty@.service``...) inside that root.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SYSTEMD_DIR = REPO / "systemd"
UNIT = SYSTEMD_DIR / "companion-kiosk.service"
HOST_UNITS = Path("/lib/systemd/system")


def make_image(root: Path) -> Path:
    (root / "etc/systemd/system/getty.target.wants").mkdir(parents=True)
    (root / "usr/lib/systemd").mkdir(parents=True)
    shutil.copytree(HOST_UNITS, root / "usr/lib/systemd/system", symlinks=True)
    # A stock image has a login prompt on tty1, which the installer hands to the kiosk.
    (root / "etc/systemd/system/getty.target.wants/getty@tty1.service").symlink_to("/usr/lib/systemd/system/getty@.service")
    (root / "etc/passwd").write_text("root:x:0:0:root:/root:/bin/bash\n")
    (root / "etc/group").write_text("root:x:0:\ndialout:x:20:\nvideo:x:44:\n")
    (root / "etc/shadow").write_text("root:*:19000:0:99999:7:::\n")
    (root / "etc/gshadow").write_text("root:*::\ndialout:*::\nvideo:*::\n")
    os.chmod(root / "etc/shadow", 0o600)
    os.chmod(root / "etc/gshadow", 0o600)
    return root


def snapshot(root: Path) -> dict[str, tuple]:
    """Every path under root with its kind, mode and content (or link target)."""
    tree = {}
    for path in sorted(root.rglob("*")):
        relative = str(path.relative_to(root))
        if path.is_symlink():
            tree[relative] = ("link", os.readlink(path))
        elif path.is_dir():
            tree[relative] = ("dir", path.stat().st_mode)
        else:
            tree[relative] = ("file", path.stat().st_mode, path.read_bytes())
    return tree


def unit_entries(text: str) -> list[tuple[str, str, str]]:
    """(section, key, value) of a unit file, in order; keys may repeat."""
    entries = []
    section = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        entries.append((section, key.strip(), value.strip()))
    return entries
