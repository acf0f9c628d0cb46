"""No garbage collection from ``vsrules play`` until the first frame is shown (light: no
Textual here, so the pause can start before Textual is imported).

What start-up allocates (modules, classes, the registry, the first screen's widgets) lives
as long as the app, so collecting it is wasted work: about 60 ms of a cold start, a full
collection included. Collection resumes after the first frame; in a ``vsrules play``
process what start-up made is then frozen first (``gc.freeze``: never looked at again,
which keeps the game's later full collections short). Only there: in a process that runs
other things (tests), garbage left unreachable before the pause would be frozen for good."""

from __future__ import annotations

import gc

_paused = False
_freeze = False


def pause_gc(*, freeze: bool = False) -> None:
    """Stop automatic collection, unless someone else already has (then leave it so).
    ``freeze``: freeze what exists when collection resumes (the process is the app)."""
    global _paused, _freeze
    _freeze = _freeze or freeze
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_gc() -> None:
    """Collect again (only if ``pause_gc`` stopped it)."""
    global _paused, _freeze
    if _paused:
        if _freeze:
            gc.freeze()
        _paused = _freeze = False
        gc.enable()
