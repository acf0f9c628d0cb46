"""Full random games of the original edition between filler decks (vanilla characters
made up for the test) finish without an engine error."""

from __future__ import annotations

import pytest
from helpers import play_out, random_agents

from vsrules.core.decks import filler_cards, filler_deck
from vsrules.core.game import Game
from vsrules.core.setup import Setup

MAX_TURNS = 60


@pytest.mark.parametrize("players,games", [(2, 4), (3, 2)])
def test_original_random_games_finish(registry, players, games):
    variant = registry.variant("original")
    decks = [filler_deck(("Alpha", "Beta")[i % 2]) for i in range(players)]
    for seed in range(games):
        setup = Setup("original", 300 + seed, decks, custom_cards=filler_cards())
        game = Game.create(variant, setup, registry.hooks)
        play_out(game, random_agents(game, seed, spread=11), MAX_TURNS)
        assert game.over, f"seed {seed}: no winner after {MAX_TURNS} turns"
        if not game.state.draw:  # above 0, or the highest when all would lose (wrap-up)
            winner = game.state.players[game.state.winner].endurance
            assert winner > 0 or winner == max(p.endurance for p in game.state.players)
