"""The "big hands" house rule for 2PCG: an option of its own (``big_hands``, off unless a
game chooses it) that, when on, gives every player an 8-card opening hand and every
character +1 Health, through two of 2PCG's own options (``opening_hand``,
``health_bonus``). A game that sets those options itself still gets its own values."""

from __future__ import annotations

from typing import Any

from vsrules.core.hookspecs import hookimpl
from vsrules.core.options import Option, option

BIG_HANDS = Option("big_hands", "bool", False,
                   "house rule: opening hand 8 and +1 Health for every character",
                   "2PCG rulebook, Setting up (draw 7) and Health: both raised")

#: what the house rule answers for 2PCG's own options
VALUES = {"opening_hand": 8, "health_bonus": 1}


@hookimpl
def vsrules_options(variant: Any) -> list[Option]:
    # only for games of 2PCG (and variants built on it, which keep its options)
    names = {o.name for o in variant.options}
    return [BIG_HANDS] if VALUES.keys() <= names else []


@hookimpl
def vsrules_option(game: Any, name: str) -> Any:
    if name not in VALUES:
        return None  # (asked for every option: answer only the two it changes)
    return VALUES[name] if option(game, "big_hands") else None
