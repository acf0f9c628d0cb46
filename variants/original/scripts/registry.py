"""The registry of original-edition card scripts, and card facts the rules read."""

from __future__ import annotations

from vsrules.core.abilities import EMPTY_SCRIPT, Script

SCRIPTS: dict[str, Script] = {}
#: card id -> names of its printed powers implemented by the rules code rather than by
#: its script (e.g. a deck limit, read by ``Original.deck_problems``)
RULES_POWERS: dict[str, tuple[str, ...]] = {}


def script(card_id: str, s: Script, rules: tuple[str, ...] = ()) -> None:
    if card_id in SCRIPTS:
        raise ValueError(f"two scripts for {card_id}")
    SCRIPTS[card_id] = s
    if rules:
        RULES_POWERS[card_id] = rules


def script_for(card_id: str) -> Script:
    return SCRIPTS.get(card_id, EMPTY_SCRIPT)
