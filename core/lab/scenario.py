"""Scenario files of the rules lab (shared/SCENARIOS.md): parsed and checked into plain
records. Every problem names the file, the key path and what is wrong."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from ..cards import format_cattrs_error, read_toml, structure_card
from ..errors import InputError

if TYPE_CHECKING:
    import cattrs

ROW_KEYS = ("front", "back", "support", "resources", "hand", "deck", "ko", "removed")
ENTRY_KEYS = {"card", "label", "exhausted", "stunned", "face_up", "counters", "wounds",
              "column", "area", "row", "level", "xp"}
ACTIONS = {
    "attack": {"attackers", "defender"},
    "play": {"card", "targets", "choices"},
    "power": {"source", "name", "targets", "pay", "choices"},
    "power-up": {"target", "discard"},
    "reinforce": {"defender", "exhaust"},
    "recruit": {"card", "row", "column", "pay", "choices"},
    "resource": {"card", "face_up"},
    "move": {"character", "row", "column"},
    # vsrules extensions (docs/scenarios.md)
    "equip": {"card", "character"},
    "choose": {"choice"},
    "pass": set(),
    "resolve": set(),
    "pass-all": set(),
    "advance": {"to", "of"},
}
COMMON_ACTION_KEYS = {"action", "player", "expect"}
#: what each action field holds: "ref" a label or card id, "refs" one or a list of them,
#: "word", "bool", "count" a whole number >= 0, "answer" a plain value or a list of them
FIELD_KINDS = {"attackers": "refs", "defender": "ref", "card": "ref", "targets": "refs",
               "choices": "answers", "source": "ref", "name": "word", "pay": "refs",
               "target": "ref", "discard": "ref", "exhaust": "refs", "row": "word",
               "column": "count", "face_up": "bool", "character": "ref", "choice": "answer",
               "to": "word", "of": "word"}
#: the most filler cards a zone may ask for, and the most players (both editions: 2-4)
MAX_FILLER = 1000
MAX_PLAYERS = 4
OBJECT_EXPECT_KEYS = {"zone", "stunned", "exhausted", "face_up", "wounds", "counters", "atk",
                      "def", "health", "level", "xp", "controller",
                      # vsrules extensions (docs/scenarios.md)
                      "column", "area", "willpower", "attached_to", "keywords"}
PLAYER_EXPECT_KEYS = {"endurance", "hand", "deck", "ko", "out"}
GAME_EXPECT_KEYS = {"winner", "turn", "phase", "active"}


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
    extra: dict[str, Any] = attrs.Factory(dict)


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


def _need(cond: bool, file: str, where: str, what: str) -> None:
    if not cond:
        raise InputError(file, where, what)


def _typed(value: Any, typ: type | tuple[type, ...], file: str, where: str, what: str) -> Any:
    ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
    _need(ok, file, where, f"must be {what}, got {value!r}")
    return value


# -- a zone entry, structured by cattrs ----------------------------------------------------
def _at_least(least: int) -> Any:
    """A validator (and structure check): a whole number, ``least`` or more."""
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if value is None:
            return
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"must be a whole number, got {value!r}")
        if value < least:
            raise ValueError(f"can't be negative, got {value!r}" if least == 0 else
                             f"must be {least} or more, got {value!r}")
    return check


def _counters(_inst: Any, _attr: Any, value: dict[str, int]) -> None:
    for v in value.values():
        _at_least(0)(None, None, v)


def _area(_inst: Any, _attr: Any, value: str | None) -> None:
    if value not in (None, "visible", "hidden"):
        raise ValueError("must be visible or hidden")


@attrs.frozen
class EntryData:
    """A zone entry as a scenario file writes it (SCENARIOS.md, docs/scenarios.md)."""

    card: str
    label: str | None = None
    exhausted: bool = False
    stunned: bool = False
    face_up: bool | None = None
    counters: dict[str, int] = attrs.field(factory=dict, validator=_counters)
    wounds: int | None = attrs.field(default=None, validator=_at_least(0))
    column: int | None = attrs.field(default=None, validator=_at_least(0))
    area: str | None = attrs.field(default=None, validator=_area)
    row: str | None = None
    level: int | None = attrs.field(default=None, validator=_at_least(1))
    xp: int | None = attrs.field(default=None, validator=_at_least(0))


_CONVERTER: cattrs.Converter | None = None


def entry_converter() -> cattrs.Converter:
    """Zone entries structured strictly, each value checked as it is structured (so a
    problem is located at its key): true/false, whole numbers in range, text."""
    global _CONVERTER
    if _CONVERTER is None:
        import cattrs
        from cattrs.gen import make_dict_structure_fn, override

        conv = cattrs.Converter(forbid_extra_keys=True)

        def typed(what: str, typ: type) -> Any:
            def hook(value: Any, _t: Any) -> Any:
                if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
                    raise ValueError(f"must be {what}, got {value!r}")
                return value
            return hook

        def ranged(least: int) -> Any:
            def hook(value: Any, _t: Any) -> int | None:
                _at_least(least)(None, None, value)
                return value
            return hook

        def counters(value: Any, _t: Any) -> dict[str, int]:
            if not isinstance(value, dict):
                raise ValueError(f"must be a table of counter kind = number, got {value!r}")
            errors = []
            for k, v in value.items():
                try:
                    _at_least(0)(None, None, v)
                except ValueError as exc:
                    exc.__notes__ = [cattrs.errors.AttributeValidationNote(
                        f"counter {k}", k, int)]
                    errors.append(exc)
            if errors:
                raise cattrs.ClassValidationError("counters", errors, dict)
            return dict(value)

        conv.register_structure_hook(bool, typed("true or false", bool))
        word = typed("a word", str)

        def area(value: Any, _t: Any) -> str:
            _area(None, None, word(value, str))
            return str(value)

        conv.register_structure_hook(EntryData, make_dict_structure_fn(
            EntryData, conv, _cattrs_forbid_extra_keys=True,
            card=override(struct_hook=typed("a card id", str)),
            label=override(struct_hook=word), row=override(struct_hook=word),
            area=override(struct_hook=area),
            counters=override(struct_hook=counters),
            wounds=override(struct_hook=ranged(0)), column=override(struct_hook=ranged(0)),
            level=override(struct_hook=ranged(1)), xp=override(struct_hook=ranged(0))))
        _CONVERTER = conv
    return _CONVERTER


def _entry(data: Any, file: str, where: str, labels: dict[str, str]) -> Entry:
    if isinstance(data, str):
        data = {"card": data}
    _typed(data, dict, file, where, "a table like { card = \"...\", label = \"...\" }")
    unknown = set(data) - ENTRY_KEYS
    _need(not unknown, file, f"{where}.{sorted(unknown)[0] if unknown else ''}",
          "unknown key (known: " + ", ".join(sorted(ENTRY_KEYS)) + ")")
    _need("card" in data, file, where, "missing 'card'")
    try:
        d = entry_converter().structure(data, EntryData)
    except Exception as exc:  # cattrs raises ClassValidationError / exception groups
        problems = format_cattrs_error(exc, where)
        place, what = problems[0] if problems else (where, str(exc))
        raise InputError(file, place, what) from None
    e = Entry(d.card, where, None, d.exhausted, d.stunned, d.face_up, dict(d.counters),
              d.column, d.area, d.row, d.level, d.xp)
    if d.wounds is not None:
        e.counters["wound"] = d.wounds
    if d.label is not None:
        label = d.label
        _need(label not in labels, file, f"{where}.label",
              f"label {label!r} is already used at {labels.get(label)}")
        _need(not (label.startswith("p") and label[1:].isdigit()) and label != "game",
              file, f"{where}.label", f"{label!r} is reserved for a player or the game")
        labels[label] = where
        e.label = label
    return e


def _zone(data: Any, file: str, where: str, labels: dict[str, str]) -> list[Entry] | int:
    if isinstance(data, int) and not isinstance(data, bool):
        _need(data >= 0, file, where, "can't be negative")
        _need(data <= MAX_FILLER, file, where, f"at most {MAX_FILLER} filler cards, got {data}")
        return data
    _typed(data, list, file, where, "a whole number of filler cards or a list of entries")
    return [_entry(d, file, f"{where}[{i}]", labels) for i, d in enumerate(data)]


def _field(value: Any, kind: str, file: str, where: str) -> None:
    """An action field's value is of its kind (``FIELD_KINDS``)."""
    if kind in ("refs", "answers") and isinstance(value, list):
        for i, v in enumerate(value):
            _field(v, kind[:-1], file, f"{where}[{i}]")
    elif kind in ("ref", "refs", "word"):
        _typed(value, str, file, where, "a label or card id" if kind != "word" else "a word")
    elif kind == "bool":
        _typed(value, bool, file, where, "true or false")
    elif kind == "count":
        _typed(value, int, file, where, "a whole number")
        _need(value >= 0, file, where, "can't be negative")
    else:
        _typed(value, (str, int, bool), file, where, "a label, a word, a number or true/false")


def parse_scenario(path: Path) -> Scenario:
    data = read_toml(path)
    file = str(path)
    known = {"title", "variant", "source", "decisions", "cards", "game", "players", "do",
             "expect", "options"}
    for key in data:
        _need(key in known, file, key, "unknown key (known: " + ", ".join(sorted(known)) + ")")
    variant = _typed(data.get("variant"), str, file, "variant", "a variant id such as \"2pcg\"")
    decisions = data.get("decisions", "strict")
    _need(decisions in ("strict", "first"), file, "decisions", "must be \"strict\" or \"first\"")
    cards = data.get("cards", {})
    _typed(cards, dict, file, "cards", "a table of card tables")
    for cid, cdata in cards.items():
        _typed(cdata, dict, file, f"cards.{cid}", "a table")
        structure_card({"id": cid, **cdata}, file, f"cards.{cid}")  # located errors now
    options = _typed(data.get("options", {}), dict, file, "options",
                     "a table of rule options (NAME = VALUE)")
    game = data.get("game", {})
    _typed(game, dict, file, "game", "a table")
    for key, typ, what in (("active", str, "a player id"), ("phase", str, "a phase name"),
                           ("step_owner", str, "a player id"), ("turn", int, "a whole number"),
                           ("seed", int, "a whole number")):
        if key in game:
            _typed(game[key], typ, file, f"game.{key}", what)
    unknown_game = set(game) - {"active", "phase", "step_owner", "turn", "seed"}
    _need(not unknown_game, file, f"game.{min(unknown_game) if unknown_game else ''}",
          "unknown key (known: active, phase, step_owner, turn, seed)")
    labels: dict[str, str] = {}
    players_data = data.get("players", {})
    _typed(players_data, dict, file, "players", "a table [players.p1] ...")
    _need(len(players_data) >= 1, file, "players", "at least one player is needed")
    _need(len(players_data) <= MAX_PLAYERS, file, "players",
          f"at most {MAX_PLAYERS} players, got {len(players_data)}")
    players: list[PlayerSetup] = []
    for i, (pid, pdata) in enumerate(players_data.items()):
        where = f"players.{pid}"
        _need(pid == f"p{i + 1}", file, where, f"players are named p1, p2, ... in order; expected p{i + 1}")
        _typed(pdata, dict, file, where, "a table")
        ps = PlayerSetup(pid, i)
        for key, value in pdata.items():
            kw = f"{where}.{key}"
            if key == "endurance":
                ps.endurance = _typed(value, int, file, kw, "a whole number")
            elif key == "main":
                ps.main = _entry(value, file, kw, labels)
            elif key in ROW_KEYS:
                zone = "back" if key == "support" else key
                ps.zones[zone] = _zone(value, file, kw, labels)
            else:
                ps.extra[key] = value
        players.append(ps)
    if len(players) < 2:
        players.append(PlayerSetup(f"p{len(players) + 1}", len(players)))
    actions: list[LabAction] = []
    do = data.get("do", [])
    _typed(do, list, file, "do", "an array of tables ([[do]])")
    for i, a in enumerate(do):
        where = f"do[{i}]"
        _typed(a, dict, file, where, "a table")
        kind = a.get("action")
        _need(kind in ACTIONS, file, f"{where}.action",
              f"unknown action {kind!r} (known: {', '.join(sorted(ACTIONS))})")
        allowed = ACTIONS[kind] | COMMON_ACTION_KEYS
        for key in a:
            _need(key in allowed, file, f"{where}.{key}",
                  f"unknown field for {kind} (known: {', '.join(sorted(allowed))})")
        if "expect" in a:
            _need(a["expect"] == "illegal", file, f"{where}.expect", "the only value is \"illegal\"")
        if "player" in a:
            _typed(a["player"], str, file, f"{where}.player", "a player id")
        fields = {k: v for k, v in a.items() if k not in COMMON_ACTION_KEYS}
        for key, value in fields.items():
            _field(value, FIELD_KINDS.get(key, "answer"), file, f"{where}.{key}")
        actions.append(LabAction(i, kind, fields, a.get("player"), a.get("expect")))
    expect = data.get("expect", {})
    _typed(expect, dict, file, "expect", "a table")
    pids = {p.id for p in players}
    for key, checks in expect.items():
        where = f"expect.{key}"
        _typed(checks, dict, file, where, "a table of key = value")
        if key == "game":
            allowed = GAME_EXPECT_KEYS
        elif key in pids:
            allowed = PLAYER_EXPECT_KEYS
        else:
            _need(key in labels, file, where, f"unknown label {key!r}")
            allowed = OBJECT_EXPECT_KEYS
        for k in checks:
            _need(k in allowed, file, f"{where}.{k}",
                  f"unknown key (known: {', '.join(sorted(allowed))})")
    return Scenario(file, str(data.get("title", path.stem)), variant,
                    str(data.get("source", "")), decisions, cards, game, players, actions,
                    expect, labels, options=dict(options))
