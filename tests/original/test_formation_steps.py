"""Seed 000 rule 405 (Formation Step) as the engine asks it: the step's action is to pick
a character, then where it goes (any empty position of its area, or the place of the
character in the other row of its column), or to leave it; whole moves named at once
(the lab, tools) go through ``Variant.answers_for``."""

from __future__ import annotations

import pytest

from vsrules.core.decisions import Move, Pass, Reposition
from vsrules.core.errors import IllegalChoice
from vsrules.core.serialize import dump

BOARD = '''variant = "original"
source = "seed 000 rule 405"

[cards.guard]
name = "Test Guard"
type = "character"
teams = ["Shadows"]
cost = 2
atk = 3
def = 3

[game]
active = "p1"
phase = "build:formation"
step_owner = "p1"
turn = 3

[players.p1]
front = [ { card = "guard", label = "a", column = 0 }, { card = "guard", label = "b", column = 1 } ]
deck = 10

[players.p2]
deck = 10
'''


@pytest.fixture
def lab(lab_board):
    return lab_board(BOARD)


def test_pick_a_character_then_its_position(lab):
    game = lab.game
    a, b = lab.uid("a"), lab.uid("b")
    assert {Reposition(a), Reposition(b), Pass()} <= set(game.pending.options)
    game.apply(Reposition(a))
    place = game.pending
    assert place.kind == "place" and place.options[0] == Pass()
    # empty positions: support row columns 0-3, front row columns 2-3 (two past the last)
    assert set(place.options[1:]) == {Move(a, "back", c) for c in range(4)} | \
        {Move(a, "front", c) for c in (2, 3)}
    game.apply(Move(a, "front", 3))
    assert game.state.objects[a].column == 3 and game.pending.is_action


def test_leaving_it_where_it_is(lab):
    game = lab.game
    a = lab.uid("a")
    game.apply(Reposition(a))
    game.apply(Pass())
    assert (game.state.objects[a].zone, game.state.objects[a].column) == ("front", 0)
    assert Reposition(a) in game.pending.options


def test_a_whole_move_named_at_once_is_checked_before_anything_changes(lab):
    game = lab.game
    a = lab.uid("a")
    before = dump(game.state)
    with pytest.raises(IllegalChoice, match="position is taken"):
        game.variant.answers_for(game, Move(a, "front", 1))  # b's place, another column
    assert dump(game.state) == before
    assert game.variant.answers_for(game, Move(a, "back", 0)) == [Reposition(a),
                                                                   Move(a, "back", 0)]
