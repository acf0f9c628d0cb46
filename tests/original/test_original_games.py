"""Full random games of the original edition between the two bundled decks (real cards:
cards/legion.toml, cards/marvel-2004.toml) finish without an engine error; the fast
``legal()`` paths of the original action rules agree with their ``check``; a game can be
saved and loaded at any decision."""

from __future__ import annotations

import pytest
from helpers import deck_paths, deck_specs, play_out, random_agents

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.serialize import dump
from vsrules.core.setup import Setup

MAX_TURNS = 200


@pytest.fixture(scope="module")
def original_decks(registry):
    return deck_specs(registry.variant("original"), deck_paths("original")[:2])


def new_game(registry, decks, seed: int) -> Game:
    return Game.create(registry.variant("original"), Setup("original", seed, decks),
                       registry.hooks)


@pytest.mark.parametrize("seed", range(10))
def test_bundled_decks_play_a_full_game(registry, original_decks, seed):
    game = new_game(registry, original_decks, 700 + seed)
    play_out(game, random_agents(game, seed), MAX_TURNS)
    assert game.over, f"seed {seed}: no winner after {MAX_TURNS} turns"


@pytest.mark.parametrize("seed", range(6))
def test_third_deck_plays_full_games_against_both_bundled_decks(registry, seed):
    """The rogues' gallery (the 2005-2007 cards) against each team deck, seats swapped,
    with recruits, plot twists and triggers on the chain."""
    paths = deck_paths("original")
    third = next(p for p in paths if p.name.startswith("3-"))
    decks = deck_specs(registry.variant("original"), [third, paths[seed % 2]])
    if seed % 4 >= 2:
        decks.reverse()
    game = new_game(registry, decks, 1700 + seed)
    play_out(game, random_agents(game, seed), MAX_TURNS)
    assert game.over, f"seed {seed}: no winner after {MAX_TURNS} turns"


def test_fast_legal_paths_agree_with_checks(registry, original_decks):
    from vsrules.variants.original.variant import PRIORITY_RULES

    compared = 0
    for seed in range(3):
        game = new_game(registry, original_decks, 900 + seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        while not game.over and game.state.turn <= 40:
            pending = game.pending
            if pending.kind == "priority":
                for rule in PRIORITY_RULES:
                    slow = {c for c in rule.candidates(game, pending.player)
                            if rule.check(game, pending.player, c) is None}
                    assert set(rule.legal(game, pending.player)) == slow, type(rule).__name__
                    compared += 1
            game.apply(agents[pending.player].choose(pending))
    assert compared > 500


def test_a_game_saves_and_loads_at_every_decision(registry, original_decks):
    game = new_game(registry, original_decks, 31)
    agents = [RandomAgent(3), RandomAgent(4)]
    steps = 0
    while not game.over and steps < 600:
        copy = game.clone()
        assert dump(copy.state) == dump(game.state)
        choice = agents[game.pending.player].choose(game.pending)
        copy.apply(choice)
        game.apply(choice)
        assert dump(copy.state) == dump(game.state)
        steps += 1
