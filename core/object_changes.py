"""The primitives that change an object in place (it stays the same object): its counters,
whether it is exhausted, what its powers remember, what it is attached to and its column.

Each reports what it changed to ``changed`` (core/derived.py: ``counters``, ``exhaustion``,
``notes``, ``marks``, ``attachment``, ``formation``), which marks the state for the variant's
state-based rules when they read that change (``Variant.state_reads``). In the checked
mode (core/checked.py) an object's counters, exhaustion, memory, attachment and column
refuse any other write (the primitives' own writes pass the guard; counters and memory
are changed with ``dict``'s own methods).
"""

from __future__ import annotations

from typing import Any

from .events import EventsInPlay
from .held_while_exhausted import READIES, readied
from .state import new_event


class ObjectChanges(EventsInPlay):
    __slots__ = ()

    # -- counters --------------------------------------------------------------------
    def add_counters(self, uid: int, kind: str, n: int = 1) -> int:
        """Put ``n`` counters of ``kind`` on an object (the variant may refuse or adjust,
        e.g. stunned 2PCG characters gain no +1/+1 counters). Returns how many went on."""
        obj = self.state.objects[uid]
        game: Any = self  # the Game
        n = self.variant.counters_allowed(game, obj, kind, n)
        if n <= 0:
            return 0
        self._count(obj.counters, kind, obj.counters.get(kind, 0) + n)
        self.variant.counters_placed(game, obj, kind, n)
        self.emit(new_event("counters", uid, obj.controller, None, {"kind": kind, "n": n}))
        return n

    def set_counter(self, uid: int, kind: str, n: int) -> None:
        """Make the counters of ``kind`` on an object ``n`` (none when ``n`` is 0 or less),
        with no event and nothing the variant adjusts: a wound dealt, XP gained, counters
        carried over to the object that replaces another (``add_counters`` is for counters
        rules and powers put on)."""
        self._count(self.state.objects[uid].counters, kind, n)

    def remove_counters(self, uid: int, kind: str, n: int | None = None) -> int:
        """Take ``n`` counters of ``kind`` (all of them when ``n`` is None) off an object.
        Returns how many came off."""
        counters = self.state.objects[uid].counters
        had = counters.get(kind, 0)
        taken = had if n is None else min(had, max(0, n))
        self._count(counters, kind, had - taken)
        return taken

    def _count(self, counters: dict[str, int], kind: str, n: int) -> None:
        # past a checked object's guarded dict (core/checked.py), which refuses other writes
        if n > 0:
            dict.__setitem__(counters, kind, n)
        else:
            dict.pop(counters, kind, None)
        self.changed("counters")

    # -- exhaustion ------------------------------------------------------------------
    def exhaust(self, uid: int) -> None:
        """Exhaust an object (``turn_face`` exhausts one it stuns)."""
        self._exhausted(uid, True)

    def ready(self, uid: int) -> None:
        """Ready an object (what may refuse it is the caller's rule: a stunned character,
        ``cant-ready``)."""
        self._exhausted(uid, False)

    def _exhausted(self, uid: int, exhausted: bool) -> None:
        obj = self.state.objects[uid]
        if obj.exhausted != exhausted:
            obj.exhausted = exhausted
            if "exhaustion" in self.kept.read:
                self.changed("exhaustion")
            if not exhausted and READIES in obj.memory:
                game: Any = self  # the Game
                readied(game, uid)  # "while it remains exhausted" ends

    # -- what powers remember, attachment, columns -----------------------------------
    def remember(self, uid: int, key: str, value: Any) -> None:
        """Note ``value`` under ``key`` in what an object's powers remember (a static
        power may read it)."""
        dict.__setitem__(self.state.objects[uid].memory, key, value)
        self.changed("notes")

    def mark(self, uid: int, key: str) -> None:
        """Note on an object that ``key`` happened this turn (a power used, something its
        triggered powers look for later in the turn): ``memory[key]`` is the turn.
        Reported as ``marks``: read by the conditions of triggered powers and the limits
        of activated ones, which look when they are asked, not by static powers, so a
        variant's state-based rules name it only if they read it."""
        dict.__setitem__(self.state.objects[uid].memory, key, self.state.turn)
        if "marks" in self.kept.read:
            self.changed("marks")

    def forget(self, uid: int, key: str) -> Any:
        """Drop what an object's powers remember under ``key``; returns it (None if
        nothing was)."""
        value = dict.pop(self.state.objects[uid].memory, key, None)
        self.changed("notes")
        return value

    def attach(self, uid: int, host: int | None) -> None:
        """Attach equipment ``uid`` to character ``host`` (None: to nothing)."""
        self.state.objects[uid].attached_to = host
        self.changed("attachment")

    def set_column(self, uid: int, column: int | None) -> None:
        """Put an object in play in another column of its row (the original's formation)."""
        self.state.objects[uid].column = column
        self.changed("formation")
