"""The whole game state: plain attrs data, dumped and loaded by cattrs."""

from __future__ import annotations

from typing import Any

import attrs

from .decisions import Decision
from .effects import Step
from .frames import Frame
from .modifiers import Modifier
from .objects import ALL_ZONES, GameObject
from .rng import Rng


def _zones() -> dict[str, list[int]]:
    return {z: [] for z in ALL_ZONES}


@attrs.define(slots=True)
class PlayerState:
    index: int
    name: str
    zones: dict[str, list[int]] = attrs.Factory(_zones)
    endurance: int = 0
    out: bool = False
    mulliganed: bool = False
    main: int | None = None
    flags: dict[str, Any] = attrs.Factory(dict)


@attrs.define(slots=True)
class Event:
    """Something that happened (or, before replacement, would happen)."""

    kind: str
    subject: int | None = None
    player: int | None = None
    source: int | None = None
    data: dict[str, Any] = attrs.Factory(dict)
    before: GameObject | None = None


@attrs.define(slots=True)
class WaitingTrigger:
    """A triggered power that fired and waits to be resolved (or put on the chain)."""

    controller: int
    source: int
    card: str
    ability: str
    event: Event
    source_info: GameObject | None = None
    #: a delayed trigger carries its own steps and context (no card power to look up)
    steps: list[Step] | None = None
    ctx: dict[str, Any] = attrs.Factory(dict)


@attrs.define(slots=True)
class Delayed:
    """"At the end of this combat / turn, ...": made by an effect, fires once on the
    next ``event`` (original CR: delayed triggered modifiers)."""

    event: str
    steps: list[Step]
    controller: int
    source: int | None
    name: str
    ctx: dict[str, Any] = attrs.Factory(dict)
    unless_cancelled: bool = False


@attrs.define(slots=True)
class ChainLink:
    """An effect on the chain (original edition): resolved last in, first out."""

    id: int
    controller: int
    effect: str
    source: int | None = None
    card: str | None = None
    targets: list[int] = attrs.Factory(list)
    data: dict[str, Any] = attrs.Factory(dict)
    negated: bool = False
    #: for a triggered power put on the chain: what fired it
    trigger: WaitingTrigger | None = None


@attrs.define(slots=True)
class LogEntry:
    seq: int
    turn: int
    kind: str
    text: str
    data: dict[str, Any] = attrs.Factory(dict)


def new_log_entry(seq: int, turn: int, kind: str, text: str, data: dict[str, Any]
                  ) -> LogEntry:
    return LogEntry(seq, turn, kind, text, data)


def new_event(kind: str, subject: int | None, player: int | None, source: int | None,
              data: dict[str, Any], before: GameObject | None = None) -> Event:
    return Event(kind, subject, player, source, data, before)


@attrs.define(slots=True)
class GameState:
    variant: str
    players: list[PlayerState]
    rng: Rng
    objects: dict[int, GameObject] = attrs.Factory(dict)
    modifiers: list[Modifier] = attrs.Factory(list)
    frames: list[Frame] = attrs.Factory(list)
    pending: Decision | None = None
    waiting_triggers: list[WaitingTrigger] = attrs.Factory(list)
    delayed: list[Delayed] = attrs.Factory(list)
    chain: list[ChainLink] = attrs.Factory(list)
    log: list[LogEntry] = attrs.Factory(list)
    turn: int = 0
    active: int = 0
    phase: str = "setup"
    step_owner: int | None = None
    winner: int | None = None
    draw: bool = False
    over: bool = False
    next_uid: int = 1
    clock: int = 0
    flags: dict[str, Any] = attrs.Factory(dict)
    decisions: int = 0
    #: something changed that a state check (e.g. 2PCG: DEF 0 stuns) must look at
    dirty: bool = False


def log_move(st: GameState, name: str, old: GameObject, new_uid: int, zone: str,
             seen_after: bool, cause: str) -> None:
    """The log entry of ``old`` (named ``name``) moving to ``zone`` as ``new_uid``."""
    source = old.zone
    log = st.log
    log.append(LogEntry(len(log), st.turn, "move",
                             f"{name} moves from {source} to {zone} ({cause})" if cause
                             else f"{name} moves from {source} to {zone}",
                             {"card": old.card, "old": old.uid, "new": new_uid,
                              "source": source, "to": zone, "owner": old.owner,
                              "seen_before": old.face_up or old.stunned,
                              "seen_after": seen_after}))
