"""The 2PCG combat window checks its combatants only before the first answer after
something happened (the attack declared, a combat effect played): a pass changes nothing,
so at every window decision after a pass the full check (``Combat._cancelled``) must still
find the combat going on. Checked at every decision of random two- and three-player games
(Deadpool's direct attacks, Hope Summers, combat plot twists that stun and cancel)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

TABLES = {
    "2p": ("deadpool-x-men", "captain-america-avengers-test"),
    "2p-test": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
}


@pytest.mark.parametrize("table", sorted(TABLES))
def test_combat_after_a_pass_is_not_cancelled(registry, table):
    from vsrules.variants.twopcg.combat import current_combat

    after_pass = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]),
                               range(4), 890):
        combat = current_combat(game)
        if combat is None or combat.stage != "window" or not combat.passes:
            continue
        copy = game.clone()  # (``_cancelled`` changes the combat when it finds it over)
        assert not current_combat(copy)._cancelled(copy), game.state.log[-3:]
        after_pass += 1
    assert after_pass > 50
