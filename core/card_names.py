"""The names and versions an object has now (original CR seed 000: Card Name 201.7-201.10,
Version 202.6). Printed ones, unless a continuous power changes them:

- the flag ``all-names``: the object has every character name (201.10, Bizarro World:
  "characters you control named Bizarro have all character names");
- the flag ``renamed:<name>``: the object loses all names and versions and has that name
  (201.7, Decoy Program: "equipped character loses all names and versions and has the
  name Dr. Doom").

A card may print several versions (``CardDef.versions`` besides ``version``).

A power that gives names reads printed names for its own scope (a name it gives can't
make it apply), so a selection by name inside it never loops."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cards import CardDb, CardDef
    from .game import Game
    from .objects import GameObject

ALL_NAMES = "all-names"
RENAMED = "renamed:"

#: the objects whose names are being worked out (a power giving names reads the printed
#: names of the objects it looks at meanwhile)
_WORKING: set[tuple[int, int]] = set()


def rename_flags(game: Game) -> tuple[str, ...]:
    """The ``renamed:<name>`` flags continuous powers of the game's cards give."""
    return game.pool.table("core.rename-flags", _rename_flags)


def _rename_flags(db: CardDb) -> tuple[str, ...]:
    return tuple(sorted({p.flag for card in db for p in card.powers
                         if p.flag is not None and p.flag.startswith(RENAMED)}))


def names_of(game: Game, obj: GameObject) -> frozenset[str] | None:
    """The names ``obj`` has now; None: every character name (``all-names``)."""
    card = game.cards.by_id[obj.card]
    has_all = game.touches(ALL_NAMES)
    key = (id(game), obj.uid)
    if key in _WORKING or not (has_all or rename_flags(game)):
        return frozenset({card.name})
    _WORKING.add(key)
    try:
        if has_all and game.flag(obj, ALL_NAMES):
            return None
        renamed = _renamed(game, obj)
    finally:
        _WORKING.discard(key)
    return frozenset({renamed if renamed is not None else card.name})


def _renamed(game: Game, obj: GameObject) -> str | None:
    """The name a ``renamed:`` power gives ``obj``, if one does."""
    for flag in rename_flags(game):
        if game.touches(flag) and game.flag(obj, flag):
            return flag[len(RENAMED):]
    return None


def has_name(game: Game, obj: GameObject, name: str) -> bool:
    """Whether ``obj`` has the name ``name`` now (a name, whatever the version: 202.3a)."""
    names = names_of(game, obj)
    return names is None or name in names


def printed_versions(card: CardDef) -> tuple[str, ...]:
    """Every printed version of ``card`` (``version``, then ``versions``)."""
    return ((card.version,) if card.version else ()) + card.versions


def versions_of(game: Game, obj: GameObject) -> frozenset[str]:
    """The versions ``obj`` has now: printed, none while a ``renamed:`` power applies."""
    card = game.cards.by_id[obj.card]
    if rename_flags(game) and (id(game), obj.uid) not in _WORKING and \
            _renamed(game, obj) is not None:
        return frozenset()
    return frozenset(printed_versions(card))
