"""Whether an effect would do anything if it resolved now, told without changing the
game: the steps are previewed in order (``Step.foresee``), the steps that only read the
game (selections, lists, conditions) run as they would, and the effect does nothing when
no step would act: every step that acts is aimed at a selection or a pick that finds
nothing ("each cosmic Legionnaires attacker gets a cosmic counter" outside an attack).
A question whose answer decides, a step that acts and a reference the preview can't know
(an event's, a cost's) each count as doing something.

The rules still let a player play such an effect (it is legal to play a card that does
nothing); the play flow reads this to tell where a seat has nothing that can matter."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .effects import Resolve, Step

if TYPE_CHECKING:
    from .game import Game


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
