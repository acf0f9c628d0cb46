"""Helpers of the AI tests: filler decks for the original edition (it has no bundled
decks yet), random play to reach a position."""

from __future__ import annotations

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.game import Game
from vsrules.core.setup import DeckSpec


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


def advance(game: Game, decisions: int, seed: int = 0) -> Game:
    """Play ``decisions`` random answers (fewer if the game ends)."""
    agents = [RandomAgent(seed * 13 + i) for i in range(len(game.state.players))]
    for _ in range(decisions):
        if game.over or game.pending is None:
            break
        game.apply(agents[game.pending.player].choose(game.pending))
    return game
