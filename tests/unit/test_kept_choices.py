"""Choices a game keeps to list them again (core/decisions.py, ``kept_choices``): a kept
choice is equal to a new one made from the same fields, the table stays bounded, and a
copy of the game keeps its own (docs/design.md, Caches)."""

from __future__ import annotations

from vsrules.core.decisions import KEPT_CHOICES, Move, Recruit, kept_choices


def _away(uid: int, row: str) -> Move:
    return Move(uid, "back" if row == "front" else "front")


def test_a_kept_choice_is_made_once_and_equals_a_new_one(new_2pcg_game):
    game = new_2pcg_game()
    moves = kept_choices(game, _away)
    first = moves[1, "front"]
    assert first == Move(1, "back") and moves[1, "front"] is first
    assert kept_choices(game, _away) is moves
    # another maker has its own table: equal fields, different kinds of choice
    assert kept_choices(game, Recruit)[1, "front"] == Recruit(1, "front")


def test_the_table_stays_bounded(new_2pcg_game):
    game = new_2pcg_game()
    moves = kept_choices(game, _away)
    for uid in range(KEPT_CHOICES + 5):
        assert moves[uid, "back"] == Move(uid, "front")
    assert len(moves) <= KEPT_CHOICES


def test_a_copy_of_the_game_starts_its_own_table(new_2pcg_game):
    game = new_2pcg_game()
    moves = kept_choices(game, _away)
    assert kept_choices(game.clone(), _away) is not moves
