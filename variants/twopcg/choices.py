"""The answers only a 2PCG player gives (the shared ones are in core.decisions), and the
choices a game keeps to list them again."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import attrs

from vsrules.core.decisions import Choice
from vsrules.core.game import Game

#: at most this many choices of one kind are kept (cards that move make new ones)
KEPT = 4096


@attrs.frozen
class PlaceMain(Choice):
    row: str


class Made(dict[Hashable, Choice]):
    """Choices of one kind made once and handed out again: a choice is an immutable
    value, equal to any made from the same fields, so a kept one does for a new one.
    ``made[fields]`` makes ``make(*fields)`` the first time; ``map(made.__getitem__,
    ...)`` lists choices without a Python loop."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[..., Choice]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, fields: Any) -> Choice:
        if len(self) >= KEPT:
            self.clear()
        choice = self[fields] = self.make(*fields)
        return choice


def made(game: Game, make: Callable[..., Choice]) -> Made:
    """The choices ``make`` made for ``game`` (kept in its caches: a copy starts afresh)."""
    tables: dict[Callable[..., Choice], Made] = game.caches.setdefault("2pcg:made", {})
    table = tables.get(make)
    if table is None:
        table = tables[make] = Made(make)
    return table
