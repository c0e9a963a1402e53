"""Run the whole benchmark suite, or some parts of it.

    python -m bench                 # every part
    python -m bench render idle     # some parts
    python -m bench --json          # one JSON object per part, one per line
    python -m bench --quick         # fewer samples (a smoke run)

Each part is a module here (``bench/<part>.py``) that runs on its own as
``python -m bench.<part> [--json] [--quick]``; it runs in a child process so
parts do not disturb each other's memory or timing.
"""

from __future__ import annotations

import argparse
import pkgutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def parts() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules([str(HERE)]) if not m.name.startswith("_"))


def main() -> int:
    cli = argparse.ArgumentParser(description="Run the benchmark suite (or some parts).")
    cli.add_argument("parts", nargs="*", help=f"parts to run (default all): {', '.join(parts())}")
    cli.add_argument("--json", action="store_true")
    cli.add_argument("--quick", action="store_true")
    args = cli.parse_args()
    chosen = args.parts or parts()
    unknown = sorted(set(chosen) - set(parts()))
    if unknown:
        cli.error(f"unknown part(s) {', '.join(unknown)}; parts are {', '.join(parts())}")
    failed = 0
    for part in chosen:
        command = [sys.executable, "-m", f"bench.{part}", *(["--json"] if args.json else []),
                   *(["--quick"] if args.quick else [])]
        result = subprocess.run(command, cwd=HERE.parent, capture_output=True, text=True)
        if result.returncode != 0:
            failed += 1
            print(f"{part}: failed ({result.returncode})\n{result.stderr.strip()[-2000:]}", file=sys.stderr)
            continue
        sys.stdout.write(result.stdout)
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
