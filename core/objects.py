"""A card as a game object in a zone.

Per the rules of both editions, a card that changes zones becomes a new object: it gets
a new uid and forgets counters, modifiers and states. Ids, not references, are kept in
the state so that it stays plain data.
"""

from __future__ import annotations

from typing import Any

import attrs

PLAY_ZONES = frozenset({"front", "back", "resources", "equipment"})
ROW_ZONES = ("front", "back")
#: the zones in play in the order their objects are listed (powers, simultaneous triggers)
PLAY_ORDER = ("front", "back", "resources", "equipment")
ALL_ZONES = ("deck", "hand", "front", "back", "resources", "equipment", "ko", "removed", "chain",
             "aside")
ZONE_ALIASES = {"support": "back", "resource": "resources", "discard": "ko", "ko-pile": "ko"}
#: makes an object without calling its class's ``__init__`` (``GameObject.snapshot``)
_new = object.__new__


def zone_name(name: str) -> str:
    """The canonical zone name for ``name`` (accepts ``support`` for ``back`` etc.)."""
    return ZONE_ALIASES.get(name, name)


@attrs.define(slots=True)
class GameObject:
    uid: int
    card: str
    owner: int
    controller: int
    zone: str
    face_up: bool = True
    exhausted: bool = False
    stunned: bool = False
    counters: dict[str, int] = attrs.Factory(dict)
    attached_to: int | None = None
    column: int | None = None
    area: str | None = None
    timestamp: int = 0
    #: what the object's own powers remember (e.g. the character a Nullify chose)
    memory: dict[str, Any] = attrs.Factory(dict)

    @property
    def in_play(self) -> bool:
        return self.zone in PLAY_ZONES

    def count(self, kind: str) -> int:
        return self.counters.get(kind, 0)

    def snapshot(self) -> GameObject:
        """An independent copy, used as last known information, built field by field without
        the class call (as ``Game.new_object``: calling the class enters its Python
        ``__init__`` from C; ``attrs.evolve`` also inspects the class on every call).
        tests/unit/test_snapshot_h86.py checks every field is copied."""
        copy = _new(GameObject)
        copy.uid = self.uid
        copy.card = self.card
        copy.owner = self.owner
        copy.controller = self.controller
        copy.zone = self.zone
        copy.face_up = self.face_up
        copy.exhausted = self.exhausted
        copy.stunned = self.stunned
        copy.counters = self.counters.copy()
        copy.attached_to = self.attached_to
        copy.column = self.column
        copy.area = self.area
        copy.timestamp = self.timestamp
        copy.memory = self.memory.copy()
        return copy
