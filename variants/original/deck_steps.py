"""Steps on the top of a deck: revealing its top cards. Putting cards on its bottom in
the order their owner chooses is the core word ``bottom-in-order`` (both editions), kept
importable from here."""

from __future__ import annotations

import attrs

from vsrules.core.effect_words import BottomInOrder
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game

__all__ = ["BottomInOrder", "RevealTop", "reveal_top"]


def reveal_top(game: Game, res: Resolve, n: int, into: str) -> None:
    """Reveal the top ``n`` cards of the controller's deck (they stay in the deck), stored
    in ``into``."""
    top = list(game.zone(res.controller, "deck")[:n])
    res.ctx[into] = top
    names = ", ".join(game.card(u).name for u in top) or "nothing"
    game.log_event("reveal", f"{game.player_name(res.controller)} reveals {names}")


@attrs.frozen
class RevealTop(Step):
    """"Reveal the top N cards of your deck": the cards, still in the deck, in ``into``."""

    n: int = 1
    into: str = "revealed"

    def run(self, game: Game, res: Resolve) -> None:
        reveal_top(game, res, self.n, self.into)
