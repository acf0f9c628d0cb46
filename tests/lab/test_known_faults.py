"""Rulings the engine does not play right yet, each stated as a scenario: the test fails
(strict xfail) the day the engine gets it right, and the file then moves to
tests/rulings/."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.lab.runner import run_scenario
from vsrules.core.lab.scenario import parse_scenario

HERE = Path(__file__).parent / "known-faults"


@pytest.mark.xfail(strict=True, reason="a stunned character's inactive text does not "
                   "trigger on leaving play (the variant's power_active refuses the "
                   "look-back picture of a stunned character)")
def test_leaves_play_trigger_of_a_stunned_character_fires(registry):
    result = run_scenario(parse_scenario(HERE / "leaves-play-trigger-with-inactive-text.toml"),
                          registry)
    assert result.checks and all(c.ok for c in result.checks)
