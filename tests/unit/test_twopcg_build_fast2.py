"""The 2PCG recruit listing (its fast path) equals the candidates ``check`` accepts at
every recruit-step decision of random games (two and three players), as the game is and
with a modifier changing the cost of each character in hand in turn (so costs go through
``Game.stat``'s modified path too)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_recruit_listing_with_and_without_cost_modifiers(registry, decks):
    from vsrules.variants.twopcg.build import RecruitRule

    rule = RecruitRule()
    seen = {"printed": 0, "modified": 0}
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(3), 520, 30):
        if game.state.phase != "build:recruit" or game.pending is None:
            continue
        player = game.pending.player
        listed = listing(rule, game, player)
        assert listed == checked_candidates(rule, game, player)
        seen["printed"] += not game.touches("cost") and bool(listed)
        for u in game.zone(player, "hand")[:4]:
            for change in (-2, 1):
                copy = game.clone()
                copy.add_modifier(u, "cost", "add", change)
                assert copy.touches("cost")
                listed = listing(rule, copy, player)
                assert listed == checked_candidates(rule, copy, player)
                seen["modified"] += bool(listed)
    assert min(seen.values()) > 20, seen
