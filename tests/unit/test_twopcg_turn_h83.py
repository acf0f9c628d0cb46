"""A 2PCG turn ends by making its own frame the next player's turn (``Turn._become``)
instead of making a new ``Turn``: at every decision of random games of two, three and four
players, the current turn made into any player's turn has every field a new
``Turn(player)`` has (``attrs.fields``: a field added to the class and forgotten in
``_become`` fails this)."""

from __future__ import annotations

import copy

import attrs
import pytest
from helpers import bundled_decks, every_decision

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("star-lord-guardians", "magneto-super-villains", "storm-x-men"),
    "4p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men",
           "captain-america-avengers-test"),
}


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_a_turn_made_the_next_equals_a_new_turn(registry, decks):
    from vsrules.variants.twopcg.turn import Turn, current_turn

    compared = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 850, 25):
        turn = current_turn(game)
        if turn is None:
            continue
        for player in range(len(game.state.players)):
            became = copy.copy(turn)
            became._become(player)
            fresh = Turn(player)
            assert [getattr(became, f.name) for f in attrs.fields(Turn)] == \
                [getattr(fresh, f.name) for f in attrs.fields(Turn)]
            compared += 1
    assert compared > 300, compared
