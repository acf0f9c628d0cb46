"""A variant's facts table by player that names the zones it reads (``Facts.zones``,
core/derived.py) is worked out again after a change of one of those zones of that player
only: cards drawn, put in or taken out, the zone reordered (docs/design.md, Derived
values; decision: variants' values follow their zones' change reports)."""

from __future__ import annotations

import pytest

from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game

BOARD = """
title = "two hands"
variant = "2pcg"
source = "decision: variants' values follow their zones' change reports"

[game]
active = "p1"
phase = "main"
turn = 2

[players.p1]
main = { card = "2pcg:MNB-001", row = "back" }
deck = 10

[players.p2]
main = { card = "2pcg:MNB-079", row = "back" }
deck = 10
"""

#: (player, hand) of every value worked out
MADE: list[tuple[int, tuple[int, ...]]] = []


def _hand_now(game: Game, player: int) -> tuple[int, ...]:
    hand = tuple(game.zone(player, "hand"))
    MADE.append((player, hand))
    return hand


HAND: Facts[tuple[int, ...]] = declare(Facts("test:hand", _hand_now, zones=("hand",)))


@pytest.fixture
def game(lab_board):
    MADE.clear()
    return lab_board(BOARD).game


def test_a_hand_value_follows_cards_drawn_and_played_away(game):
    before = game.kept[HAND][0]
    assert before == tuple(game.zone(0, "hand"))
    game.draw(0, 2)
    assert game.kept[HAND][0] == tuple(game.zone(0, "hand"))
    assert len(game.kept[HAND][0]) == len(before) + 2
    game.move(game.zone(0, "hand")[0], "ko")
    assert game.kept[HAND][0] == tuple(game.zone(0, "hand"))


def test_a_hand_value_follows_the_hand_reordered(game):
    game.draw(0, 3)
    game.kept[HAND][0]
    game.shuffle(0, "hand")
    assert game.kept[HAND][0] == tuple(game.zone(0, "hand"))


def test_another_players_hand_or_another_zone_leaves_the_value(game):
    game.kept[HAND][0]
    game.draw(1, 2)  # the other player's hand
    game.shuffle(0, "deck")  # another zone of the same player
    game.kept[HAND][0]
    assert [p for p, _ in MADE] == [0]
