"""The 2PCG attack listing's fast path gives what a fresh computation gives, at every
decision of random two- and three-player games (decks with Flight, Ranged, Dodge, Grab,
Mercenary and team attacks; X-Men decks bring Deadpool and Hope Summers, who copies
powers):

- ``AttackRule.legal`` (defenders worked out once per side and row, the choices kept
  per game) lists exactly the candidates ``check`` accepts, in ``candidates`` order, on
  a copy of the game (whose kept choices and memos start empty);
- ``team_groups`` (printed teams as bit masks, granted teams asked only when those share
  none) lists every attacker alone, then every combination that ``shares_team``, in
  ``combinations`` order (``candidates`` uses it too, so the first test can't tell);
- ``with_keyword`` (``may_have``'s tables filled keyword by keyword) picks what asking
  ``has_keyword`` of every object picks."""

from __future__ import annotations

from itertools import combinations

import pytest
from helpers import ROOT, checked_candidates, every_decision

from vsrules.variants.twopcg.attack import AttackRule, ready_among, shares_team, team_groups
from vsrules.variants.twopcg.keywords import RULE_KEYWORDS, with_keyword

DECKS = ROOT / "variants" / "twopcg" / "decks"
TABLES = [  # decks, first game seed
    (("captain-america-avengers-test", "green-goblin-super-villains-test"), 330),
    (("deadpool-x-men", "loki-super-villains", "storm-x-men"), 340),
]


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_attack_listing_equals_checked_candidates(registry, names, seed):
    rule = AttackRule()
    seen = {"options": 0, "team": 0, "ranged": 0, "behind": 0}
    paths = [DECKS / f"{n}.toml" for n in names]
    for game in every_decision(registry, "2pcg", paths, range(2), seed, max_turns=14):
        fresh = game.clone()
        objs = game.state.objects
        for player in range(len(names)):
            with game.reading():
                fast = rule.legal(game, player)
            with fresh.reading():
                assert fast == checked_candidates(rule, fresh, player)
            seen["options"] += len(fast)
            seen["team"] += sum(len(a.attackers) > 1 for a in fast)
            seen["ranged"] += sum(objs[a.attackers[0]].zone == "back" for a in fast)
            seen["behind"] += sum(a.defender is not None and objs[a.defender].zone == "back"
                                  for a in fast)
    assert seen["options"] > 800 and min(seen.values()) > 100, seen


def _rows(registry, names: tuple[str, ...], seed: int):
    """(game, player, row) for every row at every decision of one random game, inside a
    reading stretch (as a listing sees them)."""
    paths = [DECKS / f"{n}.toml" for n in names]
    for game in every_decision(registry, "2pcg", paths, range(1), seed, max_turns=14):
        with game.reading():
            for player in range(len(names)):
                for row in ("front", "back"):
                    yield game, player, row


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_team_groups_equal_every_combination_that_shares_a_team(registry, names, seed):
    teams = 0
    for game, player, row in _rows(registry, names, seed):
        ready = ready_among(game, game.zone(player, row))
        groups = team_groups(game, ready)
        assert groups == [(u,) for u in ready] + [
            g for size in range(2, len(ready) + 1)
            for g in combinations(ready, size) if shares_team(game, g)]
        teams += len(groups) - len(ready)
    assert teams > 50


@pytest.mark.parametrize(("names", "seed"), TABLES)
def test_with_keyword_equals_asking_every_object(registry, names, seed):
    found = 0
    for game, player, row in _rows(registry, names, seed):
        uids = game.zone(player, row)
        for keyword in RULE_KEYWORDS:
            picked = with_keyword(game, uids, keyword)
            assert picked == [u for u in uids if game.has_keyword(u, keyword)]
            found += len(picked)
    assert found > 200
