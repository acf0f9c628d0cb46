"""The example third-party plugin (plugins/example_external): a separate distribution,
installed with pip into a new virtual environment next to this vsrules, is found through
its entry point by ``vsrules variants`` and ``vsrules plugins`` run from there.

The new environment sees this one's packages (vsrules, pip, setuptools) through a .pth
file, and the plugin installs with ``--no-build-isolation --no-deps --no-index``: nothing
is downloaded, except ``wheel`` (setuptools < 70.1 needs it to build) when this
environment lacks it, from the package index."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from plugin_envs import venv_with_plugins, vsrules

from vsrules.core.game import Game
from vsrules.core.setup import Setup

EXAMPLE = Path(__file__).resolve().parents[2] / "plugins" / "example_external"


@pytest.fixture(scope="module")
def plugin_env(tmp_path_factory) -> Path:
    return venv_with_plugins(tmp_path_factory.mktemp("external"), [EXAMPLE])


def test_installed_plugin_is_listed(plugin_env):
    out = vsrules(plugin_env, "plugins", "--json")
    assert out.returncode == 0, out.stderr
    rows = {r["name"]: r for r in json.loads(out.stdout)}
    assert rows["blitz"]["status"] == "loaded", rows["blitz"]["error"]
    assert rows["blitz"]["distribution"] == "vsrules-blitz"
    assert rows["blitz"]["provides"] == ["2pcg-blitz"]
    assert rows["twopcg"]["status"] == "loaded"  # the host's own plugins still load
    out = vsrules(plugin_env, "variants")
    assert out.returncode == 0 and "2pcg-blitz" in out.stdout and "[blitz]" in out.stdout


def test_installed_plugin_plays(plugin_env):
    out = vsrules(plugin_env, "compare", "--variants", "2pcg-blitz", "--games", "2",
                  "--workers", "1", "--no-progress", "--json")
    assert out.returncode == 0, out.stderr
    row = json.loads(out.stdout)["variants"][0]
    assert row["stats"]["finished"] == 2
    assert row["mechanics"]["opening hand"].startswith("5 cards")


def test_not_installed_here(registry):
    """The example is not part of vsrules: this environment doesn't have it."""
    assert "2pcg-blitz" not in registry.variants


def test_blitz_rules_in_process(registry, twopcg_decks, monkeypatch):
    """The module itself (imported from the source folder): 5-card hands, a first-turn draw
    for Blitz games only, and a game's house rules still win."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    import vsrules_blitz

    from vsrules.core.plugins import Registry

    reg = Registry()
    reg.load_entry_points()
    reg.register(vsrules_blitz, "blitz")
    for options, hand in (({}, 5), ({"rules": {"opening_hand": 6}}, 6)):
        game = Game.create(reg.variant("2pcg-blitz"),
                           Setup("2pcg-blitz", 1, twopcg_decks, options=options), reg.hooks)
        while game.pending.kind != "mulligan":
            game.apply(game.pending.options[0])
        assert [len(p.zones["hand"]) for p in game.state.players] == [hand, hand]
    plain = Game.create(reg.variant("2pcg"), Setup("2pcg", 1, twopcg_decks), reg.hooks)
    while plain.pending.kind != "mulligan":
        plain.apply(plain.pending.options[0])
    assert [len(p.zones["hand"]) for p in plain.state.players] == [7, 7]
