"""Checkboxes whose mark differs on and off as text, not by colour alone: Textual draws
"▐X▌" either way (its ``ToggleButton.BUTTON_INNER`` is one glyph for both), which a
monochrome terminal or a screen reader can't tell apart. Here on is "▐X▌", off "▐ ▌".

- ``Tick``: a ``Checkbox`` whose ``BUTTON_INNER`` (the glyph Textual's toggle draws
  between its sides) follows its value.
- ``TickList``: a ``SelectionList`` (which draws ``ToggleButton.BUTTON_INNER`` on each
  line) whose unselected lines have the off glyph."""

from __future__ import annotations

from typing import TypeVar

from rich.segment import Segment
from textual.strip import Strip
from textual.widgets import Checkbox, SelectionList
from textual.widgets._toggle_button import ToggleButton

#: the mark inside the box, on and off
ON = "X"
OFF = " "

T = TypeVar("T")


class Tick(Checkbox):
    # Textual's class constant, read as each box is drawn: here the box's own
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]  # noqa: N802 - Textual's name
        return ON if self.value else OFF


class TickList(SelectionList[T]):
    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        segments = list(line)
        # the box is the line's first three segments (its sides around the mark)
        if len(segments) < 3 or segments[1].text != ToggleButton.BUTTON_INNER:
            return line
        option = self.scroll_offset.y + y
        if option >= self.option_count or self.get_option_at_index(option).value in self.selected:
            return line
        segments[1] = Segment(OFF, segments[1].style)
        return Strip(segments, line.cell_length)
