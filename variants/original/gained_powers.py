"""Powers gained from another character: "Rogue gains target character's activated powers
this turn" (seed 000 rule 500, Rogue and Kang).

``gain-powers`` gives its target a grant of the activated powers of the card of the
object ``of`` names (the modifier ``gains-activated-powers-of`` with that card's id): the
engine adds them to the target's powers while it lasts (``Game.script_of``), without the
card's keywords (the gained powers' keywords are not gained). The gained power is the
target's own: what it says of "this card" (``source`` in card data) is the character it
is on now (the seed: "use only if Rogue is defending"), while a name it uses in a
selection (``name = "Kang"``: "stun another Kang you control") stays that name. Gaining
the same card's powers again adds nothing.
"""

from __future__ import annotations

import attrs

from vsrules.core.card_conditions import condition_word
from vsrules.core.card_powers import effect_word
from vsrules.core.effects import Resolve, Step, effect_label
from vsrules.core.game import Game
from vsrules.core.modifiers import GAINS_POWERS
from vsrules.core.objects import GameObject

from .combat import attacking


@attrs.frozen
class GainPowers(Step):
    """``target`` gains the activated powers of the card of each object ``of`` names, for
    ``until``."""

    of: str
    target: str = "source"
    until: str = "end-of-turn"

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        others = [objs[u] for u in res.uids(game, self.of)]
        for u in res.uids(game, self.target):
            for other in others:
                game.add_modifier(u, GAINS_POWERS, "grant", other.card, until=self.until,
                                  source=res.source, controller=res.controller,
                                  until_player=objs[u].controller)
                game.log_event("grant", f"{game.name_of(u)} gains the activated powers of "
                               f"{game.name_of(other.uid)} ({effect_label(game, res)})",
                               subject=u, what=GAINS_POWERS)


def _defending(game: Game, src: GameObject, _arg: str, _name: str) -> bool:
    """The card is the defender of the attack under way ("use only if ... is defending")."""
    att = attacking(game)
    return att is not None and att["defender"] == src.uid


#: "<target> gains <of>'s activated powers this turn"
effect_word("gain-powers", GainPowers)
condition_word("defending", _defending)
