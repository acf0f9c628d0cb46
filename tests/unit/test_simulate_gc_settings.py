"""``simulate`` plays with fewer young collections (``YOUNG_COLLECTION``) and gives the
collector its thresholds back when it returns, or fails: a process that simulates (the
tests, a plugin's tool) keeps its own settings."""

from __future__ import annotations

import gc

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.simulate import YOUNG_COLLECTION, simulate


class _Watching(RandomAgent):
    """A random player that notes the collector's thresholds at each of its choices (and
    can fail at its first)."""

    seen: list[tuple[int, ...]] = []
    fails = False

    def choose(self, decision):
        _Watching.seen.append(gc.get_threshold())
        if _Watching.fails:
            raise RuntimeError("the agent fails")
        return super().choose(decision)


@pytest.fixture
def thresholds():
    before = gc.get_threshold()
    gc.set_threshold(600, 9, 11)  # (not the default: restored means restored)
    _Watching.seen, _Watching.fails = [], False
    yield
    gc.set_threshold(*before)


def test_games_play_with_fewer_young_collections(registry, twopcg_decks, thresholds):
    report = simulate(registry, "2pcg", twopcg_decks, 2, 1, [_Watching, _Watching])
    assert report["decisions"] > 100
    assert set(_Watching.seen) == {(YOUNG_COLLECTION, 9, 11)}
    assert gc.get_threshold() == (600, 9, 11)


def test_the_thresholds_come_back_when_a_game_fails(registry, twopcg_decks, thresholds):
    _Watching.fails = True
    with pytest.raises(RuntimeError, match="the agent fails"):
        simulate(registry, "2pcg", twopcg_decks, 1, 1, [_Watching, _Watching])
    assert _Watching.seen == [(YOUNG_COLLECTION, 9, 11)]
    assert gc.get_threshold() == (600, 9, 11)
