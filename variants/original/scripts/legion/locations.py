"""Locations and equipment of the Legion of Super-Heroes era."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game
from vsrules.core.selectors import Sel

from ...steps import ExhaustCost
from ...targets import Objects
from ..registry import script
from .common import ready_now


# -- Dark Matter Drain ------------------------------------------------------------------------------
def _is_team_up(game: Game, uid: int) -> bool:
    return game.card(uid).version.lower() == "team-up"


@call("original.dark-matter-drain")
def _dark_matter(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is None:
        return
    opponent = game.state.objects[t].controller
    if _is_team_up(game, t):
        others = [u for u in game.zone(opponent, "resources") if u != t
                  and game.state.objects[u].face_up and _is_team_up(game, u)]
        if not others:
            game.log_event("effect", "Dark Matter Drain: the target is the only Team-Up: "
                           "nothing happens")
            return
    res.ctx["opponent"] = opponent
    res.ctx["elite"] = [u for u in game.zone(res.controller, "hand")
                        if game.card(u).is_character and "Darkseid's Elite" in game.card(u).teams]
    res.splice([ChooseFrom("elite", "put", "Dark Matter Drain: put a Darkseid's Elite "
                           "character card face down in that resource row? (or decline)",
                           optional=True, kind="choose"),
                Call("original.dark-matter-drain-put")])


@call("original.dark-matter-drain-put")
def _dark_matter_put(game: Game, res: Resolve) -> None:
    card, t = res.ctx.get("put"), res.one(game, "t0")
    if card is None or card not in game.state.objects:
        return
    new = game.move(card, "resources", to_player=res.ctx["opponent"], face_up=False,
                    cause="Dark Matter Drain")
    game.turn_face(game.state.objects[new], False)
    if t is not None:
        game.variant.ko(game, t, cause="Dark Matter Drain")


script("LSH-X06", Script(activated=(
    Activated("Activate: swap in a Darkseid's Elite resource",
              (Call("original.dark-matter-drain"),), usable=ready_now, cost=(ExhaustCost(),),
              targets=(Objects(Sel(kind="resource", side="enemy"), ("face-up-resource",)),)),)))
