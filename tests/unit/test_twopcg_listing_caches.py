"""The 2PCG listing's caches and fast paths give what a fresh computation gives, at every
decision of random games (two and three players, with Hope Summers copying powers):
the paying locations kept across decisions, the choices kept per game, keywords asked
only of the objects that may have them, team attack groups found with team bits, and
activated powers read from the printed script."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest
from helpers import deck_paths, deck_specs

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup

TABLES = [(2, 61), (3, 62)]  # players, seed


def _decisions(registry, players: int, seed: int, turns: int = 16) -> Iterator[Game]:
    """The game at every decision of a random game between the first bundled decks."""
    variant = registry.variant("2pcg")
    decks = deck_specs(variant, deck_paths("twopcg")[:players])
    game = Game.create(variant, Setup("2pcg", seed, decks), registry.hooks)
    agents = [RandomAgent(seed + i) for i in range(players)]
    while not game.over and game.state.turn <= turns:
        yield game
        game.apply(agents[game.pending.player].choose(game.pending))


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_listings_and_payments_equal_a_fresh_copy(registry, players, seed):
    """Every rule lists for every player what it lists on a copy of the game (whose
    caches start empty), and the kept paying locations are the copy's."""
    from vsrules.variants.twopcg.payment import payment
    from vsrules.variants.twopcg.variant import ALL_RULES

    compared = 0
    for game in _decisions(registry, players, seed):
        fresh = game.clone()
        for player in range(players):
            assert payment(game, player) == payment(fresh, player)
            for rule in ALL_RULES:
                with game.reading():
                    kept = list(rule.legal(game, player))
                with fresh.reading():
                    assert kept == list(rule.legal(fresh, player)), type(rule).__name__
                compared += 1
    assert compared > 2000


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_fast_paths_equal_full_lookups(registry, players, seed):
    """``with_keyword`` asks ``has_keyword`` only of objects that may have the keyword,
    ``team_groups`` tests printed teams with bits, and ``_script`` reads activated powers
    from the printed script but for copiers: each gives what the full lookup gives."""
    from vsrules.variants.twopcg.attack import shares_team, team_groups
    from vsrules.variants.twopcg.keywords import with_keyword
    from vsrules.variants.twopcg.powers import _script

    groups = 0
    for game in _decisions(registry, players, seed):
        with game.reading():
            rows = [game.zone(p, row) for p in range(players) for row in ("front", "back")]
            for uids in rows:
                for keyword in ("flight", "ranged", "dodge", "grab"):
                    assert with_keyword(game, uids, keyword) == \
                        [u for u in uids if game.has_keyword(u, keyword)]
                everyone = [(u,) for u in uids]
                assert team_groups(game, uids) == everyone + [
                    g for size in range(2, len(uids) + 1) for g in combinations(uids, size)
                    if shares_team(game, g)]
                groups += len(uids) > 1
            for p in range(players):
                for u in game.zone(p, "front") + game.zone(p, "back") + game.zone(p, "ko"):
                    o = game.state.objects[u]
                    assert _script(game, o).activated == game.script_of(o).activated
    assert groups > 50


def test_granted_keywords_and_teams_are_looked_up_everywhere(registry):
    """A keyword or team granted by a modifier may be on any object: the fast paths
    then ask every one (here granted to every character in play, one at a time)."""
    from vsrules.variants.twopcg.attack import shares_team, team_groups
    from vsrules.variants.twopcg.keywords import with_keyword

    teams = sorted({t for c in registry.variant("2pcg").card_db() for t in c.teams})
    granted = 0
    for n, game in enumerate(_decisions(registry, 2, 63, turns=10)):
        if n % 10:
            continue
        trial = game.clone()
        uids = [o.uid for o in trial.characters()]
        for u in uids:
            trial.add_modifier(u, "kw:flight", "grant")
            trial.add_modifier(u, f"team:{teams[u % len(teams)]}", "grant")
            with trial.reading():
                assert with_keyword(trial, uids, "flight") == \
                    [v for v in uids if trial.has_keyword(v, "flight")]
                assert team_groups(trial, uids) == [(v,) for v in uids] + [
                    g for size in range(2, len(uids) + 1) for g in combinations(uids, size)
                    if shares_team(trial, g)]
            granted += 1
    assert granted > 20


def test_keyword_scripts_have_no_activated_powers():
    """``powers._script`` relies on it: granted keywords add no activated powers."""
    from vsrules.variants.twopcg.keywords import KEYWORDS

    assert not any(script.activated for script in KEYWORDS.values())
