"""The 2PCG attack listing works out whom a player reaches in one pass over the enemy
sides (``_reach``) and adds each group's attacks straight to the listing, making the new
ones field by field there (``_add_attacks``; ``_Versus`` starts without ``dict.__init__``).
At every decision of random games (two, three and four players) each player's listing
equals the candidates its ``check`` accepts, made afresh, each option equals
``Attack(attackers, defender, player)`` field by field, a second listing hands out the
same kept objects, and every kept attack equals a fresh one."""

from __future__ import annotations

import attrs
import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.decisions import Attack
from vsrules.variants.twopcg.attack import AttackRule

DECKS = {
    "2p": ("captain-america-avengers-test", "deadpool-x-men"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
    "4p": ("loki-super-villains", "hulk-avengers", "professor-x-x-men", "rocket-guardians"),
}
FIELDS = [f.name for f in attrs.fields(Attack)]


def _fields(choice) -> tuple:
    return tuple(getattr(choice, name) for name in FIELDS)


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_listing_equals_checked_candidates(registry, decks):
    rule = AttackRule()
    listed = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 810, 12):
        if game.state.phase != "main":
            continue
        for player in range(len(game.state.players)):
            options = listing(rule, game, player)
            assert options == checked_candidates(rule, game, player)
            assert [_fields(c) for c in options] == [
                _fields(Attack(c.attackers, c.defender, c.player)) for c in options]
            assert all(a is b for a, b in zip(options, listing(rule, game, player), strict=True))
            listed += len(options)
        for versus in game.caches["2pcg:attacks"].values():
            for defender, attack in versus.items():
                assert type(attack) is Attack
                assert _fields(attack) == _fields(Attack(versus.group, defender))
    assert listed > 300
