"""The search player ("hard"): flat Monte Carlo over determinizations, with the
heuristic player as the rollout policy.

For a decision the heuristic ranks the options (each simulated to where it settles);
unless the best leads by a wide margin, the best few race in rounds. Each round deals
the unseen cards again (``determinize``: a fresh guess of the hidden information, drawn
with the agent's own generator), and for every option still in the race applies it on a
copy of that same world and lets the heuristic's policy play every seat on (the rest of
this turn and the next, or a bound on decisions) before scoring the state
(``evaluate``). Every option of a round sees the same world and the same random stream
(common random numbers), so their difference is the option, not the luck. Options
clearly behind are dropped between rounds; the best mean wins.

The rollout policy is the heuristic's cheap mode by default (``policy="prior"``: its
option prior on actions, a one-step look for targets and payments, no settling), which
plays about fifty times faster than its full mode (``policy="heuristic"``, fewer options
tried) and measured stronger within the same budget.

The budget is a number of rounds (deterministic: the same seed gives the same choices)
with a limit on the thread's CPU time as a safety net (when it strikes, fewer rounds are
played: pass ``time_limit=None`` for exact reproducibility).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..decisions import Choice, Decision
from ..game import Game
from ..rng import Rng
from .determinize import determinize, fast_clone
from .evaluate import WIN, evaluate
from .heuristic import HeuristicAgent, opening_choice
from .playout import blind_choice


class SearchAgent:
    name = "search"

    def __init__(self, seed: int = 0, rounds: int = 40, time_limit: float | None = 1.0,
                 candidates: int = 4, rollout_turns: int = 2, rollout_decisions: int = 60,
                 margin: float = 40.0, policy: str = "prior") -> None:
        self.rng = Rng(seed)
        self.rounds = rounds
        self.time_limit = time_limit
        self.candidates = candidates
        self.rollout_turns = rollout_turns
        self.rollout_decisions = rollout_decisions
        #: a heuristic lead this large (evaluation points) is taken without searching
        self.margin = margin
        #: ranks the options (the full heuristic) ...
        self.ranker = HeuristicAgent(seed ^ 0x5EED)
        #: ... and plays the rollouts (a lighter heuristic: fewer options tried)
        self.policy = HeuristicAgent(seed ^ 0xB0B, limit=4, attacks=3,
                                     horizon=self.ranker.horizon)
        #: "heuristic" (the light heuristic) or "prior" (no simulation at all)
        self.rollout_policy = policy

    def choose(self, decision: Decision, view: Any = None, game: Game | None = None) -> Choice:
        options = decision.options
        if len(options) == 1:
            return options[0]
        if game is None:
            return blind_choice(self.rng, decision)
        start = time.thread_time()
        base = determinize(game, decision.player, self.rng)
        opening = opening_choice(base, decision)
        if opening is not None:
            return opening
        ranked = self.ranker.playout.rank(base, decision, self.ranker.limit, self.ranker.attacks)
        if len(ranked) == 1 or ranked[0][0] - ranked[1][0] >= self.margin:
            return ranked[0][2]
        race = [(i, o) for _s, i, o in ranked[:self.candidates]]
        return self.search(game, decision, race, start)

    def search(self, game: Game, decision: Decision, race: list[tuple[int, Choice]],
               start: float) -> Choice:
        player = decision.player
        totals: dict[int, list[float]] = {i: [] for i, _o in race}
        live = list(race)
        for r in range(self.rounds):
            if self.time_limit is not None and r > 0 and \
                    time.thread_time() - start > self.time_limit:
                break
            world = determinize(game, player, self.rng)
            seed = self.rng.next64()
            for i, option in live:
                sim = fast_clone(world)
                totals[i].append(self.rollout(sim, player, option, seed))
            if r >= 2 and len(live) > 1:
                live = self.prune(live, totals)
        # the best mean among the options still in the race (the race order breaks ties)
        best = max(live, key=lambda t: (_mean(totals[t[0]]), -race.index(t)))
        return best[1]

    def prune(self, live: list[tuple[int, Choice]],
              totals: dict[int, list[float]]) -> list[tuple[int, Choice]]:
        """Drop options whose mean is more than two standard errors of the difference
        behind the leader's (paired rounds: common random numbers)."""
        leader = max(live, key=lambda t: _mean(totals[t[0]]))
        lead = totals[leader[0]]
        kept = []
        for i, o in live:
            if i == leader[0]:
                kept.append((i, o))
                continue
            diffs = [a - b for a, b in zip(lead, totals[i], strict=False)]
            mean = _mean(diffs)
            var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
            if mean <= 2.0 * math.sqrt(var / len(diffs)) + 1e-9:
                kept.append((i, o))
        return kept

    def rollout(self, sim: Game, player: int, option: Choice, seed: int) -> float:
        """Apply ``option`` and let the heuristic play every seat on until the turn has
        changed ``rollout_turns`` times (or the bound), then score for ``player``."""
        policy = self.policy
        policy.rng.state = seed  # the same random stream for every option of the round
        end = sim.state.turn + self.rollout_turns

        def stop(g: Game) -> bool:
            return g.state.turn >= end

        sim.stop_when = stop
        try:
            sim.apply(option)
            for _ in range(self.rollout_decisions):
                p = sim.pending
                if p is None or sim.state.over:
                    break
                if self.rollout_policy == "prior":
                    sim.apply(policy.playout.by_prior(sim, p))
                else:
                    sim.apply(policy.decide(sim, p))
        except Exception as exc:  # an engine error in a what-if game: score it badly
            policy.playout.note_error(exc)
            return -WIN / 2
        return evaluate(sim, player)

    @property
    def errors(self) -> list[str]:
        """Engine errors met while simulating (ranking and rollouts)."""
        return self.ranker.playout.errors + self.policy.playout.errors


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -float("inf")
