"""A rule's fast ``legal()`` path gives exactly the candidates its ``check`` accepts, in
the same order (the check also explains refusals, so the two must never disagree; the
order of options is part of a reproducible game)."""

from __future__ import annotations

from helpers import deck_paths, deck_specs, with_teams_changed

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


def test_original_fast_payment_powers_with_granted_keywords(registry):
    """Keywords granted by a modifier bring their powers (Evasion in play, Substitute in
    hand): the fast path looks those objects up in the engine, and still gives exactly
    what ``check`` accepts."""
    from vsrules.variants.original.powers import UsePowerRule

    rule = UsePowerRule()
    granted = 0
    for seed in range(3):
        for trial, player in _original_trials(registry, 700 + seed, seed, turns=30):
            zones = trial.state.players[player].zones
            for u in zones["hand"][:2] + zones["front"][:1] + zones["back"][:1]:
                trial.add_modifier(u, "kw:substitute", "grant")
                trial.add_modifier(u, "kw:evasion", "grant")
            slow = [c for c in rule.candidates(trial, player)
                    if rule.check(trial, player, c) is None]
            assert list(rule.legal(trial, player)) == slow
            granted += len(slow)
    assert granted > 20


def _original_trials(registry, game_seed: int, agent_seed: int, turns: int):
    """At every decision of a random game between the original's two bundled decks, a
    copy of the game to change freely, and the player deciding."""
    variant = registry.variant("original")
    decks = deck_specs(variant, deck_paths("original")[:2])
    game = Game.create(variant, Setup("original", game_seed, decks), registry.hooks)
    agent = RandomAgent(agent_seed)
    while not game.over and game.state.turn <= turns:
        pending = game.pending
        yield game.clone(), pending.player
        game.apply(agent.choose(pending))


def test_original_team_narrowing_finds_what_a_full_search_finds(registry):
    """Whether a team test has a legal target is found looking only at the objects that
    may have the team (printed, granted, crossed over): the answer is a full search's,
    with granted affiliations and crossovers too."""
    from vsrules.core.selectors import Sel
    from vsrules.variants.original.targets import Objects

    teams = sorted({t for c in registry.variant("original").card_db() for t in c.teams})
    selectors = [Objects(Sel(kind=kind, side=side), (f"team:{team}",))
                 for kind in ("character", "card-in-hand") for side in ("any", "own")
                 for team in teams]
    found = 0
    for trial, player in _original_trials(registry, 900, 0, turns=20):
        with_teams_changed(trial, player, teams)
        for sel in selectors:
            full = bool(sel.find(trial, player, None))
            with trial.reading():
                assert sel.exists(trial, player, None) == full, sel
            found += full
    assert found > 100
