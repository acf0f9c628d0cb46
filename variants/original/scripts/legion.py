"""Legion of Super-Heroes era cards (cards/legion.toml), from the Nov 2006 expansion FAQ
(seed 004, SPECIFIC CARDS). Each power is composed of engine steps; the FAQ's rulings for
the card are noted where they shape the script."""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Replacement, Script, Static, Triggered
from vsrules.core.effects import (
    Call,
    ChooseFrom,
    Draw,
    Grant,
    PutCounters,
    Ready,
    Resolve,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.objects import GameObject
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from ..affiliations import FIXED_CROSSOVERS, common_teams, has_team, teams_of
from ..combat import attacking, remove_from_attack
from ..entering import NOT_UNIQUE, recover
from ..keywords import backup, cosmic_active, is_cosmic
from ..positions import area
from ..powers import RECRUIT_DISCOUNTS
from ..steps import (
    ChooseBy,
    DelayFor,
    Discard,
    ExhaustCost,
    LeavePlay,
    LoseEndurance,
    OncePerTurn,
    PayEndurance,
    RemoveCosmicCost,
    UnlessOpponentDiscards,
    searched,
)
from ..targets import Links, Objects, Players, Target, link_test, test
from ..tracking import (
    attacks_this_turn,
    defender_stunned_under_opponent,
    entered_this_turn,
    left_play_this_turn,
    note,
    once_per_turn_ok,
    substituted_this_turn,
    team_attacked_this_turn,
    use_once,
)
from .registry import DECK_LIMITS, script

MINE = Sel(kind="character", side="own")
ANY = Sel(kind="character")


# -- shared helpers -------------------------------------------------------------------------------
def player_of(obj: GameObject) -> int:
    """Who would play a card: its controller in play, its owner elsewhere."""
    return obj.controller if obj.in_play else obj.owner


def controls_team(game: Game, player: int, team: str) -> bool:
    return any(has_team(game, o, team) for o in game.characters(player) if not o.stunned)


def ready_now(game: Game, obj: GameObject) -> bool:
    return not obj.exhausted and not obj.stunned


def has_cosmic_counter(game: Game, player: int) -> bool:
    return any(o.count("cosmic") for o in game.characters(player))


def once(name: str) -> Any:
    return lambda game, obj: once_per_turn_ok(game, f"{obj.uid}:{name}")


def in_combat_phase(game: Game) -> bool:
    return game.state.phase.startswith("combat")


def is_self(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


def enters_a_row(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid and event.data.get("to") in ("front", "back")


def triggers_once_per_turn(name: str, condition: Any) -> Any:
    """"This power triggers only once per turn" (seed 004 item 6): the first time its event
    happens each turn, and only then."""
    def cond(game: Game, src: GameObject, event: Event) -> bool:
        key = f"{src.uid}:{name}:triggered"
        if not condition(game, src, event) or not once_per_turn_ok(game, key):
            return False
        use_once(game, key)
        return True
    return cond


@test("team-attacked")
def _team_attacked(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return team_attacked_this_turn(game, obj.uid)


@call("original.search-done")
def _search_done(game: Game, res: Resolve, owner: str = "controller") -> None:
    player = res.value(owner)
    game.shuffle(player)
    searched(game, res.controller, player)


@call("original.to-hand")
def _to_hand(game: Game, res: Resolve, ref: str) -> None:
    """Reveal the found card(s) and put them into their owner's hand."""
    for u in res.uids(game, ref):
        if game.state.objects[u].zone == "deck":
            game.move(u, "hand", cause=f"found by {res.name}")


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


# -- Atrophos ------------------------------------------------------------------------------------
@call("original.atrophos-list")
def _atrophos_list(game: Game, res: Resolve) -> None:
    victim = res.value("event.to")
    seen: dict[tuple[str, str], int] = {}
    for zone in ("hand", "deck"):
        for u in game.zone(victim, zone):
            card = game.card(u)
            if not card.is_character and (card.name, card.version) not in seen:
                seen[(card.name, card.version)] = u
    res.ctx["victim"] = victim
    res.ctx["kinds"] = list(seen.values())


@call("original.atrophos-remove")
def _atrophos_remove(game: Game, res: Resolve) -> None:
    """Remove every copy (same printed name and version) from that player's deck and hand
    (the FAQ lets you leave copies behind: this engine removes them all, never worse for
    Atrophos's controller)."""
    victim = res.ctx["victim"]
    picked = res.ctx.get("picked")
    if picked is not None and picked in game.state.objects:
        card = game.card(picked)
        for zone in ("deck", "hand"):
            for u in list(game.zone(victim, zone)):
                c = game.card(u)
                if (c.name, c.version) == (card.name, card.version):
                    game.move(u, "removed", cause="Atrophos")
    game.shuffle(victim)
    searched(game, res.controller, victim)


script("LSH-X02", Script(triggered=(
    Triggered("Whenever Atrophos causes breakthrough", "breakthrough", (
        Call("original.atrophos-list"),
        ChooseFrom("kinds", "picked", "Atrophos: remove every copy of which non-character "
                   "card?", kind="choose"),
        Call("original.atrophos-remove")), condition=is_self),)))


# -- Bette Kane ----------------------------------------------------------------------------------
def _bette_applies(game: Game, src: GameObject, event: Event) -> bool:
    o = game.state.objects.get(event.subject) if event.subject is not None else None
    return cosmic_active(game, src) and o is not None and o.uid != src.uid and \
        o.controller == src.controller and o.zone in ("front", "back") and \
        src.zone in ("front", "back")


def _bette_replace(game: Game, src: GameObject, event: Event) -> Event | None:
    """Bette stuns herself instead (she is the source of her own stun, seed 004); if she
    does, the other character is exhausted."""
    other = event.subject
    if game.variant.do_stun(game, src.uid, source=src.uid):  # type: ignore[attr-defined]
        o = game.state.objects.get(other) if other is not None else None
        if o is not None:
            o.exhausted = True
            game.state.dirty = True
    return None


script("LSH-X03", Script(replacements=(
    Replacement("Cosmic", "stun", _bette_replace, _bette_applies),)))


# -- Chemo ----------------------------------------------------------------------------------------
@call("original.chemo")
def _chemo(game: Game, res: Resolve) -> None:
    """Recover the target, then stun it at once, before anyone gets priority (seed 004)."""
    t = res.one(game, "t0")
    if t is None or not recover(game, t):
        return
    game.emit(Event("recovers", subject=t, player=game.state.objects[t].controller))
    game.variant.stun(game, t, source=res.source)  # type: ignore[attr-defined]


script("LSH-X04", Script(triggered=(
    Triggered("Vengeance", "stunned", (
        Target(Objects(Sel(kind="character", face_up=False, max_cost=3, exclude_source=True),
                       ("stunned",)), "t0", "Chemo: recover which stunned character?"),
        Call("original.chemo")),
        condition=triggers_once_per_turn("Vengeance", is_self), optional=True,
        look_back=True),)))


# -- Connor Kent -----------------------------------------------------------------------------------
CONNOR = "Remove a cosmic counter: ready a team attacker"

script("LSH-X05", Script(activated=(
    Activated(CONNOR, (Ready("t0"), Grant("t0", "no-breakthrough")),
              usable=lambda g, o: once(CONNOR)(g, o) and has_cosmic_counter(g, o.controller),
              cost=(RemoveCosmicCost(), OncePerTurn(CONNOR)),
              targets=(Objects(MINE, ("team-attacked",)),)),)))


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
    game.state.objects[new].face_up = False
    if t is not None:
        game.variant.ko(game, t, cause="Dark Matter Drain")  # type: ignore[attr-defined]


script("LSH-X06", Script(activated=(
    Activated("Activate: swap in a Darkseid's Elite resource",
              (Call("original.dark-matter-drain"),), usable=ready_now, cost=(ExhaustCost(),),
              targets=(Objects(Sel(kind="resource", side="enemy"), ("face-up-resource",)),)),)))


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


# -- Dream Girl -------------------------------------------------------------------------------------
@call("original.card-names")
def _card_names(game: Game, res: Resolve) -> None:
    """Names a player may choose: plot twists and locations of the game's card pool."""
    res.ctx["names"] = sorted({c.name for c in game.cards
                               if c.type in ("plot-twist", "location")})


@call("original.ban-name")
def _ban_name(game: Game, res: Resolve) -> None:
    name = res.ctx.get("named")
    if name is None:
        return
    for p in game.state.players:
        if p.index != res.controller and not p.out:
            note(game, "banned-names", [p.index, name])
    game.log_event("effect", f"Dream Girl names {name}")


script("LSH-X08", Script(activated=(
    backup(Activated("Backup", (Call("original.card-names"),
                                ChooseFrom("names", "named", "Dream Girl: name a card",
                                           kind="choose"),
                                Call("original.ban-name")),
                     usable=lambda g, o: ready_now(g, o) and has_cosmic_counter(g, o.controller),
                     cost=(ExhaustCost(), RemoveCosmicCost()))),)))


# -- Furnace of Apokolips -------------------------------------------------------------------------
script("LSH-X09", Script(activated=(
    Activated("Activate: draw a card", (Draw(),),
              usable=lambda g, o: ready_now(g, o) and substituted_this_turn(g, o.controller),
              cost=(ExhaustCost(),)),)))


# -- Jason Todd ---------------------------------------------------------------------------------
@call("original.jason-todd")
def _jason(game: Game, res: Resolve) -> None:
    p = res.ctx.get("t0")
    if p is None:
        return
    affiliated = [o for o in game.characters(p) if teams_of(game, o)]
    if not affiliated or common_teams(game, affiliated):
        return
    res.ctx["victims"] = [o.uid for o in affiliated if not o.stunned]
    res.ctx["victim_player"] = p
    res.splice([ChooseBy("victims", "victim", "victim_player",
                         "Jason Todd: stun one of your affiliated characters"),
                Call("original.stun-ref", {"ref": "victim"})])


@call("original.stun-ref")
def _stun_ref(game: Game, res: Resolve, ref: str) -> None:
    for u in res.uids(game, ref):
        game.variant.stun(game, u, source=res.source)  # type: ignore[attr-defined]


script("LSH-X10", Script(triggered=(
    Triggered("Vengeance", "stunned", (
        Target(Players("any"), "t0", "Jason Todd: choose a target player"),
        Call("original.jason-todd")), condition=is_self, look_back=True),)))


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
        src.memory["crossover"] = chosen
        game.state.dirty = True
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


# -- Live Wire ----------------------------------------------------------------------------------
def _cosmic_stunners_mine(game: Game, src: GameObject, event: Event) -> bool:
    objs = game.state.objects
    return any(u in objs and objs[u].controller == src.controller
               for u in event.data.get("cosmic", ()))


script("LSH-X12", Script(triggered=(
    Triggered("Cosmic stuns cost 2 endurance", "strike-stun",
              (LoseEndurance("event.victim_player", 2),), condition=_cosmic_stunners_mine),)))


# -- Mad Harriet ---------------------------------------------------------------------------------
HARRIET = "Reveal, pay 1 endurance: exchange positions"


@call("original.exchange")
def _exchange(game: Game, res: Resolve) -> None:
    """Exchange the positions of two resources in different resource rows: the same
    objects, now controlled by the row's player; Mad Harriet stays face down, the plot
    twist face up (seed 004)."""
    a, b = res.source, res.one(game, "t0")
    objs = game.state.objects
    if a is None or b is None or a not in objs or objs[a].zone != "resources":
        return
    oa, ob = objs[a], objs[b]
    za, zb = game.zone(oa.controller, "resources"), game.zone(ob.controller, "resources")
    ia, ib = za.index(a), zb.index(b)
    za[ia], zb[ib] = b, a
    oa.controller, ob.controller = ob.controller, oa.controller
    oa.face_up = False
    game.state.dirty = True
    game.log_event("exchange", f"{game.name_of(a)} and {game.name_of(b)} exchange positions")


def _harriet_usable(game: Game, obj: GameObject) -> bool:
    return once(HARRIET)(game, obj) and game.state.players[obj.controller].endurance >= 1 and \
        controls_team(game, obj.controller, "Darkseid's Elite")


script("LSH-X13", Script(activated=(
    Activated(HARRIET, (Call("original.exchange"),), usable=_harriet_usable, zone="resources",
              cost=(PayEndurance(1), OncePerTurn(HARRIET)),
              targets=(Objects(Sel(kind="resource", side="enemy"),
                               ("non-ongoing-plot-twist",)),)),)))


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


# -- Power Girl ------------------------------------------------------------------------------------
POWER_GIRL = "KO a resource: ready Power Girl"


@call("original.list-resources")
def _list_resources(game: Game, res: Resolve) -> None:
    res.ctx["resources"] = list(game.zone(res.controller, "resources"))


def _jsa_jli_other(game: Game, src: GameObject, obj: GameObject) -> bool:
    return src.exhausted and obj.uid != src.uid and obj.controller == src.controller and \
        obj.zone in ("front", "back") and game.card(obj).is_character and \
        bool(teams_of(game, obj) & {"JSA", "JLI"})


script("LSH-X17", Script(
    static=(
        Static("Comes into play exhausted", "enters-exhausted", "grant", lambda g, s, o: True,
               lambda g, s, o: o.uid == s.uid),
        Static("While exhausted, JSA and JLI get +2 ATK", "atk", "add", lambda g, s, o: 2,
               _jsa_jli_other)),
    activated=(
        Activated(POWER_GIRL, (Ready("source"),),
                  usable=lambda g, o: once(POWER_GIRL)(g, o) and
                  bool(g.zone(o.controller, "resources")),
                  cost=(Call("original.list-resources"),
                        ChooseFrom("resources", "paid", "Power Girl: KO which resource?",
                                   kind="pay"),
                        LeavePlay("paid", "ko"), OncePerTurn(POWER_GIRL))),)))


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


# -- Sensor ----------------------------------------------------------------------------------------
SENSOR = "Remove a cosmic counter: negate"


@link_test("opponent-targets-my-legionnaires")
def _targets_my_legionnaire(game: Game, link: Any, controller: int, source: int | None) -> bool:
    if link.controller in (controller, -1) or link.negated:
        return False
    objs = game.state.objects
    return any(t in objs and objs[t].controller == controller and
               objs[t].zone in ("front", "back") and has_team(game, objs[t], "Legionnaires")
               for t in link.targets)


@call("original.negate")
def _negate(game: Game, res: Resolve) -> None:
    t = res.ctx.get("t0")
    for link in game.state.chain:
        if link.id == t:
            link.negated = True
            game.log_event("negate", f"{link.effect} ({link.data.get('name', '')}) is negated")


script("LSH-X19", Script(activated=(
    Activated(SENSOR, (Call("original.negate"),),
              usable=lambda g, o: once(SENSOR)(g, o) and has_cosmic_counter(g, o.controller),
              cost=(RemoveCosmicCost(), OncePerTurn(SENSOR)),
              targets=(Links(("opponent-targets-my-legionnaires",)),)),)))


# -- Shiloh Norman ---------------------------------------------------------------------------------
def _other_new_gods(game: Game, player: int, source: int | None) -> bool:
    return any(has_team(game, o, "New Gods") for o in game.characters(player)
               if o.uid != source)


def _stunned_defending(game: Game, src: GameObject, event: Event) -> bool:
    """A double-check power: the "if" after the trigger event is checked as it triggers
    and again as it resolves (seed 000 rule 502.1c)."""
    return event.subject == src.uid and bool(event.data.get("defending")) and \
        _other_new_gods(game, src.controller, src.uid)


@call("original.shiloh")
def _shiloh(game: Game, res: Resolve) -> None:
    t = res.one(game, "t0")
    if t is None:
        return
    if _other_new_gods(game, res.controller, res.source):
        remove_from_attack(game, t)


script("LSH-X20", Script(triggered=(
    Triggered("Vengeance", "stunned", (
        Target(Objects(Sel(kind="character", side="enemy"), ("attacker",)), "t0",
               "Shiloh Norman: remove which attacker?"),
        Call("original.shiloh")), condition=_stunned_defending, optional=True,
        look_back=True),)))


# -- The Riddler --------------------------------------------------------------------------------
@call("original.riddler-list")
def _riddler_list(game: Game, res: Resolve) -> None:
    objs = game.state.objects
    res.ctx["arkham"] = [u for z in ("hand", "resources") for u in game.zone(res.controller, z)
                         if game.card(u).is_character and
                         "Arkham Inmates" in game.card(u).teams and
                         not (z == "resources" and objs[u].face_up)]


@call("original.riddler")
def _riddler(game: Game, res: Resolve) -> None:
    shown, target = res.ctx.get("revealed"), res.ctx.get("t0")
    if shown is None or target is None or shown not in game.state.objects:
        return
    cost = game.card(shown).cost
    game.log_event("reveal", f"The Riddler reveals {game.name_of(shown)}")
    note(game, "banned-costs", [target, cost])


script("LSH-X21", Script(activated=(
    Activated("Activate: lock a plot twist cost", (
        Call("original.riddler-list"),
        ChooseFrom("arkham", "revealed", "The Riddler: reveal an Arkham Inmates character "
                   "card? (or decline)", optional=True, kind="choose"),
        Call("original.riddler")),
        usable=lambda g, o: ready_now(g, o) and in_combat_phase(g), cost=(ExhaustCost(),),
        targets=(Players("any"),)),)))


# -- Time Trapper --------------------------------------------------------------------------------
def _opponent_searched(game: Game, src: GameObject, event: Event) -> bool:
    return event.player is not None and event.player != src.controller and \
        area(src) == "visible"


script("LSH-X22", Script(triggered=(
    Triggered("Opponent searches, opponent discards", "searched",
              (Discard(chooser="event.player", prompt="Time Trapper: discard a card"),),
              condition=_opponent_searched),)))


# -- Titans Memorial -----------------------------------------------------------------------------
script("LSH-X23", Script(activated=(
    Activated("Activate: add a cosmic counter", (PutCounters("t0", "cosmic"),),
              usable=lambda g, o: ready_now(g, o) and
              left_play_this_turn(g, o.controller, "Teen Titans"),
              cost=(ExhaustCost(),), targets=(Objects(MINE, ("cosmic",)),)),)))


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


# -- T-Jet --------------------------------------------------------------------------------------
def _tjet_discount(game: Game, player: int) -> int:
    """1 less for each character that was Teen Titans as it came into play under your
    control this turn, wherever it is now (seed 004; contrast Order and Chaos)."""
    return sum(1 for _p, _u, teams in entered_this_turn(game, player) if "Teen Titans" in teams)


RECRUIT_DISCOUNTS["LSH-X25"] = _tjet_discount


def _my_characters(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.controller == src.controller and obj.zone in ("front", "back") and \
        game.card(obj).is_character and src.zone == "equipment"


TJET = "Characters get +1/+1 and flight"
script("LSH-X25", Script(static=(
    Static(TJET, "atk", "add", lambda g, s, o: 1, _my_characters),
    Static(TJET, "def", "add", lambda g, s, o: 1, _my_characters),
    Static(TJET, "kw:flight", "grant", lambda g, s, o: True, _my_characters))),
    rules=("Cost reduction",))


# -- Triad --------------------------------------------------------------------------------------
NOT_UNIQUE.add("LSH-X26")
DECK_LIMITS["Triad"] = 3


@call("original.triad-list")
def _triad_list(game: Game, res: Resolve) -> None:
    res.ctx["found"] = [u for u in game.zone(res.controller, "deck")
                        if game.card(u).name == "Triad"] if res.ctx.get("discarded") else []


@call("original.triad-second")
def _triad_second(game: Game, res: Resolve) -> None:
    first = res.ctx.get("got1")
    res.ctx["found"] = [u for u in res.ctx.get("found", []) if u != first] if first else []


script("LSH-X26", Script(triggered=(
    Triggered("When Triad comes into play", "enters-play", (
        Discard(n=1, prompt="Triad: discard a card"),
        Call("original.triad-list"),
        ChooseFrom("found", "got1", "Triad: take a card named Triad? (or stop)",
                   optional=True, kind="choose"),
        Call("original.triad-second"),
        ChooseFrom("found", "got2", "Triad: take another card named Triad? (or stop)",
                   optional=True, kind="choose"),
        Call("original.to-hand", {"ref": "got1"}),
        Call("original.to-hand", {"ref": "got2"}),
        Call("original.triad-done")), condition=enters_a_row, optional=True),)),
    rules=("Not unique", "Deck limit"))


@call("original.triad-done")
def _triad_done(game: Game, res: Resolve) -> None:
    if res.ctx.get("discarded"):
        game.shuffle(res.controller)
        searched(game, res.controller, res.controller)


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


# -- Wildfire -----------------------------------------------------------------------------------
def _my_cosmic_recovers(game: Game, src: GameObject, event: Event) -> bool:
    o = game.state.objects.get(event.subject) if event.subject is not None else None
    return o is not None and o.controller == src.controller and is_cosmic(game, o)


script("LSH-X28", Script(triggered=(
    Triggered("Cosmic character recovers", "recovers", (PutCounters("event.subject", "cosmic"),),
              condition=_my_cosmic_recovers),)))


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
        game.state.objects[u].counters.pop("cosmic", None)
        game.state.dirty = True
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
