"""Deck files (TOML: name, variant, main, ``cards = [{id, count}]``) with located errors.
Edition deck-building rules (sizes, copies) are checked by each variant."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from .cards import CardDb, read_toml
from .errors import InputError
from .setup import DeckSpec

#: the most entries a deck file lists, and the most copies one entry counts (far above
#: any edition's deck size, which each variant checks)
MAX_ENTRIES = 1000
MAX_COUNT = 1000


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


def deck_from_data(data: dict[str, Any], file: str, cards: CardDb | None = None) -> DeckFile:
    """A deck file's TOML table (as read from ``file``) checked into a ``DeckFile``."""
    for key in ("name", "variant"):
        if not isinstance(data.get(key), str):
            raise InputError(file, key, "missing or not a string")
    main = data.get("main")
    if main is not None and not isinstance(main, str):
        raise InputError(file, "main", "must be a card id")
    entries = data.get("cards")
    if not isinstance(entries, list) or not entries:
        raise InputError(file, "cards", "must be a list like [{ id = \"MNB-009\", count = 4 }]")
    if len(entries) > MAX_ENTRIES:
        raise InputError(file, "cards", f"{len(entries)} entries: at most {MAX_ENTRIES}")
    counts: list[tuple[str, int]] = []
    for i, e in enumerate(entries):
        where = f"cards[{i}]"
        if not isinstance(e, dict):
            raise InputError(file, where, "must be a table { id = ..., count = ... }")
        cid, n = e.get("id"), e.get("count", 1)
        if not isinstance(cid, str):
            raise InputError(file, f"{where}.id", "missing or not a card id")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_COUNT:
            raise InputError(file, f"{where}.count",
                             f"must be a whole number from 1 to {MAX_COUNT}, got {n!r}")
        if cards is not None:
            resolved = cards.resolve_id(cid)
            if resolved is None:
                raise InputError(file, f"{where}.id", f"unknown card {cid!r}")
            cid = resolved
        counts.append((cid, n))
    if cards is not None and main is not None:
        resolved_main = cards.resolve_id(main)
        if resolved_main is None:
            raise InputError(file, "main", f"unknown card {main!r}")
        main = resolved_main
    return DeckFile(file, data["name"], data["variant"], main, counts)


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
