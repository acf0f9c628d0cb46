"""How good a game state is for one player: a number, higher is better.

Edition-agnostic: it reads what the engine keeps for every variant (the winner,
endurance, a main character and its wounds, characters in play and their stats as the
engine computes them, hand and resource counts). An edition that has no endurance
(2PCG) or no main characters (original) simply scores nothing for them. It is meant to
be called on a *determinized* copy (``determinize``), never on the live game.
"""

from __future__ import annotations

import attrs

from ..game import Game
from ..objects import GameObject

WIN = 10_000.0


@attrs.frozen
class Weights:
    """The knobs of the evaluation (per point, per card...)."""

    endurance: float = 1.0
    #: worth of each remaining point of a main character's health, the last first
    main_health: tuple[float, ...] = (40.0, 24.0, 16.0, 12.0, 10.0, 9.0, 8.0)
    main_level: float = 6.0
    xp: float = 1.5
    character: float = 2.0
    character_cost: float = 1.0
    character_stats: float = 0.5
    #: what is left of a character's worth while it is stunned / per missing health
    stunned: float = 0.55
    hand: float = 2.5
    hand_cap: int = 10
    resource: float = 3.5
    resource_cap: int = 8
    late_resource: float = 0.4


DEFAULT = Weights()


def evaluate(game: Game, player: int, w: Weights = DEFAULT) -> float:
    """The state from ``player``'s point of view: its side minus the others' (averaged)."""
    st = game.state
    if st.over:
        if st.draw or st.winner is None:
            return 0.0
        return WIN if st.winner == player else -WIN
    me = st.players[player]
    if me.out:
        return -WIN
    others = [p for p in st.players if p.index != player and not p.out]
    score = side_value(game, player, w)
    if others:
        score -= sum(side_value(game, p.index, w) for p in others) / len(others)
    # players knocked out (multiplayer): each is worth a big step toward winning
    score += 0.2 * WIN * sum(1 for p in st.players if p.out and p.index != player)
    return score


def side_value(game: Game, player: int, w: Weights = DEFAULT) -> float:
    st = game.state
    p = st.players[player]
    value = w.endurance * p.endurance
    main = st.objects.get(p.main) if p.main is not None else None
    if main is not None and main.in_play:
        value += main_value(game, main, w)
    for o in game.characters(player):
        if main is not None and o.uid == main.uid:
            continue
        value += character_value(game, o, w)
    hand = len(p.zones["hand"])
    value += w.hand * min(hand, w.hand_cap) + 0.3 * w.hand * max(0, hand - w.hand_cap)
    res = len(p.zones["resources"])
    value += w.resource * min(res, w.resource_cap) + w.late_resource * max(0, res - w.resource_cap)
    return value


def health_left(game: Game, o: GameObject) -> tuple[int, int]:
    health = game.stat(o, "health")
    return max(0, health - o.count("wound")), max(1, health)


def main_value(game: Game, main: GameObject, w: Weights) -> float:
    left, _health = health_left(game, main)
    value = sum(w.main_health[min(i, len(w.main_health) - 1)] for i in range(left))
    card = game.card(main)
    if card.level and card.level > 1:
        value += w.main_level * (card.level - 1)
    else:
        value += w.xp * _xp(game, main)
    value += w.character_stats * _stats(game, main) * (w.stunned if main.stunned else 1.0)
    return value


def _xp(game: Game, main: GameObject) -> int:
    other = game.card(main).other_level
    if not other:
        return 0
    for u in game.zone(main.owner, "aside"):
        o = game.state.objects[u]
        if o.card == other:
            return o.count("xp")
    return 0


def _stats(game: Game, o: GameObject) -> int:
    return max(0, game.stat(o, "atk")) + max(0, game.stat(o, "def"))


def character_value(game: Game, o: GameObject, w: Weights = DEFAULT) -> float:
    card = game.card(o)
    value = w.character + w.character_cost * (card.cost or 0) + w.character_stats * _stats(game, o)
    left, health = health_left(game, o)
    if health > 1:
        value *= 0.5 + 0.5 * left / health
    if o.stunned:
        value *= w.stunned
    return value
