"""The original edition's words for card data (docs/cards.md, "Original-edition words"):
a card file naming an unknown condition, an unknown selection test, a condition without
its value or a duration of another step is refused with the file, the key path and the
problem (``vsrules card check``); the words it knows pass."""

from __future__ import annotations

import pytest

from vsrules.core.cli import main

HEADER = """\
[set]
id = "mine"
name = "My cards"
variant = "original"

[[card]]
id = "MY-001"
name = "Test Brute"
type = "character"
teams = ["Brutes"]
cost = 3
atk = 3
def = 3

[[card.powers]]
name = "Smash"
kind = "activated"
text = "Smash."
"""

BAD = {
    "unknown condition": ('only_if = ["sunny"]\neffect = [ { do = "draw" } ]',
                          "card[0].powers[0].only_if[0]", "unknown condition 'sunny'"),
    "condition without its value": ('only_if = ["controls-team"]\neffect = [ { do = "draw" } ]',
                                    "card[0].powers[0].only_if[0]",
                                    "written controls-team:<value>"),
    "unknown target test": ('targets = [ { kind = "character", tests = ["tall"] } ]\n'
                            'effect = [ { do = "stun", target = "t0" } ]',
                            "card[0].powers[0].targets[0].tests[0]", "unknown test 'tall'"),
    "unknown test inside a step": ('effect = [ { do = "collect", sel = { tests = ["tall"] } } ]',
                                   "card[0].powers[0].effect[0].sel.tests[0]",
                                   "unknown test 'tall'"),
    "unknown test of a target step": ('effect = [ { do = "target", sel = { tests = ["tall"] } } ]',
                                      "card[0].powers[0].effect[0].sel.tests[0]",
                                      "unknown test 'tall'"),
    "a modifier's duration on a delayed trigger": (
        'effect = [ { do = "delay-for", event = "breakthrough", until = "end-of-turn", '
        'steps = [ { do = "draw" } ] } ]',
        "card[0].powers[0].effect[0].until", "must be one of: turn, attack"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_original_words_name_file_key_path_and_problem(case, tmp_path, capsys, registry):
    body, where, what = BAD[case]
    path = tmp_path / "mine.toml"
    path.write_text(HEADER + body + "\n")
    assert main(["card", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: {where}" in err and what in err, err


def test_known_original_words_pass_the_check(tmp_path, capsys, registry):
    body = ('only_if = ["ready", "controls-team:Future Foes", "endurance-at-least:2"]\n'
            'pay = [ { do = "exhaust", target = "source" }, { do = "pay-endurance", amount = 2 } ]\n'
            'targets = [ { kind = "character", tests = ["defender", "team:Brutes"] } ]\n'
            'effect = [ { do = "unless-opponent-discards", n = 1, then = [ '
            '{ do = "stun", target = "t0" } ] } ]')
    path = tmp_path / "mine.toml"
    path.write_text(HEADER + body + "\n")
    assert main(["card", "check", str(path)]) == 0
    assert "powers: data" in capsys.readouterr().out
