"""Avengers cards of The Marvel Battles (MNB-001...MNB-026): the Python their card data
calls (``do = "call"``) for what no effect word says.

Every Avengers card's powers are data (cards/mnb.toml); keyword-only cards and the
location MNB-026 need nothing more than the rules.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.effects import (
    Resolve,
    call,
)
from vsrules.core.game import Game

from ..combat import current_combat


# -- Spider-Man (MNB-007 / MNB-008) ---------------------------------------------------------
@call("twopcg.avengers.friendly-neighbor")
def friendly_neighbor(game: Game, res: Resolve) -> None:
    """Spider-Man takes the place of the defender on his side: they swap rows and he
    becomes the defender (the attack goes on even if it could not target him)."""
    combat = current_combat(game)
    me = res.source
    objs = game.state.objects
    if combat is None or me not in objs or combat.defender not in objs:
        return
    old = combat.defender
    if old == me or objs[old].controller != objs[me].controller:
        return
    old_row, my_row = objs[old].zone, objs[me].zone
    if old_row != my_row:
        game.reposition(old, my_row)
        game.reposition(me, old_row)
    combat.defender = me
    flags: dict[str, Any] = game.state.flags
    flags["combatants"] = [*combat.attackers, me]
    flags["defender"] = me
    game.log_event("defender", f"{game.name_of(me)} becomes the defender instead of "
                   f"{game.name_of(old)} ({res.name})", subject=me)


# -- Dr. Strange (MNB-019): the counters turn over silently (no word says that yet) ---------
@call("twopcg.avengers.transmute")
def transmute(game: Game, res: Resolve, target: str) -> None:
    uids = res.uids(game, target)
    if not uids:
        return
    uid = uids[0]
    o = game.state.objects[uid]
    plus, minus = o.count("plus"), o.count("minus")
    if plus:
        game.remove_counters(uid, "plus")
        game.add_counters(uid, "minus", plus)
    elif minus:
        game.remove_counters(uid, "minus")
        game.add_counters(uid, "plus", minus)
