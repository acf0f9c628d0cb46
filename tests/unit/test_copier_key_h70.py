"""What copiers (Hope Summers) keep equals a fresh computation (docs/design.md, Caches): at
every decision of random 2PCG games (two and three players, the first bundled decks: one
has Hope), copies served because the copier's ``key`` stayed equal what a copy of the game
(whose caches start empty) works out; and the objects with copied powers, those in play
and the touched stats, which ``_refresh`` finds again only when the objects or the layout
changed, equal the copy's."""

from __future__ import annotations

import pytest
from helpers import copiers_where_they_copy, deck_paths, every_decision

TABLES = [(2, 71), (3, 72)]  # players, first seed


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_copies_kept_by_the_key_equal_a_fresh_computation(registry, players, seed):
    from vsrules.variants.twopcg.scripts import COPIERS

    variant = registry.variant("2pcg")
    by_key = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        kept = dict(game.caches.get("2pcg:copies", {}))
        version = game.powers_version
        copiers = copiers_where_they_copy(game)
        fresh = game.clone() if copiers else None
        for hope in copiers:
            twin = fresh.state.objects[hope.uid]
            hit = kept.get(hope.uid)
            key = COPIERS[hope.card].key(game, hope)
            if hit is not None and hit[0] != version and key is not None and hit[2] == key:
                by_key += 1  # served by the key: the copies made for an earlier version
                assert hit[1].sources == tuple(sorted(COPIERS[twin.card].sources(fresh, twin)))
            assert variant._copied(game, hope) == variant._copied(fresh, twin), game.state.turn
    assert by_key > 20


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_objects_with_copied_powers_equal_a_fresh_computation(registry, players, seed):
    looked = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        game._refresh()
        if not (game._dynamic or game._dynamic_uids):
            continue
        fresh = game.clone()
        fresh._refresh()
        looked += 1
        assert game._dynamic == fresh._dynamic, game.state.turn
        assert game._copiers == fresh._copiers, game.state.turn
        # whether ``powers_key`` follows faces (-1: it does not; the counts differ)
        assert (game.powers_key()[-1] < 0) == (fresh.powers_key()[-1] < 0), game.state.turn
        assert game._touched() == fresh._touched(), game.state.turn
    assert looked > 50
