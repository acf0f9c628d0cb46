"""Plot twists of the 2005-2007 cards (cards/more-2005.toml)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ...affiliations import has_team
from ...combat import attacking
from ...entering import leave_play
from ...steps import Discard
from ...targets import Objects, test
from ...tracking import asked_by, plots_played_this_turn
from ..legion.common import ANY, player_of
from ..registry import script


def _hand_besides(game: Game, obj: GameObject) -> bool:
    return any(u != obj.uid for u in game.zone(player_of(obj), "hand"))


asked_by("plots-played", "DWF-110")


# -- Creation of a Herald ------------------------------------------------------------------------
def _heralds_in_hand(game: Game, player: int, besides: int | None = None) -> list[int]:
    objs = game.state.objects
    return [u for u in game.zone(player, "hand") if u != besides and
            game.card(u).is_character and has_team(game, objs[u], "Heralds of Galactus")]


@call("original.heralds-in-hand")
def _heralds_list(game: Game, res: Resolve) -> None:
    res.ctx["heralds"] = _heralds_in_hand(game, res.controller, res.source)


@call("original.discard-chosen")
def _discard_chosen(game: Game, res: Resolve) -> None:
    """Discard the chosen card as the additional cost, remembering it as it was."""
    u = res.ctx.get("herald")
    if u is None or u not in game.state.objects:
        return
    res.ctx["paid_card"] = game.state.objects[u].card
    res.ctx["discarded"] = [game.move(u, "ko", cause=f"discarded ({res.name})")]


@call("original.creation-search")
def _creation_search(game: Game, res: Resolve) -> None:
    """After Galactus any card; otherwise a character card cheaper than the discarded
    card (its last known information, 508.2e)."""
    cid = res.ctx.get("paid_card")
    if cid is None:
        res.ctx["found"] = []
        return
    gone = game.cards.get(cid)
    deck = game.zone(res.controller, "deck")
    if gone.name == "Galactus":
        res.ctx["found"] = list(deck)
        return
    limit = gone.cost
    res.ctx["found"] = [u for u in deck if game.card(u).is_character and limit is not None
                        and (cost := game.card(u).cost) is not None and cost < limit]


script("MHG-030", Script(activated=(
    Activated("Creation of a Herald", (
        Call("original.creation-search"),
        ChooseFrom("found", "got", "Creation of a Herald: take which card? (or none)",
                   optional=True, kind="choose"),
        Call("original.to-hand", {"ref": "got"}),
        Call("original.search-done")),
        usable=lambda g, o: bool(_heralds_in_hand(g, player_of(o), o.uid)),
        cost=(Call("original.heralds-in-hand"),
              ChooseFrom("heralds", "herald", "Creation of a Herald: discard which Heralds of "
                         "Galactus character card?", kind="pay"),
              Call("original.discard-chosen"))),)))


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


# -- Secret Origins ------------------------------------------------------------------------------
@call("original.secret-origins")
def _secret_origins(game: Game, res: Resolve) -> None:
    costs = [cost for o in game.characters()
             if o.controller != res.controller and (cost := game.card(o).cost) is not None]
    top = max(costs) if costs else None
    res.ctx["found"] = [u for u in game.zone(res.controller, "deck")
                        if game.card(u).is_character and top is not None and
                        game.card(u).cost == top]


script("DJL-190", Script(activated=(
    Activated("Secret Origins", (
        Call("original.secret-origins"),
        ChooseFrom("found", "got", "Secret Origins: take which card? (or none)", optional=True,
                   kind="choose"),
        Call("original.to-hand", {"ref": "got"}),
        Call("original.search-done")),
        usable=_hand_besides,
        cost=(Discard(n=1, kind="pay", prompt="Secret Origins: discard a card to play it"),)),)))
