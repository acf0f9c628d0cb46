"""The 2PCG strikes' shortcuts give what the full computation gives, at every decision of
random games (two and three players): the attackers' strike worked out in one loop, and
the stun and wound events a stun builds only when something in play replaces them
(``replace`` gives any other event back unchanged)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.state import Event

TABLES = {
    "2p": ("deadpool-x-men", "captain-america-avengers-test"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
}


def _games(registry, table: str, seeds: range = range(3)) -> Iterator[Game]:
    return every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]), seeds, 450)


def _strike(game: Game, uid: int, defender: int) -> int:
    """One attacker's strike, from the rules: ATK (not below 0), doubled by Fearless
    against a main character."""
    atk = max(0, game.stat(uid, "atk"))
    if game.card(defender).type == "main-character" and game.has_keyword(uid, "fearless"):
        atk *= 2
    return atk


@pytest.mark.parametrize("table", sorted(TABLES))
def test_strike_total_equals_each_strike(registry, table):
    from vsrules.variants.twopcg.combat import current_combat, in_combat, strike_total

    checked = 0
    for game in _games(registry, table):
        combat = current_combat(game)
        if combat is None or not in_combat(game, combat.defender):
            continue
        attackers = [u for u in combat.attackers if in_combat(game, u)]
        d = combat.defender
        with game.reading():
            for group in (attackers, attackers[:1], []):
                assert strike_total(game, group, d) == sum(_strike(game, u, d) for u in group)
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("table", sorted(TABLES))
def test_unreplaced_stun_events_come_back_unchanged(registry, table):
    replaced = 0
    for game in _games(registry, table):
        for o in game.characters():
            for kind in ("stun", "wound"):
                event = Event(kind, subject=o.uid)
                if game.replaces(kind):
                    replaced += 1
                else:
                    assert game.replace(event) is event
    assert replaced > 0
