"""Reading stretches for rules that test objects one after another and act on some: the
tests between two actions share a ``Game.reading`` stretch (a lookup is worked out once),
and each test still sees the state the actions before it left."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from vsrules.core.game import Game

T = TypeVar("T")
_END: Any = object()


def one_by_one(game: Game, items: Iterable[T], test: Callable[[T], bool]) -> Iterator[T]:
    """The items that pass ``test``, in order, each tested after the caller dealt with the
    one before (the caller may change the state between two items, not during a test)."""
    left = iter(list(items))
    while True:
        with game.reading():
            # ``filter`` tests on from where the last stretch stopped, up to the next pass
            found = next(filter(test, left), _END)
        if found is _END:
            return
        yield found
