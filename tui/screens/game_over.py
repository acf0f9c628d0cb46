"""The end of a game: who won and why, and what next."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class GameOverScreen(ModalScreen):
    """Dismissed with "new", "undo", "board" (look at the final table) or "quit"."""

    BINDINGS = [Binding("n", "done('new')", "New game"), Binding("u", "done('undo')", "Undo"),
                Binding("escape", "done('board')", "See the board"),
                Binding("q", "done('quit')", "Quit")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> Any:
        with Vertical(id="over-box"):
            yield Static("Game over", id="over-title")
            yield Static(self.text, id="over-text")
            with Horizontal(id="over-buttons"):
                yield Button("New (n)", id="new", compact=True, variant="primary")
                yield Button("Undo (u)", id="undo", compact=True)
                yield Button("Board (esc)", id="board", compact=True)
                yield Button("Quit (q)", id="quit", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)

    def action_done(self, what: str) -> None:
        self.dismiss(what)
