"""The store's default variants (admin menu) are where each game's setup starts."""

import pytest

from companion.games import load
from companion.kiosk.games import open_setup
from companion.kiosk.harness import KioskHarness


@pytest.mark.parametrize("game_id, option, value, label, shown", [
    ("deep-sea", "turn_back_empty", True, "Turn back empty-handed", True),
    ("dive", "village_chief", True, "Village Chief", True),
    ("dive", "children", True, "Version", "children"),
    ("in-too-deep", "research", "advanced", "Ocean and Coastal Research", "advanced"),
])
def test_a_store_default_variant_is_where_setup_starts(game_id, option, value, label, shown):
    kiosk = KioskHarness()
    game = load(game_id)
    fresh = open_setup(kiosk.app, game_id)
    appliance = kiosk.app.services["appliance"]
    appliance.update(appliance.settings.with_variant(game_id, option, value))
    chosen = open_setup(kiosk.app, game_id)
    form = getattr(chosen, "form")
    labels = {field.label: field for field in form.fields}
    assert label in labels, sorted(labels)
    assert labels[label].value == shown
    assert {f.label: f.value for f in fresh.form.fields}[label] != shown  # the engine's own default differs
    assert game.options[option].default != value
    kiosk.close()
