"""The 2PCG formation and resource listings, whose choices are kept per game by uid, give
what ``check`` accepts among freshly made candidates, for every player at every decision of
random games (two and three players): a kept move or play always names the card's row and
face as they are now."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_kept_moves_and_plays_equal_checked_candidates(registry, decks):
    from vsrules.variants.twopcg.build import MoveRule, ResourceRule

    rules = {"build:formation": MoveRule(), "build:resource": ResourceRule()}
    listed = dict.fromkeys(rules, 0)
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 570, 30):
        rule = rules.get(game.state.phase)
        if rule is None:
            continue
        for player in range(len(game.state.players)):
            kept = listing(rule, game, player)
            assert kept == checked_candidates(rule, game, player)
            listed[game.state.phase] += len(kept)
    assert min(listed.values()) > 200, listed
