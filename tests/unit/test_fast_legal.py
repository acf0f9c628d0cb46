"""A rule's fast ``legal()`` path gives exactly the candidates its ``check`` accepts
(the check also explains refusals, so the two must never disagree)."""

from __future__ import annotations

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup


def test_fast_attack_options_equal_checked_candidates(registry, twopcg_decks):
    from vsrules.variants.twopcg.variant import ALL_RULES

    variant = registry.variant("2pcg")
    compared = 0
    for seed in range(6):
        game = Game.create(variant, Setup("2pcg", 500 + seed, twopcg_decks), registry.hooks)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        while not game.over and game.state.turn <= 60:
            pending = game.pending
            for rule in ALL_RULES:
                slow = [c for c in rule.candidates(game, pending.player)
                        if rule.check(game, pending.player, c) is None]
                assert set(rule.legal(game, pending.player)) == set(slow), type(rule).__name__
                compared += 1
            game.apply(agents[pending.player].choose(pending))
    assert compared > 1000
