"""2PCG fast path of session 8: ``with_keyword`` asks the full ``has_keyword`` lookup only
of copiers while nothing grants or removes the keyword."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.variants.twopcg.keywords import KEYWORDS, RULE_KEYWORDS, with_keyword

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "hulk-avengers", "storm-x-men"),
}


def _rows(game: Game) -> list[list[int]]:
    zones = [p.zones for p in game.state.players]
    return [z[row] for z in zones for row in ("front", "back")] + \
        [z["front"] + z["back"] for z in zones]


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_with_keyword_equals_the_full_lookup(registry, decks):
    """At every decision of random games (stunned and face-down characters, Nullify,
    granted keywords, Hope Summers copying keywords), in a reading stretch and outside
    one, for every keyword: the objects ``has_keyword`` finds."""
    keywords = sorted(set(RULE_KEYWORDS) | set(KEYWORDS))
    compared = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(3), 810, 30):
        for uids in _rows(game):
            for keyword in keywords:
                full = [u for u in uids if game.has_keyword(u, keyword)]
                assert with_keyword(game, uids, keyword) == full, keyword
                with game.reading():
                    assert with_keyword(game, uids, keyword) == full, keyword
                compared += bool(full)
    assert compared > 500
