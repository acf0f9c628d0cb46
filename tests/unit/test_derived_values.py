"""A variant's ``Derived`` value (core/derived.py) is read as ``game.kept[VALUE][key]``: it
stands until a change it depends on; after one, its next lookup hands the value it
replaces to ``make``, or keeps it when what it ``follows`` gives the same answer as
before (docs/design.md, Change primitives and derived values; decision: a derived value's
read is a dict lookup, the check is made at the change)."""

from __future__ import annotations

import pytest

from vsrules.core.derived import Derived, declare
from vsrules.core.game import Game

BOARD = """
title = "two sides"
variant = "2pcg"
source = "decision: a derived value's read is a dict lookup, the check is made at the change"

[game]
active = "p1"
phase = "main"
turn = 2

[players.p1]
main = { card = "2pcg:MNB-001", row = "back", label = "cap" }
deck = 10

[players.p2]
main = { card = "2pcg:MNB-079", row = "back", label = "gob" }
deck = 10
"""

#: (player, the value it replaced) of every value made
MADE: list[tuple[int, object]] = []


def _rows_now(game: Game, player: int, previous: object) -> tuple[int, ...]:
    MADE.append((player, previous))
    zones = game.state.players[player].zones
    return tuple(zones["front"]) + tuple(zones["back"])


def _row_count(game: Game, player: int) -> int:
    zones = game.state.players[player].zones
    return len(zones["front"]) + len(zones["back"])


ROWS: Derived[tuple[int, ...]] = declare(Derived("test:rows", _rows_now, depends=("layout",)))
FOLLOWING: Derived[tuple[int, ...]] = declare(Derived(
    "test:rows-following", _rows_now, depends=("layout",), follows=_row_count))


@pytest.fixture
def lab(lab_board):
    MADE.clear()
    return lab_board(BOARD)


def test_a_value_stands_until_a_change_it_depends_on(lab):
    game = lab.game
    first = game.kept[ROWS][0]
    game.draw(0, 2)  # no change of layout
    game.exhaust(lab.uid("cap"))
    assert game.kept[ROWS][0] is first
    assert MADE == [(0, None)]


def test_after_a_change_the_value_is_made_again_with_the_one_it_replaces(lab):
    game = lab.game
    first = game.kept[ROWS][0]
    game.reposition(lab.uid("cap"), "front")
    assert game.kept[ROWS][0] == (lab.uid("cap"),)
    assert [(0, None), (0, first)] == MADE


def test_a_value_that_follows_the_same_answer_is_kept_after_a_change(lab):
    game = lab.game
    first = game.kept[FOLLOWING][0]
    game.reposition(lab.uid("cap"), "front")  # the same number of characters
    assert game.kept[FOLLOWING][0] is first
    game.move(lab.uid("cap"), "ko")  # one fewer: made again
    assert game.kept[FOLLOWING][0] == ()
    assert [p for p, _ in MADE] == [0, 0]
