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
        """An independent copy, used as last known information (a plain object even in
        the checked mode: nothing guards a picture)."""
        return GameObject(self.uid, self.card, self.owner, self.controller, self.zone,
                          self.face_up, self.exhausted, self.stunned, self.counters.copy(),
                          self.attached_to, self.column, self.area, self.timestamp,
                          self.memory.copy())
