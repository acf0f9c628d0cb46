"""The top line: edition, turn, whose turn, phase and step, who must decide."""

from __future__ import annotations

from typing import Any

from textual.content import Content
from textual.widgets import Static

from ..text import phase_words, update_static


class StatusBar(Static):
    """One line of facts; no clock, so the screen is the same every time."""

    def show_status(self, edition: str, view: dict[str, Any], step_owner: str | None,
                    note: str = "", you: int | None = None) -> None:
        """``you``: the seat to call "you" (a game against the AI), else names are used."""
        players = view["players"]
        parts: list[Any] = [(f" {edition} ", "bold reverse")]
        if view["over"]:
            parts.append(("  Game over", "bold red"))
        else:
            parts.append((f"  Turn {view['turn']}", "bold"))
            if view["turn"] > 0:
                whose = "Your" if view["active"] == you else f"{players[view['active']]['name']}'s"
                parts.append(f" · {whose} turn")
            phase = phase_words(view["phase"])
            if step_owner:
                phase += f" ({step_owner})"
            parts.append((f" · {phase}", "cyan"))
        if note:
            parts.append((f"  {note}", "bold yellow"))
        update_static(self, Content.assemble(*parts), layout=False)
