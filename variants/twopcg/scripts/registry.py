"""Card scripts by card id: what a printed card does beyond its keywords. Card files
(cards/*.toml) hold the data; the modules in cards/ register scripts here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vsrules.core.abilities import EMPTY_SCRIPT, Script

SCRIPTS: dict[str, Script] = {}
#: cards that have the powers of other objects: card id -> fn(game, obj) -> source uids
COPIERS: dict[str, Callable[[Any, Any], list[int]]] = {}


def script(card_id: str, s: Script) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"two scripts for {card_id}")
    SCRIPTS[card_id] = s


def copies(card_id: str, sources: Callable[[Any, Any], list[int]]) -> None:
    """Register a card that has the powers of the objects ``sources`` names now."""
    COPIERS[card_id] = sources


def script_for(card_id: str) -> Script:
    return SCRIPTS.get(card_id, EMPTY_SCRIPT)
