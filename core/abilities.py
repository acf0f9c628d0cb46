"""What a card can do beyond its printed numbers, as small declared records.

A card script (or a keyword) is a ``Script``: triggered powers, static (continuous)
powers and replacement powers. The callables live in code, found by card id and name,
never in the game state; the state only stores ids and names, so it stays plain data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from .game import Game
    from .objects import GameObject
    from .state import Event, WaitingTrigger

Condition = Callable[["Game", "GameObject", "Event"], bool]
Resolve = Callable[["Game", "WaitingTrigger"], None]


def always(_game: Game, _src: GameObject, _event: Event) -> bool:
    return True


@attrs.frozen
class Triggered:
    """"When/whenever <event>, <effect>". ``look_back``: checked on the object as it was
    just before the event (for "when this becomes stunned / leaves play")."""

    name: str
    event: str
    steps: tuple[Any, ...] = ()
    condition: Condition = always
    optional: bool = False
    look_back: bool = False
    #: a level-up power (2PCG): not a keyword or super power, so Nullify leaves it on
    level_up: bool = False
    #: code instead of steps, for rules that need it (steps are preferred: data)
    resolve: Resolve | None = None
    #: keyword | super | level-up | text: which "lose powers" effects switch it off
    kind: str = "text"


@attrs.frozen
class Static:
    """A continuous power: changes ``stat`` of every object ``applies`` accepts."""

    name: str
    stat: str
    op: str
    value: Callable[[Game, GameObject, GameObject], Any]
    applies: Callable[[Game, GameObject, GameObject], bool]
    kind: str = "text"


@attrs.frozen
class Replacement:
    """"If <event> would happen, <something else> instead". ``replace`` returns the new
    event, or None when nothing happens at all. ``optional``: worded "instead, you may"
    (its controller may decline it); without "may" it applies (seed 000 rules 513.5e, 513.5f)."""

    name: str
    event: str
    replace: Callable[[Game, GameObject, Event], Event | None]
    applies: Callable[[Game, GameObject, Event], bool] = always
    optional: bool = False


def always_usable(_game: Game, _src: GameObject) -> bool:
    return True


@attrs.frozen
class Activated:
    """A power a player chooses to use (2PCG super powers, original activated powers,
    and a plot twist's effect, named after the card)."""

    name: str
    steps: tuple[Any, ...]
    usable: Callable[[Game, GameObject], bool] = always_usable
    #: where the card must be to use it: "play", or e.g. "ko" (a power used from the KO pile)
    zone: str = "play"
    #: usable while its character is stunned (it has no other powers then)
    while_stunned: bool = False
    #: original edition: costs paid as it is played (steps: exhaust it, pay endurance...)
    cost: tuple[Any, ...] = ()
    #: original edition: targets chosen as it is played, checked again on resolution
    #: (``Sel`` records; the chosen ones are "t0", "t1"... in the effect's context)
    targets: tuple[Any, ...] = ()


@attrs.frozen
class Script:
    triggered: tuple[Triggered, ...] = ()
    static: tuple[Static, ...] = ()
    replacements: tuple[Replacement, ...] = ()
    activated: tuple[Activated, ...] = ()

    def __add__(self, other: Script) -> Script:
        """Both scripts' powers, in order (adding the empty script gives the other one:
        copied powers and keywords add it often). A sum is made once and looked up by
        the two scripts' identities after that (``_SUMS``)."""
        if other is EMPTY_SCRIPT:
            return self
        if self is EMPTY_SCRIPT:
            return other
        made = _SUMS.get((id(self), id(other)))
        if made is None:
            made = _sum(self, other)
        return made[2]

    def power_names(self) -> set[str]:
        """The names of all its powers, in lower case (names are matched without case)."""
        groups: tuple[tuple[Triggered | Static | Replacement | Activated, ...], ...] = (
            self.activated, self.triggered, self.static, self.replacements)
        return {power.name.lower() for group in groups for power in group}

    def find_activated(self, name: str) -> Activated | None:
        for a in self.activated:
            if a.name.lower() == name.lower():
                return a
        return None

    def find_triggered(self, name: str) -> Triggered | None:
        for t in self.triggered:
            if t.name == name:
                return t
        return None


EMPTY_SCRIPT = Script()

#: the sums made so far, by the identities of the two scripts added, with both scripts
#: (kept alive there, so no other script takes an identity while its entry is kept): every
#: ``script_of`` of an object with copied powers or granted keywords adds the same
#: (immutable) scripts again. Emptied when it reaches ``_MAX_SUMS`` entries.
_SUMS: dict[tuple[int, int], tuple[Script, Script, Script]] = {}
_MAX_SUMS = 4096


def _sum(a: Script, b: Script) -> tuple[Script, Script, Script]:
    """Make ``a + b`` and keep it in ``_SUMS``."""
    if len(_SUMS) >= _MAX_SUMS:
        _SUMS.clear()
    made = _SUMS[id(a), id(b)] = (a, b, Script(
        a.triggered + b.triggered, a.static + b.static, a.replacements + b.replacements,
        a.activated + b.activated))
    return made
