"""Bad uses of the card-data words (docs/cards.md) are refused by ``vsrules card check``
naming the file, the key path and what is wrong: condition words, selections by combat
role, and the 2PCG effect words."""

from __future__ import annotations

import pytest
from helpers import card_check_error

from vsrules.core.cli import main

HEADER = """\
[set]
id = "mine"
name = "My cards"
variant = "2pcg"

[[card]]
id = "MY-001"
name = "Test Hero"
type = "character"
cost = 3
atk = 3
def = 3
health = 2

[[card.powers]]
name = "Zap"
"""

SUPER = 'kind = "super"\ntiming = "main"\n'
BAD = {
    "unknown condition word": (
        'kind = "triggered"\nevent = "stuns"\nwhen = { subject = "self", test = "lucky" }\n'
        'effect = [ { do = "draw" } ]',
        "card[0].powers[0].when.test", "unknown condition word 'lucky' (known: "),
    "unknown combat role": (
        SUPER + 'needs_target = { side = "own", role = "striker" }\neffect = [ { do = "draw" } ]',
        "card[0].powers[0].needs_target", "role"),
    "unknown row for to-row": (
        SUPER + 'effect = [ { do = "to-row", target = "source", row = "middle" } ]',
        "card[0].powers[0].effect[0]", "row"),
    "unknown role for combatants": (
        SUPER + 'effect = [ { do = "combatants", role = "striker" } ]',
        "card[0].powers[0].effect[0]", "role"),
    "unknown card filter": (
        SUPER + 'effect = [ { do = "pick-card", filter = "anything" } ]',
        "card[0].powers[0].effect[0]", "unknown card filter 'anything'"),
    "counters per a bad selection": (
        SUPER + 'effect = [ { do = "counters", target = "source", kind = "plus", '
        'per = { colour = "red" } } ]',
        "card[0].powers[0].effect[0].per", "extra fields found (colour)"),
    "for-each-player on an unknown side": (
        SUPER + 'effect = [ { do = "for-each-player", side = "allies", then = [ { do = "draw" } ] } ]',
        "card[0].powers[0].effect[0]", "side must be one of: any, own, enemy"),
    "with-x counting a bad selection": (
        SUPER + 'effect = [ { do = "with-x", sel = { colour = "red" }, then = [ { do = "draw" } ] } ]',
        "card[0].powers[0].effect[0].sel", "extra fields found (colour)"),
    "if-equals without the value": (
        SUPER + 'effect = [ { do = "if-equals", ref = "mode", then = [ { do = "draw" } ] } ]',
        "card[0].powers[0].effect[0]", "equals"),
    "with-x with a bad duration inside": (
        SUPER + 'effect = [ { do = "with-x", ref = "all", then = [ { do = "modify", target = '
        '"source", stat = "atk", amount = 1, until = "forever" } ] } ]',
        "card[0].powers[0].effect[0].then[0].until", "must be one of"),
    "a note without a mark": (
        'kind = "note"\nevent = "stuns"\nwhen = { subject = "self" }',
        "card[0].powers[0].kind", "a note needs an event and a mark"),
    "a note with an effect": (
        'kind = "note"\nevent = "stuns"\nmark = "stunned"\neffect = [ { do = "draw" } ]',
        "card[0].powers[0].kind", "has no effect"),
    "a lasting fact the rules don't read": (
        SUPER + 'effect = [ { do = "lasting", what = "flies-forever" } ]',
        "card[0].powers[0].effect[0]", "what must be one of"),
    "an unknown 2PCG condition in only_if": (
        SUPER + 'only_if = ["melee-attacking"]\neffect = [ { do = "draw" } ]',
        "card[0].powers[0].only_if", "melee-attacking"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_word_data_names_file_key_path_and_problem(case, tmp_path, capsys, registry):
    body, where, what = BAD[case]
    path = tmp_path / "mine.toml"
    err = card_check_error(path, HEADER + body + "\n", capsys)
    assert f"{path}: {where}" in err and what in err, err


def test_the_words_in_good_data_pass_the_check(tmp_path, capsys, registry):
    path = tmp_path / "mine.toml"
    path.write_text(HEADER + SUPER + """\
needs_target = { side = "own", role = "defender", exclude_source = true }
effect = [
  { do = "combatants", role = "attacker", into = "team" },
  { do = "if", ref = "team", at_least = 2, then = [
    { do = "modify", target = "team", stat = "atk", amount = 1, per = { kind = "resource", side = "own" } },
  ] },
  { do = "to-row", target = "source", row = "other" },
  { do = "rule", what = "no-strike-back-in-team-attacks", say = "no strike back this turn" },
  { do = "marked", key = "stunned-enemy", into = "stunned" },
  { do = "if", ref = "stunned", then = [ { do = "wound", target = "source" } ] },
]

[[card.powers]]
name = "Zap note"
kind = "note"
event = "stuns"
when = { subject = "self", test = "stuns-enemy" }
mark = "stunned-enemy"
""")
    assert main(["card", "check", str(path)]) == 0, capsys.readouterr().err
    assert "powers: data" in capsys.readouterr().out
