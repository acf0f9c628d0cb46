"""The start screen's house rules: the rule options of the chosen edition and of the
installed plugins (core/options.py), each with its value, folded into one line until
opened. A value left as it is keeps the rules' own."""

from __future__ import annotations

from typing import Any

from textual.containers import Horizontal
from textual.widgets import Collapsible, Input, Static


class HouseRules(Collapsible):
    """``show(options)`` lists the options; ``assignments()`` gives the changed ones as
    ``NAME=VALUE`` strings, checked by ``core.options.parse_assignments``."""

    DEFAULT_CSS = """
    HouseRules { height: auto; padding: 0; border: none; }
    HouseRules .house-rule { height: auto; }
    HouseRules .house-rule Static { width: 22; color: $text-muted; }
    HouseRules .house-rule Input { width: 14; }
    HouseRules .house-rule .house-rule-about { width: 1fr; }
    """

    def __init__(self, options: list[Any], preset: list[str] | None = None, **kwargs: Any) -> None:
        super().__init__(title=self.title_for(options), collapsed=not preset, **kwargs)
        self.options = list(options)
        #: values to show first, by name (``play --option NAME=VALUE``)
        self.preset = dict(text.partition("=")[::2] for text in preset or [])
        #: whether the rows are built (folded, they wait for the first opening: the start
        #: screen's first frame does not build an input per option)
        self.filled = False

    @staticmethod
    def title_for(options: list[Any]) -> str:
        return f"House rules ({len(options)} options: as printed unless changed)" if options \
            else "House rules (none for this edition)"

    def on_mount(self) -> None:
        if not self.collapsed:
            self._fill()

    def on_collapsible_expanded(self, event: Collapsible.Expanded) -> None:
        if event.collapsible is self and not self.filled:
            self._fill()

    def show(self, options: list[Any]) -> None:
        """Another edition's options (the panel is mounted)."""
        self.options = list(options)
        self.title = self.title_for(self.options)
        if self.collapsed:
            self.filled = False
            self.query_one(Collapsible.Contents).remove_children()
        else:
            self._fill()

    def _fill(self) -> None:
        self.filled = True
        contents = self.query_one(Collapsible.Contents)
        contents.remove_children()
        contents.mount_all(
            Horizontal(Static(o.name), Input(self.preset.get(o.name, o.show(o.default)), compact=True,
                                             id=f"option-{o.name}", classes="house-rule-value"),
                       Static(f"{o.description} ({o.accepts()})", classes="house-rule-about"),
                       classes="house-rule")
            for o in self.options)

    def assignments(self) -> list[str]:
        """``NAME=VALUE`` for each option whose value was changed."""
        out = []
        for o in self.options:
            found = self.query(f"#option-{o.name}")
            if not found:
                continue
            text = found.first(Input).value.strip()
            if text != o.show(o.default):
                out.append(f"{o.name}={text}")
        return out
