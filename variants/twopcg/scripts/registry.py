"""Card scripts by card id: what a printed card does beyond its keywords. Card files
(cards/*.toml) hold the data; the modules in cards/ register scripts here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from vsrules.core.abilities import EMPTY_SCRIPT, Script

SCRIPTS: dict[str, Script] = {}


class Copier(NamedTuple):
    """A card that has the powers of other objects: ``sources(game, obj)`` names them now
    (never ``obj`` itself), in any order (the variant takes them in uid order). It may
    read only which objects are in play and where, their faces and stuns, and the
    modifiers (the changes ``layout``, ``faces`` and ``modifiers``, core/derived.py): what
    it gives is kept until one of those changes."""

    sources: Callable[[Any, Any], list[int]]


#: the copiers by card id
COPIERS: dict[str, Copier] = {}


def script(card_id: str, s: Script) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"two scripts for {card_id}")
    SCRIPTS[card_id] = s


def copies(card_id: str, sources: Callable[[Any, Any], list[int]]) -> None:
    """Register a card that has the powers of the objects ``sources`` names now (see
    ``Copier``)."""
    COPIERS[card_id] = Copier(sources)


def script_for(card_id: str) -> Script:
    return SCRIPTS.get(card_id, EMPTY_SCRIPT)
