"""Hope Summers' sources found from her new key (``Copier.from_key``: the characters of
her side that the key holds, no second X-Men grant test) equal a fresh computation, at
every decision of random 2PCG games (two and three players, the first bundled decks: one
has Hope): ``from_key`` gives what ``sources`` gives on a copy of the game (whose caches
start empty), and the copies ``_copied`` keeps after a key that moved equal the copy's."""

from __future__ import annotations

import pytest
from helpers import copiers_where_they_copy, deck_paths, every_decision

TABLES = [(2, 91), (3, 92)]  # players, first seed


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_sources_from_the_key_equal_a_fresh_computation(registry, players, seed):
    from vsrules.variants.twopcg.scripts import COPIERS

    variant = registry.variant("2pcg")
    from_key = moved = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        copiers = copiers_where_they_copy(game)
        if not copiers:
            continue
        fresh = game.clone()
        kept = dict(game.caches.get("2pcg:copies", {}))
        version = game.powers_version
        for hope in copiers:
            twin = fresh.state.objects[hope.uid]
            copier = COPIERS[hope.card]
            key = copier.key(game, hope)
            if key is None:
                continue
            found = copier.from_key(game, hope, key)
            assert found == copier.sources(fresh, twin), game.state.turn
            from_key += bool(found)
            hit = kept.get(hope.uid)
            if hit is not None and hit[0] != version and hit[2] != key:
                moved += 1  # ``_copied`` finds her sources from the key now
            assert variant._copied(game, hope) == variant._copied(fresh, twin), game.state.turn
    assert from_key > 20 and moved > 5
