"""The faster listing of the formation step's pick of a character
(``formation.RepositionRule``: its ``candidates`` that its ``check`` accepts, in order):
the picks are kept per player until the layout changes. The checked mode compares it with
the rule at every decision."""

from __future__ import annotations

from collections.abc import Sequence

from vsrules.core.decisions import Choice, Reposition
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game

from ..formation import RepositionRule, rearranging


class RepositionListing(RepositionRule):
    """``RepositionRule``'s listing: while the player rearranges (their own formation
    step, the chain empty, nothing but moves done in it yet), every character they
    control may be picked (each has its other row's position in its own column to go
    to), so the picks are the characters."""

    def legal(self, game: Game, player: int) -> Sequence[Choice]:
        if not rearranging(game, player):
            return ()
        return game.kept[REPOSITIONS][player]


#: per player: the picks of their characters, until the layout changes (a character keeps
#: its uid while in play)
REPOSITIONS: Facts[tuple[Choice, ...]] = declare(Facts(
    "original:repositions",
    lambda game, player: tuple([Reposition(o.uid) for o in game.characters(player)]),
    ("layout",)))
