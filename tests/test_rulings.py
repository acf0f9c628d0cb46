"""Every scenario file under tests/rulings/ holds (each names its rules source), and holds
in the checked mode too: every value the engine keeps stays equal to one worked out afresh
through the situations the rulings set up (docs/design.md, The checked mode)."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.lab.runner import run_scenario
from vsrules.core.lab.scenario import parse_scenario

RULINGS = sorted((Path(__file__).parent / "rulings").rglob("*.toml"))


@pytest.fixture(params=["plain", "checked"])
def mode(request, monkeypatch):
    monkeypatch.setenv("VSRULES_CHECKED", "1" if request.param == "checked" else "0")
    return request.param


@pytest.mark.parametrize("path", RULINGS, ids=lambda p: str(p.relative_to(p.parents[2])))
def test_ruling(path, registry, mode):
    scenario = parse_scenario(path)
    assert scenario.source, "every ruling names its source"
    result = run_scenario(scenario, registry)
    assert result.checks, "a ruling must check something"
    failed = [c.line() for c in result.checks if not c.ok]
    assert not failed, "\n".join(failed)
