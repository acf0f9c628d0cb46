"""Scenario files of the rules lab (shared/SCENARIOS.md): structured by cattrs
(``scenario_data``) and turned into the records the runner plays. Every problem names the
file, the key path and what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from ..cards import read_toml, structure_card
from ..errors import InputError
from ..strict import structured
from .scenario_data import (
    COMMON_ACTION_KEYS,
    PLAYER_ID,
    RENAMED,
    EntryData,
    ObjectExpect,
    PlayerData,
    PlayerExpect,
    ScenarioData,
    scenario_converter,
)

#: the rows of a player table, as the engine names them ("support" is the back row)
ROW_KEYS = {"front": "front", "back": "back", "support": "back", "resources": "resources",
            "hand": "hand", "deck": "deck", "ko": "ko", "removed": "removed"}


@attrs.define
class Entry:
    card: str
    where: str
    label: str | None = None
    exhausted: bool = False
    stunned: bool = False
    face_up: bool | None = None
    counters: dict[str, int] = attrs.Factory(dict)
    column: int | None = None
    area: str | None = None
    row: str | None = None
    level: int | None = None
    xp: int | None = None


@attrs.define
class PlayerSetup:
    id: str
    index: int
    endurance: int | None = None
    main: Entry | None = None
    zones: dict[str, list[Entry] | int] = attrs.Factory(dict)


@attrs.define
class LabAction:
    index: int
    action: str
    fields: dict[str, Any]
    player: str | None = None
    expect: str | None = None

    @property
    def where(self) -> str:
        return f"do[{self.index}]"


@attrs.define
class Scenario:
    path: str
    title: str
    variant: str
    source: str
    decisions: str
    cards: dict[str, dict[str, Any]]
    game: dict[str, Any]
    players: list[PlayerSetup]
    actions: list[LabAction]
    expect: dict[str, dict[str, Any]]
    labels: dict[str, str] = attrs.Factory(dict)
    notes: list[str] = attrs.Factory(list)
    #: rule options for the game (``[options]``; checked against the variant run)
    options: dict[str, Any] = attrs.Factory(dict)

    def player_index(self, pid: str) -> int | None:
        for p in self.players:
            if p.id == pid:
                return p.index
        return None


def parse_scenario(path: Path) -> Scenario:
    """The scenario file at ``path`` structured by cattrs (``scenario_data``) into the
    lab's records, or ``InputError`` naming the file, the key path and what is wrong."""
    file = str(path)
    data: ScenarioData = structured(scenario_converter(), read_toml(path), ScenarioData, file)
    for cid, cdata in data.cards.items():
        structure_card({"id": cid, **cdata}, file, f"cards.{cid}")  # located errors now
    labels: dict[str, str] = {}
    players = [_player(pid, i, pdata, file, labels)
               for i, (pid, pdata) in enumerate(data.players.items())]
    if len(players) < 2:
        players.append(PlayerSetup(f"p{len(players) + 1}", len(players)))
    pids = {p.id for p in players}
    expect: dict[str, dict[str, Any]] = {}
    for key, checks in data.expect.items():
        if isinstance(checks, PlayerExpect) and key not in pids:
            raise InputError(file, f"expect.{key}", f"unknown player {key!r} (the file has "
                             f"{', '.join(sorted(pids))})")
        if isinstance(checks, ObjectExpect) and key not in labels:
            raise InputError(file, f"expect.{key}", f"unknown label {key!r}")
        expect[key] = _written(checks)
    actions = [LabAction(i, step.action, {k: v for k, v in _written(step).items()
                                          if k not in COMMON_ACTION_KEYS},
                         step.player, step.expect)
               for i, step in enumerate(data.do)]
    game = _written(data.game)
    return Scenario(file, data.title if data.title is not None else path.stem, data.variant,
                    data.source, data.decisions, data.cards, game, players, actions, expect,
                    labels, options=dict(data.options))


def _written(record: Any) -> dict[str, Any]:
    """The keys a structured table set, as the file wrote them."""
    return {RENAMED.get(a.name, a.name): getattr(record, a.name)
            for a in attrs.fields(type(record)) if getattr(record, a.name) is not None}


def _player(pid: str, index: int, data: PlayerData, file: str,
            labels: dict[str, str]) -> PlayerSetup:
    where = f"players.{pid}"
    if data.back is not None and data.support is not None:
        raise InputError(file, f"{where}.support", "back and support name the same row: "
                         "give one of them")
    ps = PlayerSetup(pid, index, data.endurance)
    if data.main is not None:
        ps.main = _entry(data.main, file, f"{where}.main", labels)
    for key, row in ROW_KEYS.items():
        content = getattr(data, key)
        if isinstance(content, list):
            content = [_entry(e, file, f"{where}.{key}[{i}]", labels)
                       for i, e in enumerate(content)]
        if content is not None:
            ps.zones[row] = content
    return ps


def _entry(d: EntryData, file: str, where: str, labels: dict[str, str]) -> Entry:
    e = Entry(d.card, where, None, d.exhausted, d.stunned, d.face_up, dict(d.counters),
              d.column, d.area, ROW_KEYS.get(d.row or "", d.row), d.level, d.xp)
    if d.wounds is not None:
        e.counters["wound"] = d.wounds
    if d.label is not None:
        label = d.label
        if label in labels:
            raise InputError(file, f"{where}.label",
                             f"label {label!r} is already used at {labels[label]}")
        if PLAYER_ID.fullmatch(label) or label == "game":
            raise InputError(file, f"{where}.label",
                             f"{label!r} is reserved for a player or the game")
        labels[label] = where
        e.label = label
    return e
