"""The random player: uniform over the legal options of the decision it is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..rng import Rng

if TYPE_CHECKING:
    from ..decisions import Choice, Decision


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, decision: Decision) -> Choice:
        # no ``view`` parameter: it never reads one, so ``ask`` builds none for it.
        # ``Rng.choice`` written out: one call less per decision
        options = decision.options
        return options[self.rng.below(len(options))]
