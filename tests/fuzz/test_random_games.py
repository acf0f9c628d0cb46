"""Full random games (random legal answers for every player) run to a finish without
an engine error, for 2, 3 and 4 players. The CI size is bounded; --runslow plays more."""

from __future__ import annotations

import pytest
from helpers import play_out, random_agents

from vsrules.core.game import Game
from vsrules.core.serialize import dump
from vsrules.core.setup import Setup

MAX_TURNS = 150


def decks_for(twopcg_decks, n):
    return [twopcg_decks[i % len(twopcg_decks)] for i in range(n)]


@pytest.mark.parametrize("players,games", [(2, 12), (3, 4), (4, 3)])
def test_random_games_finish(registry, twopcg_decks, players, games):
    variant = registry.variant("2pcg")
    finished = 0
    for seed in range(games):
        setup = Setup("2pcg", 1000 * players + seed, decks_for(twopcg_decks, players))
        game = Game.create(variant, setup, registry.hooks)
        play_out(game, random_agents(game, seed), MAX_TURNS)
        finished += game.over
        if game.over and not game.state.draw:
            winner = game.state.winner
            # the last main characters KO'd at once: the player whose turn it is wins
            assert not game.state.players[winner].out or winner == game.state.active
    assert finished == games, f"{games - finished} of {games} games hit the turn bound"


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_finish(registry, twopcg_decks, players):
    variant = registry.variant("2pcg")
    for seed in range(100):
        setup = Setup("2pcg", seed, decks_for(twopcg_decks, players))
        game = Game.create(variant, setup, registry.hooks)
        play_out(game, random_agents(game, seed), MAX_TURNS)
        assert game.over


def test_a_random_game_replays_identically_from_its_answers(registry, twopcg_decks):
    variant = registry.variant("2pcg")
    setup = Setup("2pcg", 77, decks_for(twopcg_decks, 3))
    game = Game.create(variant, setup, registry.hooks)
    play_out(game, random_agents(game, 77), MAX_TURNS)
    again = Game.create(variant, setup, registry.hooks)
    for answer in game.answers:
        again.apply(answer)
    assert dump(again.state) == dump(game.state)
