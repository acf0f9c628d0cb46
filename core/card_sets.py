"""User card files: card sets (TOML, docs/cards.md) kept in folders outside vsrules.

A person names folders in the ``VSRULES_CARDS`` environment variable (separated like
``PATH``); a plugin ships its card sets the same way, naming its folder with
``add_folder`` when it registers. Every ``*.toml`` in those folders is a card set; its
``[set] variant`` says which edition's card database its cards join (beside the bundled
cards, under their own ids)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import CardDef, CardSet, load_card_set

if TYPE_CHECKING:
    from .variant import Variant

ENV = "VSRULES_CARDS"
#: folders plugins named (``add_folder``)
_PLUGIN_FOLDERS: list[Path] = []


def add_folder(folder: Path | str) -> None:
    """A plugin's folder of card sets (call it from the plugin's ``vsrules_variants``)."""
    path = Path(folder)
    if path not in _PLUGIN_FOLDERS:
        _PLUGIN_FOLDERS.append(path)


def folders() -> list[Path]:
    named = [Path(p) for p in os.environ.get(ENV, "").split(os.pathsep) if p]
    return [*named, *_PLUGIN_FOLDERS]


def card_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.toml")) if folder.is_dir() else []


def read_sets(folder: Path) -> list[CardSet]:
    """The card sets of one folder (a bad file raises its located ``InputError``)."""
    return [load_card_set(path, check=True) for path in card_files(folder)]


def user_cards(variant_id: str) -> list[CardDef]:
    """The cards of every user and plugin card set for ``variant_id``."""
    out: list[CardDef] = []
    for folder in folders():
        for card_set in read_sets(folder):
            if card_set.variant == variant_id:
                out.extend(card_set.cards)
    return out


def power_status(card: CardDef, variant: Variant | None) -> str:
    """How a card's powers are done: "data", "script" (a Python script), "rules"
    (keywords only, or none), "mixed" (data and a script), or "text only" (a power no
    data, script or rule does)."""
    from .card_powers import has_data

    powers = [p for p in card.powers if p.kind != "keyword"]
    data = any(has_data(p) for p in powers)
    implemented = variant.is_implemented(card) if variant is not None else None
    if not powers:
        return "rules"
    if implemented is False:
        return "text only"
    if card.script == "python" or not all(has_data(p) for p in powers):
        return "mixed" if data else "script"
    return "data"


def set_rows(card_set: CardSet, variant: Variant | None) -> dict[str, Any]:
    return {"file": card_set.path, "id": card_set.id, "name": card_set.name,
            "variant": card_set.variant,
            "cards": [{"id": c.id, "name": c.name, "type": c.type,
                       "powers": power_status(c, variant)} for c in card_set.cards]}
