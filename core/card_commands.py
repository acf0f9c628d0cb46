"""``vsrules card check FILE`` and ``vsrules cards --folder DIR``: user card files,
checked and listed (docs/cards.md)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from .card_sets import card_files, folders, set_rows
from .cards import load_card_set
from .errors import InputError
from .plugins import Registry, UnknownVariant


def _variant(reg: Registry, variant_id: str) -> Any:
    try:
        return reg.variant(variant_id)
    except UnknownVariant:
        return None


def card_check(args: argparse.Namespace, reg: Registry) -> int:
    """Check a card file: its TOML, every card and every power's data (the first problem
    is reported with the file and key path, exit 2); then how each card's powers are
    done, and which powers nothing does (exit 1)."""
    path = Path(args.file)
    card_set = load_card_set(path, check=True)
    variant = _variant(reg, card_set.variant)
    if variant is None:
        raise InputError(str(path), "set.variant",
                         f"unknown variant {card_set.variant!r} (known: {', '.join(reg.variants)})")
    bundled = {c.id for c in variant.card_db()} - {c.id for c in card_set.cards}
    rows = set_rows(card_set, variant)
    for c, row in zip(card_set.cards, rows["cards"], strict=True):
        # the questions asking for a target, as the game asks them (what they do to it)
        row["asks"] = variant.target_questions(c)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(f"{path}: set {card_set.id!r} ({card_set.name}) for {card_set.variant}, "
              f"{len(card_set.cards)} cards")
        for c, row in zip(card_set.cards, rows["cards"], strict=True):
            clash = "  (an id of the bundled cards: this card replaces it)" \
                if c.id in bundled else ""
            print(f"  {c.id:<12} {c.name:<28} {c.type:<13} powers: {row['powers']}{clash}")
            for asked in row["asks"]:
                print(f"  {'':<12} asks: {asked}")
    missing = [r for r in rows["cards"] if r["powers"] == "text only"]
    if missing and not args.json:
        print(f"{len(missing)} card(s) have powers that nothing does in play: give them "
              "effect data (docs/cards.md)")
    return 1 if missing else 0


def card_folder(args: argparse.Namespace, reg: Registry) -> int:
    """List the card files of a folder (default: every folder ``VSRULES_CARDS`` and
    plugins name)."""
    chosen = [Path(args.folder)] if args.folder else folders()
    if args.folder and not chosen[0].is_dir():
        raise InputError(args.folder, "", "no such folder")
    rows = []
    for folder in chosen:
        for path in card_files(folder):
            card_set = load_card_set(path, check=True)
            rows.append(set_rows(card_set, _variant(reg, card_set.variant)))
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for r in rows:
        counts: dict[str, int] = {}
        for c in r["cards"]:
            counts[c["powers"]] = counts.get(c["powers"], 0) + 1
        how = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
        print(f"{r['file']}: {r['id']} ({r['name']}) for {r['variant']}: "
              f"{len(r['cards'])} cards ({how})")
    print(f"{len(rows)} card files")
    return 0
