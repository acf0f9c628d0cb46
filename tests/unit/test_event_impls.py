"""Games read the plugins' event hooks directly (``GameHooks.event_impls``, asked on every
event by ``EventsInPlay.listens`` and ``emit``): at every decision it is the hooks' kept list
(or not known yet), that list is what the loaded plugins implement, and a plugin failing
in its event hook is dropped from it while the others keep hearing every event."""

from __future__ import annotations

import importlib.metadata
import types
from typing import Any

from helpers import random_agents

from vsrules.core.game import Game
from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import GameHooks, Registry
from vsrules.core.setup import Setup


def _listener(name: str, heard: list[str], fails_on: str | None = None) -> types.ModuleType:
    module = types.ModuleType(name)

    @hookimpl
    def vsrules_event(game: Any, event: Any) -> None:
        heard.append(event.kind)
        if event.kind == fails_on:
            raise RuntimeError(f"{name} breaks")

    module.vsrules_event = vsrules_event  # type: ignore[attr-defined]
    return module


def _registry(*modules: types.ModuleType) -> Registry:
    reg = Registry()
    reg.load_entry_points([importlib.metadata.EntryPoint(
        "twopcg", "vsrules.variants.twopcg.plugin", "vsrules")])
    for m in modules:
        reg.register(m, m.__name__)
    return reg


def _fresh(hooks: GameHooks) -> list[Any]:
    """The event hooks of the loaded plugins, looked up again."""
    return [(i, m.vsrules_event) for i, m in hooks._registry._loaded()
            if getattr(m, "vsrules_event", None) is not None]


def _play(reg: Registry, decks: list[Any], seed: int = 4) -> Game:
    """A random game, its hooks' ``event_impls`` checked at every decision."""
    game = Game.create(reg.variant("2pcg"), Setup("2pcg", seed, decks), reg.hooks)
    agents = random_agents(game, seed)
    hooks = reg.hooks
    while not game.over and game.state.turn <= 30:
        kept = hooks.event_impls
        assert kept is hooks._cache.get("vsrules_event")
        assert kept is None or kept == _fresh(hooks)
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def test_a_plugin_failing_on_events_is_dropped_and_the_others_hear_on(twopcg_decks):
    broken_heard: list[str] = []
    heard: list[str] = []
    reg = _registry(_listener("vsr_breaks", broken_heard, "enters-play"),
                    _listener("vsr_hears", heard))
    game = _play(reg, twopcg_decks)
    status = {p.name: p.status for p in reg.plugins}
    assert status["vsr_breaks"] == "failed" and status["vsr_hears"] == "loaded"
    assert broken_heard[-1] == "enters-play" and broken_heard.count("enters-play") == 1
    assert len(heard) > len(broken_heard) and heard[:len(broken_heard)] == broken_heard
    assert [i.name for i, _ in reg.hooks.event_impls or []] == ["vsr_hears"]
    assert game.listens("leaves-hand")


def test_when_the_only_listener_fails_no_event_is_built_for_plugins(twopcg_decks):
    broken_heard: list[str] = []
    reg = _registry(_listener("vsr_alone", broken_heard, "enters-play"))
    game = _play(reg, twopcg_decks)
    assert broken_heard.count("enters-play") == 1
    assert reg.hooks.event_impls == []
    assert not game.listens("leaves-hand")  # no power of the test decks hears it


def test_the_list_is_known_once_asked_for(twopcg_decks):
    reg = _registry()
    assert reg.hooks.event_impls is None
    game = Game.create(reg.variant("2pcg"), Setup("2pcg", 1, twopcg_decks), reg.hooks)
    game.listens("leaves-hand")
    assert reg.hooks.event_impls == []
