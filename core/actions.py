"""Action rules: one per kind of action, used both to list legal options and to
explain why an attempted action is illegal (with the rule it breaks)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from .checked import compare_listing
from .decisions import Choice

if TYPE_CHECKING:
    from .game import Game


class ActionRule:
    """Subclasses set ``choice_type`` and implement ``candidates`` and ``check``."""

    choice_type: type[Choice]
    #: the phases (``GameState.phase``) in which the rule can give any option, None for
    #: every phase: ``PhasedRules`` leaves the rule out of the others
    phases: frozenset[str] | None = None

    def candidates(self, game: Game, player: int) -> Iterable[Choice]:
        raise NotImplementedError

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        """None when ``choice`` is legal now, else the reason (naming the rule)."""
        raise NotImplementedError

    def legal(self, game: Game, player: int) -> Iterable[Choice]:
        """The legal choices now: the candidates that ``check`` accepts, in order. A rule
        may list them another way; the checked mode (core/checked.py) compares that
        listing with this one at every decision."""
        return [c for c in self.candidates(game, player) if self.check(game, player, c) is None]


class PhasedRules:
    """A variant's action rules in their order, and for each phase the ones that can act
    in it (worked out the first time the phase is asked for)."""

    def __init__(self, *rules: ActionRule) -> None:
        self.rules = rules
        self._by_phase: dict[str, tuple[ActionRule, ...]] = {}

    def __iter__(self) -> Iterator[ActionRule]:
        return iter(self.rules)

    def for_phase(self, phase: str) -> tuple[ActionRule, ...]:
        found = self._by_phase.get(phase)
        if found is None:
            found = self._by_phase[phase] = tuple(
                r for r in self.rules if r.phases is None or phase in r.phases)
        return found


def legal_actions(game: Game, player: int, rules: Sequence[ActionRule]) -> list[Choice]:
    """The legal choices of ``rules`` in their order (a new list), listed in one reading
    stretch (``Game.reading``)."""
    out: list[Choice] = []
    opened = game.open_reading()
    try:
        for rule in rules:
            found = rule.legal(game, player)
            if game.checked and type(rule).legal is not ActionRule.legal:
                compare_listing(game, player, rule, found)
            if found:
                out += found
    finally:
        if opened:
            game.close_reading()
    return out


def explain_illegal(game: Game, player: int, rules: Sequence[ActionRule], choice: Choice) -> str:
    for rule in rules:
        if isinstance(choice, rule.choice_type):
            reason = rule.check(game, player, choice)
            if reason:
                return reason
    return f"{choice.describe()} is not a legal option now"
