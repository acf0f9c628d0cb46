"""Seed 000, Triggered Effects: "the primary player gets to choose in what order his or her
triggered effects go on the chain ... then the next player clockwise". The last one added
resolves first; identical effects of one card are not asked about."""

from __future__ import annotations

import pytest

from vsrules.core.abilities import Script, Triggered
from vsrules.core.decisions import Pick
from vsrules.core.modifying_steps import PutCounters
from vsrules.variants.original.scripts import registry as scripts


def _at_recovery(game, src, event) -> bool:
    return event.data.get("step") == "recovery" or game.state.phase == "recovery"


def _counter(kind: str) -> Script:
    return Script(triggered=(Triggered(f"Put a {kind} counter", "step-start",
                                       (PutCounters("source", kind),),
                                       condition=_at_recovery),))


BOARD = '''variant = "original"
source = "seed 000, Triggered Effects"

[cards.red]
name = "Test Red"
type = "character"
teams = ["T"]
cost = 1
atk = 1
def = 1

[cards.blue]
name = "Test Blue"
type = "character"
teams = ["T"]
cost = 1
atk = 1
def = 1

[game]
active = "p1"
phase = "combat:attack"
step_owner = "p1"
turn = 3

[players.p1]
front = [ { card = "red", label = "red" }, { card = "blue", label = "blue" } ]
deck = 10

[players.p2]
front = [ { card = "red", label = "red2" } ]
deck = 10
'''


@pytest.fixture(autouse=True)
def _scripts(monkeypatch):
    monkeypatch.setitem(scripts.SCRIPTS, "red", _counter("red"))
    monkeypatch.setitem(scripts.SCRIPTS, "blue", _counter("blue"))


@pytest.fixture
def lab(lab_board):
    return lab_board(BOARD)


def _to_recovery(lab):
    game = lab.game
    while game.pending is not None and game.pending.kind != "order":
        assert game.state.turn == 3, "the recovery phase never asked for an order"
        game.apply(game.pending.options[0])
    return game


@pytest.mark.parametrize("first", [0, 1])
def test_the_primary_player_chooses_the_order_of_their_own_triggers(lab, first):
    game = _to_recovery(lab)
    decision = game.pending
    assert decision.player == 0 and len(decision.options) == 2
    names = decision.context["names"]
    assert sorted(names) == ["Test Blue: Put a blue counter", "Test Red: Put a red counter"]
    game.apply(Pick(first))
    # p1's two effects are on the chain in the chosen order, p2's single one on top
    links = [link.trigger.ability for link in game.state.chain]
    chosen = names[first].split(": ")[1]
    other = names[1 - first].split(": ")[1]
    assert links == [chosen, other, "Put a red counter"]
    assert game.state.chain[-1].controller == 1


def test_copies_of_one_power_are_not_asked_about(lab_board):
    game = lab_board(BOARD.replace('card = "blue", label = "blue"',
                                   'card = "red", label = "red3"')).game
    while game.pending is not None and not game.state.chain:
        assert game.pending.kind != "order"
        game.apply(game.pending.options[0])
    assert [link.controller for link in game.state.chain] == [0, 0, 1]
