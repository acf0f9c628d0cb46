"""``vsrules lab compare``: one scenario under every variant that can express it."""

from __future__ import annotations

import json
import types
from pathlib import Path

import pytest

from vsrules.core.cli import main
from vsrules.core.compare import compare_scenario, render_scenario
from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry
from vsrules.core.variant import Variant

HERE = Path(__file__).parent
TEAM = HERE / "team-attack.toml"
SOLO = HERE / "solo-attack-breakthrough.toml"


def runs_by_variant(registry, path):
    scenario, runs = compare_scenario(path, registry)
    return scenario, {r.variant: r for r in runs}


def needs(registry, *ids):
    missing = [v for v in ids if v not in registry.variants]
    if missing:
        pytest.skip(f"variant(s) not loaded: {', '.join(missing)}")


def test_team_attack_wounds_in_2pcg_endurance_in_the_original(registry):
    needs(registry, "2pcg", "original")
    scenario, runs = runs_by_variant(registry, TEAM)
    twopcg, original = runs["2pcg"].result, runs["original"].result
    assert twopcg.failed == 0  # the file's own edition: every expectation holds
    assert twopcg.final["brute"]["wounds"] == 1 and twopcg.final["brute"]["stunned"]
    assert original.final["brute"]["stunned"] and original.final["brute"]["wounds"] == 0
    # stun endurance loss (costs 4 and 2), no breakthrough in a team attack
    assert original.final["p2"]["endurance"] == 46 and original.final["p1"]["endurance"] == 48
    text = render_scenario(scenario, list(runs.values()))
    assert "* brute.wounds" in text and "* p2.endurance" in text
    assert "2pcg (own)" in text
    assert any("loses 4 endurance" in line for line in runs["original"].log)


def test_solo_attack_breakthrough_in_the_original_ko_in_2pcg(registry):
    needs(registry, "2pcg", "original")
    _scenario, runs = runs_by_variant(registry, SOLO)
    original, twopcg = runs["original"].result, runs["2pcg"].result
    assert original.failed == 0
    assert original.final["p2"]["endurance"] == 44  # stun loss 3 + breakthrough 3
    assert twopcg.final["guard"]["zone"] == "ko"  # 1 health: its first wound KOs it
    assert any("phase 'combat:attack' runs as 'main'" in n for n in twopcg.notes)


def test_hybrid_takes_wounds_from_2pcg_and_the_turn_from_the_original(registry):
    needs(registry, "hybrid")
    _scenario, runs = runs_by_variant(registry, TEAM)
    hybrid = runs["hybrid"].result
    assert hybrid.final["brute"]["wounds"] == 1 and hybrid.final["p2"]["endurance"] == 50
    assert hybrid.final["game"]["phase"] == "combat:attack"
    assert hybrid.final["cap"]["zone"] == "back"  # its main characters are placed


class NoLab(Variant):
    id = "nolab"
    name = "No rules lab"
    description = "A made-up variant that can't build a scenario position."

    def new_game(self, game, setup):
        raise NotImplementedError


def test_a_variant_that_cant_express_it_is_reported(registry):
    plugin = types.ModuleType("vsr_nolab")
    plugin.vsrules_variants = hookimpl(lambda: [NoLab()])
    reg = Registry()
    reg.load_entry_points()
    reg.register(plugin, "nolab")
    scenario, runs = compare_scenario(TEAM, reg)
    by = {r.variant: r for r in runs}
    assert runs[0].variant == "2pcg"  # the file's own variant first
    assert not by["nolab"].expressed and "unknown phase 'main'" in by["nolab"].error
    assert by["2pcg"].expressed
    assert "nolab: can't express it" in render_scenario(scenario, runs)


def test_cli_lab_compare(capsys):
    code = main(["lab", "compare", str(TEAM), str(SOLO), "--no-log"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("== ") == 2 and "expectations" in out


def test_cli_lab_compare_json(capsys):
    code = main(["lab", "compare", str(TEAM), "--json", "--variants", "2pcg"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert [r["variant"] for r in data["runs"]] == ["2pcg"]
    assert data["runs"][0]["final"]["brute"]["wounds"] == 1


def test_cli_lab_compare_bad_file(capsys, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("title = 3\n")
    code = main(["lab", "compare", str(bad)])
    assert code == 2 and "bad.toml" in capsys.readouterr().err
