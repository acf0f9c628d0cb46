"""When what an object with copied powers (Hope Summers) copies changes but its whole
script keeps the same summary (copied super powers, which the powers index does not
list), ``_refresh`` notes the new copies and keeps the index. Right after every such
``_refresh``, and at every decision of random 2PCG games (two and three players, decks
with Hope), the kept index, the touched stats and the objects with added powers are
those a copy of the game (whose caches start empty) works out."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import deck_paths, every_decision

from vsrules.core.game import Game

GAMES = [deck_paths("twopcg")[:2], deck_paths("twopcg")[:3]]  # (Hope Summers in both)


def _check(game: Game) -> None:
    index = game._powered()
    fresh = game.clone()
    assert index == fresh._powered()  # (static entries compared with their powers)
    assert game._added_powers == fresh._added_powers
    assert game._touched() == fresh._touched()
    assert game._indexed_copies == (game._copies(), game._copier_summaries())


@pytest.mark.parametrize("paths", GAMES)
def test_copies_noted_keep_a_fresh_index(registry, monkeypatch, paths):
    seen: Counter[str] = Counter()
    refresh = Game._refresh

    def checked(game):
        before, index = game._indexed_copies, game._powered_index
        refresh(game)
        if game._indexed_copies is not before and not game._stale:
            assert game._powered_index is index
            seen["noted"] += 1
            _check(game)

    monkeypatch.setattr(Game, "_refresh", checked)
    for game in every_decision(registry, "2pcg", paths, range(8), 917, max_turns=25):
        _check(game)
        seen["copying"] += bool(game._copiers)
    assert seen["noted"] > 10, seen
    assert seen["copying"] > 50, seen
