"""The firmware's modules live in firmware/ (copied to the Pico's root), not in
an installed package: put that folder on the path so ``tablereader`` imports
under CPython exactly as on the board."""

import sys
from pathlib import Path

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"
if str(FIRMWARE) not in sys.path:
    # Appended, not prepended: firmware/code.py must not shadow the stdlib's `code`.
    sys.path.append(str(FIRMWARE))
