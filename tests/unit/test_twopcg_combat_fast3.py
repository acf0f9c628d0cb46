"""The 2PCG combat runs its stages straight on (the window's close into the strikes, no
run-loop pass in between) only when no ``stop_when`` is set: random games (two and
three players) play the same with a ``stop_when`` that never stops, which makes the run
loop run every stage by itself, checking state and triggers in between."""

from __future__ import annotations

import pytest
from helpers import deck_paths, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup

TABLES = [(2, 71), (2, 72), (3, 73)]  # players, seed


def _play(registry, players: int, seed: int, stage_by_stage: bool) -> Game:
    variant = registry.variant("2pcg")
    decks = deck_specs(variant, deck_paths("twopcg")[:players])
    game = Game.create(variant, Setup("2pcg", seed, decks), registry.hooks)
    if stage_by_stage:
        game.stop_when = lambda g: False
    agents = [RandomAgent(seed + i) for i in range(players)]
    while not game.over and game.state.turn <= 20:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_stages_run_straight_on_play_the_same_game(registry, players, seed):
    straight = _play(registry, players, seed, stage_by_stage=False)
    by_stage = _play(registry, players, seed, stage_by_stage=True)
    strikes = [e.text for e in straight.log if e.kind in ("stun", "strike")]
    assert strikes, "no combat was resolved"
    assert [(e.kind, e.text) for e in straight.log] == [(e.kind, e.text) for e in by_stage.log]
    assert straight.answers == by_stage.answers


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_all_in_combat_is_in_combat_of_each(registry, players, seed):
    """``_all_in_combat`` (one loop over the defender and the attackers) answers what
    ``in_combat`` of each of them answers, at every decision of a combat."""
    from vsrules.variants.twopcg.combat import _all_in_combat, current_combat, in_combat

    variant = registry.variant("2pcg")
    decks = deck_specs(variant, deck_paths("twopcg")[:players])
    game = Game.create(variant, Setup("2pcg", seed, decks), registry.hooks)
    agents = [RandomAgent(seed + i) for i in range(players)]
    compared = 0
    while not game.over and game.state.turn <= 20:
        combat = current_combat(game)
        if combat is not None and combat.defender is not None:
            fresh = all(in_combat(game, u) for u in [*combat.attackers, combat.defender])
            assert _all_in_combat(game, combat.attackers, combat.defender) == fresh
            assert _all_in_combat(game, [], combat.defender) == in_combat(game, combat.defender)
            compared += 1
        game.apply(agents[game.pending.player].choose(game.pending))
    assert compared
