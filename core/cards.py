"""Card definitions (what is printed) and card files (TOML) with located errors.

A ``CardDef`` is immutable and shared by every game; objects in play refer to it by
id. Edition-specific printed values (health, level, recruit threshold, ...) are
plain optional fields: a variant reads the ones it knows.
"""

from __future__ import annotations

import functools
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin

import attrs

from .errors import InputError
from .strict import field, known, shown, sized, text

if TYPE_CHECKING:
    import cattrs

CardType = Literal["character", "main-character", "plot-twist", "location", "equipment"]
PowerKind = Literal["keyword", "super", "level-up", "triggered", "continuous", "activated",
                    "replacement", "text", "note"]
Timing = Literal["build", "main", "combat"]
CARD_TYPES: tuple[str, ...] = get_args(CardType)


def parse_keyword(text: str) -> tuple[str, int | str | bool]:
    """``"boost:2"`` -> ``("boost", 2)``; ``"flight"`` -> ``("flight", True)``."""
    name, sep, value = text.partition(":")
    name = name.strip().lower()
    if not sep:
        return name, True
    value = value.strip()
    try:
        return name, int(value)
    except ValueError:
        return name, value


@attrs.frozen
class PowerDef:
    name: str
    kind: PowerKind = "text"
    text: str = ""
    timing: Timing | None = None
    any_turn: bool = False
    any_combat: bool = False
    cost: tuple[str, ...] = ()
    xp: int | None = None
    # -- what the power does, as data (docs/cards.md; checked by core.card_powers) --------
    #: triggered: the event kind, what it must be about, and "you may"
    event: str | None = None
    when: Any = attrs.field(default=None, hash=False)  # (tables: not hashed)
    may: bool = False
    #: the steps it runs (triggered, activated, super, plot twist, replacement)
    effect: tuple[Any, ...] = attrs.field(default=(), hash=False)
    #: continuous: the stat changed by ``amount`` (``op``: add / set), or the keyword or
    #: flag given (``grant``; ``op = "lose"`` takes it away), for what ``scope`` selects
    stat: str | None = None
    amount: int | None = None
    op: str | None = None
    grant: str | None = None
    #: continuous: a rules flag given (one word the edition's rules read, e.g. the
    #: original's "enters-exhausted")
    flag: str | None = None
    scope: Any = attrs.field(default=None, hash=False)
    #: replacement: the event kind it replaces ("would ... instead")
    replaces: str | None = None
    #: activated (original): targets chosen as it is played, costs paid as it is played,
    #: and the zone it is used from ("play" by default, e.g. "ko")
    targets: tuple[Any, ...] = attrs.field(default=(), hash=False)
    pay: tuple[Any, ...] = attrs.field(default=(), hash=False)
    zone: str | None = None
    #: used (or triggered) at most once per turn by the same card
    once_per_turn: bool = False
    #: usable only while this selection finds something (2PCG: a super power that
    #: targets can't be used without a target, FAQ Gambit)
    needs_target: Any = attrs.field(default=None, hash=False)
    #: named conditions that must hold for it to be used, apply or trigger
    #: (``core.card_conditions``: a variant's words, e.g. "combat-phase")
    only_if: tuple[str, ...] = ()
    #: activated, super: usable while its character is stunned (2PCG: a stunned
    #: character's powers are otherwise off)
    while_stunned: bool = False
    #: note: the key noted on the card for the turn when ``event`` happens (as
    #: ``mark-turn`` notes it), without triggering
    mark: str | None = None


@attrs.frozen
class CardDef:
    id: str
    name: str
    type: CardType
    version: str = ""
    #: further printed versions, for a card printed with several (seed 000 202.6)
    versions: tuple[str, ...] = ()
    teams: tuple[str, ...] = ()
    #: the brands it was printed under (original edition: "Marvel", "DC"; a card printed
    #: under both has both)
    brands: tuple[str, ...] = ()
    cost: int | None = None
    atk: int | None = None
    defense: int | None = None
    health: int | None = None
    level: int | None = None
    other_level: str | None = None
    xp_to_level: int | None = None
    threshold: int | None = None
    symbols: tuple[str, ...] = ()
    team_requirement: str | None = None
    timing: Timing | None = None
    any_turn: bool = False
    keywords: tuple[str, ...] = ()
    powers: tuple[PowerDef, ...] = ()
    text: str = ""
    sources: tuple[str, ...] = ()
    #: "python": the powers without data are done by a Python script of the variant
    #: (the escape hatch, docs/cards.md)
    script: str | None = None
    keyword_values: Mapping[str, int | str | bool] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "keyword_values", dict(parse_keyword(k) for k in self.keywords))

    @property
    def is_character(self) -> bool:
        return self.type in ("character", "main-character")

    def keyword(self, name: str) -> int | str | bool | None:
        return self.keyword_values.get(name)

    def power(self, name: str) -> PowerDef | None:
        for p in self.powers:
            if p.name.lower() == name.lower():
                return p
        return None


def card_converter() -> cattrs.Converter:
    """A converter for card data: unknown keys are errors, ``def`` maps to ``defense``."""
    import cattrs
    from cattrs.gen import make_dict_structure_fn, override

    conv = cattrs.Converter(forbid_extra_keys=True)
    conv.register_structure_hook_func(lambda t: t == tuple[str, ...], words)
    conv.register_structure_hook(str, _word)
    conv.register_structure_hook(
        CardDef,
        make_dict_structure_fn(
            CardDef,
            conv,
            _cattrs_forbid_extra_keys=True,
            defense=override(rename="def"),
            keyword_values=override(omit=True),
        ),
    )
    conv.register_unstructure_hook(CardDef, lambda c: _unstructure_defaults_omitted(conv, c))
    conv.register_unstructure_hook(PowerDef, lambda p: _unstructure_defaults_omitted(conv, p))
    return conv


def _word(value: Any, _t: Any) -> str:
    """A text field is text (cattrs' own hook would turn 5 or a list into a string)."""
    if not isinstance(value, str):
        raise ValueError(f"must be text, got {shown(value)}")
    return value


def words(value: Any, _t: Any) -> tuple[str, ...]:
    """A list of words is a list ("ranged" alone is not six one-letter keywords)."""
    if not isinstance(value, list | tuple):
        raise ValueError(f"must be a list of words, got {shown(value)}")
    return tuple(_word(v, str) for v in value)


def _unstructure_defaults_omitted(conv: cattrs.Converter, inst: Any) -> dict[str, Any]:
    out = {}
    for a in attrs.fields(type(inst)):
        value = getattr(inst, a.name)
        if not a.init or (a.default is not attrs.NOTHING and value == a.default):
            continue
        out["def" if a.name == "defense" else a.name] = conv.unstructure(value)
    return out


def _describe_problem(exc: BaseException, typ: Any) -> str:
    if get_origin(typ) is Literal or (
        get_origin(typ) is not None and any(get_origin(t) is Literal for t in get_args(typ))
    ):
        allowed = [str(a) for t in (typ, *get_args(typ)) if get_origin(t) is Literal
                   for a in get_args(t)]
        return f"must be one of: {', '.join(allowed)}"
    if type(exc) is ValueError and exc.args:
        return str(exc)  # a message written for a person (card data checks)
    import cattrs.v

    if isinstance(exc, cattrs.ForbiddenExtraKeysError) and attrs.has(exc.cl):
        keys = ", ".join(sorted(exc.extra_fields))
        return f"extra fields found ({keys}); the known keys: {known(_keys_of(exc.cl))}"

    text = cattrs.v.format_exception(exc, typ)
    return text.replace(" | None", "")


def _keys_of(cls: type) -> list[str]:
    """The keys a file may write for ``cls`` (``def`` for a card's defense)."""
    return ["def" if (cls is CardDef and a.name == "defense") else a.name
            for a in attrs.fields(cls) if a.init]


@functools.cache
def _converter() -> cattrs.Converter:
    return card_converter()


def format_cattrs_error(exc: BaseException, root: str = "") -> list[tuple[str, str]]:
    """Turn a cattrs validation error into ``(key path, message)`` pairs."""
    import cattrs

    out = []
    for line in cattrs.transform_error(exc, path="$", format_exception=_describe_problem):
        what, _, where = line.rpartition(" @ ")
        where = where.removeprefix("$").lstrip(".")
        out.append((f"{root}{'.' if root and where else ''}{where}", what or line))
    return out


def structure_card(data: Any, file: str, where: str) -> CardDef:
    card = _plain(CardDef, data)
    if card is _NOT_PLAIN:
        card = _by_cattrs(data, file, where)
    else:
        from .checked import checked_by_default  # (it reads the card pool: imported late)

        if checked_by_default():
            _compare_with_cattrs(card, data, file, where)
    if card.script not in (None, "python"):
        raise InputError(file, f"{where}.script", 'the only value is "python"')
    return card


def _by_cattrs(data: Any, file: str, where: str) -> CardDef:
    try:
        card: CardDef = _converter().structure(data, CardDef)
    except Exception as exc:  # cattrs raises ClassValidationError / exception groups
        problems = format_cattrs_error(exc, where)
        path, what = problems[0] if problems else (where, str(exc))
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(file, path, what + more) from None
    return card


def _compare_with_cattrs(card: CardDef, data: Any, file: str, where: str) -> None:
    """The checked mode: a card read directly must be the card cattrs makes of its data."""
    from .checked import CheckedModeError

    try:
        made = _by_cattrs(data, file, where)
    except InputError as exc:
        raise CheckedModeError(f"{file}: {where}: read directly, but cattrs refuses it: "
                               f"{exc}") from None
    if made != card or made.keyword_values != card.keyword_values:
        raise CheckedModeError(f"{file}: {where}: read directly as {card!r}, but cattrs "
                               f"makes {made!r}")


def check_powers(card: CardDef, file: str, where: str) -> None:
    """Check the effect data of ``card``'s powers and its keyword values (docs/cards.md),
    reporting the file and key path. Card files a person writes are checked as they are
    read (user folders, ``vsrules card check``, scenario files); the bundled ones by the
    tests, so the start-up reads them without building any effect."""
    if any(p.effect or p.stat or p.grant or p.replaces or p.flag or p.kind == "note"
           for p in card.powers) or any(":" in k for k in card.keywords):
        from .card_powers import check_card

        check_card(card, file, where)


# -- plain card data without cattrs ------------------------------------------------------
# Card files are read at start-up (the start screen's decks are checked against the
# edition's cards), and importing cattrs, building its converter and running it cost
# about 30 ms there. Data that already has exactly the declared types (all the bundled
# cards) is built directly; cattrs gives the very same card for it. Anything else
# (a missing or unknown key, a value of another type, even one cattrs would accept)
# goes through cattrs, which converts it or reports the located error.
# In the checked mode (core/checked.py) every card read directly is compared with what
# cattrs makes of it; tests/cli/test_card_files.py reads cards in that mode.

_NOT_PLAIN: Any = object()
#: what a plain reading gives for data it leaves to cattrs
NOT_PLAIN: Any = _NOT_PLAIN
#: plain readers of the types other modules structure their own way (``core.card_powers``:
#: a step by its effect word), each giving the value or ``NOT_PLAIN``
PLAIN_READERS: dict[Any, Callable[[Any], Any]] = {}
_PLAIN_FIELDS: dict[type, dict[str, tuple[str, Callable[[Any], Any]]]] = {}
_PLAIN_REQUIRED: dict[type, frozenset[str]] = {}


def plain_reader(tp: Any) -> Callable[[Any], Any]:
    """A function giving the value ``tp`` wants from data, or ``NOT_PLAIN``."""
    reader = PLAIN_READERS.get(tp)
    if reader is not None:
        return reader
    origin, args = get_origin(tp), get_args(tp)
    if tp is Any:  # power data (checked by core.card_powers), kept as written
        return lambda v: v
    if tp is str or tp is bool:
        return lambda v: v if type(v) is tp else _NOT_PLAIN
    if tp is int:
        return lambda v: v if type(v) is int else _NOT_PLAIN
    if origin is Literal:
        allowed = frozenset(args)
        return lambda v: v if type(v) is str and v in allowed else _NOT_PLAIN
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            return lambda v: _NOT_PLAIN
        inner = plain_reader(rest[0])
        return lambda v: _NOT_PLAIN if v is None else inner(v)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = plain_reader(args[0])

        def as_tuple(v: Any) -> Any:
            if type(v) is not list:
                return _NOT_PLAIN
            out = tuple(item(x) for x in v)
            return _NOT_PLAIN if any(x is _NOT_PLAIN for x in out) else out
        return as_tuple
    if origin is dict and len(args) == 2:
        key, value = plain_reader(args[0]), plain_reader(args[1])

        def as_dict(v: Any) -> Any:
            if type(v) is not dict:
                return _NOT_PLAIN
            out = {key(k): value(x) for k, x in v.items()}
            return _NOT_PLAIN if _NOT_PLAIN in out or any(
                x is _NOT_PLAIN for x in out.values()) else out
        return as_dict
    if attrs.has(tp):
        return lambda v: _plain(tp, v)
    return lambda v: _NOT_PLAIN


def _plain_fields(cls: type) -> dict[str, tuple[str, Callable[[Any], Any]]]:
    found = _PLAIN_FIELDS.get(cls)
    if found is None:
        hints = _field_types(cls)
        found = {}
        required = set()
        for a in attrs.fields(cls):
            if not a.init:
                continue
            key = "def" if (cls is CardDef and a.name == "defense") else a.name
            found[key] = (a.name, plain_reader(hints[a.name]))
            if a.default is attrs.NOTHING:
                required.add(key)
        _PLAIN_FIELDS[cls] = found
        _PLAIN_REQUIRED[cls] = frozenset(required)
    return found


def _field_types(cls: type) -> dict[str, Any]:
    """What ``typing.get_type_hints`` gives for ``cls``, each annotation's text evaluated
    once per module (``_annotation``): the power data's step classes, read the first time
    a game builds a card's script, write the same few types some 400 times."""
    found: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        for name, hint in vars(klass).get("__annotations__", {}).items():
            found[name] = _annotation(klass.__module__, hint) if isinstance(hint, str) else hint
    return found


@functools.cache
def _annotation(module: str, hint: str) -> Any:
    """The type an annotation's text names in ``module`` (``from __future__ import
    annotations`` keeps annotations as text)."""
    return eval(hint, vars(sys.modules[module]))


def plain_structure(cls: type, data: Any) -> Any:
    """``cls`` built from ``data`` without cattrs when every value already has its
    field's exact type and no key is missing or unknown; else None (then cattrs)."""
    built = _plain(cls, data)
    return None if built is _NOT_PLAIN else built


def _plain(cls: type, data: Any) -> Any:
    """``cls`` built from ``data`` when every value already has its field's exact type
    and no key is missing or unknown; else ``_NOT_PLAIN``."""
    if type(data) is not dict:
        return _NOT_PLAIN
    fields = _plain_fields(cls)
    if not _PLAIN_REQUIRED[cls] <= data.keys():
        return _NOT_PLAIN
    kwargs = {}
    for key, value in data.items():
        field = fields.get(key)
        if field is None:
            return _NOT_PLAIN
        name, check = field
        got = check(value)
        if got is _NOT_PLAIN:
            return _NOT_PLAIN
        kwargs[name] = got
    try:
        return cls(**kwargs)
    except (TypeError, ValueError):  # a validator's: cattrs reports it, located
        return _NOT_PLAIN


def read_toml(path: Path) -> dict[str, Any]:
    """A TOML file within the size, encoding and nesting limits (``limits.parse_toml``)."""
    from .limits import parse_toml

    return parse_toml(path)


@attrs.frozen
class CardSet:
    """Cards of one file: ``[set]`` header plus ``[[card]]`` entries."""

    id: str
    name: str
    variant: str
    cards: tuple[CardDef, ...]
    path: str = ""


#: the most cards one file may define (the largest bundled set has about a hundred)
MAX_CARDS_PER_FILE = 5000


@attrs.frozen
class SetHeader:
    """A card file's ``[set]`` table."""

    id: str = field(text("text"), default=attrs.NOTHING)
    name: str = field(text("text"), default=attrs.NOTHING)
    variant: str = field(text("text"), default=attrs.NOTHING)


@attrs.frozen
class CardFileData:
    """A card file as written: its ``[set]`` header and its ``[[card]]`` tables (each
    structured by ``structure_card``, located at ``card[i]``)."""

    set: SetHeader = field(default=attrs.NOTHING,
                           missing="missing [set] table with id, name and variant")
    card: list[Any] = field(sized("an array of tables ([[card]])", list, MAX_CARDS_PER_FILE,
                                  many="cards"), default=list)


@functools.cache
def _file_converter() -> cattrs.Converter:
    import cattrs

    from .strict import table_hook

    conv = cattrs.Converter()
    conv.register_structure_hook(SetHeader, table_hook(conv, SetHeader, "a table"))
    conv.register_structure_hook(CardFileData, table_hook(conv, CardFileData, "a table"))
    return conv


def _card_file(data: Any, file: str) -> CardFileData:
    """The header and card tables of a card file. Data of exactly the declared shape (every
    bundled file) is taken as it is, without importing cattrs (start-up); anything else
    is structured strictly, its first problem located."""
    if type(data) is dict and data.keys() <= {"set", "card"}:
        header = plain_structure(SetHeader, data.get("set"))
        cards = data.get("card", [])
        if header is not None and type(cards) is list and len(cards) <= MAX_CARDS_PER_FILE:
            return CardFileData(header, cards)
    from .strict import structured

    parsed: CardFileData = structured(_file_converter(), data, CardFileData, file)
    return parsed


def load_card_set(path: Path, check: bool = False) -> CardSet:
    """The cards of one file; ``check``: their power data too (``check_powers``)."""
    file = str(path)
    data = _card_file(read_toml(path), file)
    cards = [structure_card(e, file, f"card[{i}]") for i, e in enumerate(data.card)]
    if check:
        for i, c in enumerate(cards):
            check_powers(c, file, f"card[{i}]")
    seen: dict[str, int] = {}
    for i, c in enumerate(cards):
        if c.id in seen:
            raise InputError(file, f"card[{i}].id", f"duplicate card id {c.id!r} (card[{seen[c.id]}])")
        seen[c.id] = i
    return CardSet(data.set.id, data.set.name, data.set.variant, tuple(cards), file)


class CardDb:
    """All card definitions a game may use, by id. Ids may be written ``variant:ID``."""

    def __init__(self, variant: str, cards: Iterable[CardDef] = ()) -> None:
        self.variant = variant
        self._cards: dict[str, CardDef] = {}
        #: the id -> card mapping itself (read-only use; an attribute, not a property: it
        #: is read on hot paths)
        self.by_id = self._cards
        #: what is worked out from the whole database, by key: the ids of each card type
        #: (``of_type``) and the card pools (core/card_pool.py). Emptied in place when a
        #: card is added, so a reference held to it never serves a stale table.
        self.tables: dict[str, Any] = {}
        for c in cards:
            self.add(c)

    def add(self, card: CardDef) -> None:
        self._cards[card.id] = card
        self.tables.clear()

    def of_type(self, card_type: str) -> frozenset[str]:
        """The ids of every card of ``card_type``."""
        key = _TYPE_KEYS.get(card_type) or "type:" + card_type
        found = self.tables.get(key)
        if found is None:
            found = self.tables[key] = frozenset(c.id for c in self if c.type == card_type)
        return found

    def resolve_id(self, card_id: str) -> str | None:
        """The database id for ``card_id`` (``"2pcg:MNB-011"`` or ``"MNB-011"``), or None."""
        prefix, sep, rest = card_id.partition(":")
        key = rest if sep and prefix == self.variant else card_id
        return key if key in self._cards else None

    def get(self, card_id: str) -> CardDef:
        return self._cards[card_id]

    def __contains__(self, card_id: object) -> bool:
        return isinstance(card_id, str) and self.resolve_id(card_id) is not None

    def __iter__(self):
        return iter(self._cards.values())

    def __len__(self) -> int:
        return len(self._cards)

    def search(self, text: str) -> list[CardDef]:
        t = text.lower()
        return [c for c in self._cards.values() if t in c.name.lower() or t in c.id.lower()]

    def copy(self) -> CardDb:
        return CardDb(self.variant, self._cards.values())


#: ``of_type``'s table keys, made once
_TYPE_KEYS = {card_type: "type:" + card_type for card_type in CARD_TYPES}

