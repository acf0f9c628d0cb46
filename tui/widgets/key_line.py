"""A fixed line of keys at the bottom of a screen, drawn like Textual's ``Footer``: one
widget, where ``Footer`` builds a widget per key and builds them again once the screen's
bindings are known (a second layout of the start screen just after its first frame).
For screens whose keys don't change with the focus."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.content import Content
from textual.widgets import Static


class KeyLine(Static):
    """``keys``: (key shown, what it does, action run on a click, e.g. ``screen.help``)."""

    DEFAULT_CSS = """
    KeyLine {
        dock: bottom;
        width: 1fr;
        height: 1;
        background: $footer-background;
        color: $footer-description-foreground;
        & > .key-line--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"key-line--key"}
    ALLOW_SELECT = False

    def __init__(self, keys: list[tuple[str, str, str]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys = keys
        #: where each key's text is on the line, for clicks: (start, end, action)
        self._spans: list[tuple[int, int, str]] = []

    def render(self) -> Content:
        key_style = self.get_visual_style("key-line--key")
        parts: list[Content] = []
        at = 0
        self._spans = []
        for key, description, action in self.keys:
            text = Content.assemble(Content.styled(f" {key} ", key_style), f"{description} ")
            self._spans.append((at, at + text.cell_length, action))
            at += text.cell_length
            parts.append(text)
        return Content("").join(parts)

    async def on_click(self, event: events.Click) -> None:
        for start, end, action in self._spans:
            if start <= event.x < end:
                event.stop()
                await self.run_action(action)
                return
