"""Rows, columns and areas of the original game: protection and adjacency (original CR
Formation Step; digest: Protected, Reinforcement adjacency)."""

from __future__ import annotations

from vsrules.core.game import Game
from vsrules.core.objects import GameObject


def area(obj: GameObject) -> str:
    return obj.area or "visible"


def first_free_column(game: Game, player: int, row: str, where: str = "visible") -> int:
    taken = {game.state.objects[u].column for u in game.zone(player, row)
             if area(game.state.objects[u]) == where}
    col = 0
    while col in taken:
        col += 1
    return col


def occupant(game: Game, player: int, row: str, column: int | None, where: str) -> GameObject | None:
    for u in game.zone(player, row):
        o = game.state.objects[u]
        if o.column == column and area(o) == where:
            return o
    return None


def protected(game: Game, obj: GameObject) -> bool:
    """A support-row character is protected while a non-stunned character stands in the
    front-row position directly in front of it."""
    if obj.zone != "back":
        return False
    front = occupant(game, obj.controller, "front", obj.column, area(obj))
    return front is not None and not front.stunned


def adjacent(a: GameObject, b: GameObject) -> bool:
    """Same controller and area; same column (one behind the other) or side by side."""
    if a.controller != b.controller or area(a) != area(b) or a.uid == b.uid:
        return False
    if a.column is None or b.column is None:
        return False
    if a.column == b.column:
        return a.zone != b.zone
    return a.zone == b.zone and abs(a.column - b.column) == 1
