"""``reposition`` moves an object's entries in the powers index in place (``_shift``)
instead of dropping and placing them again: on every small layout, each object of each
list moved to the end of each other zone of its side lands where a rebuild lists it (by
side, then ``PLAY_ORDER`` zone, then place in the zone), the others keeping their order.
(``tests/unit/test_powers_index_updates.py`` compares the whole index with a rebuild at
every decision of both editions.)"""

from __future__ import annotations

import itertools

from vsrules.core.objects import PLAY_ORDER, GameObject
from vsrules.core.powers_in_play import _shift


def _layout(shape):
    """Objects for ``shape`` (per side, per zone of ``PLAY_ORDER``: how many), by uid, and
    the zones' lists (side, zone) -> uids in place order."""
    objs, zones = {}, {}
    for side, counts in enumerate(shape):
        for zone, n in itertools.zip_longest(PLAY_ORDER, counts, fillvalue=0):
            zones[side, zone] = []
            for _ in range(n):
                uid = len(objs) + 1
                objs[uid] = GameObject(uid, "c", side, side, zone)
                zones[side, zone].append(uid)
    return objs, zones


def _rebuilt(zones, listed):
    """The uids of ``listed`` in a rebuild's order."""
    return [u for side in range(2) for zone in PLAY_ORDER for u in zones[side, zone]
            if u in listed]


def test_a_shifted_entry_lands_where_a_rebuild_lists_it():
    shapes = list(itertools.product(range(3), repeat=3))  # front, back, resources
    checked = 0
    for shape in itertools.product(shapes, repeat=2):
        objs, zones = _layout(shape)
        everyone = set(objs)
        for listed in (everyone, {u for u in objs if u % 2}, {u for u in objs if u % 3}):
            for uid in listed:
                o = objs[uid]
                for zone in PLAY_ORDER[:3]:
                    uids = _rebuilt(zones, listed)
                    old_zone = o.zone
                    zones[o.controller, old_zone].remove(uid)
                    zones[o.controller, zone].append(uid)
                    o.zone = zone
                    _shift(uids, uid, o.controller * len(PLAY_ORDER) + PLAY_ORDER.index(zone), objs)
                    assert uids == _rebuilt(zones, listed)
                    checked += 1
                    zones[o.controller, zone].remove(uid)
                    zones[o.controller, old_zone].append(uid)  # (its zone's end: rebuilt below)
                    o.zone = old_zone
                objs, zones = _layout(shape)
    assert checked > 10_000
