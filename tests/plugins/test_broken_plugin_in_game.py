"""A plugin that breaks inside a real game is switched off and reported; the game plays on
to its end with the rules' own values."""

from __future__ import annotations

import importlib.metadata
import types

from helpers import registry_with as plugins_and

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry
from vsrules.core.setup import Setup


def registry_with(*modules: types.ModuleType) -> Registry:
    """The installed plugins, one entry point whose module does not exist, and ``modules``."""
    return plugins_and(*modules, more=(
        importlib.metadata.EntryPoint("badimport", "vsr_no_such_module", "vsrules"),))


def play_out(reg: Registry, decks, seed: int = 2) -> Game:
    game = Game.create(reg.variant("2pcg"), Setup("2pcg", seed, decks), reg.hooks)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while not game.over and game.state.turn <= 200:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def test_plugins_raising_in_every_game_hook_are_isolated(twopcg_decks):
    calls = {"option": 0}
    option = types.ModuleType("vsr_bad_option")

    @hookimpl
    def vsrules_option(game, name):
        calls["option"] += 1
        raise KeyError(name)

    option.vsrules_option = vsrules_option
    created = types.ModuleType("vsr_bad_created")

    @hookimpl
    def vsrules_game_created(game):
        raise RuntimeError("cannot set up")

    created.vsrules_game_created = vsrules_game_created
    event = types.ModuleType("vsr_bad_event")

    @hookimpl
    def vsrules_event(game, event):
        if event.kind == "stunned":
            raise ZeroDivisionError("late failure")

    event.vsrules_event = vsrules_event
    reg = registry_with(option, created, event)
    game = play_out(reg, twopcg_decks)
    assert game.over and game.state.winner is not None
    status = {p.name: p for p in reg.plugins}
    assert status["vsr_bad_option"].status == "failed"
    assert "vsrules_option failed: KeyError" in status["vsr_bad_option"].error
    assert calls["option"] == 1  # switched off at its first failure
    assert "cannot set up" in status["vsr_bad_created"].error
    assert "late failure" in status["vsr_bad_event"].error
    assert status["badimport"].status == "failed"
    assert status["twopcg"].status == "loaded" and status["original"].status == "loaded"
    # the opening hand came from the rules (7), not from the broken plugin
    first_draws = [e for e in game.log if e.kind == "move" and e.data.get("to") == "hand"
                   and e.turn == 0]
    assert len(first_draws) >= 14


def test_a_broken_plugin_does_not_change_the_game(twopcg_decks):
    """The same seed gives the same game with or without a plugin that fails at once; the
    game's log says once that it was switched off, naming it and the hook."""
    broken = types.ModuleType("vsr_broken_first")

    @hookimpl
    def vsrules_option(game, name):
        raise ValueError("nope")

    broken.vsrules_option = vsrules_option
    with_broken = play_out(registry_with(broken), twopcg_decks, seed=5)
    clean = play_out(registry_with(), twopcg_decks, seed=5)
    failed = [e for e in with_broken.log if e.kind == "plugin-failed"]
    assert len(failed) == 1 and failed[0].data["plugin"] == "vsr_broken_first"
    assert failed[0].data["hook"] == "vsrules_option" and "ValueError: nope" in failed[0].text
    assert [e.text for e in with_broken.log if e.kind != "plugin-failed"] == \
        [e.text for e in clean.log]


def test_the_cli_reports_the_failure(capsys, monkeypatch):
    from vsrules.core import plugins
    from vsrules.core.cli import main

    monkeypatch.setattr(plugins, "_DEFAULT", registry_with())
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    assert "failed  badimport" in out and "import failed: ModuleNotFoundError" in out
