"""Bad uses of the card-data words (docs/cards.md) are refused by ``vsrules card check``
naming the file, the key path and what is wrong; good uses pass. The original edition's
words for names, versions, target players, target effects on the chain and tests with a
value; its conditions, selection tests and durations ("Original-edition words"); its rules
keywords with a value (``recruit-discount``); and the 2PCG words: condition words,
selections by combat role and effect words. One body runs every table."""

from __future__ import annotations

import pytest
from helpers import card_check_error

from vsrules.core.cli import main

ORIGINAL_HEADER = """\
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

ORIGINAL_BRUTE_HEADER = """\
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

TWOPCG_HEADER = """\
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

#: a card of the original edition whose ``keywords`` list the case gives
ORIGINAL_KEYWORDS_HEADER = """\
[set]
id = "mine"
name = "My cards"
variant = "original"

[[card]]
id = "MY-001"
name = "Test Jet"
type = "character"
teams = ["Teen Titans"]
cost = 3
atk = 3
def = 3
keywords = """

SUPER = 'kind = "super"\ntiming = "main"\n'

#: names, versions, target players, target effects on the chain, tests with a value
ORIGINAL_TARGET_AND_NAME_WORDS = {
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

#: conditions, selection tests, a condition without its value, a step's duration
ORIGINAL_WORDS = {
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

#: condition words, selections by combat role, the 2PCG effect words
TWOPCG_WORDS = {
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

#: the rules keywords with a value the original edition reads
ORIGINAL_KEYWORDS = {
    "recruit-discount counting an unknown word": (
        '["unique", "recruit-discount:arrived/Teen Titans"]', "card[0].keywords[1]",
        "'recruit-discount:arrived/Teen Titans': recruit-discount is written "
        "recruit-discount:<count>/<affiliation>, the count one of: entered, recruited"),
    "recruit-discount without its affiliation": (
        '["recruit-discount:recruited"]', "card[0].keywords[0]",
        "recruit-discount is written recruit-discount:<count>/<affiliation>"),
    "recruit-discount with an empty affiliation": (
        '["recruit-discount:entered/"]', "card[0].keywords[0]",
        "recruit-discount names one affiliation after the slash"),
    "recruit-discount naming two affiliations": (
        '["recruit-discount:entered/Teen Titans/JLA"]', "card[0].keywords[0]",
        "recruit-discount names one affiliation after the slash"),
    "recruit-discount as a number": (
        '["recruit-discount:2"]', "card[0].keywords[0]",
        "recruit-discount is written recruit-discount:<count>/<affiliation>"),
}

TABLES = {
    "original-target-and-name": (ORIGINAL_HEADER, ORIGINAL_TARGET_AND_NAME_WORDS),
    "original": (ORIGINAL_BRUTE_HEADER, ORIGINAL_WORDS),
    "original-keywords": (ORIGINAL_KEYWORDS_HEADER, ORIGINAL_KEYWORDS),
    "2pcg": (TWOPCG_HEADER, TWOPCG_WORDS),
}
BAD = [pytest.param(header, *case, id=f"{table}: {name}")
       for table, (header, cases) in TABLES.items() for name, case in sorted(cases.items())]


@pytest.mark.parametrize(("header", "body", "where", "what"), BAD)
def test_bad_word_data_names_file_key_path_and_problem(header, body, where, what, tmp_path,
                                                       capsys, registry):
    path = tmp_path / "mine.toml"
    err = card_check_error(path, header + body + "\n", capsys)
    assert f"{path}: {where}" in err and what in err, err


#: good data for each table's header, and what the check must say of it (None: only that
#: it passes)
GOOD = {
    "original-target-and-name": (ORIGINAL_HEADER + """\
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
""", None),
    "original": (ORIGINAL_BRUTE_HEADER
                 + 'only_if = ["ready", "controls-team:Future Foes", "endurance-at-least:2"]\n'
                 'pay = [ { do = "exhaust", target = "source" }, '
                 '{ do = "pay-endurance", amount = 2 } ]\n'
                 'targets = [ { kind = "character", tests = ["defender", "team:Brutes"] } ]\n'
                 'effect = [ { do = "unless-opponent-discards", n = 1, then = [ '
                 '{ do = "stun", target = "t0" } ] } ]\n', "powers: data"),
    "original-keywords": (ORIGINAL_KEYWORDS_HEADER + '["unique", "recruit-discount:entered/Teen Titans", '
                          '"recruit-discount:recruited/Sinister Syndicate"]\n', "powers: rules"),
    "2pcg": (TWOPCG_HEADER + SUPER + """\
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
""", "powers: data"),
}


@pytest.mark.parametrize("table", sorted(GOOD))
def test_the_words_in_good_data_pass_the_check(table, tmp_path, capsys, registry):
    text, says = GOOD[table]
    path = tmp_path / "mine.toml"
    path.write_text(text)
    assert main(["card", "check", str(path)]) == 0, capsys.readouterr()
    if says is not None:
        assert says in capsys.readouterr().out
