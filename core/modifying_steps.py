"""Steps that change objects for a while or for good: stat and keyword modifiers (on a
target, or on a group the edition reads continuously or flags, seed 000 513.2c) and
counters put on or taken off."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .effects import Resolve, Step, effect_label
from .modifiers import UNTIL_SOURCE_EXHAUSTED, bind_group
from .selectors import Sel
from .serialize import OMIT_DEFAULT
from .words import counter_words, granted_words, stat_words

if TYPE_CHECKING:
    from .game import Game


@attrs.frozen
class PutCounters(Step):
    """``n`` counters of ``kind`` on each target; with ``per_counter``, ``n`` for each
    counter of that kind the target has ("one +1/+1 counter per wound on him"); with
    ``per``, ``n`` for each object the selection finds (none: no counters)."""

    target: str
    kind: str
    n: int = 1
    per_counter: str | None = None
    per: Sel | None = None

    def run(self, game: Game, res: Resolve) -> None:
        counted = self.per_counter is not None or self.per is not None
        for u in res.uids(game, self.target):
            n = self.n
            if self.per_counter is not None:
                n *= game.state.objects[u].count(self.per_counter)
            if self.per is not None:
                n *= count_found(game, res, self.per)
            if n or not counted:
                placed = game.add_counters(u, self.kind, n)
                # none placed (the rules refuse it: a second cosmic counter, a stunned
                # 2PCG character's +1/+1): the log says so, the effect did not go unheard
                gets = counter_words(self.kind, placed) if placed else \
                    "no " + counter_words(self.kind, 1).removeprefix("a ")
                game.log_event("counters", f"{game.name_of(u)} gets {gets} "
                               f"({effect_label(game, res)})", subject=u, counter=self.kind,
                               n=placed)


def count_found(game: Game, res: Resolve, sel: Sel) -> int:
    """How many objects ``sel`` finds for the effect (an amount "for each ...")."""
    return sum(1 for _ in sel.find(game, res.controller, res.source))


def _target_or_group(inst: Any, _attribute: Any, group: Sel | None) -> None:
    """A ``modify`` / ``grant`` names a target or a group, not both nor neither."""
    if (group is None) == (not inst.target):
        raise ValueError("give target (an object) or group (a selection), one of them")


@attrs.frozen
class ModifyStat(Step):
    """Change ``stat`` of each target by ``amount`` (``op = "set"``: to it) for a while;
    with ``per``, ``amount`` for each object the selection finds now (none: no change).
    With ``group`` (a selection) in place of ``target``: of every object it covers while
    the modifier lasts, as the edition reads effects on a group (``Variant.effect_groups``:
    the original's follows its selection, seed 000 513.2c)."""

    stat: str
    amount: int
    until: str = "end-of-turn"
    op: str = "add"
    per: Sel | None = None
    target: str = attrs.field(default="", kw_only=True)
    group: Sel | None = attrs.field(default=None, kw_only=True, validator=_target_or_group,
                                    metadata=OMIT_DEFAULT)

    def run(self, game: Game, res: Resolve) -> None:
        if self.until == UNTIL_SOURCE_EXHAUSTED and not _held(game, res):
            return
        amount = self.amount
        if self.per is not None:
            amount *= count_found(game, res, self.per)
            if not amount:
                return
        words = stat_words(self.stat, self.op, amount, self.until)
        group = bind_group(res, self.group)
        if group is not None and _follows(game, group):
            game.add_modifier(None, self.stat, self.op, amount, until=self.until,
                              source=res.source, controller=res.controller, group=group)
            _log_group(game, res, "modify", group, words, stat=self.stat)
            return
        for u in _covered(game, res, self.target, group):
            game.add_modifier(u, self.stat, self.op, amount, until=self.until,
                              source=res.source, controller=res.controller)
            game.log_event("modify", f"{game.name_of(u)} {words} ({effect_label(game, res)})",
                           subject=u, stat=self.stat)


@attrs.frozen
class Grant(Step):
    """Give (or, with ``op="lose"``, take away) a keyword or flag for a while; with
    ``group`` in place of ``target``, to every object it covers (as ``ModifyStat``)."""

    what: str
    until: str = "end-of-turn"
    op: str = "grant"
    target: str = attrs.field(default="", kw_only=True)
    group: Sel | None = attrs.field(default=None, kw_only=True, validator=_target_or_group,
                                    metadata=OMIT_DEFAULT)

    def run(self, game: Game, res: Resolve) -> None:
        if self.until == UNTIL_SOURCE_EXHAUSTED and not _held(game, res):
            return
        label, words = effect_label(game, res), granted_words(self.what, self.op == "lose")
        group = bind_group(res, self.group)
        if group is not None and _follows(game, group):
            game.add_modifier(None, self.what, self.op, True, until=self.until,
                              source=res.source, controller=res.controller,
                              until_player=res.controller, group=group)
            _log_group(game, res, "grant", group, words or f"is under {label}",
                       what=self.what)
            return
        for u in _covered(game, res, self.target, group):
            game.add_modifier(u, self.what, self.op, True, until=self.until,
                              source=res.source, controller=res.controller,
                              until_player=game.state.objects[u].controller)
            game.log_event("grant", f"{game.name_of(u)} {words} ({label})" if words else
                           f"{game.name_of(u)} is under {label}", subject=u, what=self.what)


def _follows(game: Game, group: Sel | None) -> bool:
    """Whether a modifier on ``group`` follows its selection (else it flags what it finds
    as it is made, as one on a target does)."""
    return group is not None and game.variant.effect_groups == "follow"


def _covered(game: Game, res: Resolve, target: str, group: Sel | None) -> list[int]:
    """The objects a flagging modifier goes on: its target's, or what its group finds now."""
    if group is None:
        return res.uids(game, target)
    return list(group.find(game, res.controller, res.source))


def _log_group(game: Game, res: Resolve, kind: str, group: Sel, words: str,
               **data: Any) -> None:
    now = [game.name_of(u) for u in group.find(game, res.controller, res.source)]
    game.log_event(kind, f"Each object the effect covers while it lasts (now: "
                   f"{', '.join(now) or 'none'}) {words} ({effect_label(game, res)})", **data)


def _held(game: Game, res: Resolve) -> bool:
    from .held_while_exhausted import still_held  # (it builds on the effects' steps)

    return still_held(game, res)


@attrs.frozen
class RemoveCounters(Step):
    target: str
    kind: str
    n: int = 1

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            taken = game.remove_counters(u, self.kind, self.n)
            if taken:
                game.log_event("counters", f"{counter_words(self.kind, taken)} "
                               f"{'is' if taken == 1 else 'are'} removed from "
                               f"{game.name_of(u)} ({effect_label(game, res)})", subject=u,
                               counter=self.kind, n=-taken)
