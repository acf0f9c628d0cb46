"""Every key the scenario contract (shared/SCENARIOS.md) and its extensions
(docs/scenarios.md) name is accepted by the tables a file is structured into, and reaches
the lab as written; a value of the wrong kind is refused at its key path."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.errors import InputError
from vsrules.core.lab.scenario import parse_scenario

EVERY_KEY = """\
title = "every key"
variant = "original"
source = "SCENARIOS.md, docs/scenarios.md"
decisions = "first"

[options]

[cards.hero]
name = "Test Hero"
type = "character"
teams = ["Legion"]
cost = 2
atk = 2
def = 2

[game]
active = "p1"
phase = "build:recruit"
step_owner = "p1"
turn = 3
seed = 7

[players.p1]
endurance = 50
main = { card = "hero", row = "support", label = "mc", level = 1, xp = 0 }
support = [ "hero" ]
resources = 3
hand = [ { card = "hero", label = "h2" } ]
deck = 20
ko = []
removed = []

[[players.p1.front]]
card = "hero"
label = "h1"
exhausted = true
stunned = false
face_up = true
counters = { plus = 1, cosmic = 2 }
wounds = 1
column = 0
area = "hidden"

[players.p2]
back = 2

[[do]]
action = "attack"
attackers = ["h1"]
defender = "p2"
player = "p1"
expect = "illegal"

[[do]]
action = "play"
card = "h2"
targets = ["h1"]
choices = [1, "x", true]

[[do]]
action = "power"
source = "h1"
name = "x"
targets = "h1"
pay = ["h2"]
choices = ["h1"]

[[do]]
action = "power-up"
target = "h1"
discard = "h2"

[[do]]
action = "reinforce"
defender = "h1"
exhaust = "h2"

[[do]]
action = "recruit"
card = "h2"
row = "support"
column = 1
pay = ["h1"]
choices = ["h1"]

[[do]]
action = "resource"
card = "h2"
face_up = true

[[do]]
action = "move"
character = "h1"
row = "back"
column = 0

[[do]]
action = "equip"
card = "h2"
character = "h1"

[[do]]
action = "choose"
choice = ["h1", "h2"]

[[do]]
action = "pass"

[[do]]
action = "resolve"

[[do]]
action = "pass-all"

[[do]]
action = "advance"
to = "recovery"
of = "p2"

[expect]
p1 = { endurance = 50, hand = 1, deck = 20, ko = 0, out = false }
game = { winner = "none", turn = 3, phase = "recovery", active = "p2" }

[expect.h1]
zone = "front"
stunned = false
exhausted = true
face_up = true
wounds = 1
counters = { plus = 1 }
atk = 3
def = 3
health = 2
level = 1
xp = 0
controller = "p1"
column = 0
area = "hidden"
willpower = 1
attached_to = "h2"
keywords = { flight = false }
"""


def _parsed(tmp_path: Path, text: str):
    path = tmp_path / "scenario.toml"
    path.write_text(text, encoding="utf-8")
    return parse_scenario(path)


def test_every_key_of_the_contract_is_accepted_and_kept(tmp_path):
    sc = _parsed(tmp_path, EVERY_KEY)
    assert (sc.title, sc.variant, sc.decisions) == ("every key", "original", "first")
    assert sc.game == {"active": "p1", "phase": "build:recruit", "step_owner": "p1",
                       "turn": 3, "seed": 7}
    p1, p2 = sc.players
    assert p1.endurance == 50 and p1.main is not None and p1.main.row == "back"
    (h1,) = p1.zones["front"]
    assert (h1.label, h1.exhausted, h1.face_up, h1.column, h1.area) == ("h1", True, True, 0,
                                                                         "hidden")
    assert h1.counters == {"plus": 1, "cosmic": 2, "wound": 1}
    assert [e.card for e in p1.zones["back"]] == ["hero"]  # support is the back row
    assert (p1.zones["resources"], p1.zones["deck"], p2.zones["back"]) == (3, 20, 2)
    assert [a.action for a in sc.actions] == [
        "attack", "play", "power", "power-up", "reinforce", "recruit", "resource", "move",
        "equip", "choose", "pass", "resolve", "pass-all", "advance"]
    attack = sc.actions[0]
    assert (attack.fields, attack.player, attack.expect) == (
        {"attackers": ["h1"], "defender": "p2"}, "p1", "illegal")
    assert sc.actions[9].fields == {"choice": ["h1", "h2"]}
    assert sc.actions[13].fields == {"to": "recovery", "of": "p2"}
    assert sc.expect["h1"]["def"] == 3 and sc.expect["h1"]["keywords"] == {"flight": False}
    assert sc.expect["p1"] == {"endurance": 50, "hand": 1, "deck": 20, "ko": 0, "out": False}
    assert sc.expect["game"]["phase"] == "recovery"


@pytest.mark.parametrize("old,new,where", [
    ("turn = 3", "turn = 3.0", "game.turn"),
    ("seed = 7", "seed = true", "game.seed"),
    ("endurance = 50\n", "endurance = [50]\n", "players.p1.endurance"),
    ("resources = 3", "resources = true", "players.p1.resources"),
    ('support = [ "hero" ]', "support = [ 5 ]", "players.p1.support[0]"),
    ('card = "h2"\nface_up = true', 'card = "h2"\nface_up = "up"', "do[6].face_up"),
    ('of = "p2"', "of = 2", "do[13].of"),
    ("choices = [1,", "choices = [[1],", "do[1].choices[0]"),
    ("out = false", "out = 0", "expect.p1.out"),
    ('winner = "none"', "winner = false", "expect.game.winner"),
    ("willpower = 1", 'willpower = "one"', "expect.h1.willpower"),
    ("counters = { plus = 1 }\natk", 'counters = { plus = "one" }\natk',
     "expect.h1.counters.plus"),
])
def test_a_value_of_the_wrong_kind_is_refused_at_its_key(tmp_path, old, new, where):
    assert old in EVERY_KEY
    with pytest.raises(InputError) as err:
        _parsed(tmp_path, EVERY_KEY.replace(old, new, 1))
    assert err.value.where == where, str(err.value)
    assert err.value.file == str(tmp_path / "scenario.toml")
