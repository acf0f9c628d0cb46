"""Garbage collection in ``vsrules play``: none from the start until the first frame is
shown, and, in play, full collections at quiet moments rather than in the middle of an
answer (light: no Textual here, so the pause can start before Textual is imported).

What start-up allocates (modules, classes, the registry, the first screen's widgets) lives
as long as the app, so collecting it is wasted work: about 60 ms of a cold start, a full
collection included. Collection resumes after the first frame; in a ``vsrules play``
process what start-up made is then frozen first (``gc.freeze``: never looked at again,
which keeps the game's later full collections short). Only there: in a process that runs
other things (tests), garbage left unreachable before the pause would be frozen for good.

A full collection looks at every object of the game and the screen: 25-60 ms of CPU, so
one that falls between a key and its frame makes that answer the slowest of a game. In
a ``vsrules play`` process the automatic ones are put far off (``FAR_OFF`` collections of
the middle generation instead of 10) and the game screen asks ``collect_if_due`` once a
frame has shown a person their next decision: a full collection then runs while the
person reads, about as often as the automatic one would run."""

from __future__ import annotations

import gc

_paused = False
_freeze = False
#: whether full collections wait for quiet moments (a ``vsrules play`` process)
_quiet_full = False
#: the middle generation's collections before an automatic full one (default 10)
FAR_OFF = 200
#: ... and before one at a quiet moment (more than the default's 10, which is further
#: held back until the old objects grew by a quarter: not known from Python)
DUE = 30


def pause_gc(*, freeze: bool = False) -> None:
    """Stop automatic collection, unless someone else already has (then leave it so).
    ``freeze``: freeze what exists when collection resumes (the process is the app)."""
    global _paused, _freeze
    _freeze = _freeze or freeze
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume_gc() -> None:
    """Collect again (only if ``pause_gc`` stopped it); in the app's own process, full
    collections from now on wait for ``collect_if_due``."""
    global _paused, _freeze
    if _paused:
        if _freeze:
            gc.freeze()
            quiet_full_collections(True)
        _paused = _freeze = False
        gc.enable()


#: the full collections' threshold before ``quiet_full_collections`` put it off
_usual_full = gc.get_threshold()[2]


def quiet_full_collections(on: bool) -> None:
    """Put automatic full collections far off, to be run by ``collect_if_due`` (on), or
    back as they were (off)."""
    global _quiet_full
    young, middle, _old = gc.get_threshold()
    gc.set_threshold(young, middle, FAR_OFF if on else _usual_full)
    _quiet_full = on


def collect_if_due() -> bool:
    """A full collection now if ``DUE`` collections of the middle generation ran since
    the last one (called at a quiet moment: a person reads the board); whether it ran."""
    if not _quiet_full or gc.get_count()[2] < DUE:
        return False
    gc.collect()
    return True
