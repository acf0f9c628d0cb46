"""Hope Summers' copying (2PCG, Mutant Power Duplication) worked out the cheap way gives
what a fresh computation gives, at every decision of random games (two and three players,
the first bundled decks: one has Hope): while nothing may grant the X-Men team, the copied
characters are found by printed teams alone, and what the kept copies say equals what a
copy of the game (whose caches start empty) works out."""

from __future__ import annotations

import pytest
from helpers import copiers_where_they_copy, deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

TABLES = [(2, 71), (3, 72)]  # players, first seed


def _team_checked(game: Game, hope: GameObject) -> list[int]:
    """``duplicated`` by the rule's words: other face-up, unstunned X-Men supporting
    characters on Hope's side, each asked ``has_team``."""
    side = hope.controller if hope.zone in ("front", "back") else hope.owner
    return [o.uid for o in game.characters(side)
            if o.uid != hope.uid and o.card != hope.card and o.face_up and not o.stunned
            and game.card(o).type == "character" and game.has_team(o, "X-Men")]


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_copies_equal_a_fresh_computation(registry, players, seed):
    from vsrules.variants.twopcg.scripts.x_men import _printed_x_men, _x_men_granted

    variant = registry.variant("2pcg")
    copying = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        copiers = copiers_where_they_copy(game)
        if not copiers:
            continue
        fresh = game.clone()
        assert not _x_men_granted(game)
        for hope in copiers:
            assert _printed_x_men(game, hope) == _team_checked(game, hope)
            kept = variant._copied(game, hope)
            assert kept == variant._copied(fresh, fresh.state.objects[hope.uid])
            copying += bool(kept.sources)
    assert copying > 20
