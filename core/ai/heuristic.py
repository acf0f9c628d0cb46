"""The heuristic player: fast, sensible play in any variant.

For each decision it makes one determinized copy of the game (``determinize``: it never
sees hidden cards), tries the most promising options on copies of it (the engine plays
the rules: combat arithmetic, team attacks, flight, ranged, protection, breakthrough,
power-ups, plot twists...), plays on with a cheap policy until each option has settled
(``playout``) and picks the option whose resulting state ``evaluate`` likes best.
"""

from __future__ import annotations

from typing import Any

from ..decisions import Choice, Decision, Mulligan, Pick
from ..game import Game
from ..rng import Rng
from .determinize import determinize
from .evaluate import DEFAULT, Weights
from .playout import Horizon, Playout, blind_choice, is_start_choice, keep_hand


class HeuristicAgent:
    name = "heuristic"
    #: the simulator hands this agent the game (it only determinizes it)
    uses_game = True

    def __init__(self, seed: int = 0, limit: int = 10, attacks: int = 6,
                 weights: Weights = DEFAULT, horizon: Horizon | None = None) -> None:
        self.rng = Rng(seed)
        #: options simulated per decision (at most), and attacks among them (at least)
        self.limit = limit
        self.attacks = attacks
        self.horizon = horizon if horizon is not None else Horizon()
        self.playout = Playout(self.rng, self.horizon, weights)

    def choose(self, decision: Decision, view: Any = None, game: Game | None = None) -> Choice:
        options = decision.options
        if len(options) == 1:
            return options[0]
        if game is None:
            return blind_choice(self.rng, decision)
        base = determinize(game, decision.player, self.rng)
        return self.decide(base, decision)

    @property
    def errors(self) -> list[str]:
        """Engine errors met while simulating (the options that raised were avoided)."""
        return self.playout.errors

    def decide(self, base: Game, decision: Decision) -> Choice:
        """The choice for ``decision`` on a game the agent may read (determinized)."""
        options = decision.options
        if len(options) == 1:
            return options[0]
        opening = opening_choice(base, decision)
        if opening is not None:
            return opening
        ranked = self.playout.rank(base, decision, self.limit, self.attacks)
        return ranked[0][2]


def opening_choice(game: Game, decision: Decision) -> Choice | None:
    """Questions before the first turn that simulation can't tell apart: go first; keep
    a hand that can play early."""
    if is_start_choice(decision, game):
        return Pick(decision.player) if Pick(decision.player) in decision.options else None
    if isinstance(decision.options[0], Mulligan):
        return Mulligan(not keep_hand(game, decision.player))
    return None
