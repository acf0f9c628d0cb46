"""Who comes next around the table (both editions pass turns, priority and combat
windows to the next player in seating order who is still in the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def next_player(game: Game, player: int) -> int:
    players = game.state.players
    n = len(players)
    q = player + 1 if player + 1 < n else 0
    if not players[q].out:  # the usual case (asked at every combat-window answer)
        return q
    for step in range(2, n + 1):
        q = (player + step) % n
        if not players[q].out:
            return q
    return player


def players_in_game(game: Game) -> int:
    n = 0
    for p in game.state.players:  # a plain loop: asked at every combat-window answer
        if not p.out:
            n += 1
    return n
