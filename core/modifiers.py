"""Continuous modifiers: data records applied in timestamp order, with durations.

A modifier changes one stat of one object (``add`` or ``set``, the rules' "becomes"),
or grants / removes a keyword or flag. ``until`` names the moment it ends; the engine
drops every modifier whose moment has come (``end-of-combat``, ``end-of-turn``,
``source-leaves-play``, ``never``...).

A modifier from an effect on a group (``group``: a selection, seed 000 rule 513.2c) has no
target: it flags no object as it is made, and applies, while it lasts, to every object its
selection finds at each moment (relative to its controller and source), in timestamp
order with the others; an effect on one object (a target, its source) flags that object
(508.2d). ``group_modifiers`` gives the ones covering an object now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import attrs

from .objects import PLAY_ZONES
from .selectors import Sel
from .serialize import OMIT_DEFAULT

if TYPE_CHECKING:
    from .effects import Resolve
    from .game import Game
    from .objects import GameObject
    from .state import GameState

Op = Literal["add", "set", "grant", "lose"]

UNTIL_COMBAT = "end-of-combat"
UNTIL_TURN = "end-of-turn"
UNTIL_SOURCE_LEAVES = "source-leaves-play"
UNTIL_NEVER = "never"
#: "while <its source> remains exhausted this turn" (core/held_while_exhausted.py)
UNTIL_SOURCE_EXHAUSTED = "while-source-exhausted"
#: a grant of another card's activated powers (the value: that card's id): "gains
#: target character's activated powers" (variants/original/gained_powers.py)
GAINS_POWERS = "gains-activated-powers-of"


def brings_powers(stat: str) -> bool:
    """Whether a grant of ``stat`` gives its object powers (a keyword's, another card's)."""
    return stat.startswith("kw:") or stat == GAINS_POWERS


@attrs.define(slots=True)
class Modifier:
    id: int
    timestamp: int
    target: int | None
    stat: str
    op: Op
    value: int | str | bool = 0
    until: str = UNTIL_NEVER
    source: int | None = None
    controller: int | None = None
    until_player: int | None = None
    #: the selection of a modifier on a group (``target`` None): the objects it covers
    #: are those it finds now
    group: Sel | None = attrs.field(default=None, metadata=OMIT_DEFAULT)


def apply_stat(base: int, mods: list[Modifier]) -> int:
    """Fold numeric modifiers over ``base`` in timestamp order; ``set`` overrides all before it."""
    value = base
    for m in sorted(mods, key=_ts):
        if m.op == "set":
            value = int(m.value)
        elif m.op == "add":
            value += int(m.value)
    return value


def apply_flag(printed: bool, mods: list[Modifier]) -> bool:
    """Fold grant/lose modifiers: the latest one wins."""
    has = printed
    for m in sorted(mods, key=_ts):
        if m.op == "grant":
            has = True
        elif m.op == "lose":
            has = False
    return has


def _ts(m: Modifier) -> int:
    return m.timestamp


#: the group modifiers being asked about now (by game and modifier id): a group whose
#: selection reads what the modifier itself changes ("characters with flight gain ...")
#: is looked at without that modifier, as a continuous power's scope is
_ASKING: set[tuple[int, int]] = set()


def group_modifiers(game: Game, obj: GameObject, stat: str | None) -> list[Modifier]:
    """The modifiers on a group that cover ``obj`` now and change ``stat`` (None: any
    stat), each as a modifier on ``obj`` with its own timestamp."""
    out: list[Modifier] = []
    for m in game.state.modifiers:
        group = m.group
        if group is None or (stat is not None and m.stat != stat):
            continue
        key = (id(game), m.id)
        if key in _ASKING:
            continue
        _ASKING.add(key)
        try:
            covers = group.matches(game, obj, m.controller if m.controller is not None else -1,
                                   m.source)
        finally:
            _ASKING.discard(key)
        if covers:
            out.append(attrs.evolve(m, target=obj.uid, group=None))
    return out


def granted_objects(st: GameState) -> tuple[frozenset[int], bool]:
    """The objects some modifier grants a keyword (or another card's powers), and whether
    a modifier on a group grants one: then every object in play, as the group may cover
    any of them as they change (``Game.script_of`` asks which it covers now)."""
    grants = [m for m in st.modifiers if m.op == "grant" and brings_powers(m.stat)]
    found = [m.target for m in grants if m.target is not None]
    group = any(m.group is not None for m in grants)
    if group:
        found += [u for p in st.players for z in PLAY_ZONES for u in p.zones[z]]
    return frozenset(found), group


def bind_group(res: Resolve, group: Sel | None) -> Sel | None:
    """``group`` with each test value written ``@key`` ("team:@team") set to the value the
    effect stored under ``key`` ("the chosen affiliation"): fixed as the effect resolves,
    while the group follows its selection (seed 000 513.2c, Combat Protocols)."""
    if group is None or not any(":@" in t for t in group.tests):
        return group
    return attrs.evolve(group, tests=tuple(_bind(res, t) for t in group.tests))


def _bind(res: Resolve, test: str) -> str:
    word, at, key = test.partition(":@")
    if not at:
        return test
    value = res.value(key)  # nothing stored (nothing chosen): an empty value, found by none
    return f"{word}:{'' if value is None else value}"
