"""Dive at the table: setup, then the flow that keeps the Descent board (docs/kiosk.md)."""

from __future__ import annotations


def setup_scene(app):
    from .setup import DiveSetup

    return DiveSetup(app)


def table_scene(app, session):
    from .flow import DiveTable

    return DiveTable(app, session)
