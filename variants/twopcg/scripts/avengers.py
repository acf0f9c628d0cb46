"""Avengers cards of The Marvel Battles (MNB-001...MNB-026).

Keyword-only cards (Ant-Man, Black Widow, Black Panther, Daredevil, Captain America
MNB-015, Iron Man MNB-020) and the location MNB-026 need no script.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Replacement, Script, Triggered
from vsrules.core.effects import (
    Call,
    Choose,
    ChooseFrom,
    Grant,
    If,
    May,
    ModifyStat,
    PutCounters,
    Remember,
    Resolve,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT, UNTIL_TURN
from vsrules.core.objects import GameObject
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from ..combat import current_combat
from ..levels import gain_xp
from ..steps import GainXp
from .registry import script

IN_COMBAT = Sel("character", face_up=True, in_combat=True)
OWN_FACE_UP = Sel("character", side="own", face_up=True)
ENEMY_FACE_UP = Sel("character", side="enemy", face_up=True)
#: the game-wide modifier combat.py reads: team attacks by its controller get no strike back
NO_TEAM_STRIKE_BACK = "no-strike-back-in-team-attacks"


# -- helpers ------------------------------------------------------------------------------

def one(game: Game, res: Resolve, ref: str) -> int | None:
    uids = res.uids(game, ref)
    return uids[0] if uids else None


def has_target(sel: Sel) -> Any:
    """``usable=``: the power needs something ``sel`` finds (FAQ Gambit: a targeted
    super power can't be used without a target)."""
    def usable(game: Game, src: GameObject) -> bool:
        return any(True for _ in sel.find(game, src.controller, src.uid))
    return usable


def is_self(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


def your_turn_ends(game: Game, src: GameObject, event: Event) -> bool:
    return event.player == src.controller


def face_up_supporting(game: Game, player: int) -> int:
    return sum(1 for o in game.characters(player)
               if o.face_up and not o.stunned and game.card(o).type == "character")


def add_this_combat(game: Game, res: Resolve, uid: int, atk: int, dfn: int) -> None:
    for stat, n in (("atk", atk), ("def", dfn)):
        if n:
            game.add_modifier(uid, stat, "add", n, until=UNTIL_COMBAT, source=res.source,
                              controller=res.controller)


# -- Captain America (MNB-001 / MNB-002) -----------------------------------------------------
@call("twopcg.avengers.assemble")
def assemble(game: Game, res: Resolve) -> None:
    """A game-wide modifier for the rest of the turn: the engine ends it (even if Cap is
    stunned or gone) and combat.py reads it."""
    game.add_modifier(None, NO_TEAM_STRIKE_BACK, "grant", True, until=UNTIL_TURN,
                      source=res.source, controller=res.controller)
    game.log_event("effect", f"{res.name}: enemy characters don't strike back at team "
                   "attacks this turn")


AVENGERS_ASSEMBLE = Activated("Avengers Assemble", (Call("twopcg.avengers.assemble"),))


def stuns_in_team_attack(game: Game, src: GameObject, event: Event) -> bool:
    """Cap stunned an enemy in a combat that was a team attack when declared and still
    is as it resolves (FAQ Captain America)."""
    if event.subject != src.uid or not event.data.get("team"):
        return False
    if event.data.get("victim_player") == src.controller:
        return False
    combat = current_combat(game)
    return combat is not None and combat.team and src.uid in combat.attackers


# Captain America L1: Avengers Assemble; level up: 1 XP per enemy he stuns in a team attack.
script("MNB-001", Script(
    activated=(AVENGERS_ASSEMBLE,),
    triggered=(Triggered("Side by Side", "stuns", (GainXp(1),), stuns_in_team_attack,
                         kind="level-up"),),
))



# -- Hulk (MNB-003 / MNB-004) ---------------------------------------------------------------
@call("twopcg.avengers.smash")
def smash(game: Game, res: Resolve) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None and src.count("wound"):
        game.add_counters(src.uid, "plus", src.count("wound"))


@call("twopcg.avengers.banners-influence")
def banners_influence(game: Game, res: Resolve) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is None:
        return
    n = src.counters.pop("plus", 0)
    game.state.dirty = True
    game.log_event("effect", f"{res.name}: {n} +1/+1 counter(s) removed", subject=src.uid)
    game.draw(res.controller, n)


SMASH = Activated("Smash", (Call("twopcg.avengers.smash"),))

# Hulk L1: Smash (+1/+1 counter per wound); level up: 1 XP whenever he becomes stunned.
script("MNB-003", Script(
    activated=(SMASH,),
    triggered=(Triggered("You Won't Like Him When He's Angry", "stunned", (GainXp(1),),
                         is_self, look_back=True, kind="level-up"),),
))



# -- Iron Man (MNB-005 / MNB-006) -----------------------------------------------------------
@call("twopcg.avengers.in-front")
def in_front(game: Game, res: Resolve, target: str, into: str) -> None:
    uid = one(game, res, target)
    res.ctx[into] = uid is not None and game.state.objects[uid].zone == "front"


@call("twopcg.avengers.to-row")
def to_row(game: Game, res: Resolve, target: str, row: str) -> None:
    uid = one(game, res, target)
    if uid is None or game.state.objects[uid].zone not in ("front", "back") or \
            game.state.objects[uid].zone == row:
        return
    game.reposition(uid, row)
    game.log_event("formation", f"{game.name_of(uid)} moves to the {row} row ({res.name})",
                   subject=uid)


REPULSOR_BLAST = Activated("Repulsor Blast", (
    Choose(ENEMY_FACE_UP, "t", "Repulsor Blast: -1/-1 counter on which enemy character?"),
    PutCounters("t", "minus", 1),
    Call("twopcg.avengers.in-front", {"target": "t", "into": "pushable"}),
    If("pushable", (May((Call("twopcg.avengers.to-row", {"target": "t", "row": "back"}),),
                        prompt="Repulsor Blast: push it to its back row?"),)),
), usable=has_target(ENEMY_FACE_UP))


def powered_up_on_my_side(game: Game, src: GameObject, event: Event) -> bool:
    """A +1/+1 counter from a Power-Up (powers.power_up logs "power-up" just before)."""
    if event.data.get("kind") != "plus" or event.player != src.controller:
        return False
    log = game.state.log
    return bool(log) and log[-1].kind == "power-up"


# Iron Man L1: Repulsor Blast; level up: 1 XP whenever a character of yours is Powered Up.
script("MNB-005", Script(
    activated=(REPULSOR_BLAST,),
    triggered=(Triggered("Armor Mk 3", "counters", (GainXp(1),), powered_up_on_my_side,
                         kind="level-up"),),
))


@call("twopcg.avengers.with-plus-counter")
def with_plus_counter(game: Game, res: Resolve, into: str) -> None:
    res.ctx[into] = [u for u in OWN_FACE_UP.find(game, res.controller, res.source)
                     if game.state.objects[u].count("plus")]


def own_character_with_plus(game: Game, src: GameObject) -> bool:
    return any(game.state.objects[u].count("plus")
               for u in OWN_FACE_UP.find(game, src.controller, src.uid))


# Iron Man L2: Repulsor Blast; Upgraded Armor (3 more +1/+1 counters on one that has some).
script("MNB-006", Script(activated=(REPULSOR_BLAST, Activated("Upgraded Armor", (
    Call("twopcg.avengers.with-plus-counter", {"into": "upgradable"}),
    ChooseFrom("upgradable", "t",
                        "Upgraded Armor: which of your characters with a +1/+1 counter?", objects=True),
    PutCounters("t", "plus", 3),
), usable=own_character_with_plus))))


# -- Spider-Man (MNB-007 / MNB-008) ---------------------------------------------------------
@call("twopcg.avengers.great-power")
def great_power(game: Game, res: Resolve) -> None:
    n = face_up_supporting(game, res.controller)
    if res.source in game.state.objects and n:
        add_this_combat(game, res, res.source, n, n)


@call("twopcg.avengers.great-responsibility")
def great_responsibility(game: Game, res: Resolve) -> None:
    n = face_up_supporting(game, res.controller)
    if n and res.source is not None:
        gain_xp(game, res.source, n)


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


def own_character_defends(game: Game, src: GameObject) -> bool:
    combat = current_combat(game)
    if combat is None or combat.defender == src.uid:
        return False
    d = game.state.objects.get(combat.defender)
    return d is not None and d.controller == src.controller and not d.stunned


GREAT_POWER = Activated("Great Power", (Call("twopcg.avengers.great-power"),))

# Spider-Man L1: Great Power (+1/+1 this combat per face-up supporting character of yours);
# level up: at the end of your turn, 1 XP per face-up supporting character of yours.
script("MNB-007", Script(
    activated=(GREAT_POWER,),
    triggered=(Triggered("Great Responsibility", "turn-end",
                         (Call("twopcg.avengers.great-responsibility"),), your_turn_ends,
                         kind="level-up"),),
))

# Spider-Man L2: Great Power; Friendly Neighbor (he replaces your defender, swapping rows).
script("MNB-008", Script(activated=(GREAT_POWER, Activated("Friendly Neighbor", (
    Call("twopcg.avengers.friendly-neighbor"),), usable=own_character_defends))))


# -- Hawkeye (MNB-013) -----------------------------------------------------------------------
def takes_aim(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid and src.memory.get("take-aim") == game.state.turn


def aimed_ranged_strike_back(game: Game, src: GameObject, event: Event) -> bool:
    """The defender of his aimed ranged attack strikes back at him (in a ranged attack
    only a Ranged defender strikes back; it may already be stunned by the same strikes,
    so its Ranged is not looked at again)."""
    if event.subject != src.uid or not game.flag(src, "take-aim-ranged"):
        return False
    combat = current_combat(game)
    striker = game.state.objects.get(event.source) if event.source is not None else None
    return combat is not None and combat.ranged and striker is not None and \
        event.source == combat.defender and striker.controller != src.controller


# Hawkeye: Take Aim (his next attack this turn: +3/+0; if ranged, Ranged enemies can't
# strike back at him, i.e. their strike back doesn't stun him).
script("MNB-013", Script(
    activated=(Activated("Take Aim", (Call("twopcg.mark-turn", {"key": "take-aim"}),)),),
    triggered=(Triggered("Take Aim", "attacks", (
        Remember("take-aim"),
        ModifyStat("source", "atk", 3, UNTIL_COMBAT),
        If("event.ranged", (Grant("source", "take-aim-ranged", UNTIL_COMBAT),)),
    ), takes_aim, kind="text"),),
    replacements=(Replacement("Take Aim", "stun", lambda g, s, e: None,
                              aimed_ranged_strike_back),),
))


# -- Nick Fury (MNB-014) ---------------------------------------------------------------------
@call("twopcg.avengers.deck-to-resources")
def deck_to_resources(game: Game, res: Resolve, into: str, location: str) -> None:
    deck = game.zone(res.controller, "deck")
    if not deck:
        res.ctx[into], res.ctx[location] = None, False
        return
    uid = game.move(deck[0], "resources", to_player=res.controller, face_up=False,
                    cause=res.name)
    res.ctx[into] = uid
    res.ctx[location] = game.card(uid).type == "location"




# -- Spider-Man (MNB-016) --------------------------------------------------------------------


# -- Ms. Marvel (MNB-017) --------------------------------------------------------------------
@call("twopcg.avengers.energy-absorption")
def energy_absorption(game: Game, res: Resolve) -> None:
    """FAQ Ms. Marvel: stunned characters don't count (they have lost Ranged)."""
    n = sum(1 for o in game.characters(res.controller)
            if o.uid != res.source and o.face_up and not o.stunned
            and game.has_keyword(o, "ranged"))
    if n and res.source in game.state.objects:
        game.add_counters(res.source, "plus", n)




# -- Luke Cage (MNB-018) ---------------------------------------------------------------------
def impervious(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid and game.flag(src, "impervious-skin")


# Luke Cage: Impervious Skin (stunned this combat: no wound, all else as usual; FAQ).
script("MNB-018", Script(
    activated=(Activated("Impervious Skin", (Grant("source", "impervious-skin", UNTIL_COMBAT),)),),
    replacements=(Replacement("Impervious Skin", "wound", lambda g, s, e: None, impervious),),
))


# -- Dr. Strange (MNB-019) -------------------------------------------------------------------
@call("twopcg.avengers.transmute")
def transmute(game: Game, res: Resolve, target: str) -> None:
    uid = one(game, res, target)
    if uid is None:
        return
    o = game.state.objects[uid]
    plus, minus = o.count("plus"), o.count("minus")
    if plus:
        o.counters.pop("plus")
        game.add_counters(uid, "minus", plus)
    elif minus:
        o.counters.pop("minus")
        game.add_counters(uid, "plus", minus)
    game.state.dirty = True




# -- Thor (MNB-021) --------------------------------------------------------------------------


# -- Hulk (MNB-022) --------------------------------------------------------------------------
@call("twopcg.avengers.incredible-power")
def incredible_power(game: Game, res: Resolve) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None and src.count("wound"):
        game.add_counters(src.uid, "plus", 7)




# -- plot twists -----------------------------------------------------------------------------


