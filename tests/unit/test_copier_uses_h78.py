"""A copier's super-power uses kept per object and timing word (2PCG ``_copier_uses``,
docs/design.md, Caches) equal a fresh computation: at every decision of random games (two
and three players, the first bundled decks: one has Hope Summers), for every copier where
it copies and every timing word, what it hands out equals what a copy of the game (whose
caches start empty) works out from its super powers now."""

from __future__ import annotations

import pytest
from helpers import copiers_where_they_copy, deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

TABLES = [(2, 81), (3, 82)]  # players, first seed


def _fresh_uses(game: Game, o: GameObject, timing: str) -> list[tuple[int, object]]:
    """The uses of copier ``o`` of ``timing``, worked out again (uids: the objects of a
    copy of the game are other objects)."""
    from vsrules.variants.twopcg.powers import _lower_cost, _Power, _works_from_ko, super_powers

    powers = [p for p in super_powers(game, o.uid) if p.timing == timing]
    if not powers or (o.zone == "ko" and not _works_from_ko(game, o)):
        return []
    return [(o.uid, _Power(p, "used:" + p.name, _lower_cost(p), None, True)) for p in powers]


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_kept_copier_uses_equal_a_fresh_computation(registry, players, seed):
    from vsrules.variants.twopcg.powers import _copier_uses, printed_super_powers

    variant = registry.variant("2pcg")
    timings = sorted({p.timing for c in variant.card_db() for p in printed_super_powers(c)})
    served = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        copiers = copiers_where_they_copy(game)
        if not copiers:
            continue
        fresh = game.clone()
        for hope in copiers:
            twin = fresh.state.objects[hope.uid]
            for timing in timings:
                hit = game.caches["2pcg:copier-uses"].get(hope.uid)
                served += hit is not None and timing in hit[2] and \
                    hit[1] == variant.copied_super_powers(game, hope)
                uses = [(o.uid, p) for o, p in _copier_uses(game, hope, timing)]
                assert all(o is hope for o, _p in _copier_uses(game, hope, timing))
                assert uses == _fresh_uses(fresh, twin, timing), (game.state.turn, timing)
    assert served > 100


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_kept_copies_are_handed_out_only_where_they_copy(registry, players, seed):
    """``_copied`` hands out a kept copy before it looks at the card and the zone: every
    object's copies (nothing for a non-copier, or for a copier outside the zones where it
    copies, a face-down resource say) equal a copy of the game's, and ``extra_powers`` gives
    its script and keywords."""
    from vsrules.variants.twopcg.scripts import COPIERS
    from vsrules.variants.twopcg.variant import NOTHING_COPIED

    variant = registry.variant("2pcg")
    elsewhere = 0
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(2), seed):
        if not any(o.card in COPIERS for o in game.state.objects.values()):
            continue
        fresh = game.clone()
        for o in game.state.objects.values():
            copied = variant._copied(game, o)
            assert copied == variant._copied(fresh, fresh.state.objects[o.uid]), game.state.turn
            # the powers index asks for both at once (``Variant.extra_powers``)
            assert variant.extra_powers(game, o) == (copied.script, copied.keywords)
            if o.card not in COPIERS or o.zone not in variant.dynamic_zones:
                elsewhere += o.card in COPIERS
                assert copied is NOTHING_COPIED, (game.state.turn, o.zone)
    assert elsewhere > 0
