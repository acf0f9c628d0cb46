"""The decisions a scripted action leads to, answered from its ``targets`` (target
decisions), ``pay`` (payment decisions) and ``choices`` (any other decision, in order).

``pay`` lists locations in any order: each payment decision takes a listed location
that can pay the symbol asked, and when several could, the one that lets the rest of
the list pay the rest (tried on copies of the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decisions import Choice
from ..errors import IllegalChoice, InputError
from .answers import by_meaning, legal_answers, value_words

if TYPE_CHECKING:
    from .runner import LabGame
    from .scenario import LabAction

#: field -> the decision kinds it answers (None: any kind, in order); a target may be a
#: player, asked as a decision of the player kind
FOLLOW_UPS: dict[str, frozenset[str] | None] = {
    "pay": frozenset({"pay"}), "targets": frozenset({"target", "player"}), "choices": None}


class Refused(InputError):
    """The engine refused a scripted action or one of its answers (``expect = "illegal"``
    counts it; otherwise the file is invalid)."""


def follow_up(lab: LabGame, action: LabAction) -> None:
    queues: dict[str, list[tuple[Any, Any]]] = {}
    for field in FOLLOW_UPS:
        raw = action.fields.get(field)
        if raw is None:
            continue
        values = list(raw.values()) if isinstance(raw, dict) else list(raw) \
            if isinstance(raw, list) else [raw]
        queues[field] = [(v, lab.ref(v, f"{action.where}.{field}")) for v in values]
    _answer(lab, action, queues)
    _check_targets_taken(lab, action, queues.get("targets", []))


def _check_targets_taken(lab: LabGame, action: LabAction, unasked: list[tuple[Any, Any]]) -> None:
    """Targets the file names that no decision asked for: the engine took a lone legal
    target itself (a trigger's, a cost's). Each named one must be a target the chain now
    holds; any other was never a legal choice."""
    if not unasked:
        return
    taken = {u for link in lab.game.state.chain for u in link.targets}
    for raw, value in unasked:
        if value not in taken:
            said = value_words(lab, value) if raw in lab.labels else repr(raw)
            held = ", ".join(value_words(lab, u) for u in sorted(taken)) or "none"
            raise Refused(lab.scenario.path, f"{action.where}.targets",
                          f"illegal action: {said} is not a legal target (no decision asked "
                          f"for one; the targets on the chain: {held})")


def _option_for(lab: LabGame, raw: Any, value: Any) -> Choice | None:
    pending = lab.game.pending
    assert pending is not None
    meant = by_meaning(lab, raw, value)
    if meant is not None:
        return meant
    return next((o for o in pending.options
                 if _same_value(getattr(o, "value", _NONE), value)
                 or _same_value(getattr(o, "answer", _NONE), value)), None)


_NONE = object()


def _same_value(a: Any, b: Any) -> bool:
    # True == 1 in Python: a yes/no answer never stands for a number
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def _answer(lab: LabGame, action: LabAction, queues: dict[str, list[tuple[Any, Any]]]) -> None:
    while True:
        game = lab.game
        pending = game.pending
        if pending is None or pending.is_action:
            return
        field = next((f for f, kinds in FOLLOW_UPS.items()
                      if kinds is not None and pending.kind in kinds and queues.get(f)), None)
        if field is None and queues.get("choices"):
            field = "choices"
        if field is None:
            return
        queue = queues[field]
        usable = [(i, o) for i, (raw, value) in enumerate(queue)
                  if (o := _option_for(lab, raw, value)) is not None]
        if field != "pay":
            usable = usable[:1] if usable and usable[0][0] == 0 else []
        if not usable:
            raw, value = queue[0]
            said = value_words(lab, value) if raw in lab.labels else repr(raw)
            raise Refused(lab.scenario.path, f"{action.where}.{field}",
                          f"illegal action: {said} "
                          f"is not a legal answer to: {pending.prompt} "
                          f"(legal: {legal_answers(lab)})")
        if len({o for _i, o in usable}) > 1:
            _pay_by_trial(lab, action, queues, field, usable)
            return
        i, option = usable[0]
        queue.pop(i)
        _apply(lab, action, field, option)


def _apply(lab: LabGame, action: LabAction, field: str, option: Choice) -> None:
    try:
        lab.game.apply(option)
    except IllegalChoice as exc:
        raise Refused(lab.scenario.path, f"{action.where}.{field}",
                      f"illegal action: {exc.reason}") from None


def _pay_by_trial(lab: LabGame, action: LabAction, queues: dict[str, list[tuple[Any, Any]]],
                  field: str, usable: list[tuple[int, Choice]]) -> None:
    """Several listed locations can pay this symbol: take the first with which the rest
    of the action goes through."""
    refusal: Refused | None = None
    for i, option in usable:
        trial = lab.trial()
        rest = {f: list(q) for f, q in queues.items()}
        rest[field].pop(i)
        try:
            _apply(trial, action, field, option)
            _answer(trial, action, rest)
        except Refused as exc:
            refusal = refusal or exc
            continue
        if trial.game.pending is not None and not trial.game.pending.is_action and \
                trial.game.pending.kind == "pay":
            continue  # the listed locations ran out before the cost did
        lab.game = trial.game
        return
    assert refusal is not None or usable
    if refusal is not None:
        raise refusal
    # every way leaves a symbol unpaid: take the first, the script goes on from there
    i, option = usable[0]
    queues[field].pop(i)
    _apply(lab, action, field, option)
    _answer(lab, action, queues)
