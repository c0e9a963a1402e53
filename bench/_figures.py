"""How every benchmark reports: figures with units and targets, as text or JSON."""

from __future__ import annotations

import argparse
import json
import platform
import os
import statistics
import sys
import time
from dataclasses import asdict, dataclass


@dataclass
class Figure:
    name: str
    value: float
    unit: str
    target: str = ""  # e.g. "<= 4 ms"; empty when the issue sets none
    met: bool | None = None


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


def machine() -> str:
    return f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()} {platform.release()}"


def parser(description: str) -> argparse.ArgumentParser:
    cli = argparse.ArgumentParser(description=description)
    cli.add_argument("--json", action="store_true", help="print one JSON object")
    cli.add_argument("--quick", action="store_true", help="fewer samples, for a smoke run")
    return cli


def report(part: str, figures: list[Figure], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"part": part, "machine": machine(), "date": time.strftime("%Y-%m-%d"),
                          "figures": [asdict(f) for f in figures]}))
        return
    for f in figures:
        verdict = "" if f.met is None else ("  ok" if f.met else "  MISSED")
        target = f"  (target {f.target})" if f.target else ""
        print(f"{part:>10}  {f.name:<48} {f.value:>12.3f} {f.unit}{target}{verdict}")
    sys.stdout.flush()


def median(values: list[float]) -> float:
    return statistics.median(values)
