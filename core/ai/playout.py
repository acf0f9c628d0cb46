"""Trying options on copies of a determinized game: apply one, play on a little with a
cheap policy until its consequences have settled, and score the result.

"Settled" is found from the engine's own structure, for any variant: the frame stack
and the chain. The *top level* of a variant is the frame depth at which players take
their ordinary actions (recruit, attack, move: 1 in 2PCG, inside the turn; 2 in the
original, inside a priority round); it is learned by watching decisions. A decision
taken at the top level (empty chain) settles when its player next acts at the top
level (or the turn ends); one taken deeper (a combat window, an answer on the chain, a
target) settles when anyone acts at the top level again (the combat is over, the chain
resolved). Until the top level is known, an option settles at the end of the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..decisions import (
    Attack,
    Choice,
    Decision,
    Move,
    Mulligan,
    Pass,
    PlayResource,
    Recruit,
    Reposition,
    YesNo,
)
from ..game import Game
from ..rng import Rng
from .determinize import fast_clone
from .evaluate import DEFAULT, WIN, Weights, character_value, evaluate

#: choices that only ever appear among a player's ordinary (top-level) actions
TOP_LEVEL_CHOICES = (Attack, Recruit, Move, Reposition)
#: bound on the decisions played to settle one option
SETTLE_CAP = 60


class Horizon:
    """The learned top level of each variant (see the module docstring)."""

    def __init__(self) -> None:
        self.top: dict[str, int] = {}

    def observe(self, game: Game, decision: Decision) -> None:
        if not decision.is_action or game.state.chain:
            return
        if any(isinstance(o, TOP_LEVEL_CHOICES) for o in decision.options):
            depth = len(game.state.frames)
            vid = game.variant.id
            if depth < self.top.get(vid, 1 << 30):
                self.top[vid] = depth

    def at_top(self, game: Game) -> bool:
        top = self.top.get(game.variant.id)
        return top is not None and len(game.state.frames) <= top and not game.state.chain

    def known(self, game: Game) -> bool:
        return game.variant.id in self.top


def is_start_choice(decision: Decision, game: Game) -> bool:
    """Who goes first (before the first turn): every option picks a player."""
    n = len(game.state.players)
    return game.state.turn == 0 and len(decision.options) == n and all(
        getattr(o, "value", None) == i for i, o in enumerate(decision.options))


def keep_hand(game: Game, player: int) -> bool:
    """Keep an opening hand with a character cheap enough to play early."""
    cheap = 0
    for u in game.zone(player, "hand"):
        card = game.card(u)
        if card.is_character and (card.cost or 0) <= 3:
            cheap += 1
    return cheap >= 1


def prior(game: Game, player: int, option: Choice) -> float:
    """A quick guess of an option's worth, from the engine's stats: orders the options
    worth simulating and breaks ties between equal simulated scores."""
    if isinstance(option, Pass):
        return 0.0
    objs = game.state.objects
    if isinstance(option, Attack):
        if option.defender is None or option.defender not in objs:
            return sum(max(0, game.stat(a, "atk")) for a in option.attackers if a in objs)
        d = objs[option.defender]
        atk = sum(max(0, game.stat(a, "atk")) for a in option.attackers if a in objs)
        d_def, d_atk = game.stat(d, "def"), game.stat(d, "atk")
        gain = (30.0 if game.state.players[d.controller].main == d.uid
                else character_value(game, d)) if atk >= d_def else -2.0
        loss = min((character_value(game, objs[a]) for a in option.attackers
                    if a in objs and d_atk >= game.stat(a, "def")), default=0.0)
        return gain - loss - 0.5 * len(option.attackers) - 0.1 * max(0, atk - d_def)
    if isinstance(option, Recruit):
        return float(game.card(option.card).cost or 0)
    if isinstance(option, PlayResource):
        card = game.card(option.card)
        if card.type == "location":
            return 3.0 if option.face_up else 1.0
        if card.is_character:
            resources = len(game.zone(player, "resources"))
            return 0.5 * ((card.cost or 0) - resources - 2)
        return -1.0
    return 0.0


class Playout:
    """Scores options on copies of one determinized game."""

    def __init__(self, rng: Rng, horizon: Horizon, weights: Weights = DEFAULT,
                 sub_budget: int = 4) -> None:
        self.rng = rng
        self.horizon = horizon
        self.weights = weights
        #: sub-decisions (targets, payments...) answered greedily per settled option
        self.sub_budget = sub_budget
        self._subs = 0
        #: engine errors met in simulations (see ``note_error``)
        self.errors: list[str] = []

    # -- the cheap policy --------------------------------------------------------------
    def quick(self, game: Game, decision: Decision) -> Choice:
        """Actions: pass. Other questions: the answer that looks best right away (a
        one-step look), or a random one when the look-ahead budget is spent."""
        options = decision.options
        if decision.is_action:
            return Pass() if Pass() in options else options[0]
        if len(options) == 1:
            return options[0]
        if isinstance(options[0], Mulligan):
            return Mulligan(not keep_hand(game, decision.player))
        if self._subs < self.sub_budget and len(options) <= 12:
            self._subs += 1
            return self.greedy(game, decision)
        if YesNo(True) in options:
            return YesNo(True)
        return self.rng.choice(options)

    def by_prior(self, game: Game, decision: Decision) -> Choice:
        """The cheapest sensible policy (no simulation): the action with the best prior
        if it looks worth doing, else pass; other questions as ``quick`` (a one-step
        look)."""
        if not decision.is_action:
            self._subs = 0
            return self.quick(game, decision)
        options = decision.options
        scored = [(prior(game, decision.player, o), -i) for i, o in enumerate(options)]
        best = max(range(len(options)), key=lambda i: scored[i])
        if scored[best][0] > 0 or Pass() not in options:
            return options[best]
        return Pass()

    def greedy(self, game: Game, decision: Decision) -> Choice:
        best, best_score = decision.options[0], -float("inf")
        turn = game.state.turn
        for opt in decision.options:
            sim = fast_clone(game)
            sim.stop_when = _turn_changed(turn)
            sim.apply(opt)
            score = evaluate(sim, decision.player, self.weights)
            if score > best_score:
                best, best_score = opt, score
        return best

    # -- settling ----------------------------------------------------------------------
    def settle(self, sim: Game, player: int, option: Choice, mode: str) -> None:
        """Apply ``option`` (the pending decision's) and play on with the cheap policy
        until it has settled (``mode``: "mine", "top" or "turn")."""
        sim.stop_when = _turn_changed(sim.state.turn)
        self._subs = 0
        sim.apply(option)
        horizon = self.horizon
        for _ in range(SETTLE_CAP):
            p = sim.pending
            if p is None or sim.state.over:
                return
            horizon.observe(sim, p)
            if p.is_action and mode != "turn" and horizon.at_top(sim) and \
                    (mode == "top" or p.player == player):
                return
            sim.apply(self.quick(sim, p))

    def mode(self, game: Game) -> str:
        if not self.horizon.known(game):
            return "turn"
        return "mine" if self.horizon.at_top(game) else "top"

    def score(self, base: Game, decision: Decision, option: Choice, mode: str) -> float:
        sim = fast_clone(base)
        try:
            self.settle(sim, decision.player, option, mode)
        except Exception as exc:  # an engine error in a what-if game: avoid that option
            self.note_error(exc)
            return -WIN / 2
        return evaluate(sim, decision.player, self.weights)

    def note_error(self, exc: Exception) -> None:
        """Remember (a few of) the engine errors met while simulating: the agent goes on
        without the option that raised, the tests look at them."""
        if len(self.errors) < 20:
            self.errors.append(f"{type(exc).__name__}: {exc}")

    def rank(self, base: Game, decision: Decision, limit: int = 10,
             attacks: int = 6) -> list[tuple[float, int, Choice]]:
        """The options worth simulating, scored, best first: (score, index, option)."""
        self.horizon.observe(base, decision)
        mode = self.mode(base)
        player = decision.player
        priors = [(prior(base, player, o), i, o) for i, o in enumerate(decision.options)]
        chosen = candidates(priors, limit, attacks)
        out = []
        for p, i, o in chosen:
            out.append((self.score(base, decision, o, mode) + 1e-3 * p, i, o))
        out.sort(key=lambda t: (-t[0], t[1]))
        return out


def candidates(priors: list[tuple[float, int, Choice]], limit: int,
               attacks: int) -> list[tuple[float, int, Choice]]:
    """At most ``limit`` options: Pass, the best attacks by prior (at least ``attacks``
    of them when there are), then the others by prior."""
    if len(priors) <= limit:
        return priors
    by_prior = sorted(priors, key=lambda t: (-t[0], t[1]))
    keep: list[tuple[float, int, Choice]] = [t for t in by_prior if isinstance(t[2], Pass)]
    atk = [t for t in by_prior if isinstance(t[2], Attack)]
    rest = [t for t in by_prior if not isinstance(t[2], Attack | Pass)]
    keep.extend(atk[:attacks])
    for t in rest + atk[attacks:]:
        if len(keep) >= limit:
            break
        keep.append(t)
    return keep


def _turn_changed(turn: int) -> Callable[[Game], bool]:
    def stop(g: Game) -> bool:
        return g.state.turn != turn

    return stop


def blind_choice(rng: Rng, decision: Decision) -> Any:
    """What an agent answers when it was given no game to simulate: a uniform pick."""
    return rng.choice(decision.options)
