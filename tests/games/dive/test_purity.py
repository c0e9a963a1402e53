"""The Dive engine is pure: no I/O, clock, hardware or global randomness (brief, ARCHITECTURE)."""

import ast
from pathlib import Path

import companion.games.dive as dive

FORBIDDEN = {"pygame", "hal", "sim_hardware", "serial", "gpiozero", "sqlite3", "time", "datetime", "os",
             "pathlib", "socket", "subprocess", "threading"}
ENGINE = sorted(Path(dive.__file__).parent.glob("*.py"))


def test_the_engine_imports_no_io_clock_or_hardware():
    for module in ENGINE:
        tree = ast.parse(module.read_text())
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{module.name} imports {name}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "open", f"{module.name} opens a file"


def test_randomness_only_through_a_random_passed_in():
    for module in ENGINE:
        tree = ast.parse(module.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{module.name} uses random.{node.attr}"
