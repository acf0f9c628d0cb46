"""The play-flow settings panel (o): auto-pass, stops, and remembered answers, which are
given again for the same question and can be forgotten (pilot, 80x24)."""

from __future__ import annotations

import pytest
from tui_helpers import settle, start_to_first_turn

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass, YesNo
from vsrules.core.game import Game
from vsrules.core.replay import Replay
from vsrules.core.saves import write_save
from vsrules.core.setup import Setup
from vsrules.tui.screens.settings import SettingsScreen
from vsrules.tui.session import SEATS_KEY, Session

GENIUS = 97  # seed 3 with these agents: the second seat is asked "Use Genius?" here


@pytest.fixture
def genius_save(registry, twopcg_decks, tmp_path):
    """A game against the AI where the person (seat 1) is asked "Use Genius?"."""
    setup = Setup("2pcg", 3, twopcg_decks, players=["AI", "Player"],
                  options={SEATS_KEY: ["ai:random", "human"]})
    game = Game.create(registry.variant("2pcg"), setup, registry.hooks)
    agents = [RandomAgent(3), RandomAgent(103)]
    while len(game.answers) < GENIUS:
        game.apply(agents[game.pending.player].choose(game.pending))
    assert game.pending.prompt == "Use Genius?" and game.pending.player == 1
    path = tmp_path / "genius.json"
    write_save(game, path)
    return path


async def _remember_no(pilot):
    """Tick "remember", answer No, then undo: the same question comes back."""
    screen = await settle(pilot)
    await pilot.press("m", "2")
    screen = await settle(pilot)
    assert screen.session.game.answers[GENIUS] == YesNo(False)
    await pilot.press("u")
    return await settle(pilot)


async def test_toggle_auto_pass_and_a_stop(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        screen = await settle(pilot)
        flow = screen.session.flows[0]
        assert flow.pass_only and "own:draw" not in flow.stops
        await pilot.press("o")
        assert isinstance(app.screen, SettingsScreen)
        await pilot.press("space")  # the stops list has the focus: its first line
        await pilot.click("#set-pass-only")
        assert not flow.pass_only and "own:draw" in flow.stops
        await pilot.press("escape")
        assert app.screen is screen
        await pilot.press("a")
        assert flow.pass_only


async def test_a_remembered_answer_is_used_again_and_can_be_forgotten(registry, make_app,
                                                                     genius_save):
    app = make_app(load=str(genius_save))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _remember_no(pilot)
        game = screen.session.game
        # the same question again: answered from memory, recorded like any other answer
        assert len(game.answers) > GENIUS and game.answers[GENIUS] == YesNo(False)
        assert GENIUS not in screen.session.manual
        path = screen.session.save()
        assert Session.load(registry, path).flows[1].remembered == screen.session.flows[1].remembered
        await pilot.press("o")
        settings = app.screen
        assert isinstance(settings, SettingsScreen)
        words = str(settings.query_one("#set-remembered").get_option_at_index(0).prompt)
        assert words == "Doctor Octopus: Use Genius? → No"
        settings.query_one("#set-remembered").focus()
        await pilot.press("enter")
        assert screen.session.flows[1].remembered == {}
        await pilot.press("escape")


def test_settings_snapshot(snap_compare, make_app, genius_save):
    async def run_before(pilot):
        await _remember_no(pilot)
        await pilot.press("o")
        await pilot.pause()

    assert snap_compare(make_app(load=str(genius_save)), terminal_size=(80, 24),
                        run_before=run_before)


@pytest.mark.parametrize("key,until", [("e", "turn-end"), ("n", "change")])
async def test_pass_until_keys_pass_only_plain_passes(make_app, registry, key, until):
    """e / n: the person's action decisions are passed until the turn ends (or something
    new happens) or a stop is reached; nothing but a pass is ever given for them."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start_to_first_turn(pilot)
        game = screen.session.game
        me = screen.viewer
        assert game.pending.player == me and game.pending.is_action
        assert Pass() in game.pending.options
        first = len(game.answers)
        await pilot.press(key)
        screen = await settle(pilot)
        game = screen.session.game
        replay = Replay(game.setup, game.answers, registry)
        mine = [k for k in range(first, len(game.answers))
                if replay.seek(k).pending.player == me]
        assert mine and all(game.answers[k] == Pass() for k in mine)
        flow = screen.session.flows[me]
        assert flow.yield_until is None  # the yield ended where the person decides again
        assert game.pending is None or game.pending.player == me or game.over
        assert len(game.answers) > first + 1 or until == "change"
