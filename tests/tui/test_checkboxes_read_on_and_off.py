"""A checkbox reads differently on and off as text ("▐X▌" / "▐ ▌"), not by colour alone:
a monochrome terminal or a screen reader tells them apart. The settings' boxes and stops
list, and the compare screen's editions list."""

from __future__ import annotations

from tui_helpers import saved_position, settle

from vsrules.tui.screens.compare import CompareScreen
from vsrules.tui.screens.settings import SettingsScreen

ON, OFF = "▐X▌", "▐ ▌"


def line_text(widget, y: int) -> str:
    return widget.render_line(y).text


async def test_the_settings_boxes_and_stops_read_on_and_off(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("o")
        await pilot.pause()
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        stops = settings.query_one("#set-stops")
        first = line_text(stops, 0)[:3]
        await pilot.press("space")  # the stops list has the focus: its first line
        await pilot.pause()
        assert {first, line_text(stops, 0)[:3]} == {ON, OFF}
        box = settings.query_one("#set-pass-only")
        before = str(box.render())
        assert before.startswith(ON if box.value else OFF)
        await pilot.click("#set-pass-only")
        await pilot.pause()
        assert str(box.render()).startswith(ON if box.value else OFF)
        assert str(box.render())[:3] != before[:3]


async def test_the_compare_editions_read_ticked_and_not(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CompareScreen)
        editions = app.screen.query_one("#compare-variants")
        ticked = [editions.get_option_at_index(i).value in editions.selected
                  for i in range(editions.option_count)]
        assert [line_text(editions, i)[:3] for i in range(len(ticked))] == \
            [ON if t else OFF for t in ticked]
        assert True in ticked
        first = editions.get_option_at_index(0).value
        editions.toggle(first)
        await pilot.pause()
        assert line_text(editions, 0)[:3] == (OFF if ticked[0] else ON)


#: 2PCG, seed 3, random agents: after this many answers seat 0 is asked "Shrink: cancel
#: this combat?" (a "you may" whose answer can be remembered)
SHRINK_AT = 135


async def test_the_remember_box_reads_on_and_off(make_app, registry, tmp_path):
    app = make_app(load=str(saved_position(registry, tmp_path, "2pcg", 3, SHRINK_AT,
                                           "yes-no")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        box = screen.query_one("#remember")
        assert box.display and str(box.render()).startswith(OFF)
        await pilot.press("m")
        await pilot.pause()
        assert str(box.render()).startswith(ON)
