"""Hot-seat: covers the table while the keyboard goes to the other person."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.containers import Center, Middle
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static


class PassScreen(Screen):
    """Nothing of either hand shows here; enter reveals the next seat's view."""

    BINDINGS = [Binding("enter", "ready", "I'm ready"), Binding("space", "ready", show=False)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.seat_name = name

    def compose(self) -> Any:
        with Middle(), Center():
            yield Static(Content.assemble(
                ("Pass the keyboard", "bold"), "\n\n",
                (self.seat_name, "bold yellow"), ", it is your move.\n",
                "Press ", ("enter", "bold"), " when the other player is not looking."),
                id="pass-card")

    def action_ready(self) -> None:
        self.dismiss(True)
