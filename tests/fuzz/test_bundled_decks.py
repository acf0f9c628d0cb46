"""Every bundled 2PCG deck is legal and plays random games to a finish without an
engine error. The CI run is bounded (2 games per deck against the next deck in the
list, seats swapped); --runslow plays 200 games across all the decks."""

from __future__ import annotations

import pytest
from helpers import deck_paths, play_out, random_agents

from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.setup import Setup

DECK_PATHS = deck_paths("twopcg")
MAX_TURNS = 200


@pytest.fixture(scope="module")
def bundled(registry):
    db = registry.variant("2pcg").card_db()
    return [(p.stem, load_deck(p, db).spec()) for p in DECK_PATHS]


def test_all_sixteen_core_main_characters_have_a_bundled_deck():
    assert len(DECK_PATHS) >= 16


@pytest.mark.parametrize("path", DECK_PATHS, ids=lambda p: p.stem)
def test_bundled_deck_is_legal(registry, path):
    variant = registry.variant("2pcg")
    assert variant.deck_problems(load_deck(path, variant.card_db())) == []


def _run(registry, bundled, pairings):
    variant = registry.variant("2pcg")
    unfinished = []
    for seed, (a, b) in pairings:
        (name_a, deck_a), (name_b, deck_b) = bundled[a], bundled[b]
        game = Game.create(variant, Setup("2pcg", seed, [deck_a, deck_b]), registry.hooks)
        play_out(game, random_agents(game, seed), MAX_TURNS)
        if not game.over:
            unfinished.append(f"{name_a} vs {name_b} (seed {seed})")
        elif not game.state.draw:
            players = game.state.players
            if all(p.out for p in players):
                # the last main characters were KO'd at once: the active player wins
                # (decisions.md; 2PCG rulebook, Ending the Game)
                assert game.state.winner == game.state.active
            else:
                assert not players[game.state.winner].out
    return unfinished


def test_each_bundled_deck_plays_the_next_one(registry, bundled):
    n = len(bundled)
    pairings = []
    for i in range(n):
        j = (i + 1) % n
        pairings.append((500 + 2 * i, (i, j)))
        pairings.append((501 + 2 * i, (j, i)))  # seats swapped
    unfinished = _run(registry, bundled, pairings)
    assert not unfinished, f"hit the {MAX_TURNS}-turn bound: {unfinished}"


@pytest.mark.slow
def test_many_games_across_all_bundled_decks(registry, bundled):
    n = len(bundled)
    pairings = []
    for g in range(200):
        a = g % n
        b = (a + 1 + (g // n) % (n - 1)) % n  # a different opponent each round
        pairings.append((10_000 + g, (a, b) if (g // n) % 2 == 0 else (b, a)))
    unfinished = _run(registry, bundled, pairings)
    assert not unfinished, f"{len(unfinished)} of 200 hit the {MAX_TURNS}-turn bound: {unfinished}"
