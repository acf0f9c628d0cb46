"""The kept touched stats (docs/design.md, Caches, Touched stats): whenever
``_touched_stats`` is set, hot lookups use it without any check, so it must equal what a
fresh copy of the game works out at every decision (while an object in play copies powers,
Hope Summers, it is set only at the ``powers_version`` it was found at); then
``_copied_touched``, once ``powers_key`` is checked, must equal it. 2PCG with two and
three players (the first bundled decks: one has Hope) and the test decks, the original
with two and three players."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, deck_paths, every_decision

TEST_DECKS = ("captain-america-avengers-test", "green-goblin-super-villains-test")
TABLES = [("2pcg", "twopcg", None, 2, 91), ("2pcg", "twopcg", None, 3, 92),
          ("2pcg", "twopcg", TEST_DECKS, 2, 93), ("original", "original", None, 2, 94),
          ("original", "original", None, 3, 95)]


def _paths(folder: str, names: tuple[str, ...] | None, players: int):
    return bundled_decks(folder, names) if names else deck_paths(folder)[:players]


@pytest.mark.parametrize(("variant_id", "folder", "names", "players", "seed"), TABLES)
def test_kept_touched_stats_equal_a_fresh_computation(registry, variant_id, folder, names,
                                                      players, seed):
    kept = copied = 0
    for game in every_decision(registry, variant_id, _paths(folder, names, players),
                               range(2), seed, max_turns=20):
        touched = game._touched_stats  # read before anything refreshes it
        fresh = game.clone()._touched()
        if touched is not None:
            kept += 1
            assert touched == fresh, game.state.turn
        game._refresh()
        if game._copiers and game._copied_touched is not None:
            copied += 1
            assert game._copied_touched == fresh, game.state.turn
        assert all(game.touches(name) for name in fresh)
        assert game._touched() == fresh, game.state.turn
    assert kept > 20
    if variant_id == "2pcg" and names is None:
        assert copied > 0
