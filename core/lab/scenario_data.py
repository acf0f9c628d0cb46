"""The tables of a rules-lab scenario file (shared/SCENARIOS.md, docs/scenarios.md) as
attrs classes structured by cattrs. Every value is checked as it is structured (its type,
its range, how many there are, which keys a table may have), so a problem is reported at
its key path through ``cattrs.transform_error`` (``cards.format_cattrs_error``).

What needs the whole file (labels unique, expectations naming labels and players that
exist) is checked by ``scenario.parse_scenario`` once the tables are structured."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

import attrs

from ..limits import MAX_SEED
from ..strict import (
    Check,
    at_key,
    each,
    field,
    flag,
    known,
    one_of,
    shown,
    sized,
    table_hook,
    table_of,
    text,
    whole,
)

if TYPE_CHECKING:
    import cattrs

#: the most filler cards a zone may ask for, and the most entries a zone may list
MAX_FILLER = 1000
MAX_ENTRIES = 1000
#: players: 2 to 4 in both editions (a file listing one player gets an empty second one)
MAX_PLAYERS = 4
#: far above any real scenario (they stay under a hundred of each)
MAX_CARDS = 1000
MAX_STEPS = 5000
MAX_EXPECT = 5000
#: the most values one list of an action (targets, pay, choices...) may hold
MAX_VALUES = 100
#: a player id: p1, p2, ... (the players table's keys, and reserved against labels)
PLAYER_ID = re.compile(r"p[0-9]+")


def one_or_list(item: Check) -> Check:
    """One value passing ``item``, or a list of at most ``MAX_VALUES`` of them."""
    def check(_inst: Any, _attr: Any, value: Any) -> None:
        if isinstance(value, list):
            sized("a list", list, MAX_VALUES, item=item)(None, None, value)
        elif value is not None:
            item(None, None, value)
    return check


# -- zone entries --------------------------------------------------------------------------
_COUNTERS = table_of(whole(0), "a table of counter kind = number")


@attrs.frozen
class EntryData:
    """A zone entry as a scenario file writes it (SCENARIOS.md, docs/scenarios.md)."""

    card: str = field(text("a card id"), default=attrs.NOTHING)
    label: str | None = field(text("a word"))
    exhausted: bool = field(flag, default=False)
    stunned: bool = field(flag, default=False)
    face_up: bool | None = field(flag)
    counters: dict[str, int] = field(_COUNTERS, default=dict)
    wounds: int | None = field(whole(0))
    column: int | None = field(whole(0))
    area: str | None = field(one_of("visible", "hidden", message="must be visible or hidden"))
    #: a main character's row
    row: str | None = field(one_of("front", "back", "support",
                                   message="must be front, back or support"))
    level: int | None = field(whole(1))
    xp: int | None = field(whole(0))


def _zone(_inst: Any, _attr: Any, value: Any) -> None:
    if value is None:
        return
    if isinstance(value, int) and not isinstance(value, bool):
        whole(0)(None, None, value)
        if value > MAX_FILLER:
            raise ValueError(f"at most {MAX_FILLER:,} filler cards, got {value:,}")
    elif isinstance(value, list):
        if len(value) > MAX_ENTRIES:
            raise ValueError(f"{len(value):,} entries: at most {MAX_ENTRIES:,}")
    else:
        raise ValueError("must be a whole number of filler cards or a list of entries, "
                         f"got {shown(value)}")


def _zone_of(conv: cattrs.Converter, value: Any) -> list[EntryData] | int:
    if isinstance(value, int):
        return value
    return each(enumerate(value), lambda v: conv.structure(v, EntryData), keys=False)


def zone() -> Any:
    return field(_zone, structure=_zone_of)


@attrs.frozen
class PlayerData:
    """A ``[players.pN]`` table."""

    endurance: int | None = field(whole())
    main: EntryData | None = None
    front: list[EntryData] | int | None = zone()
    back: list[EntryData] | int | None = zone()
    support: list[EntryData] | int | None = zone()
    resources: list[EntryData] | int | None = zone()
    hand: list[EntryData] | int | None = zone()
    deck: list[EntryData] | int | None = zone()
    ko: list[EntryData] | int | None = zone()
    removed: list[EntryData] | int | None = zone()


def _players(_inst: Any, _attr: Any, value: Any) -> None:
    sized("a table [players.p1] ...", dict, 10**9)(None, None, value)
    if not value:
        raise ValueError("at least one player is needed")
    if len(value) > MAX_PLAYERS:
        raise ValueError(f"at most {MAX_PLAYERS} players, got {len(value)}")
    for i, pid in enumerate(value):
        if pid != f"p{i + 1}":
            raise at_key(pid, f"players are named p1, p2, ... in order; expected p{i + 1}")


def _players_of(conv: cattrs.Converter, value: dict[str, Any]) -> dict[str, PlayerData]:
    return dict(zip(value, each(value.items(), lambda v: conv.structure(v, PlayerData),
                                keys=True), strict=True))


# -- [game] ------------------------------------------------------------------------------------
@attrs.frozen
class GameData:
    """The ``[game]`` table: where the position is in the turn."""

    active: str | None = field(text("a player id"))
    phase: str | None = field(text("a phase name"))
    step_owner: str | None = field(text("a player id"))
    turn: int | None = field(whole(1))
    seed: int | None = field(whole(0, MAX_SEED))


# -- [[do]] ------------------------------------------------------------------------------------
ACTIONS: dict[str, tuple[str, ...]] = {
    "attack": ("attackers", "defender"),
    "play": ("card", "targets", "choices"),
    "power": ("source", "name", "targets", "pay", "choices"),
    "power-up": ("target", "discard"),
    "reinforce": ("defender", "exhaust"),
    "recruit": ("card", "row", "column", "pay", "choices"),
    "resource": ("card", "face_up"),
    "move": ("character", "row", "column"),
    # vsrules extensions (docs/scenarios.md)
    "equip": ("card", "character"),
    "choose": ("choice",),
    "pass": (),
    "resolve": (),
    "pass-all": (),
    "advance": ("to", "of"),
}
#: the fields an action can't do without (the others have a default or are asked for)
REQUIRED: dict[str, tuple[str, ...]] = {
    "attack": ("attackers", "defender"), "play": ("card",), "power": ("source", "name"),
    "power-up": ("target", "discard"), "reinforce": ("defender", "exhaust"),
    "recruit": ("card",), "resource": ("card",), "move": ("character",),
    "equip": ("card", "character"), "choose": ("choice",), "advance": ("to",),
}
#: the keys every action may have besides its own fields
COMMON_ACTION_KEYS = ("action", "player", "expect")

_REF = text("a label or card id")


def _answer(_inst: Any, _attr: Any, value: Any) -> None:
    if not isinstance(value, str | int | bool):
        raise ValueError(f"must be a label, a word, a number or true/false, got {shown(value)}")


#: what each action field holds: a label or card id, one or a list of them, a word,
#: true/false, a column (from 0), an answer (a label, a player id, a word, a number or
#: true/false) or one or a list of answers
FIELD_CHECKS: dict[str, Check] = {
    "attackers": one_or_list(_REF), "defender": _REF, "card": _REF,
    "targets": one_or_list(_REF), "choices": one_or_list(_answer), "source": _REF,
    "name": text("a word"), "pay": one_or_list(_REF), "target": _REF, "discard": _REF,
    "exhaust": one_or_list(_REF), "row": text("a word"), "column": whole(0),
    "face_up": flag, "character": _REF, "choice": one_or_list(_answer),
    "to": text("a word"), "of": text("a player id"),
}


def _step_class(action: str, fields: tuple[str, ...]) -> type:
    needed = REQUIRED.get(action, ())
    body: dict[str, Any] = {"action": field(text("an action name"), default=attrs.NOTHING)}
    body.update({name: field(FIELD_CHECKS[name], default=attrs.NOTHING,
                             missing=f"missing: {action} needs {' and '.join(needed)}")
                 for name in needed})
    body["player"] = field(text("a player id"))
    body["expect"] = field(one_of("illegal", message='the only value is "illegal"'))
    body.update({name: field(FIELD_CHECKS[name]) for name in fields if name not in needed})
    name = "Step" + "".join(part.title() for part in action.split("-"))
    return attrs.make_class(name, body, frozen=True)


#: one class for each action's ``[[do]]`` table (its own fields and the common keys)
STEP_CLASSES: dict[str, type] = {a: _step_class(a, f) for a, f in ACTIONS.items()}


def _step(conv: cattrs.Converter, value: Any) -> Any:
    if not isinstance(value, dict):
        raise ValueError(f"must be a table, got {shown(value)}")
    kind = value.get("action")
    if kind not in ACTIONS:
        actions = known(ACTIONS)
        raise at_key("action", f"missing (known actions: {actions})" if kind is None else
                     f"unknown action {shown(kind)} (known: {actions})")
    return conv.structure(value, STEP_CLASSES[kind])


def _steps_of(conv: cattrs.Converter, value: list[Any]) -> list[Any]:
    return each(enumerate(value), lambda v: _step(conv, v), keys=False)


# -- [expect] ------------------------------------------------------------------------------
@attrs.frozen
class ObjectExpect:
    """What must hold of a labelled object (a zone, its state, counters, values...)."""

    zone: str | None = field(text("a zone name"))
    stunned: bool | None = field(flag)
    exhausted: bool | None = field(flag)
    face_up: bool | None = field(flag)
    wounds: int | None = field(whole(0))
    counters: dict[str, int] | None = field(_COUNTERS)
    atk: int | None = field(whole())
    defense: int | None = field(whole())
    health: int | None = field(whole())
    level: int | None = field(whole(1))
    xp: int | None = field(whole(0))
    controller: str | None = field(text("a player id"))
    # vsrules extensions (docs/scenarios.md)
    column: int | None = field(whole(0))
    area: str | None = field(one_of("visible", "hidden", message="must be visible or hidden"))
    willpower: int | None = field(whole())
    attached_to: str | None = field(text("a label"))
    keywords: dict[str, bool] | None = field(table_of(flag, "a table of keyword = true/false"))


@attrs.frozen
class PlayerExpect:
    """What must hold of a player."""

    endurance: int | None = field(whole())
    hand: int | None = field(whole(0))
    deck: int | None = field(whole(0))
    ko: int | None = field(whole(0))
    out: bool | None = field(flag)


@attrs.frozen
class GameExpect:
    """What must hold of the game."""

    winner: str | None = field(text('a player id, "draw" or "none"'))
    turn: int | None = field(whole(0))
    phase: str | None = field(text("a phase name"))
    active: str | None = field(text("a player id"))


def expect_class(key: str) -> type:
    """Which expectations a key of ``[expect]`` holds: the game's, a player's (``pN``) or
    a labelled object's."""
    if key == "game":
        return GameExpect
    return PlayerExpect if PLAYER_ID.fullmatch(key) else ObjectExpect


def _expect_of(conv: cattrs.Converter, value: dict[str, Any]) -> dict[str, Any]:
    built = each(((key, (key, v)) for key, v in value.items()),
                 lambda kv: conv.structure(kv[1], expect_class(kv[0])), keys=True)
    return dict(zip(value, built, strict=True))


# -- the file ----------------------------------------------------------------------------------
def _option(_inst: Any, _attr: Any, value: Any) -> None:
    if not isinstance(value, str | int | bool):
        raise ValueError(f"must be a whole number, true/false or a word, got {shown(value)}")


@attrs.frozen
class ScenarioData:
    """A scenario file's top-level table."""

    variant: str = field(text('a variant id such as "2pcg"'), default=attrs.NOTHING,
                         missing='missing: a variant id such as "2pcg"')
    players: dict[str, PlayerData] = field(_players, default=attrs.NOTHING,
                                           structure=_players_of,
                                           missing="missing: at least one player is needed")
    title: str | None = field(text("text"))
    source: str = field(text("text"), default="")
    decisions: str = field(one_of("strict", "first", message='must be "strict" or "first"'),
                           default="strict")
    #: made-up cards, kept as written: ``cards.structure_card`` checks each
    cards: dict[str, Any] = field(sized("a table of card tables", dict, MAX_CARDS,
                                        item=sized("a table", dict, 10**9)), default=dict)
    #: rule options, checked against the variant run (``options.validate``)
    options: dict[str, Any] = field(sized("a table of rule options (NAME = VALUE)", dict,
                                          10**9, item=_option), default=dict)
    game: GameData = attrs.field(factory=GameData)
    do: list[Any] = field(sized("an array of tables ([[do]])", list, MAX_STEPS), default=list,
                          structure=_steps_of)
    expect: dict[str, Any] = field(sized("a table", dict, MAX_EXPECT), default=dict,
                                   structure=_expect_of)


# -- the converter -------------------------------------------------------------------------
#: keys a file writes that are not Python names
RENAMED = {"defense": "def"}
#: what a value that is not a table is told, per class
TABLE_WORDS = {EntryData: 'a table like { card = "...", label = "..." }',
               ScenarioData: "a table", GameData: "a table", PlayerData: "a table",
               ObjectExpect: "a table of key = value", PlayerExpect: "a table of key = value",
               GameExpect: "a table of key = value"}


def _bare_card(value: Any) -> Any:
    return {"card": value} if isinstance(value, str) else value  # an entry may be a card id


@functools.cache
def scenario_converter() -> cattrs.Converter:
    """Scenario tables structured strictly, every value checked where it is."""
    import cattrs

    conv = cattrs.Converter()
    for cls, what in TABLE_WORDS.items():
        conv.register_structure_hook(cls, table_hook(
            conv, cls, what, renames=RENAMED if cls is ObjectExpect else None,
            shorthand=_bare_card if cls is EntryData else None))
    for action, cls in STEP_CLASSES.items():
        names = [a.name for a in attrs.fields(cls)]
        conv.register_structure_hook(cls, table_hook(
            conv, cls, "a table", f"unknown field for {action} (known: {known(names)})"))
    return conv
