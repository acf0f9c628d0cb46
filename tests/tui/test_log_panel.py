"""The log panel: wrapped again to a new width, opened at its newest line after a load, a
repeat merged into the newest line without writing the others again, a long log appended to."""

from __future__ import annotations

from textual.app import App
from tui_helpers import pass_keys, settle, start_to_first_turn

from vsrules.tui.screens.game import GameScreen
from vsrules.tui.widgets.game_log import KEEP, GameLog


async def _play_a_while(pilot, turns: int = 3) -> GameScreen:
    screen = await start_to_first_turn(pilot)
    for _ in range(60):
        if screen.session.game.state.turn >= turns:
            break
        await pilot.press(*pass_keys(screen, "1" if screen.session.pending.kind != "action" else None))
        screen = await settle(pilot)
    return screen


async def test_the_log_wraps_again_after_a_resize(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _play_a_while(pilot)
        log = screen.query_one("#log")
        narrow = len(log.lines)
        await pilot.resize_terminal(140, 45)
        await pilot.pause()
        await pilot.pause()
        assert len(log.lines) < narrow  # fewer wrapped lines at the wider width
        assert log.scroll_y == log.max_scroll_y


async def test_the_log_opens_at_its_newest_line_after_a_load(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _play_a_while(pilot)
        path = screen.session.save(tmp_path / "log.json")
    again = make_app(load=str(path))
    async with again.run_test(size=(80, 24)) as pilot:
        screen = await settle(pilot)
        await pilot.pause()
        log = screen.query_one("#log")
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y


async def test_the_log_panel_shows_whom_a_plot_twist_chose_and_what_it_did(
        make_app, registry, tmp_path):
    """2PCG Find Cover on the one defender, Deadpool (taken for the player: the only
    choice): the panel's lines name the card chosen and the +3 DEF it got."""
    from tui_helpers import saved_position

    LONE_TARGET_AT = 22  # 2PCG seed 1, random agents: Find Cover's target is asked
    app = make_app(load=str(saved_position(registry, tmp_path, "2pcg", 1, LONE_TARGET_AT,
                                           "target")))
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await settle(pilot)
        await pilot.pause()
        log = screen.query_one("#log")
        shown = "".join(strip.text for strip in log.lines)  # wrapped lines end in a space
        assert "Find Cover: Deadpool is chosen" in shown
        assert "Deadpool gets +3 DEF this combat (Find Cover)" in shown


class _LogApp(App):
    def compose(self):
        yield GameLog(id="log")


def _text(log: GameLog) -> list[str]:
    return [strip.text.rstrip() for strip in log.lines]


async def test_a_repeat_merged_into_the_newest_line_replaces_only_that_line():
    app = _LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        lines = [(1, f"Player draws card {i}") for i in range(30)]
        log.sync(lines)
        await pilot.pause()
        first = log.lines[0]
        log.sync([*lines[:-1], (1, "Player draws card 29 (x2)")])
        await pilot.pause()
        assert _text(log)[-2:] == [" 1 Player draws card 28", " 1 Player draws card 29 (x2)"]
        assert len(log.lines) == 30
        assert log.lines[0] is first  # the older lines were not written again


async def test_a_long_log_only_appends():
    app = _LogApp()
    async with app.run_test(size=(60, 20)) as pilot:
        log = app.query_one(GameLog)
        lines = [(1, f"entry {i}") for i in range(KEEP + 50)]
        log.sync(lines)
        await pilot.pause()
        first = log.lines[0]
        log.sync([*lines, (2, "Turn 2")])
        await pilot.pause()
        assert log.lines[0] is first
        assert _text(log)[-1] == " 2 Turn 2"
        assert len(log.lines) == KEEP + 1


async def test_the_passes_smart_stops_make_for_a_person_are_in_their_log(make_app):
    """Smart stops pass for a person where nothing of theirs can matter, and what is
    passed for them is logged: in the original edition the normal draw on the chain is
    passed for the player, and the log panel tells it before the draw resolves."""
    app = make_app(variant="original", seed=3)
    async with app.run_test(size=(140, 45)) as pilot:
        screen = await _play_a_while(pilot, turns=2)
        log = screen.query_one("#log")
        shown = " ".join(strip.text.strip() for strip in log.lines)
        me = screen.session.seats[0].name
        passed = shown.find(f"{me} passes automatically (Draw phase)")
        assert passed > shown.find("The normal draw goes on the chain") >= 0
        assert shown.find("The normal draw resolves") > passed
