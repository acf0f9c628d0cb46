"""The 2PCG combat's shortcuts keep the games the same, checked at every decision of random
games: the strikes' first round is worked out in the reading stretch that chose who the
defender strikes back (its remembered lookups give what fresh ones give: a combat resolved
with no remembering at all ends in the same state), and a combat window only runs while
at least two players are in the game (so it counts them only from the second pass)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.game import Game
from vsrules.core.logexport import state_digest

TABLES = {
    "2p": ("deadpool-x-men", "captain-america-avengers-test"),
    "2p-test": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
    "4p": ("hulk-avengers", "storm-x-men", "thanos-super-villains", "rocket-guardians"),
}


def _games(registry, table: str, seeds: range = range(3)) -> Iterator[Game]:
    return every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]), seeds, 690)


def _resolved(game: Game, remembering: bool) -> Game:
    """A copy of ``game`` (at a combat-window decision) in which everyone has passed: the
    combat resolves up to the next decision; without ``remembering`` every lookup is worked
    out afresh (``reading`` opens no stretch)."""
    from vsrules.variants.twopcg.combat import current_combat

    copy = game.clone()
    combat = current_combat(copy)
    assert combat is not None
    combat.passes = len(copy.state.players)
    copy.state.pending = None
    if not remembering:
        copy.reading = contextlib.nullcontext  # type: ignore[method-assign]
    copy.run()
    return copy


@pytest.mark.parametrize("table", ["2p", "2p-test", "3p"])
def test_strikes_with_remembered_lookups_equal_fresh_ones(registry, table):
    from vsrules.variants.twopcg.combat import current_combat

    struck = 0
    for game in _games(registry, table):
        combat = current_combat(game)
        if combat is None or combat.stage != "window" or game.pending.kind != "combat":
            continue
        fast, fresh = _resolved(game, True), _resolved(game, False)
        assert state_digest(fast) == state_digest(fresh)
        struck += any(e.kind == "stun" for e in fast.state.log[len(game.state.log):])
    assert struck > 20


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
