"""Plot twists of the 2005-2007 cards (cards/more-2005.toml)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import Call, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ...affiliations import has_team
from ...combat import attacking
from ...entering import leave_play
from ...targets import Objects, test
from ...tracking import asked_by, plots_played_this_turn
from ..legion.common import ANY, player_of
from ..registry import script

asked_by("plots-played", "DWF-110")


# -- Batman and the Outsiders --------------------------------------------------------------------
def _outsiders_team_attackers(game: Game, player: int) -> int:
    att = attacking(game)
    if att is None or att["player"] != player or len(att["attackers"]) < 2:
        return 0
    objs = game.state.objects
    return sum(1 for u in att["attackers"] if u in objs and has_team(game, objs[u], "Outsiders"))


@test("cheaper-than-my-outsiders-team-attackers")
def _cheaper(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    cost = game.card(obj).cost
    return cost is not None and cost < _outsiders_team_attackers(game, controller)


@call("original.bounce-target")
def _bounce_target(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is not None and game.state.objects[t].zone in ("front", "back"):
        leave_play(game, t, "hand", res.name)


script("DWF-110", Script(activated=(
    Activated("Batman and the Outsiders", (Call("original.bounce-target"),),
              usable=lambda g, o: plots_played_this_turn(g, player_of(o)) == 0,
              targets=(Objects(ANY, ("not-defending",
                                     "cheaper-than-my-outsiders-team-attackers")),)),)))
