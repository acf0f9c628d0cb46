"""Continuous modifiers: data records applied in timestamp order, with durations.

A modifier changes one stat of one object (``add`` or ``set``, the rules' "becomes"),
or grants / removes a keyword or flag. ``until`` names the moment it ends; the engine
drops every modifier whose moment has come (``end-of-combat``, ``end-of-turn``,
``source-leaves-play``, ``never``...).
"""

from __future__ import annotations

from typing import Literal

import attrs

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
