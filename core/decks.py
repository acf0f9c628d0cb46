"""Deck files (TOML: name, variant, main, ``cards = [{id, count}]``) with located errors.
Edition deck-building rules (sizes, copies) are checked by each variant."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from .cards import CardDb, read_toml
from .errors import InputError
from .setup import DeckSpec

if TYPE_CHECKING:
    import cattrs

#: the most entries a deck file lists, and the most copies one entry counts (far above
#: any edition's deck size, which each variant checks)
MAX_ENTRIES = 1000
MAX_COUNT = 1000
CARDS_SHAPE = 'must be a list like [{ id = "MNB-009", count = 4 }]'


def _copies(_inst: Any, _attr: Any, n: int) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_COUNT:
        raise ValueError(f"must be a whole number from 1 to {MAX_COUNT}, got {n!r}")


def _entries(_inst: Any, _attr: Any, entries: Sequence[Any]) -> None:
    if not entries:
        raise ValueError(CARDS_SHAPE)
    if len(entries) > MAX_ENTRIES:
        raise ValueError(f"{len(entries)} entries: at most {MAX_ENTRIES}")


@attrs.frozen
class DeckEntry:
    """One line of a deck file's ``cards``: a card id and how many copies."""

    id: str
    count: int = attrs.field(default=1, validator=_copies)


@attrs.frozen
class MissingEntry:
    """A card of the historical list that is not transcribed (the deck is not playable)."""

    name: str
    count: int = attrs.field(default=1, validator=_copies)


@attrs.frozen
class DeckData:
    """A deck file's table as written."""

    name: str
    variant: str
    cards: tuple[DeckEntry, ...] = attrs.field(validator=_entries)
    main: str | None = None
    #: where the list comes from (a note)
    source: str | None = None
    missing: tuple[MissingEntry, ...] = ()


def _some_missing(_inst: Any, _attr: Any, entries: Sequence[Any]) -> None:
    if not entries:
        raise ValueError("a reference decklist lists the cards it could not transcribe")


@attrs.frozen
class ReferenceData:
    """A reference decklist's table (a deck file with ``missing`` entries): the cards it
    could transcribe (none, often) and those it could not."""

    name: str
    variant: str
    missing: tuple[MissingEntry, ...] = attrs.field(validator=_some_missing)
    cards: list[DeckEntry] = attrs.field(factory=list)
    main: str | None = None
    source: str | None = None

    @property
    def known(self) -> int:
        return sum(e.count for e in self.cards)

    @property
    def total(self) -> int:
        return self.known + sum(e.count for e in self.missing)


@functools.cache
def deck_converter() -> cattrs.Converter:
    """Deck data structured strictly: text is text, a count a whole number from 1 to
    ``MAX_COUNT`` (not true, not 4.0), ``cards`` a list of tables; other keys are notes.
    The checks of the attrs validators are made as each value is structured, so a
    problem is located at its key."""
    import cattrs
    from cattrs.gen import make_dict_structure_fn

    conv = cattrs.Converter()
    conv.register_structure_hook(str, _text)
    conv.register_structure_hook(int, _count)
    for cls in (DeckEntry, MissingEntry):
        conv.register_structure_hook(cls, _table_of(make_dict_structure_fn(cls, conv)))
    conv.register_structure_hook_func(lambda t: t == tuple[DeckEntry, ...],
                                      lambda v, t: _list(conv, v, DeckEntry, True))
    conv.register_structure_hook_func(lambda t: t == tuple[MissingEntry, ...],
                                      lambda v, t: _list(conv, v, MissingEntry, False))
    # a reference decklist's transcribed cards: none is right there
    conv.register_structure_hook_func(lambda t: t == list[DeckEntry],
                                      lambda v, t: list(_list(conv, v, DeckEntry, False)))
    return conv


def _text(value: Any, _t: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"must be text, got {value!r}")
    return value


def _count(value: Any, _t: Any) -> int:
    _copies(None, None, value)
    return int(value)


def _table_of(structure: Any) -> Any:
    def table(value: Any, t: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError("must be a table { id = ..., count = ... }")
        return structure(value, t)
    return table


def _list(conv: cattrs.Converter, value: Any, cls: type, cards: bool) -> tuple[Any, ...]:
    """A list of ``cls`` tables (``cards``: the deck's own list, 1 to ``MAX_ENTRIES``
    entries, refused before structuring thousands of them)."""
    if not isinstance(value, list):
        raise ValueError(CARDS_SHAPE if cards else "must be a list of tables")
    if cards:
        _entries(None, None, value)
    elif len(value) > MAX_ENTRIES:
        raise ValueError(f"{len(value)} entries: at most {MAX_ENTRIES}")
    import cattrs

    errors: list[Exception] = []
    out: list[Any] = []
    for i, e in enumerate(value):
        try:
            out.append(conv.structure(e, cls))
        except Exception as exc:  # noqa: BLE001 - gathered, located by their index
            exc.__notes__ = [*getattr(exc, "__notes__", []),
                             cattrs.errors.IterableValidationNote(f"@ index {i}", i, cls)]
            errors.append(exc)
    if errors:
        raise cattrs.IterableValidationError("deck entries", errors, tuple)
    return tuple(out)


@attrs.define
class DeckFile:
    path: str
    name: str
    variant: str
    main: str | None
    counts: list[tuple[str, int]]

    def spec(self) -> DeckSpec:
        return DeckSpec(self.name, [cid for cid, n in self.counts for _ in range(n)], self.main)

    @property
    def size(self) -> int:
        return sum(n for _, n in self.counts)


def load_deck(path: Path, cards: CardDb | None = None) -> DeckFile:
    return deck_from_data(read_toml(path), str(path), cards)


def structure_deck(data: Any, file: str) -> DeckData:
    """A deck file's table as ``DeckData``, or ``InputError`` naming the file and the
    key path of the first problem. Data already of the declared types and with no other
    keys (every bundled deck) is built directly, without importing cattrs (the start
    screen lists the decks before its first frame; ``cards.plain_structure``); anything
    else goes through cattrs."""
    from .cards import plain_structure

    try:
        plain = plain_structure(DeckData, data)
    except ValueError:  # a validator refused it: cattrs says where
        plain = None
    if plain is not None:
        return plain
    from .cards import format_cattrs_error

    try:
        return deck_converter().structure(data, DeckData)
    except Exception as exc:  # cattrs raises ClassValidationError / exception groups
        problems = format_cattrs_error(exc)
        where, what = problems[0] if problems else ("", str(exc))
        raise InputError(file, where, "missing" if what == "required field missing"
                         else what) from None


def reference_deck(data: Any, file: str) -> ReferenceData | None:
    """The reference decklist ``data`` is (it lists ``missing`` cards), checked like a
    deck file (``InputError`` at the key path of its first problem); None for a deck."""
    if not isinstance(data, dict) or not data.get("missing"):
        return None
    from .strict import structured

    found: ReferenceData = structured(deck_converter(), data, ReferenceData, file)
    return found


def deck_from_data(data: dict[str, Any], file: str, cards: CardDb | None = None) -> DeckFile:
    """A deck file's TOML table (as read from ``file``) checked into a ``DeckFile``."""
    deck = structure_deck(data, file)
    counts: list[tuple[str, int]] = []
    for i, e in enumerate(deck.cards):
        cid = e.id
        if cards is not None:
            resolved = cards.resolve_id(cid)
            if resolved is None:
                raise InputError(file, f"cards[{i}].id", f"unknown card {cid!r}")
            cid = resolved
        counts.append((cid, e.count))
    main = deck.main
    if cards is not None and main is not None:
        resolved_main = cards.resolve_id(main)
        if resolved_main is None:
            raise InputError(file, "main", f"unknown card {main!r}")
        main = resolved_main
    return DeckFile(file, deck.name, deck.variant, main, counts)


def bundled_decks(folder: Path, cards: CardDb | None = None) -> list[DeckFile]:
    return [load_deck(p, cards) for p in sorted(folder.glob("*.toml"))]


def parse_text_list(text: str, cards: CardDb,
                    file: str = "<text>") -> tuple[list[tuple[str, int]], str | None]:
    """A plain list ("4 Ant-Man", "1x Hulk (MNB-022)", "Main: Captain America") into card
    ids and counts. A name shared by several cards picks the first that is not a main
    character; "(ID)" after a name settles it."""
    counts: list[tuple[str, int]] = []
    main: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"line {lineno}"
        if line.lower().startswith("main:"):
            main = _find_card(line[5:].strip(), cards, file, where, main=True)
            continue
        number, _, rest = line.partition(" ")
        number = number.lower().removesuffix("x")
        if not number.isdigit() or not rest.strip():
            raise InputError(file, where, f"expected 'COUNT NAME', got {raw.strip()!r}")
        if not 1 <= int(number) <= MAX_COUNT:
            raise InputError(file, where, f"a count from 1 to {MAX_COUNT}, got {number}")
        counts.append((_find_card(rest.strip(), cards, file, where, main=False), int(number)))
    if not counts:
        raise InputError(file, "", "no cards listed (lines like '4 Ant-Man')")
    if len(counts) > MAX_ENTRIES:
        raise InputError(file, "", f"{len(counts)} lines of cards: at most {MAX_ENTRIES}")
    return counts, main


def _find_card(text: str, cards: CardDb, file: str, where: str, main: bool) -> str:
    if text.endswith(")") and "(" in text:
        cid = text[text.rindex("(") + 1:-1].strip()
        resolved = cards.resolve_id(cid)
        if resolved is None:
            raise InputError(file, where, f"unknown card id {cid!r}")
        return resolved
    matches = [c for c in cards if c.name.lower() == text.lower()]
    if main:
        matches = [c for c in matches if c.type == "main-character" and (c.level or 1) == 1] \
            or matches
    else:
        matches = [c for c in matches if c.type != "main-character"] or matches
    if not matches:
        raise InputError(file, where, f"no card named {text!r}")
    return matches[0].id


# -- filler decks ------------------------------------------------------------------------------
#: two made-up teams of vanilla characters, for editions without a complete bundled deck,
#: fuzz tests and benchmarks
FILLER_TEAMS = ("Alpha", "Beta")


def filler_cards() -> list[dict[str, object]]:
    """Vanilla characters of cost 1 to 7 for each filler team (``Setup.custom_cards``);
    cost 3 has range, cost 5 flight."""
    cards: list[dict[str, object]] = []
    for team in FILLER_TEAMS:
        for cost in range(1, 8):
            keywords = ["range"] if cost == 3 else (["flight"] if cost == 5 else [])
            cards.append({"id": f"{team}-{cost}", "name": f"{team} {cost}", "type": "character",
                          "teams": [team], "cost": cost, "atk": cost + 1, "def": cost + 1,
                          "keywords": keywords})
    return cards


def filler_deck(team: str) -> DeckSpec:
    """Sixty filler cards of one team: four of each cost, the rest cheap ones."""
    ids = [f"{team}-{cost}" for cost in range(1, 8) for _ in range(4)]
    ids += [f"{team}-{1 + i % 4}" for i in range(60 - len(ids))]
    return DeckSpec(f"{team} filler", ids)
