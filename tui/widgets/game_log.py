"""The game log, as the viewing seat may read it, newest at the bottom."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.widgets import RichLog

KEEP = 400
LOUD = {"turn": "bold yellow", "game-over": "bold red", "attack": "bold", "stun": "red",
        "player-out": "bold red"}


class GameLog(RichLog):
    """Appends new lines; rewrites itself when the past changed (undo, hot-seat view)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=10, **kwargs)
        self.shown: list[tuple[int, str]] = []
        self.written_width = 0

    def on_mount(self) -> None:
        self.border_title = "Log"

    def sync(self, lines: list[tuple[int, str]]) -> None:
        lines = lines[-KEEP:]
        n = len(self.shown)
        if lines[:n] == self.shown and n:
            new = lines[n:]
        else:
            self.clear()
            new = lines
        for turn, text in new:
            self.write(self._line(turn, text), scroll_end=True)
        self.shown = list(lines)
        if new:  # wrapped lines are measured after the refresh: scroll once more then
            self.call_after_refresh(self.scroll_end, animate=False)

    def on_resize(self, event: events.Resize) -> None:
        """Written lines keep the wrapping of their width: a new width writes them again,
        and the newest stays in sight (also the first time, after a load)."""
        width = event.size.width
        if width != self.written_width and self.shown:
            self.written_width = width
            lines, self.shown = self.shown, []
            self.clear()
            for turn, text in lines:
                self.write(self._line(turn, text), scroll_end=True)
            self.shown = lines
            self.call_after_refresh(self.scroll_end, animate=False)

    @staticmethod
    def _line(turn: int, text: str) -> Any:
        style = ""
        if text.startswith("Turn "):
            style = LOUD["turn"]
        elif text.startswith("Game over"):
            style = LOUD["game-over"]
        elif " is stunned" in text or " is out" in text:
            style = LOUD["stun"]
        return Text.assemble((f"{turn:>2} ", "dim"), (text, style))
