"""The 2PCG combat's fast paths give what the full computation gives, at every decision of
random games (two and three players; Deadpool's direct attacks, Hope Summers copying
powers, decks with Ferocious, Fearless, Invade, Leader and Monstrous): combat keywords
asked only of the objects that may have them, and the combatants checked in one loop."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game

TABLES = {
    "2p": ("deadpool-x-men", "green-goblin-super-villains-test"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
}
KEYWORDS = ("ferocious", "fearless", "invade", "leader", "monstrous", "ranged")


def _games(registry, table: str, seeds: range = range(3)) -> Iterator[Game]:
    return every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]), seeds, 350)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_combat_keywords_equal_has_keyword(registry, table):
    from vsrules.variants.twopcg.combat import _has

    having = dict.fromkeys(KEYWORDS, 0)
    for game in _games(registry, table):
        with game.reading():
            for o in game.characters():
                for keyword in KEYWORDS:
                    has = game.has_keyword(o.uid, keyword)
                    assert _has(game, o.uid, keyword) == has, (o.card, keyword)
                    having[keyword] += has
    assert sum(map(bool, having.values())) >= 5, having  # (no 2-player table has all six)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_combatants_check_equals_in_combat(registry, table):
    from vsrules.variants.twopcg.combat import _all_in_combat, current_combat, in_combat

    combats = 0
    for game in _games(registry, table):
        st = game.state
        rows = [u for p in st.players for z in ("front", "back") for u in p.zones[z]]
        groups = [rows, [u for u in rows if not st.objects[u].stunned], [st.next_uid]]
        combat = current_combat(game)
        if combat is not None:
            groups += [combat.attackers, [*combat.attackers, combat.defender]]
            combats += 1
        for uids in groups:  # the first as the defender, the others as attackers
            if uids:
                assert _all_in_combat(game, list(uids[1:]), uids[0]) == \
                    all(in_combat(game, u) for u in uids)
    assert combats > 20
