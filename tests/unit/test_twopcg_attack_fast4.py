"""The 2PCG attack listing keeps, per game, each group of attackers (whether it shares a
printed team worked out once) with its attacks by defender. At every decision of random
games (two and three players, mixed teams, Mercenary) what it keeps agrees with a fresh
computation: the groups equal every attacker alone then every combination that
``shares_team``, each kept attack equals ``Attack(group, defender)``, and the listing
equals a fresh copy's (empty tables) - also while granted teams change."""

from __future__ import annotations

from itertools import combinations

import pytest
from helpers import bundled_decks, every_decision, listing

from vsrules.core.decisions import Attack
from vsrules.variants.twopcg.attack import AttackRule, _group_rows, ready_among, shares_team

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("deadpool-x-men", "loki-super-villains", "storm-x-men"),
}


def _fresh_groups(game, ready: list[int]) -> list[tuple[int, ...]]:
    return [(u,) for u in ready] + [g for size in range(2, len(ready) + 1)
                                    for g in combinations(ready, size) if shares_team(game, g)]


def _check_kept(game) -> int:
    """Compares the kept groups and attacks of every row with fresh ones; the teams."""
    teams = 0
    with game.reading():
        for player in range(len(game.state.players)):
            for row in ("front", "back"):
                ready = ready_among(game, game.zone(player, row))
                rows = _group_rows(game, ready)
                assert [r.group for r in rows] == _fresh_groups(game, ready)
                teams += len(rows) - len(ready)
    for key, versus in game.caches["2pcg:attacks"].items():
        assert versus.group == (key if isinstance(key, tuple) else (key,))
        for defender, attack in versus.items():
            assert attack == Attack(versus.group, defender)
    return teams


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_kept_groups_and_attacks_equal_fresh_ones(registry, decks):
    rule = AttackRule()
    teams = listed = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 630, 14):
        teams += _check_kept(game)
        if game.state.phase == "main":
            fresh = game.clone()
            for player in range(len(game.state.players)):
                options = listing(rule, game, player)
                assert options == listing(rule, fresh, player)
                listed += len(options)
    assert teams > 200 and listed > 500


def test_kept_groups_follow_granted_teams(registry):
    """Groups that share no printed team are asked again at each listing: granting a
    team one character at a time changes them on a game whose tables are already kept."""
    teams = sorted({t for c in registry.variant("2pcg").card_db() for t in c.teams})
    granted = 0
    for n, game in enumerate(every_decision(registry, "2pcg",
                                            bundled_decks("twopcg", DECKS["3p"]), range(1),
                                            640, 10)):
        if n % 10:
            continue
        trial = game.clone()
        _check_kept(trial)
        for o in trial.characters():
            trial.add_modifier(o.uid, f"team:{teams[o.uid % len(teams)]}", "grant")
            _check_kept(trial)
            granted += 1
    assert granted > 20
