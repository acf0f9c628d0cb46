"""Play-flow help for people and AIs: decisions answered for a seat automatically.

- ``pass_only``: a decision whose only option is to pass is passed, and logged.
- ``yield_until``: "pass until end of turn" (``"turn-end"``) or "pass until something new
  happens" (``"change"``: a new effect on the chain, an attack, a decision that is not a
  plain pass for you). Only action decisions are ever passed for you.
- ``stops``: phases/steps where a yield stops anyway (``"own:build:recruit"``: your own
  recruit step; ``"any:main"``: anyone's main phase).

The answers given this way are recorded like any other, so saves and replays (which run
with no auto-pass) reproduce the game exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .decisions import Decision, Pass

if TYPE_CHECKING:
    from .game import Game

#: sensible stops for the original edition (and harmless elsewhere)
DEFAULT_STOPS = frozenset({"own:build:recruit", "own:combat:attack", "own:main"})


@attrs.define
class SeatFlow:
    pass_only: bool = True
    yield_until: str | None = None
    stops: frozenset[str] = DEFAULT_STOPS
    #: where the yield started: (turn, chain length, attack or combat in progress)
    mark: tuple[int, int, bool] | None = None

    def start_yield(self, game: Game, until: str) -> None:
        self.yield_until = until
        self.mark = _marks(game)

    def answer(self, game: Game, decision: Decision) -> Pass | None:
        """The pass to give for this seat now, or None (the seat decides itself)."""
        if not decision.is_action or Pass() not in decision.options:
            self._end_yield_if(self.yield_until == "change")
            return None
        if self.pass_only and len(decision.options) == 1:
            return Pass()
        if self.yield_until is None:
            return None
        if self._at_stop(game, decision):
            self._end_yield_if(True)
            return None
        now = _marks(game)
        if self.yield_until == "turn-end" and self.mark and now[0] != self.mark[0]:
            self._end_yield_if(True)
            return None
        if self.yield_until == "change" and self.mark and (
                now[1] > self.mark[1] or (now[2] and not self.mark[2])):
            self._end_yield_if(True)
            return None
        return Pass()

    def _at_stop(self, game: Game, decision: Decision) -> bool:
        st = game.state
        phase = game.variant.phase_name(game)
        owner = st.step_owner if st.step_owner is not None else st.active
        mine = "own" if owner == decision.player else "other"
        return f"{mine}:{phase}" in self.stops or f"any:{phase}" in self.stops

    def _end_yield_if(self, cond: bool) -> None:
        if cond:
            self.yield_until, self.mark = None, None


def _marks(game: Game) -> tuple[int, int, bool]:
    st = game.state
    fighting = bool(st.flags.get("combat") or st.flags.get("attack"))
    return (st.turn, len(st.chain), fighting)
