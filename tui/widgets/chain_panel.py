"""The chain (original edition): effects waiting to resolve, the top one first."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from ..text import update_static
from .combat_panel import find_object

EFFECT_WORDS = {"normal-draw": "Normal draw (everyone draws 2)", "power-up": "Power-up",
                "reinforce": "Reinforcement", "trigger": "Triggered power"}


def ref_name(view: dict[str, Any], cards: Any, ref: Any) -> str:
    """A link's card or target in words: an object of the view (by uid) or a card id."""
    if isinstance(ref, int):
        obj = find_object(view, ref)
        return obj.get("name", "a hidden card") if obj else "?"
    try:
        return cards.get(ref).name
    except KeyError:
        return str(ref)


def chain_summary(view: dict[str, Any], name_of: Any) -> Content | None:
    chain = view.get("chain") or []
    if not chain:
        return None
    parts: list[Any] = [("Chain (top resolves first)", "bold magenta"), "\n"]
    players = view["players"]
    for n, link in enumerate(reversed(chain)):
        who = players[link["controller"]]["name"] if 0 <= link["controller"] < len(players) \
            else "the game"
        what = EFFECT_WORDS.get(link["effect"], link["effect"])
        if link.get("card"):
            what += f": {name_of(link['card'])}"
        targets = [name_of(t) for t in link.get("targets", [])]
        if targets:
            what += " → " + ", ".join(targets)
        parts.append((f"{len(chain) - n}. ", "bold"))
        parts.append(f"{what} ({who})\n")
    return Content.assemble(*parts)


class ChainPanel(Static):
    """Hidden while the chain is empty."""

    def show_chain(self, view: dict[str, Any], cards: Any) -> None:
        summary = chain_summary(view, lambda ref: ref_name(view, cards, ref))
        self.display = summary is not None
        if summary is not None:
            update_static(self, summary)
