"""In Too Deep at the table: setup, then the flow that keeps the companies, shares,
dividends and the deck while the players hold their cards (docs/kiosk.md, issue 6)."""

from __future__ import annotations


def setup_scene(app):
    from .setup import InTooDeepSetup

    return InTooDeepSetup(app)


def table_scene(app, session):
    from .flow import InTooDeepTable

    return InTooDeepTable(app, session)
