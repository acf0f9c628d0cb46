"""A plugin hook's answer of the wrong kind (not a list of variants, not a table of
agents, not a list of rule options) is refused: the plugin is reported failed, naming
the hook and the answer, and provides nothing; every other plugin keeps working."""

from __future__ import annotations

import types

import pytest
from helpers import registry_with

from vsrules.core.hookspecs import hookimpl


def plugin(name, **hooks):
    module = types.ModuleType(name)
    for hook, fn in hooks.items():
        setattr(module, hook, hookimpl(fn))
    return module


def status(reg, name):
    return {p.name: p for p in reg.plugins}[name]


@pytest.mark.parametrize("answer", [["chess"], "chess", 5, [None]], ids=repr)
def test_variants_answered_wrongly_fail_the_plugin_at_registration(answer):
    reg = registry_with(plugin("vsr_bad", vsrules_variants=lambda: answer))
    bad = status(reg, "vsr_bad")
    assert bad.status == "failed"
    assert "vsrules_variants" in bad.error and "must be a list of variants" in bad.error
    assert bad.provides == []
    assert {"2pcg", "original"} <= set(reg.variants)


@pytest.mark.parametrize("answer", [["random"], "random", {"mine": 5}, {5: lambda seed: None}],
                         ids=repr)
def test_agents_answered_wrongly_fail_the_plugin_and_the_others_are_kept(answer):
    good = plugin("vsr_good", vsrules_agents=lambda: {"mine": lambda seed: None})
    reg = registry_with(good, plugin("vsr_bad", vsrules_agents=lambda: answer))
    agents = reg.agents()
    assert {"random", "heuristic", "mine"} <= set(agents)
    bad = status(reg, "vsr_bad")
    assert bad.status == "failed"
    assert "vsrules_agents" in bad.error and "agent name" in bad.error
    assert status(reg, "vsr_good").status == "loaded"


@pytest.mark.parametrize("answer", [["seven"], "seven", {"opening_hand": 5}], ids=repr)
def test_options_answered_wrongly_fail_the_plugin_and_games_keep_their_options(answer):
    reg = registry_with(plugin("vsr_bad", vsrules_options=lambda variant: answer))
    options = reg.options(reg.variant("2pcg"))
    assert "opening_hand" in options
    bad = status(reg, "vsr_bad")
    assert bad.status == "failed"
    assert "vsrules_options" in bad.error and "rule options" in bad.error
    assert repr(answer)[:20] in bad.error


def test_a_plugin_answering_a_new_wrong_value_each_time_is_still_found():
    reg = registry_with(plugin("vsr_bad", vsrules_agents=lambda: {5: lambda seed: None}))
    assert "random" in reg.agents()
    assert status(reg, "vsr_bad").status == "failed"


def test_a_right_answer_is_unchanged_by_the_checks():
    reg = registry_with(plugin("vsr_good", vsrules_agents=lambda: {"mine": lambda seed: None}))
    assert "mine" in reg.agents()
    assert status(reg, "vsr_good").status == "loaded"
