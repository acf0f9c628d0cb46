"""Bad uses of the original edition's card-data words for names, versions, target players,
target effects on the chain and tests with a value are refused by ``vsrules card check``
naming the file, the key path and what is wrong; good uses pass."""

from __future__ import annotations

import pytest
from helpers import card_check_error

from vsrules.core.cli import main

HEADER = """\
[set]
id = "mine"
name = "My cards"
variant = "original"

[[card]]
id = "MY-001"
name = "Test Hero"
version = "A"
versions = ["B"]
type = "character"
cost = 3
atk = 3
def = 3

[[card.powers]]
name = "Zap"
kind = "activated"
"""

BAD = {
    "a target player of an unknown side": (
        'targets = [ { players = "allies" } ]\neffect = [ { do = "draw" } ]',
        "card[0].powers[0].targets[0].players", "must be one of: any, opponent, self"),
    "a target effect with an unknown test": (
        'targets = [ { links = ["targets-anything"] } ]\neffect = [ { do = "negate" } ]',
        "card[0].powers[0].targets[0].links", "unknown effect test 'targets-anything'"),
    "an event test with an unknown word before its value": (
        'event = "strike-stun"\nwhen = { test = "stunned-by-theirs:Avengers" }\n'
        'effect = [ { do = "draw" } ]',
        "card[0].powers[0].when.test", "unknown condition word 'stunned-by-theirs:Avengers'"),
    "if-mode without its modes": (
        'effect = [ { do = "if-mode", ref = "chosen", then = [ { do = "draw" } ] } ]',
        "card[0].powers[0].effect[0]", "modes"),
    "controls-named with a name instead of a list": (
        'effect = [ { do = "controls-named", names = "Dr. Doom" } ]',
        "card[0].powers[0].effect[0]", "names"),
    "put-into-play to an unknown row": (
        'effect = [ { do = "put-into-play", target = "t", row = "middle" } ]',
        "card[0].powers[0].effect[0]", "row"),
    "an unknown version test": (
        'effect = [ { do = "collect", sel = { tests = ["older-version"] } } ]',
        "card[0].powers[0].effect[0].sel.tests[0]", "unknown test 'older-version'"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_word_data_names_file_key_path_and_problem(case, tmp_path, capsys, registry):
    body, where, what = BAD[case]
    path = tmp_path / "mine.toml"
    err = card_check_error(path, HEADER + body + "\n", capsys)
    assert f"{path}: {where}" in err and what in err, err


def test_the_words_in_good_data_pass_the_check(tmp_path, capsys, registry):
    path = tmp_path / "mine.toml"
    path.write_text(HEADER + """\
targets = [ { players = "opponent" }, { links = ["opponent-targets-yours:Legion"] } ]
pay = [ { do = "choose-option", options = ["first", "second", "both"], into = "chosen" } ]
effect = [
  { do = "if-mode", ref = "chosen", modes = ["first", "both"], then = [
    { do = "controls-named", names = ["Mr. Fantastic", "Invisible Woman"], into = "ff" } ] },
  { do = "name-card", types = ["character"], into = "n1" },
  { do = "name-card", other_than = "n1", into = "n2" },
  { do = "collect", sel = { tests = ["same-version", "shares-version", "version:B"] }, into = "kin" },
  { do = "one-per-card", ref = "kin" },
  { do = "negate", target = "t1" },
  { do = "ban-plot-cost", player = "t0", card = "kin" },
]

[[card.powers]]
name = "Renamed"
kind = "continuous"
flag = "renamed:Dr. Doom"
scope = { kind = "character", tests = ["equipped-by-source"] }

[[card.powers]]
name = "Spotted"
kind = "triggered"
event = "strike-stun"
when = { subject = "enemy", subject_tests = ["named-by-source"], test = "stunned-by-yours:Legion" }
effect = [ { do = "draw" } ]
""")
    assert main(["card", "check", str(path)]) == 0, capsys.readouterr()
