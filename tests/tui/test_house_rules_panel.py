"""The start screen's house rules: the chosen edition's declared options (and the
plugins'), changed per game; a wrong value is refused naming the option; ``play
--option`` starts a game with it; a plugin failing mid-game is a notice in the TUI."""

from __future__ import annotations

import importlib.metadata
import types

from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry
from vsrules.tui.app import VsApp
from vsrules.tui.screens.game import GameScreen
from vsrules.tui.widgets.house_rules import HouseRules
from vsrules.tui.widgets.picker import Picker


async def wait_for_game(app, pilot) -> GameScreen:
    for _ in range(50):
        await pilot.pause()
        if isinstance(app.screen, GameScreen):
            return app.screen
    raise AssertionError("no game screen")


async def test_the_panel_lists_the_editions_options_and_follows_the_edition(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        panel = app.screen.query_one(HouseRules)
        declared = list(app.registry.options(app.registry.variants["2pcg"]))
        assert panel.collapsed and f"{len(declared)} options" in panel.title
        assert [o.name for o in panel.options] == declared
        assert {"opening_hand", "first_turn_draw", "health_bonus", "lethal"} <= set(declared)
        app.screen.query_one("#variant", Picker).value = "original"
        await pilot.pause()
        names = [o.name for o in app.screen.query_one(HouseRules).options]
        assert names == list(app.registry.options(app.registry.variants["original"]))
        assert "starting_endurance" in names


async def test_a_changed_house_rule_is_the_games_option(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        app.screen.query_one(HouseRules).collapsed = False
        await pilot.pause()
        app.screen.query_one("#option-health_bonus").value = "2"
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        screen = await wait_for_game(app, pilot)
        assert screen.session.game.setup.options["rules"] == {"health_bonus": 2}
        assert any(e.kind == "option" for e in screen.session.game.log)


async def test_a_wrong_house_rule_is_refused_naming_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        app.screen.query_one(HouseRules).collapsed = False
        await pilot.pause()
        app.screen.query_one("#option-lethal").value = "sometimes"
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        error = str(app.screen.query_one("#start-error").render())
        assert "lethal" in error and "one of stuns, wounds" in error
        assert not isinstance(app.screen, GameScreen)


async def test_play_option_starts_the_game_with_it(make_app):
    app = make_app(variant="original", direct=True, options=["starting_endurance=35"])
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await wait_for_game(app, pilot)
        assert [p.endurance for p in screen.session.game.state.players] == [35, 35]
        header = str(screen.query_one("#side-0").header())
        assert "endurance 35" in header  # a fact the variant declares, shown


async def test_a_plugin_failing_mid_game_is_a_notice(tmp_path):
    broken = types.ModuleType("vsr_tui_broken")

    @hookimpl
    def vsrules_option(game, name):
        raise RuntimeError("broken house rule")

    broken.vsrules_option = vsrules_option
    reg = Registry()
    reg.load_entry_points(list(importlib.metadata.entry_points(group="vsrules")))
    reg.register(broken, "vsr_tui_broken")
    app = VsApp(reg, variant="2pcg", direct=True, seed=3, ai_delay=0, opponent="random",
                save_path=tmp_path / "game.json")
    notices: list[str] = []
    notify = app.notify

    def noted(message, **kwargs):  # every screen's notice goes through ``App.notify``
        notices.append(message)
        return notify(message, **kwargs)

    app.notify = noted
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for_game(app, pilot)
        await pilot.pause()
        assert any("vsr_tui_broken" in m and "broken house rule" in m for m in notices)
