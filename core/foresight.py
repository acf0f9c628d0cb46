"""Whether an effect would do anything if it resolved now, told without changing the
game: the steps are previewed in order (``Step.foresee``), the steps that only read the
game (selections, lists, conditions) run as they would, and the effect does nothing when
no step would act: every step that acts is aimed at a selection or a pick that finds
nothing ("each cosmic Legionnaires attacker gets a cosmic counter" outside an attack).
A question whose answer decides, a step that acts and a reference the preview can't know
(an event's, a cost's) each count as doing something.

``reach`` previews the same way which objects an effect would act on: every value a pick
could take counts, and a step that acts on something the preview can't name (a player,
an event, card code) makes the answer "can't tell".

``on_source_alone`` tells an effect that acts on its own source and nothing else, asking
nothing: two such effects of the same power can't tell their order apart.

The rules still let a player play such an effect (it is legal to play a card that does
nothing); the play flow reads this to tell where a seat has nothing that can matter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .decisions import PLAYER_KINDS
from .effects import PicksOne, Resolve, Step

if TYPE_CHECKING:
    from .game import Game


def reach(game: Game, steps: Sequence[Step], controller: int, source: int | None,
          ctx: dict[str, Any] | None = None) -> frozenset[int] | None:
    """The objects an effect of ``steps`` would act on if it resolved now (``ctx``: what
    it already knows, its targets), or None when the preview can't tell."""
    res = Resolve(list(steps), controller, source, ctx=dict(ctx or {}))
    found: set[int] = set()
    while res.index < len(res.steps):
        step = res.steps[res.index]
        if isinstance(step, PicksOne):
            values = step.candidates(game, res)
            objs = game.state.objects
            if values is None or step.pick_kind() in PLAYER_KINDS or not all(
                    type(v) is int and v in objs for v in values):
                return None  # a question whose answer the preview can't name as objects
            res.ctx[step.into] = values  # whichever is picked: all of them are within reach
        else:
            acts = step.foresee(game, res)
            if acts is None:
                return None
            if acts:
                target = getattr(step, "target", None)
                if not isinstance(target, str) or not res.knows(target):
                    return None
                found.update(res.uids(game, target))
        res.index += 1
    return frozenset(found)


def does_nothing(game: Game, steps: Sequence[Step], controller: int,
                 source: int | None) -> bool:
    """Whether an effect of ``steps``, controlled by ``controller`` with ``source`` as its
    source, would do nothing if it resolved now (no targets: a targeted effect acts on
    its targets)."""
    res = Resolve(list(steps), controller, source)
    while res.index < len(res.steps):  # (a previewed "if" or "may" splices in its steps)
        if res.steps[res.index].foresee(game, res) is not False:
            return False
        res.index += 1
    return True


def on_source_alone(steps: Sequence[Step]) -> bool:
    """Whether an effect of ``steps`` acts on its own source alone and asks nothing: every
    step acts on ``"source"``, none picks or counts a selection of other objects ("a
    cosmic counter on this character")."""
    return bool(steps) and all(
        not isinstance(step, PicksOne) and getattr(step, "target", None) == "source"
        and getattr(step, "per", None) is None for step in steps)
