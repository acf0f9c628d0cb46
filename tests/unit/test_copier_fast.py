"""What copiers (Hope Summers) keep between decisions equals a fresh computation
(docs/design.md, Caches): at every decision of random 2PCG games (two and three players,
the first bundled decks: one has Hope), a copier's kept copies, served while
``powers_version`` stays, equal what a copy of the game (whose caches start empty) works
out and name the characters the rule names; her kept script (printed powers with the
copied ones) equals the copy's; and ``powers_version`` changes whenever ``powers_key``
does."""

from __future__ import annotations

import pytest
from helpers import copiers_where_they_copy, deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

TABLES = [(2, 61), (3, 62)]  # players, first seed


def _by_the_rule(game: Game, hope: GameObject) -> tuple[int, ...]:
    """Other face-up, unstunned X-Men supporting characters on Hope's side, in uid order."""
    side = hope.controller if hope.zone in ("front", "back") else hope.owner
    return tuple(sorted(o.uid for o in game.characters(side)
                        if o.uid != hope.uid and o.card != hope.card and o.face_up
                        and not o.stunned and game.card(o).type == "character"
                        and game.has_team(o, "X-Men")))


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_kept_copies_equal_a_fresh_computation(registry, players, seed):

    variant = registry.variant("2pcg")
    served = scripts = 0
    last: tuple[int, tuple[object, ...]] | None = None
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        version = game.powers_version  # read before anything refreshes
        kept_copies = dict(game.caches.get("2pcg:copies", {}))
        kept_scripts = dict(game.caches.get("copied-scripts", {}))
        key = game.powers_key()
        if last is not None and last[0] == version:
            assert key == last[1], game.state.turn
        last = (version, key)
        copiers = copiers_where_they_copy(game)
        if not copiers:
            continue
        fresh = game.clone()
        for hope in copiers:
            twin = fresh.state.objects[hope.uid]
            hit = kept_copies.get(hope.uid)
            if hit is not None and hit[0] == version:
                served += 1
                assert hit[1] == variant._copied(fresh, twin), game.state.turn
                assert hit[1].sources == _by_the_rule(fresh, twin), game.state.turn
            copied = variant._copied(game, hope)
            kept = kept_scripts.get(hope.uid)
            if kept is not None and kept[0] is copied.script and kept[1] is copied.keywords:
                scripts += 1
                assert kept[2] == fresh._with_copies(twin, fresh.printed_script(twin.card))
            assert game.script_of(hope) == fresh.script_of(twin), game.state.turn
    assert served > 20
    assert scripts > 5
