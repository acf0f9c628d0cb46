"""The registry of original-edition card scripts."""

from __future__ import annotations

from vsrules.core.abilities import EMPTY_SCRIPT, Script

SCRIPTS: dict[str, Script] = {}


def script(card_id: str, s: Script) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"two scripts for {card_id}")
    SCRIPTS[card_id] = s


def script_for(card_id: str) -> Script:
    return SCRIPTS.get(card_id, EMPTY_SCRIPT)
