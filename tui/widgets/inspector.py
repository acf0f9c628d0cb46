"""The card inspector: the printed card behind the highlighted object."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from ..text import update_static

TYPE_WORDS = {"main-character": "Main character", "character": "Character",
              "plot-twist": "Plot twist", "location": "Location", "equipment": "Equipment"}


def card_text(card: Any, obj: dict[str, Any] | None = None) -> Content:
    """Name, type, teams, printed numbers, keywords and powers of ``card``; with ``obj``
    (what the viewer sees of it) also its current state."""
    parts: list[Any] = [(card.name, "bold")]
    if card.version:
        parts.append((f", {card.version}", "italic"))
    parts.append("\n")
    kind = TYPE_WORDS.get(card.type, card.type)
    if card.level is not None:
        kind += f", level {card.level}"
    parts.append((kind, "dim"))
    if card.teams:
        parts.append(("  " + " / ".join(card.teams), "magenta"))
    parts.append("\n")
    numbers = []
    for label, value in (("cost", card.cost), ("threshold", card.threshold), ("ATK", card.atk),
                         ("DEF", card.defense), ("health", card.health),
                         ("XP to level", card.xp_to_level)):
        if value is not None:
            numbers.append(f"{label} {value}")
    if card.symbols:
        numbers.append("symbols " + ", ".join(card.symbols))
    if numbers:
        parts.append((" · ".join(numbers), "cyan"))
        parts.append("\n")
    if obj is not None and not obj.get("hidden") and "atk" in obj:
        state = [f"now {obj['atk']}/{obj['def']}"]
        if obj.get("stunned"):
            state.append("stunned")
        elif obj.get("exhausted"):
            state.append("exhausted")
        else:
            state.append("ready")
        if obj.get("wounds"):
            state.append(f"wounds {obj['wounds']}")
        for kind_, n in sorted(obj.get("counters", {}).items()):
            if kind_ != "wound" and n:
                state.append(f"{kind_} x{n}")
        parts.append((", ".join(state), "bold yellow"))
        parts.append("\n")
    if card.keywords:
        parts.append(("Keywords: " + ", ".join(card.keywords), "green"))
        parts.append("\n")
    for power in card.powers:
        if power.kind == "keyword" and not power.text:
            continue
        head = power.name
        tags = []
        if power.kind not in ("text", "keyword"):
            tags.append(power.kind)
        if power.cost:
            tags.append("pay " + ", ".join(power.cost))
        if power.xp:
            tags.append(f"{power.xp} XP")
        if tags:
            head += f" ({'; '.join(tags)})"
        parts.append("\n")
        parts.append((head, "bold green"))
        if power.text:
            parts.append(": " + power.text)
        parts.append("\n")
    if card.text:
        parts.append("\n" + card.text + "\n")
    return Content.assemble(*parts)


class CardInspector(Static):
    """Shows one card; empty with a hint when nothing is highlighted."""

    HINT = "Highlight a card (tab, arrows, or an option) to read it here."

    def on_mount(self) -> None:
        self.border_title = "Card"
        self.clear()

    def clear(self) -> None:
        update_static(self, Content.styled(self.HINT, "dim"), layout=False)

    def show_card(self, card: Any, obj: dict[str, Any] | None = None) -> None:
        update_static(self, card_text(card, obj), layout=False)
