"""The kiosk's table flow for Deep Sea Adventure (found by the home screen by its package name)."""

from __future__ import annotations


def setup_scene(app):
    from .setup import DeepSeaSetup

    return DeepSeaSetup(app)


def table_scene(app, session):
    from .table import DeepSeaTable

    return DeepSeaTable(app, session)
