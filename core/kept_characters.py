"""The kept ``Game.characters()`` lists made right after one change of the rows, without a
walk of every row (callers may still be walking the old lists: these make new ones)."""

from __future__ import annotations

from .cards import CardDb
from .objects import GameObject


def row_changed(side: list[GameObject], o: GameObject, at: int, front: int
                 ) -> list[GameObject]:
    """``side`` (the objects of a side's front row, then of its back row, from before ``o``,
    the ``at``-th of its old row, changed rows) as a new list with ``o`` at the end of its
    new row (``front``: how many the front row holds now)."""
    out = side.copy()
    if o.zone == "back":  # out of the front row, to the end of the side
        del out[at]
        out.append(o)
    else:  # out of the back row (after the front row's others), to the front row's end
        del out[front - 1 + at]
        out.insert(front - 1, o)
    return out


def after_move(characters: list[GameObject], o: GameObject) -> list[GameObject]:
    """``characters`` (sides in player order, each front row then back row) with ``o``
    moved (or, new to them, added) to the end of its row now: before the first other
    character of a later side or row."""
    rank = 2 * o.controller + (o.zone == "back")
    out = [x for x in characters if x is not o]
    # the lists are in rank order: o goes after the last one of its rank or lower (found
    # from the end: a row's end is near it, on a side's own list at once for the back row)
    i = len(out)
    while i and 2 * (x := out[i - 1]).controller + (x.zone == "back") > rank:
        i -= 1
    out.insert(i, o)
    return out


def character_ids(cards: CardDb) -> frozenset[str]:
    """The card database's characters (a ``CardDb.derived`` table)."""
    return frozenset(c.id for c in cards if c.is_character)
