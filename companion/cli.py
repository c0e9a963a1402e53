"""The ``companion`` console script.

Each subcommand lives in its own module under ``companion.commands`` and is
found there, so adding one touches no shared file. A command module defines
``HELP`` (one line for ``--help``), ``add_arguments(parser)`` and
``run(args) -> int``; it keeps heavy imports (pygame, the engines) inside
``run`` so that ``companion --help`` stays instant.

Errors a user can fix (a bad config, a corrupt record) are raised as
``UserError`` and printed as one line with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import sys

import companion
import companion.commands
from companion.errors import UserError


def _command_modules():
    for info in sorted(pkgutil.iter_modules(companion.commands.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield info.name, importlib.import_module(f"companion.commands.{info.name}")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="companion",
        description="Table companion for Dive, Deep Sea Adventure and In Too Deep.",
    )
    parser.add_argument("--version", action="version", version=f"companion {companion.__version__}")
    parser.add_argument("--config", metavar="FILE", help="config file (TOML); default: the usual places")
    parser.add_argument("-v", "--verbose", action="store_true", help="log debug detail to stderr")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, module in _command_modules():
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(
        stream=sys.stderr,
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        return int(args.run(args) or 0)
    except UserError as error:
        print(f"companion: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
