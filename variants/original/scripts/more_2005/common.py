"""What the 2005-2007 card scripts share: revealing the top of a deck (``deck_steps``),
card costs as printed."""

from __future__ import annotations

from vsrules.core.cards import CardDef
from vsrules.core.effects import Resolve, call
from vsrules.core.game import Game

from ...deck_steps import BottomInOrder, reveal_top

__all__ = ["BottomInOrder", "printed_cost"]


def printed_cost(card: CardDef) -> int:
    """A card's cost as "the value printed in its upper left-hand corner" (seed 000
    Costs): a character's or equipment's recruit cost, a plot twist's or location's
    threshold; a costless character has none (counted as 0 here: it loses nothing)."""
    if card.type in ("plot-twist", "location"):
        return card.threshold or 0
    return card.cost or 0


@call("original.reveal-top")
def _reveal_top(game: Game, res: Resolve, n: int = 4, into: str = "revealed") -> None:
    reveal_top(game, res, n, into)
