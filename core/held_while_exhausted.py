"""The duration "while <this card> remains exhausted this turn" (``until =
"while-source-exhausted"``, seed 000 rule 513.1b).

Such a modifier ends at the end of the turn, as soon as its source readies, or when its
source leaves play. And it is made only if its source has not readied since the power
was used: an activated power whose effect names this duration notes, as it is paid, how
often its card has readied so far (``WatchReadies``, put in front of its cost by card
data); as the effect resolves, a source that readied meanwhile (or is not exhausted) makes
no modifier (the seed's Valentina Vostok example: the first activation, whose source was
readied before it resolved, makes none; the second one does).

A card's readies are counted only once a power with this duration has been paid (its
``memory`` holds the count): readying any other object costs one look-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .effects import Resolve, Step, effect_label
from .modifiers import UNTIL_SOURCE_EXHAUSTED

if TYPE_CHECKING:
    from .game import Game

#: in an object's memory: how often it has readied since a power with this duration was
#: first paid
READIES = "readies"
#: in the effect's context (kept on the chain: a ``paid`` key): that count as it was paid
PAID_READIES = "paid-readies"


@attrs.frozen
class WatchReadies(Step):
    """Part of the cost of a power with the duration: from now on its card's readies are
    counted, and the count as it is paid is kept with the effect."""

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        if src is None:
            return
        count = src.memory.get(READIES)
        if count is None:
            count = 0
            game.remember(src.uid, READIES, count)
        res.ctx[PAID_READIES] = count

    def acts(self, game: Game, res: Resolve) -> bool:
        return False


def still_held(game: Game, res: Resolve) -> bool:
    """Whether a modifier lasting while the effect's source remains exhausted can be made
    now: the source is in play, exhausted, and has not readied since the power was paid
    (a power whose cost did not note it: since it resolves). Logs why not."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    paid = res.ctx.get(PAID_READIES)
    if src is not None and src.in_play and src.exhausted and \
            (paid is None or src.memory.get(READIES, 0) == paid):
        return True
    who = game.name_of(src.uid) if src is not None else "its source"
    game.log_event("no-effect", f"{effect_label(game, res)} makes no modifier: {who} has "
                   "readied since it was used (or is no longer exhausted)", source=res.source)
    return False


def readied(game: Game, uid: int) -> None:
    """An object whose readies are counted has readied: counted, and the modifiers that
    last while it remains exhausted end."""
    obj = game.state.objects[uid]
    dict.__setitem__(obj.memory, READIES, obj.memory[READIES] + 1)
    game.changed("notes")
    game.end_duration_of(UNTIL_SOURCE_EXHAUSTED, uid)


def uses_duration(steps: tuple[Step, ...]) -> bool:
    """Whether these steps (or those under a "may", an "if"...) make a modifier with this
    duration."""
    for step in steps:
        if getattr(step, "until", None) == UNTIL_SOURCE_EXHAUSTED:
            return True
        for field in ("then", "steps"):
            if uses_duration(tuple(getattr(step, field, ()) or ())):
                return True
    return False
