"""A 2PCG combat window only runs while at least two players are in the game (so it counts
them only from the second pass), checked at every decision of random games. (The strikes
no longer run in a reading stretch: tests/unit/test_twopcg_combat_h81.py checks their
shortcuts.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game

TABLES = {
    "2p": ("deadpool-x-men", "captain-america-avengers-test"),
    "2p-test": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
    "4p": ("hulk-avengers", "storm-x-men", "thanos-super-villains", "rocket-guardians"),
}


def _games(registry, table: str, seeds: range = range(3)) -> Iterator[Game]:
    return every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]), seeds, 690)


@pytest.mark.parametrize("table", sorted(TABLES))
def test_combat_runs_with_two_players_in_the_game(registry, table):
    from vsrules.core.seating import players_in_game
    from vsrules.variants.twopcg.combat import current_combat

    combats = 0
    for game in _games(registry, table, range(2)):
        if current_combat(game) is not None:
            assert players_in_game(game) >= 2
            combats += 1
    assert combats > 20
