"""Helpers of the AI tests: random play to reach a position, a game whose hidden cards
are elsewhere. (The original edition's filler decks are in tests/helpers.py.)"""

from __future__ import annotations

from helpers import random_agents

from vsrules.core.ai.determinize import unseen_objects
from vsrules.core.game import Game
from vsrules.core.rng import Rng


def advance(game: Game, decisions: int, seed: int = 0) -> Game:
    """Play ``decisions`` random answers (fewer if the game ends)."""
    agents = random_agents(game, seed, spread=13)
    for _ in range(decisions):
        if game.over or game.pending is None:
            break
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


def permute_hidden(game: Game, player: int, seed: int) -> Game:
    """A copy of ``game`` that differs only in where ``player``'s unseen cards are
    (the other players' hands, every deck...): the same information for ``player``."""
    other = game.clone()
    rng = Rng(seed)
    for owner in range(len(game.state.players)):
        objs = [other.state.objects[o.uid] for o in unseen_objects(game, player)
                if o.owner == owner]
        cards = [o.card for o in objs]
        rng.shuffle(cards)
        for o, c in zip(objs, cards, strict=True):
            o.card = c
    return other
