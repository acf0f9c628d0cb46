"""What the 2005-2007 card scripts share: revealing the top of a deck (``deck_steps``)."""

from __future__ import annotations

from vsrules.core.effects import Resolve, call
from vsrules.core.game import Game

from ...deck_steps import BottomInOrder, reveal_top

__all__ = ["BottomInOrder"]


@call("original.reveal-top")
def _reveal_top(game: Game, res: Resolve, n: int = 4, into: str = "revealed") -> None:
    reveal_top(game, res, n, into)
