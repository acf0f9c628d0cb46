"""Equipment moved by an effect to another character: "transfer target equipment to target
unequipped Brotherhood character you control" (seed 000 rule 302, Misappropriation).

``transfer`` attaches the equipment ``target`` names to the character ``to`` names, by
the rules of attaching (302.3a, ``can_hold_equipment``: a character in play, not stunned,
with no equipment yet, of the name an "equip only to" says, in an area the equipment may
be in); an equipment that can't legally be attached there stays where it is. As part of
attaching it, the character's controller gains control of the equipment (302), which
then checks the uniqueness rule (704.3). The selection test ``unequipped``: a character
with no equipment attached.
"""

from __future__ import annotations

import attrs

from vsrules.core.card_powers import effect_word
from vsrules.core.effects import Resolve, Step, effect_label
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from .powers import can_hold_equipment, unique_equipment
from .targets import test


@attrs.frozen
class Transfer(Step):
    """Attach the equipment ``target`` to the character ``to`` (its controller gains
    control of it); nothing when it can't legally go there."""

    target: str
    to: str

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        hosts = res.uids(game, self.to)
        for u in res.uids(game, self.target):
            equipment = objs.get(u)
            host = objs.get(hosts[0]) if hosts else None
            if equipment is None or equipment.zone != "equipment" or host is None:
                continue
            if equipment.attached_to == host.uid or not can_hold_equipment(game, host, equipment):
                game.log_event("no-effect", f"{game.name_of(u)} can't be attached to "
                               f"{game.name_of(host.uid)} ({effect_label(game, res)})",
                               subject=u)
                continue
            if equipment.controller != host.controller:
                game.change_control(u, host.controller, "equipment")
            game.attach(u, host.uid)
            game.log_event("transfer", f"{game.name_of(u)} is transferred to "
                           f"{game.name_of(host.uid)} ({effect_label(game, res)})", subject=u)
            unique_equipment(game, u, host.controller)


@test("unequipped")
def _unequipped(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    """A character with no equipment attached."""
    return not any(o.attached_to == obj.uid for o in game.in_play(obj.controller)
                   if o.zone == "equipment")


#: "transfer <equipment> to <character>"
effect_word("transfer", Transfer)
