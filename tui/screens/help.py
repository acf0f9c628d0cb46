"""A short rules summary of the edition being played, and the keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

HERE = Path(__file__).resolve().parent.parent


def help_markdown(edition: str) -> str:
    rules = HERE / f"rules-{edition}.md"
    text = rules.read_text(encoding="utf-8") if rules.exists() else \
        f"# {edition}\n\nNo summary of this edition's rules is bundled."
    return text + "\n\n" + (HERE / "keys.md").read_text(encoding="utf-8")


class HelpScreen(ModalScreen):
    """Esc closes it; arrows and page keys scroll."""

    BINDINGS = [Binding("escape", "close", "Close"), Binding("question_mark", "close", show=False),
                Binding("q", "close", show=False)]

    def __init__(self, edition: str) -> None:
        super().__init__()
        self.edition = edition

    def compose(self) -> Any:
        with VerticalScroll(id="help-body"):
            yield Markdown(help_markdown(self.edition))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#help-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)
