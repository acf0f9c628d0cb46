"""Small helpers for drawing text."""

from __future__ import annotations

from typing import Any

from textual.content import Content


def update_static(widget: Any, content: Content | str, layout: bool = True) -> None:
    """``Static.update`` only when the text or its styles changed (each update costs a
    layout pass)."""
    key = (content.plain, tuple(content.spans)) if isinstance(content, Content) else content
    if getattr(widget, "_vs_last", None) == key:
        return
    widget._vs_last = key
    widget.update(content, layout=layout)
