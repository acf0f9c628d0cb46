"""Counters, exhaustion, what powers remember, attachments and columns change through the
game's primitives (core/object_changes.py), which mark the state for the state-based rules
themselves; in the checked mode a plugin's script that writes them directly is refused at
once, naming the primitive to use
(docs/design.md, Change primitives and derived values; The checked mode). The 0-DEF rule
checked is 2PCG's (rulebook, seed 002, Stunned Characters: a character whose DEF is 0 is
stunned)."""

from __future__ import annotations

import pytest

from vsrules.core.checked import CheckedModeError
from vsrules.core.decisions import PASS
from vsrules.core.game import Game

BOARD = """
title = "a frail character"
variant = "2pcg"
source = "2PCG rulebook (seed 002), Stunned Characters"

[cards.frail]
name = "Test Frail"
type = "character"
teams = ["X-Men"]
cost = 1
atk = 1
def = 1
health = 3

[game]
active = "p2"
phase = "main"
turn = 4

[players.p1]
main = { card = "2pcg:MNB-001", row = "back", label = "cap" }
front = [ { card = "frail", label = "frail" } ]
deck = 10

[players.p2]
main = { card = "2pcg:MNB-079", row = "back", label = "gob" }
deck = 10
"""


def _plugin_adds_a_counter(game: Game, uid: int) -> None:
    """What a third-party card script might do instead of ``Game.add_counters``."""
    game.obj(uid).counters["plus"] = 1


def _plugin_clears_counters(game: Game, uid: int) -> None:
    game.obj(uid).counters.clear()


def _plugin_replaces_counters(game: Game, uid: int) -> None:
    game.obj(uid).counters = {"plus": 2}


def _plugin_exhausts(game: Game, uid: int) -> None:
    game.obj(uid).exhausted = True


def _plugin_notes(game: Game, uid: int) -> None:
    game.obj(uid).memory["used:Test"] = game.state.turn


def _plugin_forgets(game: Game, uid: int) -> None:
    game.obj(uid).memory.pop("used:Test", None)


def _plugin_attaches(game: Game, uid: int) -> None:
    game.obj(uid).attached_to = uid


def _plugin_moves_column(game: Game, uid: int) -> None:
    game.obj(uid).column = 3


@pytest.fixture
def board(lab_board):
    lab = lab_board(BOARD)
    return lab.game, lab.uid("frail")


def test_a_counter_put_on_by_the_primitive_is_followed_by_the_state_check(board):
    game, frail = board
    assert game.add_counters(frail, "minus", 1) == 1
    assert game.stat(frail, "def") == 0
    game.apply(PASS)  # the next round of the loop checks the state first
    # stunned at once: a wound, the counter gone (it may have recovered since)
    assert any(e.kind == "def-zero" and "Test Frail" in e.text for e in game.log)
    assert game.obj(frail).counters == {"wound": 1}


def test_set_counter_and_remove_counters_change_the_count(board):
    game, frail = board
    game.set_counter(frail, "plus", 3)
    assert game.obj(frail).count("plus") == 3
    assert game.stat(frail, "def") == 4
    assert game.remove_counters(frail, "plus", 2) == 2
    assert game.remove_counters(frail, "plus", 5) == 1  # only what was there comes off
    assert game.remove_counters(frail, "plus") == 0
    assert "plus" not in game.obj(frail).counters
    game.set_counter(frail, "wound", 2)
    assert game.obj(frail).count("wound") == 2
    game.set_counter(frail, "wound", 0)
    assert game.obj(frail).counters == {}


def test_exhaust_and_ready_change_the_object(board):
    game, frail = board
    game.exhaust(frail)
    assert game.obj(frail).exhausted
    game.ready(frail)
    assert not game.obj(frail).exhausted


def test_remember_forget_attach_and_set_column_change_the_object(board):
    game, frail = board
    game.checked = True
    game.apply(PASS)  # guarded from the next decision on: the primitives still write
    game.remember(frail, "used:Test", 4)
    assert game.obj(frail).memory["used:Test"] == 4
    assert game.forget(frail, "used:Test") == 4
    assert "used:Test" not in game.obj(frail).memory
    game.attach(frail, None)
    assert game.obj(frail).attached_to is None
    game.set_column(frail, 2)
    assert game.obj(frail).column == 2


@pytest.mark.parametrize("script, primitive", [
    (_plugin_adds_a_counter, "add_counters"),
    (_plugin_clears_counters, "remove_counters"),
    (_plugin_replaces_counters, "set_counter"),
    (_plugin_exhausts, "exhaust"),
    (_plugin_notes, "remember"),
    (_plugin_forgets, "forget"),
    (_plugin_attaches, "attach"),
    (_plugin_moves_column, "set_column"),
], ids=["counter-set", "counters-cleared", "counters-replaced", "exhausted", "memory-noted",
        "memory-dropped", "attached", "column-set"])
def test_a_plugin_writing_an_objects_rules_fields_is_refused_in_checked_mode(
        board, script, primitive):
    game, frail = board
    game.checked = True
    game.apply(PASS)  # the checked mode guards the objects from the next decision on
    if game.obj(frail).stunned or frail not in game.state.objects:
        pytest.fail("the frail character should still stand")

    def fields() -> tuple[object, ...]:
        o = game.obj(frail)
        return dict(o.counters), o.exhausted, dict(o.memory), o.attached_to, o.column

    before = fields()
    with pytest.raises(CheckedModeError, match=primitive):
        script(game, frail)
    assert fields() == before
    game.add_counters(frail, "plus", 1)  # the primitives work as ever
    game.exhaust(frail)
    assert game.obj(frail).count("plus") == 1 and game.obj(frail).exhausted


def test_a_plugin_writing_a_counter_is_refused_under_the_environment_variable(
        registry, twopcg_decks, monkeypatch):
    from vsrules.core.setup import Setup

    monkeypatch.setenv("VSRULES_CHECKED", "1")
    game = Game.create(registry.variant("2pcg"), Setup("2pcg", 5, twopcg_decks),
                       registry.hooks)
    assert game.checked
    deck_card = game.zone(0, "deck")[0]
    with pytest.raises(CheckedModeError, match="counters of .* outside the game's primitives"):
        _plugin_adds_a_counter(game, deck_card)
    assert game.obj(deck_card).counters == {}
