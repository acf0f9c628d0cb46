"""2PCG Blitz: an example third-party vsrules plugin (one module, one entry point).

A new variant is composition: ``Blitz`` is the 2PCG variant with another id and two rule
values changed, answered through the ``vsrules_option`` hook for Blitz games only: a
5-card opening hand, and the first player draws 2 on the first turn too. Cards, decks,
deck rules and every other rule are 2PCG's. Options chosen for a game
(``--option opening_hand=6``, ``Setup.options["rules"]``) still win: the hook gives the
value only when the game chose none.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.hookspecs import hookimpl
from vsrules.variants.twopcg.variant import TwoPcg

#: the rule values Blitz changes (names the 2PCG rules ask for)
BLITZ_OPTIONS = {"opening_hand": 5, "first_turn_draw": 2}


class Blitz(TwoPcg):
    id = "2pcg-blitz"
    name = "2PCG Blitz (example plugin)"
    description = ("2PCG with 5-card opening hands and a first-turn draw for the first "
                   "player: an example third-party plugin.")
    mechanics = {k: v for k, v in TwoPcg.mechanics.items() if k != "published"} | {
        "opening hand": "5 cards, one mulligan (shuffle in, draw 5)",
        "first turn": "the first player draws 2 on the first turn too",
    }


@hookimpl
def vsrules_variants() -> list[Any]:
    return [Blitz()]


@hookimpl
def vsrules_option(game: Any, name: str) -> Any:
    if getattr(game.variant, "id", None) == Blitz.id:
        return BLITZ_OPTIONS.get(name)
    return None
