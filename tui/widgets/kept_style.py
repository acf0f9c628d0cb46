"""The base style of a widget drawn line by line, worked out once per restyle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.style import Style

if TYPE_CHECKING:
    from textual.style import Style as VisualStyle


class KeptStyle:
    """Mixed in before the widget class (``class GameLog(KeptStyle, RichLog)``; not a
    widget itself, so Textual's CSS still reads the widget class's type and default CSS).

    Textual's ``rich_style`` works the widget's style out from every ancestor's styles at
    each call, and a line drawn through the line API asks for it once or twice (a RichLog
    for every line it draws, a cached line or not). The same style is the widget's
    ``visual_style``, which Textual keeps until the widget or an ancestor is restyled."""

    if TYPE_CHECKING:
        @property
        def visual_style(self) -> VisualStyle: ...

    @property
    def rich_style(self) -> Style:
        return self.visual_style.rich_style
