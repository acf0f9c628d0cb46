"""The game log, as the viewing seat may read it, newest at the bottom."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from .kept_style import KeptStyle

#: entries written when the log is written from scratch (a load, an undo, a new width)
KEEP = 400
#: lines (after wrapping) the widget holds at most
MAX_LINES = 1500
LOUD = {"turn": "bold yellow", "game-over": "bold red", "attack": "bold", "stun": "red",
        "player-out": "bold red"}


class GameLog(KeptStyle, RichLog):
    """Appends new lines; replaces the newest entry when it changed (a repeat merged into
    it: "(x2)"); rewrites itself only when the past changed (undo, hot-seat view)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, min_width=10,
                         max_lines=MAX_LINES, **kwargs)
        #: the entries the log was given, and the lines each was written as (0: not
        #: written yet, waiting for the widget's size)
        self.shown: list[tuple[int, str]] = []
        self.heights: list[int] = []
        self.written_width = 0

    def on_mount(self) -> None:
        self.border_title = "Log"

    def sync(self, lines: list[tuple[int, str]]) -> None:
        shown = self.shown
        n = len(shown)
        if n and lines[:n] == shown:
            new = lines[n:]
        elif n and len(lines) >= n and lines[:n - 1] == shown[:-1] and self._drop_newest():
            new = lines[n - 1:]
        else:
            self._clear()
            new = lines[-KEEP:]
        self._write(new)
        self.shown = list(lines)
        if new:  # wrapped lines are measured after the refresh: scroll once more then
            self.call_after_refresh(self.scroll_end, animate=False)

    def _drop_newest(self) -> bool:
        """Take the newest entry's lines off the end; False when they can't be told
        (not written yet, or trimmed away)."""
        height = self.heights[-1] if self.heights else 0
        if not height or height > len(self.lines):
            return False
        del self.lines[-height:]
        self.heights.pop()
        self.notify_style_update()  # (forgets the lines drawn so far: those at the end changed)
        return True

    def _clear(self) -> None:
        self.clear()
        self.heights = []

    def _write(self, entries: list[tuple[int, str]]) -> None:
        for turn, text in entries:
            before = len(self.lines)
            self.write(self._line(turn, text), scroll_end=True)
            self.heights.append(max(0, len(self.lines) - before))

    def on_resize(self, event: events.Resize) -> None:
        """Written lines keep the wrapping of their width: a new width writes them again,
        and the newest stays in sight (also the first time, after a load)."""
        width = event.size.width
        if width != self.written_width and self.shown:
            self.written_width = width
            self._clear()
            self._write(self.shown[-KEEP:])
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
