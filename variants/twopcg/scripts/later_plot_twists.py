"""Team-less plot twists of The Marvel Battles (MNB-105...MNB-108) and the plot twists of
later 2016 sets in cards/extra-plot-twists.toml (AFF-, DEF-, LEG-, ALN- ids).

Loyalty (the Legacy plot twists LEG-009/018/027/036) is a deck-building restriction: the
engine checks no deck rules yet, so it is not enforced. Their effects are card data; this
module holds the Python some of them call (``do = "call"``).
"""

from __future__ import annotations

from vsrules.core.effects import Resolve, call
from vsrules.core.game import Game


# -- The Defenders (DEF-025, DEF-050, DEF-053, DEF-054) --------------------------------------
@call("twopcg.plots.teams-on-side")
def teams_on_side(game: Game, res: Resolve, into: str) -> None:
    """The team affiliations worth naming: those of the characters on your side."""
    names: set[str] = set()
    for o in game.characters(res.controller):
        names |= game.teams(o)
    res.ctx[into] = sorted(names)


@call("twopcg.plots.loyal-soldiers")
def loyal_soldiers(game: Game, res: Resolve, team: str) -> None:
    named = res.value(team)
    side = list(game.characters(res.controller))
    if named is None or not side or not all(game.has_team(o, named) for o in side):
        game.log_event("effect", f"{res.name}: not every character on the side is {named}")
        return
    for o in side:
        game.add_counters(o.uid, "plus", 1)
