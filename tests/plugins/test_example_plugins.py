"""The three worked plugins of docs/plugins.md (plugins/examples/), each a package with a
pyproject and an entry point, installed into a new virtual environment and used there
as their author would: listed, their options and variant shown, simulated games played
with them, and lab scenarios run under them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from plugin_envs import venv_with_plugins, vsrules

EXAMPLES = Path(__file__).resolve().parents[2] / "plugins" / "examples"
SCENARIOS = EXAMPLES / "scenarios"
PACKAGES = [EXAMPLES / "big_hands", EXAMPLES / "second_wind", EXAMPLES / "endurance"]


@pytest.fixture(scope="module")
def env(tmp_path_factory) -> Path:
    return venv_with_plugins(tmp_path_factory.mktemp("examples"), PACKAGES)


def ok(result):
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def test_the_examples_are_listed_as_loaded_plugins(env):
    rows = {r["name"]: r for r in json.loads(ok(vsrules(env, "plugins", "--json")))}
    for name, dist in (("big_hands", "vsrules-big-hands"), ("second_wind", "vsrules-second-wind"),
                       ("endurance_2pcg", "vsrules-endurance-2pcg")):
        assert rows[name]["status"] == "loaded", rows[name]["error"]
        assert rows[name]["distribution"] == dist
    assert rows["endurance_2pcg"]["provides"] == ["2pcg-endurance"]
    assert "2pcg-endurance" in ok(vsrules(env, "variants"))
    options = {o["name"]: o for o in json.loads(ok(vsrules(env, "options", "--variant", "2pcg",
                                                            "--json")))}
    assert options["big_hands"]["default"] is False and options["second_wind"]["default"] == 0
    assert "opening_hand" in options  # the edition's own stay


def test_a_house_rule_through_an_option_plays(env):
    on = json.loads(ok(vsrules(env, "simulate", "--variant", "2pcg", "--games", "2", "--json",
                               "--option", "big_hands=true", "--digest")))
    off = json.loads(ok(vsrules(env, "simulate", "--variant", "2pcg", "--games", "2", "--json",
                                "--digest")))
    assert on["options"] == {"big_hands": True} and on["plugin_failures"] == []
    assert on["digests"] != off["digests"]  # the house rule changed the games
    bad = vsrules(env, "simulate", "--variant", "2pcg", "--option", "big_hands=maybe")
    assert bad.returncode == 2 and "big_hands: 'maybe' is not true or false" in bad.stderr


def test_a_rule_change_through_a_hook_plays(env):
    on = json.loads(ok(vsrules(env, "simulate", "--variant", "2pcg", "--games", "3", "--json",
                               "--option", "second_wind=1", "--digest")))
    off = json.loads(ok(vsrules(env, "simulate", "--variant", "2pcg", "--games", "3", "--json",
                                "--digest")))
    assert on["plugin_failures"] == [] and on["digests"] != off["digests"]


def test_a_new_variant_from_an_editions_parts_plays(env):
    report = json.loads(ok(vsrules(env, "simulate", "--variant", "2pcg-endurance", "--games",
                                   "2", "--json")))
    assert report["games"] == 2 and report["decisions"] > 0
    out = json.loads(ok(vsrules(env, "compare", "--variants", "2pcg,2pcg-endurance", "--games",
                                "2", "--workers", "2", "--no-progress", "--json",
                                "--option", "health_bonus=1")))
    assert out["options"] == ["health_bonus=1"] and out["plugin_failures"] == []
    rows = {r["id"]: r for r in out["variants"]}
    assert rows["2pcg-endurance"]["stats"]["finished"] == 2
    assert rows["2pcg-endurance"]["decks"] == rows["2pcg"]["decks"]  # 2PCG's decks


def test_compare_refuses_an_option_one_variant_lacks(env):
    bad = vsrules(env, "compare", "--variants", "2pcg,2pcg-endurance", "--games", "1",
                  "--no-progress", "--option", "starting_endurance=30", "--workers", "1")
    assert bad.returncode == 2 and "unknown option 'starting_endurance' for 2pcg" in bad.stderr


def test_lab_scenarios_run_under_the_examples(env):
    out = ok(vsrules(env, "lab", "run", str(SCENARIOS / "endurance-stun.toml"),
                     str(SCENARIOS / "big-hands-health.toml")))
    assert "7 passed, 0 failed" in out
    off = vsrules(env, "lab", "run", str(SCENARIOS / "big-hands-health.toml"),
                  "--option", "big_hands=false")
    assert off.returncode == 1 and 'kid.zone: expected "front" got "ko"' in off.stdout
    both = ok(vsrules(env, "lab", "compare", str(SCENARIOS / "endurance-stun.toml"),
                      "--variants", "2pcg-endurance,2pcg"))
    assert "2pcg-endurance (own)" in both
