"""Saving under a name: the proposed name is filled in, enter saves, a file that exists
(and is not this game's own last save) is overwritten only after a second enter."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Static


class SaveAsScreen(ModalScreen[Path | None]):
    """Dismissed with the path to save to, or None (esc)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, proposed: Path, own: Path | None = None) -> None:
        super().__init__()
        self.proposed = proposed
        #: the file this game saved to last (saving over it again needs no question)
        self.own = own
        self.armed: Path | None = None

    def compose(self) -> Any:
        with Vertical(id="save-box"):
            yield Static(Content.styled("Save the game as", "bold"), id="save-title")
            yield Input(str(self.proposed), id="save-name", compact=True)
            yield Static(Content.styled("enter saves · esc cancels", "dim"), id="save-note")

    def on_mount(self) -> None:
        self.query_one("#save-name", Input).focus()

    def on_input_changed(self, _event: Input.Changed) -> None:
        self.armed = None
        self.note("enter saves · esc cancels", "dim")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        raw = event.value.strip()
        if not raw:
            self.note("Type a file name.", "bold red")
            return
        path = Path(raw).expanduser()
        if path.suffix != ".json":
            path = path.with_name(path.name + ".json")
        if path.exists() and path != self.own and self.armed != path:
            self.armed = path
            self.note(f"{path} exists: enter again overwrites it, or change the name.",
                      "bold red")
            return
        self.dismiss(path)

    def note(self, text: str, style: str) -> None:
        self.query_one("#save-note", Static).update(Content.styled(text, style))

    def action_cancel(self) -> None:
        self.dismiss(None)
