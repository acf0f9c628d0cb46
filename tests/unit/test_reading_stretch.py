"""``Game.reading``: the game opens and closes the outer stretch itself (no context object
is built per listing), a nested stretch shares the outer memo, and the memo is gone once
the outer stretch ends, also when it ends with an exception."""

from __future__ import annotations

import gc
import weakref

import pytest


def test_nested_stretches_share_the_outer_memo(new_2pcg_game):
    game = new_2pcg_game()
    assert game._memo is None
    with game.reading():
        memo = game._memo
        assert memo == {}
        game.remembered("k", lambda: 1)
        with game.reading():
            assert game._memo is memo
            assert game.remembered("k", lambda: 2) == 1
        assert game._memo is memo  # the inner stretch's end keeps the outer one's memo
    assert game._memo is None
    assert game.remembered("k", lambda: 3) == 3  # outside a stretch nothing is remembered


def test_an_exception_ends_the_stretch(new_2pcg_game):
    game = new_2pcg_game()
    with pytest.raises(KeyError), game.reading():
        raise KeyError("x")
    assert game._memo is None


def test_a_finished_game_is_freed_without_the_cycle_collector(new_2pcg_game):
    """A stretch object that pointed back at its game would make a reference cycle: each
    finished game would then wait for the cycle collector."""
    game = new_2pcg_game()
    with game.reading():
        pass
    ref = weakref.ref(game)
    gc.disable()
    try:
        del game
        assert ref() is None
    finally:
        gc.enable()


def test_none_and_false_answers_are_remembered_too(new_2pcg_game):
    game = new_2pcg_game()
    calls: list[str] = []

    def answer(key, value):
        calls.append(key)
        return value

    with game.reading():
        for _ in range(2):
            assert game.remembered("none", answer, "none", None) is None
            assert game.remembered("false", answer, "false", False) is False
    assert calls == ["none", "false"]
