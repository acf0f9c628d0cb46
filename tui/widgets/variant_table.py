"""A table of facts with one column per variant; long cells wrap (no sideways scrolling)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.widgets import DataTable

#: the widest the first (fact) column gets
FACT_WIDTH = 30


def column_widths(width: int, columns: int) -> tuple[int, int]:
    """(fact column, each variant column) widths that fit ``width`` cells; each column also
    takes two cells of padding. The fact column depends on the width only, so tables one
    above the other line up."""
    first = min(FACT_WIDTH, max(12, width // 4))
    rest = (width - first - 2) // max(1, columns) - 2
    return first, max(10, rest)


class VariantTable(DataTable, can_focus=False):
    """Shown whole (height auto): the screen around it scrolls."""

    DEFAULT_CSS = "VariantTable { height: auto; }"

    def __init__(self, **kwargs: object) -> None:
        super().__init__(cursor_type="none", show_cursor=False, zebra_stripes=True,
                         **kwargs)  # type: ignore[arg-type]
        self.variants: list[str] = []
        self.facts: list[tuple[str, list[str]]] = []
        self._built_width = -1

    def show_rows(self, variants: Sequence[str], facts: Sequence[tuple[str, list[str]]]) -> None:
        self.variants = list(variants)
        self.facts = list(facts)
        self._built_width = -1
        self.rebuild()

    def on_resize(self, event: events.Resize) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Columns sized to the widget's width (again when the width changes)."""
        width = self.size.width
        if not width or width == self._built_width:
            return
        self._built_width = width
        self.clear(columns=True)
        first, rest = column_widths(width, len(self.variants))
        self.add_column(Text(""), width=first)
        for v in self.variants:
            self.add_column(Text(v, style="bold"), width=rest, key=v)
        for fact, cells in self.facts:
            self.add_row(Text(fact, style="italic"), *[Text(c) for c in cells], height=None,
                         key=fact)
