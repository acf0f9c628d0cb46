"""Play-flow help for people and AIs: decisions answered for a seat automatically.

- ``pass_only``: a decision whose only option is to pass is passed, and logged.
- ``yield_until``: "pass until end of turn" (``"turn-end"``) or "pass until something new
  happens" (``"change"``: a new effect on the chain, an attack, a decision that is not a
  plain pass for you). Only action decisions are ever passed for you.
- ``stops``: phases/steps where a yield stops anyway (``"own:build:recruit"``: your own
  recruit step; ``"any:main"``: anyone's main phase).
- ``remembered``: answers a person chose to keep for repeated yes/no questions (a "may"
  power every turn), keyed by the question (card name, power and prompt: not the object,
  whose uid changes), given again when the same question comes back.
- ``auto_order``: an order question whose options all name the same card and power is
  answered with the first (the engine already orders fully identical triggers itself).

The answers given this way are recorded like any other, so saves and replays (which run
with no auto-pass) reproduce the game exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .decisions import PASS, Choice, Decision, Pass, YesNo
from .serialize import dump, load

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
    auto_order: bool = True
    #: question key (``question_key``) -> the answer to give again
    remembered: dict[str, Choice] = attrs.Factory(dict)

    def start_yield(self, game: Game, until: str) -> None:
        self.yield_until = until
        self.mark = _marks(game)

    def answer(self, game: Game, decision: Decision) -> Choice | None:
        """The answer to give for this seat now, or None (the seat decides itself)."""
        if self.remembered:
            known = self.recall(game, decision)
            if known is not None:
                return known
        if self.auto_order and decision.kind == "order" and same_powers(decision):
            return decision.options[0]
        if not decision.is_action or PASS not in decision.options:
            if self.yield_until == "change":  # (tested first: most decisions yield nothing)
                self._end_yield_if(True)
            return None
        if self.pass_only and len(decision.options) == 1:
            return PASS
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
        return PASS

    # -- remembered answers --------------------------------------------------------------
    def recall(self, game: Game, decision: Decision) -> Choice | None:
        """The remembered answer to this question, if it is among the options."""
        key = question_key(game, decision) if self.remembered else None
        known = self.remembered.get(key) if key is not None else None
        return known if known is not None and known in decision.options else None

    def remember(self, game: Game, decision: Decision, choice: Choice) -> str | None:
        """Keep ``choice`` for this question; returns its key, None if it can't be kept."""
        key = question_key(game, decision)
        if key is None or choice not in decision.options:
            return None
        self.remembered[key] = choice
        return key

    def forget(self, key: str) -> None:
        self.remembered.pop(key, None)

    # -- settings (kept in a save's Setup.options by a UI) ---------------------------------
    def settings(self) -> dict[str, Any]:
        return {"pass_only": self.pass_only, "auto_order": self.auto_order,
                "stops": sorted(self.stops),
                "remembered": {k: dump(v) for k, v in self.remembered.items()}}

    @classmethod
    def from_settings(cls, data: Any) -> SeatFlow:
        """The flow these settings describe; anything missing or malformed is default."""
        flow = cls()
        if not isinstance(data, dict):
            return flow
        flow.pass_only = bool(data.get("pass_only", flow.pass_only))
        flow.auto_order = bool(data.get("auto_order", flow.auto_order))
        stops = data.get("stops")
        if isinstance(stops, list):
            flow.stops = frozenset(str(s) for s in stops)
        remembered = data.get("remembered")
        if isinstance(remembered, dict):
            for key, raw in remembered.items():
                try:
                    flow.remembered[str(key)] = load(raw, Choice)
                except Exception:  # a stale answer (another version) is not kept
                    continue
        return flow

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


def question_key(game: Game, decision: Decision) -> str | None:
    """A stable name for a yes/no question (None for any other decision): its kind, the
    card and power asking, and the prompt."""
    if not decision.options or not all(isinstance(o, YesNo) for o in decision.options):
        return None
    source = decision.context.get("source")
    card = game.card(source).name if source in game.state.objects else ""
    return "|".join((decision.kind, card, str(decision.context.get("effect", "")),
                     decision.prompt))


def question_words(key: str) -> str:
    """The question a key stands for, as a person reads it."""
    _kind, card, _effect, prompt = key.split("|", 3)
    return prompt if not card or card in prompt else f"{card}: {prompt}"


def same_powers(decision: Decision) -> bool:
    """An order question whose options all name the same card and power."""
    names = decision.context.get("names") or []
    return decision.kind == "order" and len(set(names)) == 1


def auto_answer(game: Game, decision: Decision) -> Choice | None:
    """The answer the seat's flow gives ``decision`` for it (logged as such), or None when
    the seat is to be asked."""
    flow = game.flow.get(decision.player)
    if flow is None:
        return None
    answer = flow.answer(game, decision)
    if answer is None:
        return None
    who = game.player_name(decision.player)
    game.log_event("auto-pass", f"{who} passes (auto): {decision.prompt}"
                   if isinstance(answer, Pass) else
                   f"{who} answers {answer.describe()} (auto): {decision.prompt}",
                   player=decision.player)
    return answer
