"""docs/cards.md's table "The bundled cards" is the real count: for each edition, the
bundled cards with powers beyond keywords ("scripted before" powers could be data), those
whose powers are all data, of which pure data (no ``do = "call"`` step) or with ``call``
steps, and those still done (in part) by a Python script (``script = "python"``)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from vsrules.core.card_powers import has_data
from vsrules.core.card_sets import power_status
from vsrules.core.cards import CardDef

DOC = Path(__file__).parents[2] / "docs" / "cards.md"
#: the table's edition names
EDITIONS = {"2pcg": "2PCG", "original": "original"}


def _calls(steps: Any) -> Iterator[str]:
    """The ``call`` functions in a power's steps, nested ones too."""
    for step in steps or ():
        if isinstance(step, dict):
            if step.get("do") == "call":
                yield step.get("fn", "")
            for inner in ("then", "steps"):
                yield from _calls(step.get(inner))


def _has_call(card: CardDef) -> bool:
    return any(True for p in card.powers for f in (p.effect, p.pay) for _ in _calls(f))


def counts(variant: Any) -> dict[str, int]:
    """The table's columns for one edition's bundled cards (user card folders aside)."""
    cards = [c for c in variant.card_db()
             if c.script == "python" or any(has_data(p) for p in c.powers)]
    data = [c for c in cards if power_status(c, variant) == "data"]
    pure = [c for c in data if not _has_call(c)]
    return {"scripted": len(cards), "data": len(data), "pure": len(pure),
            "call": len(data) - len(pure), "python": len(cards) - len(data)}


def _share(n: int, of: int) -> str:
    return f"{n} ({round(100 * n / of)}%)" if n else "0"


def table_row(edition: str, c: dict[str, int]) -> str:
    return (f"| {edition} | {c['scripted']} | {_share(c['data'], c['scripted'])} | "
            f"{_share(c['pure'], c['scripted'])} | {c['call']} | {c['python']} |")


@pytest.mark.parametrize("variant_id", sorted(EDITIONS))
def test_the_bundled_cards_table_gives_the_real_counts(variant_id, registry, monkeypatch):
    monkeypatch.delenv("VSRULES_CARDS", raising=False)
    variant = registry.variant(variant_id)
    edition = EDITIONS[variant_id]
    found = [ln for ln in DOC.read_text().splitlines()
             if re.match(rf"\| {re.escape(edition)} \|", ln)]
    assert found, f"docs/cards.md has no table row for {edition}"
    assert found[0] == table_row(edition, counts(variant))


def test_most_scripted_2pcg_cards_are_pure_data(registry, monkeypatch):
    monkeypatch.delenv("VSRULES_CARDS", raising=False)
    c = counts(registry.variant("2pcg"))
    assert c["pure"] * 2 > c["scripted"], c
