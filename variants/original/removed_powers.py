"""Powers removed: "equipped character loses and can't have non-activated powers" (seed
000 rule 500, Gorgon and Power Dampeners).

A continuous power gives the rules flag ``loses-non-activated-powers`` (with its
``scope``: for an equipment's "equipped character", the selection test
``equipped-by-source``). While an object has the flag, its powers other than activated
ones are inactive: its continuous powers make no modifiers, its triggered powers don't
trigger, its replacements don't apply. Its keywords and the powers they stand for stay
(a modifier removing powers doesn't remove keywords unless it says "keywords"), so a
cosmic character stays cosmic. The flag is looked up only while some power in play
gives it (``Game.flag``).
"""

from __future__ import annotations

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from .targets import test

#: the rules flag
LOSES = "loses-non-activated-powers"
#: the objects whose flag is being worked out (a power removing powers asks whether its
#: own card has lost its powers: while that is asked, it has not)
_ASKING: set[tuple[int, int]] = set()


def non_activated_removed(game: Game, obj: GameObject, kind: str) -> bool:
    """Whether ``obj``'s power of ``kind`` is removed now: not a keyword's (``keyword``)
    nor an activated one (``activated``), and ``obj`` has the flag."""
    if kind in ("keyword", "activated") or not game.touches(LOSES):
        return False  # (no power in play gives the flag: nothing to look up)
    key = (id(game), obj.uid)
    if key in _ASKING:
        return False
    _ASKING.add(key)
    try:
        return game.flag(obj, LOSES)
    finally:
        _ASKING.discard(key)


@test("equipped-by-source")
def _equipped_by_source(game: Game, obj: GameObject, controller: int,
                        source: int | None) -> bool:
    """The character the selection's source (an equipment) is attached to ("equipped
    character")."""
    src = game.state.objects.get(source) if source is not None else None
    return src is not None and src.attached_to == obj.uid
