"""The 2PCG attack reach takes a side's face-up front-row defenders for the characters
that cover its back row when that side's rows hold characters only; at every decision of
random games (two and three players) that agrees with walking the front row, and the
attack listing equals a fresh copy's."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision, listing

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_covering_front_rows_and_listing(registry, decks):
    from vsrules.variants.twopcg.attack import AttackRule, _only_characters, face_up_front

    rule = AttackRule()
    covered = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 580, 30):
        players = range(len(game.state.players))
        with game.reading():
            for side in players:
                characters = game.characters(side)
                if _only_characters(game.state.players[side].zones, characters):
                    front = [o.uid for o in characters
                             if o.zone == "front" and o.face_up and not o.stunned]
                    assert front == face_up_front(game, side)
                    covered += bool(front)
        if game.state.phase == "main":
            fresh = game.clone()
            for player in players:
                assert listing(rule, game, player) == listing(rule, fresh, player)
    assert covered > 500
