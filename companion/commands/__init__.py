"""Subcommands of the ``companion`` console script, one module each (see ``companion.cli``)."""
