"""A broken plugin is reported by name and everything else keeps working."""

from __future__ import annotations

import importlib.metadata
import sys
import types

from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry


def fake_ep(name: str, value: str) -> importlib.metadata.EntryPoint:
    return importlib.metadata.EntryPoint(name, value, "vsrules")


def test_import_failure_and_hook_failure_are_isolated(monkeypatch):
    broken = types.ModuleType("vsr_broken_hook")

    @hookimpl
    def vsrules_variants():
        raise RuntimeError("boom")

    broken.vsrules_variants = vsrules_variants
    monkeypatch.setitem(sys.modules, "vsr_broken_hook", broken)
    eps = [
        fake_ep("twopcg", "vsrules.variants.twopcg.plugin"),
        fake_ep("badimport", "vsr_module_that_does_not_exist"),
        fake_ep("badhook", "vsr_broken_hook"),
    ]
    reg = Registry()
    reg.load_entry_points(eps)
    status = {p.name: p for p in reg.plugins}
    assert status["twopcg"].status == "loaded"
    assert status["badimport"].status == "failed" and "import failed" in status["badimport"].error
    assert status["badhook"].status == "failed" and "boom" in status["badhook"].error
    assert "2pcg" in reg.variants


def test_exception_in_a_game_hook_disables_only_that_plugin(registry, twopcg_decks):
    from vsrules.core.game import Game
    from vsrules.core.setup import Setup

    noisy = types.ModuleType("vsr_noisy")

    @hookimpl
    def vsrules_event(game, event):
        raise ValueError("noisy plugin")

    noisy.vsrules_event = vsrules_event
    reg = Registry()
    reg.load_entry_points([fake_ep("twopcg", "vsrules.variants.twopcg.plugin")])
    reg.register(noisy, "noisy")
    game = Game.create(reg.variant("2pcg"), Setup("2pcg", 1, twopcg_decks), reg.hooks)
    for _ in range(30):
        game.apply(game.pending.options[0])
    assert {p.name: p.status for p in reg.plugins}["noisy"] == "failed"
