"""Avengers cards of The Marvel Battles (MNB-001...MNB-026): the Python their card data
calls (``do = "call"``) for what no effect word says.

Every Avengers card's powers are data (cards/mnb.toml); keyword-only cards and the
location MNB-026 need nothing more than the rules.
"""

from __future__ import annotations

from vsrules.core.effects import (
    Resolve,
    call,
)
from vsrules.core.game import Game


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
