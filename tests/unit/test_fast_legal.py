"""A rule's fast ``legal()`` path gives exactly the candidates its ``check`` accepts, in
the same order (the check also explains refusals, so the two must never disagree; the
order of options is part of a reproducible game)."""

from __future__ import annotations

from helpers import deck_paths, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup


def _compare_rules(registry, variant_id: str, decks, rules, seeds: range) -> int:
    variant = registry.variant(variant_id)
    compared = 0
    for seed in seeds:
        game = Game.create(variant, Setup(variant_id, 500 + seed, decks), registry.hooks)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        while not game.over and game.state.turn <= 60:
            pending = game.pending
            for rule in rules:
                slow = [c for c in rule.candidates(game, pending.player)
                        if rule.check(game, pending.player, c) is None]
                fast = list(rule.legal(game, pending.player))
                assert fast == slow, type(rule).__name__
                if rule.phases is not None and game.state.phase not in rule.phases:
                    assert slow == [], f"{type(rule).__name__} acts outside its phases"
                compared += 1
            game.apply(agents[pending.player].choose(pending))
    return compared


def test_2pcg_fast_options_equal_checked_candidates(registry, twopcg_decks):
    from vsrules.variants.twopcg.variant import ALL_RULES

    assert _compare_rules(registry, "2pcg", twopcg_decks, ALL_RULES, range(6)) > 1000


def test_original_fast_options_equal_checked_candidates(registry):
    from vsrules.variants.original.variant import PRIORITY_RULES

    variant = registry.variant("original")
    decks = deck_specs(variant, deck_paths("original")[:2])  # the two legal bundled decks
    assert _compare_rules(registry, "original", decks, PRIORITY_RULES, range(4)) > 1000
