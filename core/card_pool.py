"""What a card pool implies, worked out once per pool and shared by every game with it.

The cards a game can have are fixed when it is set up (its variant's card database, plus
the setup's made-up cards): what each card's printed powers are never changes during a
game. ``CardPool`` holds, per card, its printed script (its powers and the scripts of its
printed keywords), the summary the powers index lists it by (static powers, and the event
kinds of its triggered and replacement powers), its triggered powers by event kind, and
which cards are characters; and the variants' own tables of what the cards imply (team
sets, super powers by timing and place, the cards that may have a keyword...: ``table``).
Each entry is worked out the first time a game asks for it and never changes after.

A pool is one per card database and variant (``pool_of``): the database is what a game's
cards can be (its decks, and also cards no deck lists: the rules' stand-ins, a main
character's other level, the rules lab's fillers and made-up cards), so games with the
same database share it, and adding a card to a database makes a new pool.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .abilities import Script, Static, Triggered

if TYPE_CHECKING:
    from .cards import CardDb, CardDef
    from .variant import Variant

T = TypeVar("T")

#: a script's static powers, and the event kinds of its triggered and replacement powers
PowerSummary = tuple[tuple[Static, ...], tuple[str, ...], tuple[str, ...]]
NO_POWERS: PowerSummary = ((), (), ())
#: triggered powers by event kind: those checked on the object now, and those checked on
#: the object as it was before the event (``Triggered.look_back``); indexed by look_back
Triggers = tuple[dict[str, tuple[Triggered, ...]], dict[str, tuple[Triggered, ...]]]


def summary(script: Script) -> PowerSummary:
    """A script's static powers and the event kinds of its triggered and replacement
    powers (each kind once, in order); ``NO_POWERS`` when it has none of them."""
    found = (script.static, tuple(dict.fromkeys(t.event for t in script.triggered)),
             tuple(dict.fromkeys(r.event for r in script.replacements)))
    return found if any(found) else NO_POWERS


def by_event(script: Script) -> Triggers:
    """The triggered powers of ``script`` by event kind, each kind's in script order."""
    found: Triggers = ({}, {})
    for t in script.triggered:
        table = found[t.look_back]
        table[t.event] = table.get(t.event, ()) + (t,)
    return found


class _ByCard(dict[str, T]):
    """A table of what each card implies, filled as cards are asked for."""

    def __init__(self, make: Callable[[str], T]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, card: str) -> T:
        value = self[card] = self.make(card)
        return value


class CardPool:
    """The tables of one card pool under one variant's rules."""

    def __init__(self, cards: CardDb, variant: Variant) -> None:
        self.cards = cards
        self.variant = variant
        self.characters = frozenset(c.id for c in cards if c.is_character)
        self.scripts: dict[str, Script] = _ByCard(self._script)
        self.summaries: dict[str, PowerSummary] = _ByCard(
            lambda card: summary(self.scripts[card]))
        self.triggers: dict[str, Triggers] = _ByCard(
            lambda card: by_event(self.scripts[card]))
        #: the triggered powers of each keyword's rules script, by event kind (what a
        #: keyword granted by a continuous power brings)
        self.keyword_triggers: dict[str, Triggers] = _ByCard(
            lambda keyword: by_event(variant.keyword_script(keyword)))
        #: the keywords (``kw:<keyword>``) that each card's continuous powers grant and
        #: whose power is an activated one
        self.activated_grants: dict[str, frozenset[str]] = _ByCard(self._activated_grants)
        #: the tables ``table`` worked out, by key (a hot caller may read one straight:
        #: ``tables.get(key)``, ``table`` when missing)
        self.tables: dict[str, Any] = {}

    def script(self, card_id: str) -> Script:
        return self.scripts[card_id]

    def table(self, key: str, build: Callable[..., T], *args: Any) -> T:
        """``build(self.cards, *args)``: a table of what the pool's cards imply, worked out
        the first time a game asks for it and kept with the pool (never stale: a pool's
        cards never change). ``key`` names it (``args`` are for building it: a module
        function and its arguments, so a hot caller makes no closure at every call)."""
        found = self.tables.get(key)
        if found is None:
            found = self.tables[key] = build(self.cards, *args)
        return found

    def by_card(self, key: str, make: Callable[[CardPool, CardDef], T]) -> dict[str, T]:
        """A table of what each card implies, ``make(pool, card)``, worked out the first
        time a game asks for that card (a game asks for the cards it meets, not for every
        card of the pool) and kept with the pool; ``key`` names it."""
        found: dict[str, T] | None = self.tables.get(key)
        if found is None:
            get = self.cards.get
            found = self.tables[key] = _ByCard(lambda card_id: make(self, get(card_id)))
        return found

    def _activated_grants(self, card_id: str) -> frozenset[str]:
        keyword_script = self.variant.keyword_script
        return frozenset(st.stat for st in self.scripts[card_id].static
                         if st.stat.startswith("kw:") and st.op == "grant"
                         and keyword_script(st.stat[3:]).activated)

    def _script(self, card_id: str) -> Script:
        card = self.cards.get(card_id)
        script = self.variant.card_script(card)
        for kw in card.keyword_values:
            script = script + self.variant.keyword_script(kw)
        return script


def pool_of(cards: CardDb, variant: Variant) -> CardPool:
    """The card pool of ``cards`` under ``variant``'s rules (one per database and
    variant: games with the same cards share it)."""
    key = "pool:" + variant.id
    pool = cards.tables.get(key)
    if pool is None:
        pool = cards.tables[key] = CardPool(cards, variant)
    return pool
