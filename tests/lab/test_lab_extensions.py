"""The rules lab's extensions to the scenario contract (docs/scenarios.md): each scenario
under tests/lab/extensions/ states one, and every one of its expectations holds; the
invalid files under tests/lab/bad/ are refused in the file's own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vsrules.core.errors import InputError
from vsrules.core.lab.runner import run_scenario
from vsrules.core.lab.scenario import parse_scenario

HERE = Path(__file__).parent
EXTENSIONS = sorted((HERE / "extensions").glob("*.toml"))


@pytest.mark.parametrize("path", EXTENSIONS, ids=lambda p: p.stem)
def test_extension_scenario_holds(path, registry):
    scenario = parse_scenario(path)
    assert scenario.source
    result = run_scenario(scenario, registry)
    assert result.checks
    failed = [c.line() for c in result.checks if not c.ok]
    assert not failed, "\n".join(failed)


def test_expected_illegal_target_and_payment_are_both_judged(registry):
    result = run_scenario(parse_scenario(HERE / "extensions" / "illegal-target-and-payment.toml"),
                          registry)
    refused = [c for c in result.checks if c.key == "refused"]
    assert len(refused) == 2 and all(c.ok for c in refused)


def test_an_accepted_expected_illegal_action_fails_and_the_script_goes_on(registry, tmp_path):
    text = (HERE / "extensions" / "illegal-target-and-payment.toml").read_text()
    # the payment is now one the power accepts: the "illegal" action goes through
    text = text.replace('pay = ["academy"]\ntargets = ["hero"]\nexpect = "illegal"',
                        'pay = ["fortress"]\ntargets = ["hero"]\nexpect = "illegal"')
    path = tmp_path / "accepted.toml"
    path.write_text(text)
    scenario = parse_scenario(path)
    scenario.actions = scenario.actions[:1]
    scenario.expect = {"hero": {"counters": {"plus": 1}}}
    result = run_scenario(scenario, registry)
    assert [c.line() for c in result.checks] == [
        'FAIL do[0] power.refused: expected true got "accepted"',
        "ok   hero.counters = { plus = 1 }"]


def _error(registry, name: str) -> str:
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(HERE / "bad" / name), registry)
    return str(err.value)


def test_unanswered_decision_lists_the_legal_answers(registry):
    text = _error(registry, "unanswered-decision.toml")
    assert "unanswered decision: Makluan Rings: +1/+1 counter on which character?" in text
    assert 'legal answers: "mandarin" (Mandarin); "hero" (Test Hero)' in text


def test_errors_name_labels_and_cards_not_internal_values(registry):
    text = _error(registry, "illegal-answer-words.toml")
    assert "do[1]: illegal action: Test Hero [down]" in text
    assert '"hero" (Test Hero)' in text
    assert not re.search(r"Pick\(|UsePower\(|value=\d", text), text


def test_a_split_power_name_that_stays_ambiguous_is_refused_with_the_candidates(
        registry, tmp_path):
    text = (HERE / "extensions" / "power-printed-name-split.toml").read_text()
    # no payment listed: both Intellect and Might could be meant
    path = tmp_path / "ambiguous.toml"
    path.write_text(text.replace('pay = ["fortress"]\ntargets = ["hero"]\n', ""))
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(path), registry)
    assert "do[0].name" in str(err.value)
    assert '"Makluan Rings (Intellect)"' in str(err.value)
    assert '"Makluan Rings (Might)"' in str(err.value)


@pytest.mark.parametrize("line,where,what", [
    ("nope = 1", "options.nope", "unknown option 'nope'"),
    ('opening_hand = "seven"', "options.opening_hand", "not a whole number"),
])
def test_a_rule_option_the_variant_refuses_is_named_at_its_key(registry, tmp_path, line, where,
                                                               what):
    text = (HERE / "extensions" / "main-character-support-row.toml").read_text()
    path = tmp_path / "options.toml"
    path.write_text(f"{text}\n[options]\n{line}\n")
    with pytest.raises(InputError) as err:
        run_scenario(parse_scenario(path), registry)
    assert (err.value.file, err.value.where) == (str(path), where)
    assert what in err.value.what
