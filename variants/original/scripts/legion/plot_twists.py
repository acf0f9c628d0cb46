"""Plot twists of the Legion of Super-Heroes era (played from hand or the resource row)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Static
from vsrules.core.effects import Call, ChooseFrom, Grant, PutCounters, Ready, Resolve, call
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.objects import GameObject

from ...affiliations import FIXED_CROSSOVERS, common_teams, controls_team, has_team, teams_of
from ...combat import attacking
from ...keywords import is_cosmic
from ...steps import DelayFor, Discard, UnlessOpponentDiscards
from ...targets import Objects
from ...tracking import attacks_this_turn, defender_stunned_under_opponent, note
from ..registry import script
from .common import ANY, MINE, in_combat_phase, player_of


# -- All Hail Darkseid! --------------------------------------------------------------------------
@call("original.all-hail-darkseid")
def _all_hail(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is None:
        return
    game.add_modifier(t, "atk", "add", 2, until=UNTIL_COMBAT, source=res.source,
                      controller=res.controller)
    if game.name_of(t) == "Darkseid":
        game.add_modifier(t, "def", "add", 2, until=UNTIL_COMBAT, source=res.source,
                          controller=res.controller)


script("LSH-X01", Script(activated=(
    Activated("All Hail Darkseid!", (Call("original.all-hail-darkseid"),),
              targets=(Objects(MINE, ("defender", "team:Darkseid's Elite")),)),)))


# -- Dominated ----------------------------------------------------------------------------------
@call("original.dominated")
def _dominated(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is not None:
        note(game, "breakthrough-replacements", {"target": t, "controller": res.controller})


script("LSH-X07", Script(activated=(
    Activated("Dominated", (Call("original.dominated"),),
              usable=lambda g, o: not defender_stunned_under_opponent(g, player_of(o)),
              targets=(Objects(ANY, ("team:Future Foes",)),)),)))


# -- Joining the Darkseid -----------------------------------------------------------------------
@call("original.joining-options")
def _joining_options(game: Game, res: Resolve) -> None:
    teams: set[str] = set()
    for o in game.characters(res.controller):
        teams |= teams_of(game, o)
    res.ctx["teams"] = sorted(teams)


@call("original.joining-second")
def _joining_second(game: Game, res: Resolve) -> None:
    first = res.ctx.get("team1")
    res.ctx["teams"] = [t for t in res.ctx.get("teams", []) if t != first] if first else []


@call("original.joining-remember")
def _joining_remember(game: Game, res: Resolve) -> None:
    chosen = [t for t in (res.ctx.get("team1"), res.ctx.get("team2")) if t]
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None and len(chosen) == 2:
        game.remember(src.uid, "crossover", chosen)
    res.ctx["chosen"] = chosen


def _new_elite_substitute(game: Game, src: GameObject, obj: GameObject) -> bool:
    return src.zone == "resources" and obj.zone in ("front", "back") and \
        obj.controller == src.controller and game.card(obj).is_character and \
        bool(game.card(obj).keyword("substitute")) and \
        obj.memory.get("entered_turn") == game.state.turn and \
        has_team(game, obj, "Darkseid's Elite")


script("LSH-X11", Script(
    activated=(Activated("Joining the Darkseid", (), cost=(
        Call("original.joining-options"),
        ChooseFrom("teams", "team1", "Joining the Darkseid: choose an affiliation (or none)",
                   optional=True, kind="choose"),
        Call("original.joining-second"),
        ChooseFrom("teams", "team2", "Joining the Darkseid: choose a second affiliation "
                   "(or none)", optional=True, kind="choose"),
        Call("original.joining-remember"))),),
    static=(Static("Ongoing", "atk", "add", lambda g, s, o: 1, _new_elite_substitute),)))


# -- Mobilize ------------------------------------------------------------------------------------
@call("original.mobilize")
def _mobilize(game: Game, res: Resolve) -> None:
    """With no characters, or no affiliation shared by all, the search finds nothing; an
    unaffiliated card can never be found (seed 004)."""
    mine = game.characters(res.controller)
    shared = common_teams(game, mine) if mine else set()
    res.ctx["found"] = [u for u in game.zone(res.controller, "deck")
                        if game.card(u).is_character and set(game.card(u).teams) & shared]


def _hand_besides(game: Game, obj: GameObject) -> bool:
    hand = game.zone(player_of(obj), "hand")
    return len([u for u in hand if u != obj.uid]) >= 1


script("LSH-X14", Script(activated=(
    Activated("Mobilize", (Call("original.mobilize"),
                           ChooseFrom("found", "got", "Mobilize: take which card? (or none)",
                                      optional=True, kind="choose"),
                           Call("original.to-hand", {"ref": "got"}),
                           Call("original.search-done")),
              usable=_hand_besides,
              cost=(Discard(n=1, kind="pay", prompt="Mobilize: discard a card to play it"),)),)))


# -- Need for Speed -----------------------------------------------------------------------------
def _first_attack(game: Game, obj: GameObject) -> bool:
    att = attacking(game)
    player = player_of(obj)
    return att is not None and att["player"] == player and attacks_this_turn(game, player) == 1


script("LSH-X15", Script(activated=(
    Activated("Need for Speed", (DelayFor("breakthrough", (Ready("t0"),
                                                          Grant("t0", "no-breakthrough")),
                                          until="attack", subject="t0"),),
              usable=_first_attack, targets=(Objects(MINE, ("attacker",)),)),)))


# -- Order and Chaos ----------------------------------------------------------------------------
@call("original.order-and-chaos")
def _order_and_chaos(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is None:
        return
    n = sum(1 for o in game.characters(res.controller)
            if o.memory.get("entered_turn") == game.state.turn and has_team(game, o, "Teen Titans"))
    if n:
        game.add_modifier(t, "atk", "add", n, until=UNTIL_COMBAT, source=res.source)
        game.add_modifier(t, "def", "add", n, until=UNTIL_COMBAT, source=res.source)


script("LSH-X16", Script(activated=(
    Activated("Order and Chaos", (Call("original.order-and-chaos"),),
              targets=(Objects(MINE, ("defender",)),)),)))


# -- Return of the Demon's Head -----------------------------------------------------------------
@call("original.demons-head")
def _demons_head(game: Game, res: Resolve) -> None:
    note(game, "lose-teams-defending", [res.controller, 4])
    game.log_event("effect", "Opposing characters with cost 4 or less lose all team "
                   "affiliations while defending this turn")


script("LSH-X18", Script(activated=(
    Activated("Return of the Demon's Head",
              (UnlessOpponentDiscards(2, (Call("original.demons-head"),)),),
              usable=lambda g, o: in_combat_phase(g) and
              controls_team(g, player_of(o), "Future Foes")),)))


# -- Titans of Tomorrow ----------------------------------------------------------------------------
@call("original.titans-options")
def _titans_options(game: Game, res: Resolve) -> None:
    mine = game.characters(res.controller)
    res.ctx["costs"] = sorted({game.card(o).cost for o in mine if game.card(o).cost is not None})
    teams: set[str] = set()
    for o in mine:
        teams |= teams_of(game, o)
    res.ctx["teams"] = sorted(teams)


@call("original.titans-search")
def _titans_search(game: Game, res: Resolve) -> None:
    cost, team = res.ctx.get("cost"), res.ctx.get("team")
    res.ctx["found"] = [u for u in game.zone(res.controller, "deck")
                        if game.card(u).is_character and game.card(u).keyword("substitute")
                        and game.card(u).cost == cost and team in game.card(u).teams]


script("LSH-X24", Script(activated=(
    Activated("Titans of Tomorrow", (
        Call("original.titans-options"),
        ChooseFrom("costs", "cost", "Titans of Tomorrow: choose a cost", kind="choose"),
        ChooseFrom("teams", "team", "Titans of Tomorrow: choose an affiliation", kind="choose"),
        Call("original.titans-search"),
        ChooseFrom("found", "got", "Titans of Tomorrow: take which card? (or none)",
                   optional=True, kind="choose"),
        Call("original.to-hand", {"ref": "got"}),
        Call("original.search-done")),
        usable=lambda g, o: g.state.phase.startswith("build")),)))


# -- We Are Legion ----------------------------------------------------------------------------
@call("original.we-are-legion")
def _we_are_legion(game: Game, res: Resolve) -> None:
    att = attacking(game)
    if att is None:
        return
    for u in list(att["attackers"]):
        o = game.state.objects.get(u)
        if o is not None and is_cosmic(game, o) and has_team(game, o, "Legionnaires"):
            game.add_counters(u, "cosmic", 1)


script("LSH-X27", Script(activated=(
    Activated("We Are Legion", (Call("original.we-are-legion"),),
              usable=lambda g, o: not defender_stunned_under_opponent(g, player_of(o))),)))


# -- Youth of Tomorrow ----------------------------------------------------------------------------
FIXED_CROSSOVERS["LSH-X29"] = ("Legionnaires", "Teen Titans")


@call("original.youth-lists")
def _youth_lists(game: Game, res: Resolve) -> None:
    mine = game.characters(res.controller)
    res.ctx["with_counter"] = [o.uid for o in mine if o.count("cosmic")]


@call("original.youth-remove")
def _youth_remove(game: Game, res: Resolve) -> None:
    u = res.ctx.get("from")
    if u is not None and u in game.state.objects:
        game.remove_counters(u, "cosmic")
    res.ctx["cosmic"] = [o.uid for o in game.characters(res.controller) if is_cosmic(game, o)]


script("LSH-X29", Script(activated=(
    Activated("Youth of Tomorrow", (
        Call("original.youth-lists"),
        ChooseFrom("with_counter", "from", "Youth of Tomorrow: remove a cosmic counter from "
                   "which character?", kind="choose"),
        Call("original.youth-remove"),
        ChooseFrom("cosmic", "onto", "Youth of Tomorrow: put a cosmic counter on which "
                   "cosmic character?", kind="choose"),
        PutCounters("onto", "cosmic")),
        usable=lambda g, o: controls_team(g, player_of(o), "Legionnaires") and
        controls_team(g, player_of(o), "Teen Titans")),)),
    rules=("Ongoing",))
