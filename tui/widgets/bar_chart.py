"""A horizontal bar chart drawn with block characters (eighths of a cell)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.geometry import Size
from textual.widget import Widget

from ..compare_rows import Bar

EIGHTHS = " ▏▎▍▌▋▊▉"
#: bar colours, one per bar in turn (theme variables, so they follow the theme)
COLOURS = ("$accent", "$success", "$primary", "$error", "$secondary")


def bar_text(fraction: float, width: int) -> str:
    """A bar ``fraction`` of ``width`` cells long, to the nearest eighth of a cell."""
    eighths = round(max(0.0, min(1.0, fraction)) * width * 8)
    full, part = divmod(eighths, 8)
    return "█" * full + (EIGHTHS[part] if part else "")


class BarChart(Widget):
    """A title line, then ``label  bar  text`` per bar; bars fill what width is left."""

    DEFAULT_CSS = "BarChart { height: auto; }"

    def __init__(self, title: str, bars: Sequence[Bar], scale: float | None = None,
                 **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.title = title
        self.bars = list(bars)
        self.scale = scale

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + max(1, len(self.bars))

    def render(self) -> Content:
        lines = [Content.styled(self.title, "bold")]
        if not self.bars:
            lines.append(Content.styled("nothing measured", "dim italic"))
        label_w = max((len(b.label) for b in self.bars), default=0)
        text_w = max((len(b.text) for b in self.bars), default=0)
        width = max(4, self.size.width - label_w - text_w - 3)
        top = self.scale or max((b.value for b in self.bars), default=0.0) or 1.0
        for n, b in enumerate(self.bars):
            bar = bar_text(b.value / top, width)
            lines.append(Content.assemble(
                (b.label.ljust(label_w), "dim"), " ", (bar, COLOURS[n % len(COLOURS)]),
                " " * (width - len(bar) + 1), " ", b.text))
        return Content("\n").join(lines)
