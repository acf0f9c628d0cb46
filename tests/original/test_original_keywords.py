"""Keywords whose effect shows only through card text or values the rules lab can't
check: ally (triggers on becoming powered-up), leader (adjacency), willpower (a stat, 0
while stunned), boost (text active only if paid), and the FAQ's "cannot reinforce other
characters" (seed 004 item 5). Made-up cards get scripts here for the test only."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.abilities import Script, Static, Triggered
from vsrules.core.lab.runner import build, run_scenario
from vsrules.core.lab.scenario import parse_scenario
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.modifying_steps import ModifyStat, PutCounters
from vsrules.variants.original.keywords import ally, leader_adjacent
from vsrules.variants.original.scripts import registry as scripts
from vsrules.variants.original.variant import willpower

HEAD = 'variant = "original"\nsource = "unit test"\n'


def scenario(tmp_path: Path, text: str):
    path = tmp_path / "s.toml"
    path.write_text(HEAD + text, encoding="utf-8")
    return parse_scenario(path)


@pytest.fixture
def scripted(monkeypatch):
    def add(card_id: str, script: Script) -> None:
        monkeypatch.setitem(scripts.SCRIPTS, card_id, script)
    return add


def test_ally_power_triggers_when_a_character_you_control_becomes_powered_up(tmp_path, scripted):
    scripted("pal", Script(triggered=(
        ally("Ally: +2 ATK", (ModifyStat("atk", 2, until=UNTIL_COMBAT, target="event.subject"),)),)))
    sc = scenario(tmp_path, '''
[cards.pal]
name = "Test Pal"
type = "character"
teams = ["FF"]
cost = 2
atk = 3
def = 3
keywords = ["ally"]

[cards.foe]
name = "Test Foe"
type = "character"
teams = ["V"]
cost = 2
atk = 1
def = 6

[game]
active = "p1"
phase = "combat:attack"
step_owner = "p1"

[players.p1]
front = [ { card = "pal", label = "pal" } ]
hand = [ { card = "pal", label = "spare" } ]

[players.p2]
front = [ { card = "foe", label = "foe" } ]

[[do]]
action = "attack"
attackers = ["pal"]
defender = "foe"

[[do]]
action = "power-up"
target = "pal"
discard = "spare"

[[do]]
action = "resolve"

[expect]
pal = { atk = 6 }
''')
    result = run_scenario(sc, registry=_registry())
    assert all(c.ok for c in result.checks), [c.line() for c in result.checks]


def _registry():
    from vsrules.core.plugins import default_registry

    return default_registry()


def test_leader_adjacency_and_willpower(tmp_path):
    sc = scenario(tmp_path, '''
[cards.boss]
name = "Test Boss"
type = "character"
teams = ["A"]
cost = 3
atk = 4
def = 4
keywords = ["leader", "willpower:3"]

[cards.pal]
name = "Test Pal"
type = "character"
teams = ["A"]
cost = 2
atk = 3
def = 3

[game]
active = "p1"
phase = "combat:attack"
step_owner = "p1"

[players.p1]
front = [ { card = "boss", label = "boss", column = 0 }, { card = "pal", label = "beside", column = 1 },
          { card = "pal", label = "far", column = 3 } ]
back = [ { card = "pal", label = "behind", column = 0 } ]
''')
    lab = build(sc, _registry())
    game = lab.game
    o = {k: game.state.objects[lab.uid(k)] for k in ("boss", "beside", "far", "behind")}
    assert leader_adjacent(game, o["boss"], o["beside"])
    assert leader_adjacent(game, o["boss"], o["behind"])
    assert not leader_adjacent(game, o["boss"], o["far"])
    assert willpower(game, o["boss"]) == 3 and willpower(game, o["beside"]) == 0
    game.variant.stun(game, o["boss"].uid)
    assert not leader_adjacent(game, o["boss"], o["beside"])  # a stunned leader leads nobody
    assert willpower(game, o["boss"]) == 0


BOOST = '''
[cards.beetle]
name = "Test Booster"
type = "character"
teams = ["S"]
cost = 1
atk = 2
def = 2
keywords = ["boost:1"]

[game]
active = "p1"
phase = "build:recruit"
step_owner = "p1"

[players.p1]
resources = 2
hand = [ { card = "beetle", label = "b" } ]

[[do]]
action = "recruit"
card = "b"
row = "front"

[[do]]
action = "choose"
choice = %s

[[do]]
action = "resolve"
'''


@pytest.mark.parametrize("paid", [True, False])
def test_boost_text_is_active_only_if_boost_was_paid(tmp_path, scripted, paid):
    scripted("beetle", Script(
        triggered=(Triggered("Boost: enters with a counter", "enters-play",
                             (PutCounters("source", "plus"),),
                             condition=lambda g, s, e: e.subject == s.uid, kind="boost"),),
        static=(Static("Boost: +1 DEF", "def", "add", lambda g, s, o: 1,
                       lambda g, s, o: o.uid == s.uid, kind="boost"),)))
    lab = build(scenario(tmp_path, BOOST % ("true" if paid else "false")), _registry())
    from vsrules.core.lab.runner import _perform

    for a in lab.scenario.actions:
        _perform(lab, a)
    b = lab.game.state.objects[lab.uid("b")]
    assert lab.game.stat(b, "atk") == (3 if paid else 2)
    assert lab.game.stat(b, "def") == (4 if paid else 2)


def test_cannot_reinforce_other_characters(tmp_path):
    """Seed 004 item 5: a character that cannot reinforce other characters may still be
    exhausted for the reinforcement effect, which then does nothing."""
    sc = scenario(tmp_path, '''
[cards.guard]
name = "Test Guard"
type = "character"
teams = ["L"]
cost = 3
atk = 2
def = 4

[cards.aide]
name = "Test Aide"
type = "character"
teams = ["L"]
cost = 1
atk = 1
def = 1

[cards.brute]
name = "Test Brute"
type = "character"
teams = ["B"]
cost = 3
atk = 8
def = 8

[game]
active = "p1"
phase = "combat:attack"
step_owner = "p1"

[players.p1]
front = [ { card = "brute", label = "brute" } ]

[players.p2]
front = [ { card = "guard", label = "guard" } ]
back = [ { card = "aide", label = "aide" } ]
''')
    lab = build(sc, _registry())
    game = lab.game
    from vsrules.core.decisions import Attack, Pass
    from vsrules.variants.original.combat import Reinforce

    aide, guard, brute = lab.uid("aide"), lab.uid("guard"), lab.uid("brute")
    game.add_modifier(aide, "cant-reinforce-others", "grant", True, until="end-of-turn")
    game.apply(Attack((brute,), guard))
    game.apply(Pass())
    game.apply(Reinforce(guard, aide))
    while game.pending.kind == "priority" and not game.over:
        game.apply(Pass())
        if not game.state.flags.get("attack"):
            break
    assert game.state.objects[aide].exhausted
    assert game.state.players[1].endurance == 50 - 3 - 4  # stun loss and breakthrough
