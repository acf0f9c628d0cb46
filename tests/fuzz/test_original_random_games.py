"""Full random games of the original edition between filler decks (vanilla characters
made up for the test) finish without an engine error."""

from __future__ import annotations

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass
from vsrules.core.game import Game
from vsrules.core.setup import DeckSpec, Setup

MAX_TURNS = 60


def filler_cards() -> list[dict]:
    cards = []
    for team in ("Alpha", "Beta"):
        for cost in range(1, 8):
            cards.append({"id": f"{team}-{cost}", "name": f"{team} {cost}", "type": "character",
                          "teams": [team], "cost": cost, "atk": cost + 1, "def": cost + 1,
                          "keywords": ["range"] if cost == 3 else
                          (["flight"] if cost == 5 else [])})
    return cards


def filler_deck(team: str) -> DeckSpec:
    ids = [f"{team}-{cost}" for cost in range(1, 8) for _ in range(4)]
    ids += [f"{team}-{1 + i % 4}" for i in range(60 - len(ids))]
    return DeckSpec(f"{team} filler", ids)


def play_out(game: Game, seed: int) -> Game:
    agents = [RandomAgent(seed * 11 + i) for i in range(len(game.state.players))]
    while not game.over and game.state.turn <= MAX_TURNS:
        pending = game.pending
        assert pending is not None and pending.options
        if pending.is_action:
            assert Pass() in pending.options
        game.apply(agents[pending.player].choose(pending))
    return game


@pytest.mark.parametrize("players,games", [(2, 4), (3, 2)])
def test_original_random_games_finish(registry, players, games):
    variant = registry.variant("original")
    decks = [filler_deck(("Alpha", "Beta")[i % 2]) for i in range(players)]
    for seed in range(games):
        setup = Setup("original", 300 + seed, decks, custom_cards=filler_cards())
        game = play_out(Game.create(variant, setup, registry.hooks), seed)
        assert game.over, f"seed {seed}: no winner after {MAX_TURNS} turns"
        if not game.state.draw:  # above 0, or the highest when all would lose (wrap-up)
            winner = game.state.players[game.state.winner].endurance
            assert winner > 0 or winner == max(p.endurance for p in game.state.players)
