"""The 2PCG combat's shortcuts keep the games the same, checked at every decision of random
two- and three-player games: strikes resolved straight from the combat window skip
``in_combat`` (the window has just found every combatant in the combat) and end in the
state that asking it of each gives; the strike-back question's picks, kept per game by
uid, equal freshly made ones."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.decisions import Pick
from vsrules.core.game import Game
from vsrules.core.logexport import state_digest

TABLES = {
    "2p": ("deadpool-x-men", "captain-america-avengers-test"),
    "2p-test": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "2p-x": ("storm-x-men", "magneto-super-villains"),
    "3p": ("captain-america-avengers-test", "deadpool-x-men", "magneto-super-villains"),
}


def _games(registry, table: str, seeds: range = range(3)) -> Iterator[Game]:
    return every_decision(registry, "2pcg", bundled_decks("twopcg", TABLES[table]), seeds, 810)


def _resolved(game: Game, asking: bool) -> Game:
    """A copy of ``game`` (at a combat-window decision) in which everyone has passed: the
    combat resolves up to the next decision; with ``asking``, the strikes ask ``in_combat``
    of every combatant as if nothing were known."""
    from vsrules.variants.twopcg.combat import Combat, current_combat

    copy = game.clone()
    combat = current_combat(copy)
    assert combat is not None
    combat.passes = len(copy.state.players)
    copy.state.pending = None
    first_strikes = Combat._first_strikes
    if asking:
        Combat._first_strikes = (  # type: ignore[method-assign]
            lambda self, g, all_in: first_strikes(self, g, False))
    try:
        copy.run()
    finally:
        Combat._first_strikes = first_strikes  # type: ignore[method-assign]
    return copy


@pytest.mark.parametrize("table", sorted(TABLES))
def test_strikes_skipping_in_combat_equal_asking_it(registry, table):
    from vsrules.variants.twopcg.combat import current_combat

    struck = 0
    for game in _games(registry, table):
        combat = current_combat(game)
        if combat is None or combat.stage != "window" or game.pending.kind != "combat":
            continue
        fast, asking = _resolved(game, False), _resolved(game, True)
        assert state_digest(fast) == state_digest(asking)
        struck += any(e.kind == "stun" for e in fast.state.log[len(game.state.log):])
    assert struck > 20


@pytest.mark.parametrize("table", sorted(TABLES))
def test_kept_strike_back_picks_equal_fresh_ones(registry, table):
    from vsrules.variants.twopcg.combat import current_combat

    asked = 0
    for game in _games(registry, table):
        pending = game.pending
        if pending.kind != "strike-back":
            continue
        combat = current_combat(game)
        assert combat is not None
        fresh = [Pick(u) for u in combat.attackers]
        assert pending.options == fresh
        assert [type(p) for p in pending.options] == [Pick] * len(fresh)
        asked += 1
    assert asked > 3
