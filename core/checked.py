"""The checked mode: the engine compares what it keeps with what the rules say, at every
decision, and stops at the first difference.

Turned on for a game by ``Game.checked = True``, or for every game of the process by the
environment variable ``VSRULES_CHECKED=1``. Three things are compared:

- every action rule's ``legal`` listing with the rule itself (its ``candidates`` that
  ``check`` accepts, in the same order): a rule that lists its options a faster way must
  give exactly what the rule gives (and a listing of part of them, such as the original
  formation step's positions of one character, the part the rule gives);
- whether a selection finds anything, asked of the candidates its tests name
  (``core.selectors.CANDIDATES``), with a search of every object where its kind is;
- the derived values the game keeps (the powers index, the touched stats, the
  ``characters()`` lists, each object's script, and every value and fact a variant
  declared in core/derived.py that still stands) with the same values worked out afresh
  on a copy of the game, which keeps nothing: a change of state made outside the game's
  primitives (a plugin writing ``obj.face_up``, say), or a variant value that follows
  less than it reads, shows up at the next decision as a kept value that no longer
  matches the state.

A difference raises ``CheckedModeError`` naming what differs. Nothing is changed in the
game by the comparisons.

In the checked mode the game's objects also refuse writes to the fields that say where
and how they are (``GUARDED``: zone, controller, face, stunned, exhausted, counters, what
their powers remember, attachment, column) from outside the game's primitives (the code
of their modules: ``PRIMITIVES``), and their counters and memory refuse changes in place
(``CheckedDict``): a plugin that writes ``obj.face_up``, ``obj.counters["plus"]`` or
``obj.memory["used"]`` is told at once, with the primitive to use.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .derived import Derived
from .objects import GameObject

if TYPE_CHECKING:
    from .actions import ActionRule
    from .decisions import Choice
    from .game import Game

#: the environment variable that turns the checked mode on for every game
ENV = "VSRULES_CHECKED"


class CheckedModeError(AssertionError):
    """Something the engine keeps differs from what the rules give now."""


#: the fields of an object only the game's primitives set (the derived values and the state
#: checks follow them), and the primitive to use for each
GUARDED = {
    "zone": "Game.move or Game.reposition",
    "controller": "Game.change_control",
    "face_up": "Game.turn_face",
    "stunned": "Game.turn_face",
    "exhausted": "Game.exhaust, Game.ready or Game.turn_face",
    "counters": "Game.add_counters, Game.set_counter or Game.remove_counters",
    "memory": "Game.remember, Game.forget or Game.mark",
    "attached_to": "Game.attach",
    "column": "Game.set_column",
}
#: the modules of the game's primitives (``Game``'s and ``ObjectChanges``' methods), the
#: only code that sets a guarded field, and this one (``guard``)
PRIMITIVES = frozenset({"vsrules.core.game", "vsrules.core.object_changes", __name__})


class CheckedObject(GameObject):
    """A game object in the checked mode: its guarded fields are set only by the game's
    primitives (the code of their modules, ``PRIMITIVES``)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        use = GUARDED.get(name)
        if use is not None and sys._getframe(1).f_globals.get("__name__") not in PRIMITIVES:
            raise CheckedModeError(
                f"{name} of {self.card} ({self.uid}) was written outside the game's "
                f"primitives: use {use}")
        object.__setattr__(self, name, value)


def _refuse(name: str) -> Any:
    def refused(self: CheckedDict, *args: Any, **kwargs: Any) -> Any:
        raise CheckedModeError(
            f"{self.field} of {self.owner} were changed ({name}) outside the game's "
            f"primitives: use {GUARDED[self.field]}")
    return refused


class CheckedDict(dict[str, Any]):
    """A checked object's counters or memory (``field``): read as a dict, changed only by
    the game's primitives (which write past this class with ``dict``'s own methods)."""

    __slots__ = ("field", "owner")

    def __init__(self, values: dict[str, Any], field: str, owner: str) -> None:
        super().__init__(values)
        self.field = field
        self.owner = owner

    __setitem__ = __delitem__ = _refuse("an item set or deleted")
    pop = popitem = clear = update = setdefault = __ior__ = _refuse("a dict method")


def guard(obj: GameObject) -> None:
    """Make ``obj`` a ``CheckedObject`` (the same fields; its counters and memory each a
    ``CheckedDict``)."""
    if type(obj) is GameObject:
        obj.__class__ = CheckedObject
        owner = f"{obj.card} ({obj.uid})"
        obj.counters = CheckedDict(obj.counters, "counters", owner)
        obj.memory = CheckedDict(obj.memory, "memory", owner)


def checked_by_default() -> bool:
    """Whether new games start in the checked mode (``VSRULES_CHECKED`` set, not ``0``)."""
    return os.environ.get(ENV, "0") not in ("", "0")


def compare_listing(game: Game, player: int, rule: ActionRule, listed: Iterable[Choice],
                    among: Callable[[Choice], bool] | None = None, what: str = "legal"
                    ) -> None:
    """``listed`` (what ``rule.legal`` gave) must be the rule's candidates that its check
    accepts, in order. A listing of part of the rule's options (``what``, a method of
    the rule) gives those of its candidates ``among`` accepts."""
    listed = list(listed)
    ruled = [c for c in rule.candidates(game, player) if (among is None or among(c)) and
             rule.check(game, player, c) is None]
    if listed != ruled:
        extra = [c.describe() for c in listed if c not in ruled]
        missing = [c.describe() for c in ruled if c not in listed]
        raise CheckedModeError(
            f"{type(rule).__name__}.{what} differs from its rule (candidates + check) in "
            f"{game.state.phase!r}, turn {game.state.turn}: listed but illegal {extra}, "
            f"legal but not listed {missing}"
            + ("" if extra or missing else ", same options in another order"))


def compare_search(game: Game, what: Any, found: bool, searched: bool) -> None:
    """Whether a selection finds anything, asked of the candidates its tests name
    (``found``), must be what a search of every object where its kind is gives
    (``searched``)."""
    if found != searched:
        raise CheckedModeError(
            f"{what!r} {'finds' if found else 'does not find'} an object among the "
            f"candidates its tests name, but a search of every object "
            f"{'does not' if found else 'does'} (turn {game.state.turn}, phase "
            f"{game.state.phase!r}): a test's candidates leave out objects that pass it")


def compare_derived(game: Game) -> None:
    """Every derived value the game keeps must equal the one a fresh copy works out."""
    for obj in game.state.objects.values():
        guard(obj)
    fresh = game.clone()
    fresh.checked = False
    for name, kept, made in _derived_pairs(game, fresh):
        if kept != made:
            _stale(game, name, kept, made)
    for value, key, kept in game.variant_values():
        fresh_value = value.make(fresh, key, None) if isinstance(value, Derived) else \
            value.make(fresh, key)
        shown, made = value.shown(kept), value.shown(fresh_value)
        if not value.agrees(shown, made):
            _stale(game, f"{value.name} of {key!r}", shown, made)


def _stale(game: Game, name: str, kept: Any, made: Any) -> None:
    raise CheckedModeError(
        f"the kept {name} is stale at turn {game.state.turn}, phase "
        f"{game.state.phase!r}: kept {kept!r}, the state gives {made!r} (was the "
        f"state changed outside the game's primitives?)")


def _derived_pairs(game: Game, fresh: Game) -> Iterable[tuple[str, Any, Any]]:
    yield "powers index", _index(game), _index(fresh)
    yield "touched stats", set(game._touched()), set(fresh._touched())
    for p in [None, *range(len(game.state.players))]:
        yield (f"characters({p})", [o.uid for o in game.characters(p)],
               [o.uid for o in fresh.characters(p)])
    objs = fresh.state.objects
    for obj in game.in_play():
        yield (f"script of {game.name_of(obj.uid)} ({obj.uid})",
               _script(game.script_of(obj)), _script(fresh.script_of(objs[obj.uid])))


def _index(game: Game) -> tuple[Any, ...]:
    static, triggers, replacements, _granted = game._powered()
    return ({k: [(u, p.name) for u, p in v] for k, v in static.items() if v},
            {k: list(v) for k, v in triggers.items() if v},
            {k: list(v) for k, v in replacements.items() if v})


def _script(script: Any) -> tuple[Any, ...]:
    return (tuple(s.name for s in script.static), tuple(t.name for t in script.triggered),
            tuple(r.name for r in script.replacements),
            tuple(a.name for a in script.activated))
