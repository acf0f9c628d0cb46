"""Small helpers for drawing text."""

from __future__ import annotations

from typing import Any

from textual.content import Content

#: phases and steps as the status line and the log say them
PHASE_WORDS = {"setup": "Setting up", "draw": "Draw phase", "recovery": "Recovery phase",
               "build:resource": "Build · resource step", "build:recruit": "Build · recruit step",
               "build:formation": "Build · formation step", "main": "Main phase",
               "combat:attack": "Combat · attack step", "end": "End of turn"}


def phase_words(phase: str) -> str:
    return PHASE_WORDS.get(phase, phase.replace(":", " · "))


def update_static(widget: Any, content: Content | str, layout: bool = True) -> None:
    """``Static.update`` only when the text or its styles changed (each update costs a
    layout pass)."""
    key = (content.plain, tuple(content.spans)) if isinstance(content, Content) else content
    if getattr(widget, "_vs_last", None) == key:
        return
    widget._vs_last = key
    widget.update(content, layout=layout)
