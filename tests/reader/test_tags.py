"""The tag registry file, the box lists and the learning walk."""

import pytest

from companion.tags import boxes, registry
from companion.tags.components import Company, DepthShareCard, TreasureChip, VillageChiefCard
from companion.tags.learning import Learned, LearnWalk, Refused
from companion.tags.registry import TagFileError, TagRegistry

A, B, C = "04A1B2C3D4E5F6", "04A1B2C3D4E5F7", "0A0B0C0D"

# Shaped like the games' own data files (companion/games/<game>/...).
CHIPS_TOML = """
[[level]]
shape = "triangle"
values = [0, 0, 1, 1, 2, 2, 3, 3]
[[level]]
shape = "square"
values = [4, 4, 5, 5, 6, 6, 7, 7]
[[level]]
shape = "pentagon"
values = [8, 8, 9, 9, 10, 10, 11, 11]
[[level]]
shape = "hexagon"
values = [12, 12, 13, 13, 14, 14, 15, 15]
"""
CHIEF_CSV = "# comment\nlevel_1,level_2,level_3,level_4,yellow_levels\n2,3,4,6,4\n6,4,3,2,3 4\n"
CARDS_CSV = "# comment\nnumber,company\n1,T\n0,O\n37,P\n"


def test_a_registry_survives_a_save_and_load_unchanged(tmp_path):
    tags = (
        TagRegistry()
        .with_tag(A, TreasureChip(4, 13))
        .with_tag(B, VillageChiefCard((2, 3, 4, 6), (3, 4)))
        .with_tag(C, DepthShareCard(37, Company.PEARL_DIVING))
    )
    path = tmp_path / "tags.toml"
    registry.save(tags, path)
    assert registry.load(path) == tags
    assert "04A1B2C3D4E5F6 = { game = \"deep-sea\", level = 4, value = 13 }" in path.read_text()


def test_a_missing_file_is_an_empty_registry_unless_it_was_asked_for(tmp_path):
    assert registry.load(tmp_path / "none.toml") == TagRegistry()
    with pytest.raises(TagFileError, match="no such tag file"):
        registry.load(tmp_path / "none.toml", missing_ok=False)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ('04A1B2C3D4E5F6 = { game = "deep-sea", level = 5, value = 13 }', r"tag 04A1B2C3D4E5F6: level = 5 is not a whole number 1-4"),
        ('04A1B2C3D4E5F6 = { game = "deep-sea", level = 4 }', "value is missing"),
        ('04A1B2C3D4E5F6 = { game = "deep-sea", level = 4, value = 13, colour = 1 }', "unknown field 'colour'"),
        ('04a1b2c3 = { game = "deep-sea", level = 4, value = 13 }', "tag 04a1b2c3: a UID is 8, 14 or 20 upper-case hex"),
        ('04A1B2C3 = { game = "chess", level = 4 }', "game 'chess' is not one of"),
        ('04A1B2C3 = { game = "dive", speeds = [2, 3, 4, 5], yellow = [4] }', r"speeds must be 2, 3, 4 and 6.*DV-9"),
        ('04A1B2C3 = { game = "dive", speeds = [2, 3, 4, 6], yellow = [4, 3] }', "rising order"),
        ('04A1B2C3 = { game = "in-too-deep", number = 100, company = "pearl-diving" }', "number = 100 is not a whole number 0-99"),
        ('04A1B2C3 = { game = "in-too-deep", number = 7, company = "P" }', "company 'P' is not one of ocean-cleaning"),
        ('04A1B2C3 = { game = "in-too-deep", number = true, company = "pearl-diving" }', "number = True"),
    ],
)
def test_a_bad_tag_entry_names_the_tag_and_the_field(tmp_path, entry, message):
    path = tmp_path / "tags.toml"
    path.write_text(f"format = 1\n[tags]\n{entry}\n")
    with pytest.raises(TagFileError, match=message):
        registry.load(path)


def test_a_file_that_is_not_toml_or_of_another_format_is_refused_whole(tmp_path):
    path = tmp_path / "tags.toml"
    path.write_text("format = 1\n[tags\n")
    with pytest.raises(TagFileError, match="not valid TOML"):
        registry.load(path)
    path.write_text("format = 2\n[tags]\n")
    with pytest.raises(TagFileError, match="format = 1 is missing or different"):
        registry.load(path)


def test_the_deep_sea_box_lists_32_chips_two_of_each_value_level_by_level():
    # ruling DSA-2
    chips = boxes.treasure_chips(CHIPS_TOML)
    assert len(chips) == 32 and chips.count(TreasureChip(4, 13)) == 2
    assert chips[0] == TreasureChip(1, 0) and chips[-1] == TreasureChip(4, 15)


def test_the_dive_and_in_too_deep_boxes_read_their_csv_files():
    assert boxes.village_chief_cards(CHIEF_CSV) == (
        VillageChiefCard((2, 3, 4, 6), (4,)),
        VillageChiefCard((6, 4, 3, 2), (3, 4)),
    )
    assert [c.number for c in boxes.depth_share_cards(CARDS_CSV)] == [0, 1, 37]
    assert boxes.depth_share_cards(CARDS_CSV)[2].company is Company.PEARL_DIVING


def test_a_broken_box_file_is_a_clear_error():
    with pytest.raises(boxes.BoxError, match="box.csv: not a in-too-deep component list"):
        boxes.parse_box("in-too-deep", "number,company\n3,X\n", "box.csv")
    with pytest.raises(boxes.BoxError, match="5 levels"):
        boxes.parse_box("deep-sea", CHIPS_TOML + '[[level]]\nvalues = [16]\n', "chips.toml")


def test_the_walk_asks_for_each_chip_in_turn_and_learns_the_tap():
    walk = LearnWalk.start(boxes.treasure_chips(CHIPS_TOML), TagRegistry())
    assert walk.step.prompt == "tap the 0 triangle (1 of 32)"
    walk, result = walk.tap(A)
    assert result == Learned(A, TreasureChip(1, 0))
    assert walk.step.prompt == "tap the 0 triangle (2 of 32)"
    assert walk.registry.component(A) == TreasureChip(1, 0)


def test_a_tag_already_learned_is_refused_and_the_walk_stays_put():
    walk = LearnWalk.start((TreasureChip(4, 13), TreasureChip(4, 13)), TagRegistry())
    walk, _ = walk.tap(A)
    again, result = walk.tap(A)
    assert result == Refused(A, "that tag is already the 13 hexagon; tap another")
    assert again == walk


def test_a_tag_of_another_game_is_refused_naming_that_game():
    known = TagRegistry().with_tag(A, VillageChiefCard((2, 3, 4, 6), (4,)))
    walk = LearnWalk.start((TreasureChip(1, 0),), known)
    _, result = walk.tap(A)
    assert result.reason == "that tag is already the Chief card 2-3-4-6 (yellow 4) of Dive; tap another"


def test_a_new_walk_skips_what_is_already_tagged_so_a_store_can_stop_and_resume():
    components = (TreasureChip(4, 13), TreasureChip(4, 13), TreasureChip(4, 14))
    known = TagRegistry().with_tag(A, TreasureChip(4, 13))
    walk = LearnWalk.start(components, known)
    assert walk.step.prompt == "tap the 13 hexagon (2 of 3)"
    walk, _ = walk.tap(B)
    walk = walk.skip()  # the 14 hexagon is lost from this box
    assert walk.done and walk.step is None
    assert walk.tap(C)[1] == Refused(C, "every component is already learned")


def test_a_simulated_box_gives_every_chip_its_own_stable_tag():
    chips = boxes.treasure_chips(CHIPS_TOML)
    tags = registry.simulated(chips)
    assert len(tags.tags) == 32
    assert tags.uids(TreasureChip(4, 13)) == ("F001000000001A", "F001000000001B")
    assert tags == registry.simulated(chips)
    assert all(len(uid) == 14 for uid in tags.tags)
