"""The reader's udev rule, read the way udev reads it.

udevadm is not on the CI machine (and `udevadm verify` is newer than its systemd),
so the rule is parsed here with udev's grammar: comma-separated KEY{attr}OP"value".
"""

from __future__ import annotations

import re

from tests.appliance._image import SYSTEMD_DIR

RULE = SYSTEMD_DIR / "60-table-reader.rules"
PAIR = re.compile(r'\s*([A-Z_]+)(?:\{([^}]+)\})?\s*(==|!=|\+=|-=|:=|=)\s*"([^"]*)"\s*(?:,|$)')
KNOWN_KEYS = {"ACTION", "SUBSYSTEM", "SUBSYSTEMS", "KERNEL", "ENV", "ATTRS", "IMPORT", "GOTO", "LABEL", "SYMLINK", "GROUP", "MODE"}


def rules() -> list[list[tuple[str, str | None, str, str]]]:
    parsed = []
    for number, line in enumerate(RULE.read_text().splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        pairs, position = [], 0
        while position < len(line):
            match = PAIR.match(line, position)
            assert match, f"line {number}: cannot parse {line[position:]!r}"
            pairs.append(match.groups())
            position = match.end()
        parsed.append(pairs)
    return parsed


def test_every_line_is_well_formed_and_uses_known_keys():
    for pairs in rules():
        for key, _, _, _ in pairs:
            assert key in KNOWN_KEYS, key


def test_every_goto_lands_on_a_label():
    labels = {value for pairs in rules() for key, _, _, value in pairs if key == "LABEL"}
    gotos = {value for pairs in rules() for key, _, _, value in pairs if key == "GOTO"}
    assert gotos and gotos <= labels


def test_the_data_port_gets_the_stable_name_and_modem_manager_keeps_away():
    symlink_rules = [pairs for pairs in rules() if ("SYMLINK", None, "+=", "table-reader") in pairs]
    # Only CircuitPython's second (data) CDC interface, never its REPL console (interface 00).
    data_port = {("ATTRS", "interface", "==", "CircuitPython CDC2 control"), ("ENV", "ID_USB_INTERFACE_NUM", "==", "02")}
    assert {pairs[0] for pairs in symlink_rules} == data_port
    assert all(("GROUP", None, "=", "dialout") in pairs for pairs in symlink_rules)
    assert [("ENV", "ID_MM_DEVICE_IGNORE", "=", "1")] in rules()


def test_the_rule_only_touches_circuitpython_serial_ports():
    filters = [pairs[0] for pairs in rules() if len(pairs) == 2 and pairs[1][0] == "GOTO"]
    assert ("SUBSYSTEM", None, "!=", "tty") in filters
    assert ("ENV", "ID_VENDOR_ID", "!=", "239a") in filters
