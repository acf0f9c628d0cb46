"""Every 2PCG action rule's fast ``legal()`` gives exactly the candidates its ``check``
accepts, in the candidates' order: agents pick options by position, so a fast path that
reordered them would change game results. Played with the bundled decks (copied powers,
Nullify, Deadpool's direct attacks, team locations...) and with three players."""

from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.setup import Setup

DECKS = Path(__file__).resolve().parents[2] / "variants" / "twopcg" / "decks"
TABLES = [
    ("deadpool-x-men", "gamora-guardians"),
    ("groot-guardians", "hulk-avengers", "iron-man-avengers"),
    ("loki-super-villains", "magneto-super-villains"),
    ("professor-x-x-men", "rocket-guardians"),
    ("spider-man-avengers", "star-lord-guardians"),
    ("storm-x-men", "thanos-super-villains"),
    ("wolverine-x-men", "captain-america-avengers-test"),
]


@pytest.mark.parametrize("names", TABLES, ids=["-".join(t) for t in TABLES])
def test_fast_legal_is_checked_candidates_in_order(registry, names):
    from vsrules.variants.twopcg.variant import ALL_RULES

    variant = registry.variant("2pcg")
    decks = [load_deck(DECKS / f"{n}.toml", variant.card_db()).spec() for n in names]
    game = Game.create(variant, Setup("2pcg", 41, decks), registry.hooks)
    agents = [RandomAgent(7 + i) for i in range(len(decks))]
    compared = 0
    while not game.over and game.state.turn <= 30:
        pending = game.pending
        for rule in ALL_RULES:
            slow = [c for c in rule.candidates(game, pending.player)
                    if rule.check(game, pending.player, c) is None]
            with game.reading():
                fast = list(rule.legal(game, pending.player))
            assert fast == slow, type(rule).__name__
            compared += 1
        game.apply(agents[pending.player].choose(pending))
    assert compared > 500
