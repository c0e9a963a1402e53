"""A headless render of the home screen, checked for its content: each title is
drawn exactly where the layout puts it, at 800x480 and at 1920x1080."""

import pygame
import pytest

from companion.kiosk import theme as th
from companion.kiosk.harness import KioskHarness
from hal.events import Button


def expected_title(kiosk, index):
    """Render one menu row alone, as the layout says it must look."""
    menu = kiosk.top.menu
    left, top, width, height = menu.row(index)
    chosen = index == menu.selected
    text = kiosk.app.theme.font(34, bold=chosen).render(menu.items[index], True, th.SELECTED if chosen else th.TEXT)
    return text, text.get_rect(center=kiosk.app.theme.point(left + width / 2, top + height / 2))


def text_pixels(surface, box, colour):
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if surface.get_at((x, y))[:3] == colour)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
def test_the_three_titles_are_drawn_where_the_layout_puts_them(size):
    kiosk = KioskHarness(size=size)
    kiosk.press(Button.DOWN)  # Deep Sea Adventure selected: drawn in the selection colour
    kiosk.app.draw()
    screen = kiosk.surface
    for index, title in enumerate(["Dive", "Deep Sea Adventure", "In Too Deep"]):
        text, box = expected_title(kiosk, index)
        colour = th.SELECTED if index == 1 else th.TEXT
        drawn = text_pixels(screen, box, colour)
        # the glyphs' solid pixels (anti-aliased edges blend with the row behind)
        expected = sum(1 for x in range(text.get_width()) for y in range(text.get_height())
                       if text.get_at((x, y))[3] == 255)
        assert expected > 50, f"{title} renders to almost nothing"
        assert drawn == pytest.approx(expected, rel=0.05), f"{title} is not where the layout puts it"
        # and not anywhere else on its row's far side: the row's left quarter holds no text
        row_left = kiosk.app.theme.rect(*kiosk.top.menu.row(index)).inflate(-kiosk.app.theme.px(12), -kiosk.app.theme.px(12))
        row_left.width //= 10  # inside the selection frame, left of any centred title
        assert text_pixels(screen, row_left, colour) == 0
    kiosk.close()


def test_the_selected_game_is_marked_by_more_than_colour():
    kiosk = KioskHarness()
    kiosk.app.draw()
    left, top, width, height = kiosk.top.menu.row(0)
    frame = kiosk.app.theme.rect(left, top, width, height)
    # the selection frame: a yellow border on the row's edge
    assert kiosk.surface.get_at((frame.centerx, frame.top + 1))[:3] == th.SELECTED
    left, top, width, height = kiosk.top.menu.row(1)
    other = kiosk.app.theme.rect(left, top, width, height)
    assert kiosk.surface.get_at((other.centerx, other.top + 1))[:3] != th.SELECTED
    kiosk.close()


def test_the_status_line_shows_the_reader_state():
    kiosk = KioskHarness()
    from hal.events import ReaderOnline, ReaderOffline

    kiosk.inbound.put(ReaderOnline("1.0.0", 1, kiosk.clock.now()))
    kiosk.settle()
    assert kiosk.app.reader_status == "Reader online (firmware 1.0.0)"
    kiosk.inbound.put(ReaderOffline("unplugged", kiosk.clock.now()))
    kiosk.settle()
    assert kiosk.app.reader_status == "Reader offline: unplugged"
    dot = kiosk.app.theme.point(14, th.DESIGN_HEIGHT - 12)
    assert kiosk.surface.get_at(dot)[:3] == th.MUTED
    kiosk.close()
    pygame.quit()
