"""``after_move`` (``reposition`` keeping the ``characters()`` lists): the mover leaves its
old place and goes to the end of its new row, which is found from the list's end, on
lists of one side and of all sides (each side's front row, then its back row)."""

from __future__ import annotations

import itertools

from vsrules.core.kept_characters import after_move
from vsrules.core.objects import GameObject


def _rows(counts):
    """Characters for ``counts`` (per side: how many in front, how many in back), in the
    order ``characters()`` lists them."""
    out = []
    for side, (front, back) in enumerate(counts):
        for zone, n in (("front", front), ("back", back)):
            out += [GameObject(len(out) + 1, "c", side, side, zone) for _ in range(n)]
    return out


def _expected(characters, o):
    """A fresh walk: the sides and rows in order, ``o`` last in its row."""
    rows = [(side, zone) for side in range(3) for zone in ("front", "back")]
    return [x for row in rows for x in [*[c for c in characters if c is not o
                                           and (c.controller, c.zone) == row],
                                         *([o] if (o.controller, o.zone) == row else [])]]


def test_the_mover_goes_to_the_end_of_its_new_row():
    shapes = list(itertools.product(range(3), repeat=2))
    for counts in itertools.product(shapes, repeat=2):
        characters = _rows(counts)
        for o in characters:
            for side_only in (False, True):
                listed = [c for c in characters if c.controller == o.controller] \
                    if side_only else characters
                before = list(listed)
                o.zone = "back" if o.zone == "front" else "front"
                moved = after_move(listed, o)
                assert [id(c) for c in moved] == [id(c) for c in _expected(before, o)]
                assert listed == before  # the old list is left as it was
                o.zone = "back" if o.zone == "front" else "front"
