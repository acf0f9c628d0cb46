"""X-Men cards of The Marvel Battles (MNB-027...MNB-052).

Keyword-only cards (Iceman, Namor, Beast, Wolverine MNB-044) and the location MNB-052
need no script. Deadpool L2's direct attack on a player is a rule of attack.py/combat.py
(his power only grants the permission).
"""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Script, Static, Triggered
from vsrules.core.cards import CardDb
from vsrules.core.effects import (
    Call,
    ChangeControl,
    Choose,
    ChooseFrom,
    ChooseOption,
    Collect,
    Delay,
    Grant,
    If,
    ModifyStat,
    MoveTo,
    PutCounters,
    Ready,
    RemoveCounters,
    Resolve,
    StunIt,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT, UNTIL_TURN
from vsrules.core.objects import GameObject
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from ..attack import ATTACKS_PLAYERS
from ..combat import current_combat
from ..keywords import KEYWORDS, appears
from ..steps import GainXp
from ..uniqueness import enforce_uniqueness, named_like_main
from .registry import copies, script, script_for

ENEMY_FACE_UP = Sel("character", side="enemy", face_up=True)
ENEMY_SUPPORTING = Sel("character", side="enemy", face_up=True, supporting=True)
ROWS = ("front", "back")
#: the flag a granted X-Men affiliation sets
X_MEN = "team:X-Men"


# -- helpers ------------------------------------------------------------------------------

def one(game: Game, res: Resolve, ref: str) -> int | None:
    uids = res.uids(game, ref)
    return uids[0] if uids else None


def your_turn_ends(game: Game, src: GameObject, event: Event) -> bool:
    return event.player == src.controller


# -- Storm (MNB-027 / MNB-028) -------------------------------------------------------------
# Lightning Storm: two -1/-1 counters on one or two enemy characters (FAQ: same one allowed).
LIGHTNING_STORM = Activated("Lightning Storm", (
    Choose(ENEMY_FACE_UP, "a", "Lightning Storm: first -1/-1 counter on which enemy?"),
    Choose(ENEMY_FACE_UP, "b", "Lightning Storm: second -1/-1 counter on which enemy?"),
    PutCounters("a", "minus", 1),
    PutCounters("b", "minus", 1),
))


def you_use_a_super_power(game: Game, src: GameObject, event: Event) -> bool:
    return event.player == src.controller


# Storm L1: Lightning Storm; level up: 1 XP whenever you use a super power.
script("MNB-027", Script(
    activated=(LIGHTNING_STORM,),
    triggered=(Triggered("Children of the Atom", "power-used", (GainXp(1),),
                         you_use_a_super_power, kind="level-up"),),
))

# Storm L2: Lightning Storm; Wind Storm gives every character on your side Flight this turn.
script("MNB-028", Script(activated=(
    LIGHTNING_STORM,
    Activated("Wind Storm", (
        Collect(Sel("character", side="own"), "all"),
        Grant("all", "kw:flight", UNTIL_TURN),
    )),
)))


# -- Wolverine (MNB-029 / MNB-030) ---------------------------------------------------------
SNIKT = Activated("SNIKT!", (ModifyStat("source", "atk", 3, UNTIL_COMBAT),))


def stuns_defender_solo(game: Game, src: GameObject, event: Event) -> bool:
    """He stunned the defender in an attack that was solo when declared and still is."""
    if event.subject != src.uid or not event.data.get("defending") or event.data.get("team"):
        return False
    combat = current_combat(game)
    return combat is not None and not combat.team and combat.attackers == [src.uid]


# Wolverine L1: SNIKT! (+3/+0 this combat); level up: 1 XP for stunning the defender solo.
script("MNB-029", Script(
    activated=(SNIKT,),
    triggered=(Triggered("Best at What He Does", "stuns", (GainXp(1),), stuns_defender_solo,
                         kind="level-up"),),
))

# Wolverine L2: SNIKT!; Healing Factor removes one of his wounds.
script("MNB-030", Script(activated=(
    SNIKT,
    Activated("Healing Factor", (RemoveCounters("source", "wound", 1),)),
)))


# -- Deadpool (MNB-031 / MNB-032 / MNB-039) -------------------------------------------------
MERC_WITH_A_MOUTH = Activated("Merc with a Mouth", (
    Collect(Sel("character", side="own"), "all"),
    Grant("all", "kw:lethal", UNTIL_TURN),
))


def an_enemy_has_no_face_up_character(game: Game, src: GameObject, event: Event) -> bool:
    if event.player != src.controller:
        return False
    for p in game.state.players:
        if p.index == src.controller or p.out:
            continue
        if not any(o.face_up and not o.stunned for o in game.characters(p.index)):
            return True
    return False


# Deadpool L1: Merc with a Mouth (your characters have Lethal this turn); level up: 1 XP at
# the end of your turn when some enemy player has every character stunned (1 XP at most).
script("MNB-031", Script(
    activated=(MERC_WITH_A_MOUTH,),
    triggered=(Triggered("Man, There's No One Left to Kill", "turn-end", (GainXp(1),),
                         an_enemy_has_no_face_up_character, kind="level-up"),),
))


@call("twopcg.xmen.hi-there")
def hi_there(game: Game, res: Resolve) -> None:
    """A lasting effect on Deadpool (kept through level changes and changes of control,
    not a power of his that stuns or Nullify could switch off)."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is None or src.zone not in ROWS:
        return
    src.memory[ATTACKS_PLAYERS] = True
    game.log_event("effect", f"{game.name_of(src.uid)} may attack players directly until the "
                   "game ends", subject=src.uid)


# Deadpool L2: Merc with a Mouth; Oh, There's Someone! Hi There! lets him attack, alone, an
# enemy player whose characters are all stunned (the attack itself: attack.py, combat.py).
script("MNB-032", Script(activated=(
    MERC_WITH_A_MOUTH,
    Activated("Oh, There's Someone! Hi There!", (Call("twopcg.xmen.hi-there"),)),
)))


@call("twopcg.xmen.back-from-ko")
def back_from_ko(game: Game, res: Resolve, row: str) -> None:
    """The card moves from its KO pile onto its controller's side (never next to a main
    character of its name: that effect is ignored, rulebook Uniqueness)."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    where = res.value(row)
    if src is None or src.zone != "ko" or where not in ROWS:
        return
    if named_like_main(game, res.controller, game.name_of(src.uid)):
        game.log_event("effect", f"{res.name}: you can't control a character named like your "
                       "main character", subject=src.uid)
        return
    uid = game.move(src.uid, where, to_player=res.controller, cause=res.name)
    enforce_uniqueness(game, uid)


# Deadpool (supporting): from your KO pile, put him onto your side in the row you pick.
script("MNB-039", Script(activated=(Activated("Can't Keep a Bad Man Down", (
    ChooseOption(ROWS, "row", "Can't Keep a Bad Man Down: put him in which row?"),
    Call("twopcg.xmen.back-from-ko", {"row": "row"}),
), zone="ko"),)))


# -- Professor X (MNB-033 / MNB-034 / MNB-048) -------------------------------------------------
@call("twopcg.xmen.cerebro-look")
def cerebro_look(game: Game, res: Resolve) -> None:
    deck = game.zone(res.controller, "deck")
    seen = list(deck[:5])
    res.ctx["seen"] = seen
    res.ctx["chars"] = [u for u in seen if game.card(u).is_character]


@call("twopcg.xmen.cerebro-take")
def cerebro_take(game: Game, res: Resolve, card: str) -> None:
    uid = res.value(card)
    seen = list(res.ctx.get("seen") or [])
    if uid in seen and uid in game.state.objects:
        seen.remove(uid)
        game.move(uid, "hand", cause=res.name)
    res.ctx["seen"] = seen
    bottom_in_order(game, res)


@call("twopcg.xmen.bottom-next")
def bottom_next(game: Game, res: Resolve) -> None:
    """Put the card just picked on the bottom of the deck, then ask for the next one."""
    uid = res.ctx.get("next")
    seen = list(res.ctx.get("seen") or [])
    if uid in seen:
        seen.remove(uid)
        _to_bottom(game, res.controller, uid)
    res.ctx["seen"] = seen
    bottom_in_order(game, res)


def bottom_in_order(game: Game, res: Resolve) -> None:
    seen = [u for u in res.ctx.get("seen") or [] if u in game.zone(res.controller, "deck")]
    res.ctx["seen"] = seen
    if len(seen) == 1:
        _to_bottom(game, res.controller, seen[0])
        res.ctx["seen"] = []
    elif seen:
        res.splice([ChooseFrom("seen", "next",
                                    "Cerebro: which card goes to the bottom of your deck next?"),
                    Call("twopcg.xmen.bottom-next")])


def _to_bottom(game: Game, player: int, uid: int) -> None:
    deck = game.zone(player, "deck")
    deck.remove(uid)
    deck.append(uid)


CEREBRO = Activated("Cerebro", (
    Call("twopcg.xmen.cerebro-look"),
    ChooseFrom("chars", "t", "Cerebro: which character card goes to your hand?"),
    Call("twopcg.xmen.cerebro-take", {"card": "t"}),
))


def declared_no_attack_this_turn(game: Game, src: GameObject, event: Event) -> bool:
    if event.player != src.controller:
        return False
    turn = game.state.turn
    for entry in reversed(game.state.log):
        if entry.turn != turn:
            break
        if entry.kind == "attack":
            return False
    return True


# Professor X L1: Cerebro (top five: a character to hand, the rest to the bottom in your
# order); level up: 1 XP at the end of your turn if you declared no attack this turn.
script("MNB-033", Script(
    activated=(CEREBRO,),
    triggered=(Triggered("A Dream of Peace", "turn-end", (GainXp(1),),
                         declared_no_attack_this_turn, kind="level-up"),),
))


@call("twopcg.xmen.can-take")
def can_take(game: Game, res: Resolve, target: str) -> None:
    """Remember whose character it is; a character named like your main character can't
    come to your side (the effect is ignored: rulebook, Uniqueness)."""
    uid = one(game, res, target)
    if uid is not None and named_like_main(game, res.controller, game.name_of(uid)):
        game.log_event("effect", f"{res.name}: you can't control a character named like your "
                       "main character", subject=uid)
        uid = None
    res.ctx[target] = uid
    if uid is not None:
        o = game.state.objects[uid]
        res.ctx["owner"] = o.owner
        res.ctx["was_main"] = game.state.players[o.owner].main == uid


@call("twopcg.xmen.still-taken")
def still_taken(game: Game, res: Resolve, target: str) -> None:
    """At the end of the turn: the taken character, if it is still on your side (a main
    character that levelled up meanwhile is a new object: it is found as its owner's main)."""
    uid = res.ctx.get(target)
    objs = game.state.objects
    if uid not in objs and res.ctx.get("was_main"):
        uid = game.state.players[res.ctx["owner"]].main
    o = objs.get(uid) if isinstance(uid, int) else None
    keep = o is not None and o.zone in ROWS and o.controller == res.controller \
        and o.owner != res.controller
    if keep and o is not None and game.state.players[o.owner].out:
        # its owner left the game meanwhile: like the rest of their cards, it leaves too
        game.move(o.uid, "removed", cause=f"{game.player_name(o.owner)} left the game")
        keep = False
    res.ctx[target] = uid if keep else None


def take_until_end_of_turn(name: str, sel: Sel) -> Activated:
    """Take a face-up enemy character, ready it and put it in a row of yours; at the end of
    your turn it goes back to its owner's side, in the row you pick (FAQ Professor X)."""
    return Activated(name, (
        Choose(sel, "t", f"{name}: take which enemy character?"),
        Call("twopcg.xmen.can-take", {"target": "t"}),
        If("t", (
            ChooseOption(ROWS, "row", f"{name}: put it in which of your rows?"),
            ChangeControl("t", "controller", "row"),
            Ready("t"),
            Delay("turn-end", (
                Call("twopcg.xmen.still-taken", {"target": "t"}),
                If("t", (
                    ChooseOption(ROWS, "back_row", f"{name}: move it back to which row of its "
                                 "owner's side?"),
                    ChangeControl("t", "owner", "back_row"),
                )),
            )),
        )),
    ))


# Professor X L2: Cerebro; Mental Domination takes any face-up enemy character (a main one
# too) until the end of your turn.
script("MNB-034", Script(activated=(
    CEREBRO,
    take_until_end_of_turn("Mental Domination", ENEMY_FACE_UP),
)))


# -- Magik (MNB-036) -------------------------------------------------------------------------
# Teleport to Limbo: Magik and up to one other supporting character of yours to hand.
script("MNB-036", Script(activated=(Activated("Teleport to Limbo", (
    Choose(Sel("character", side="own", supporting=True, exclude_source=True), "t",
           "Teleport to Limbo: which other supporting character also goes to hand?",
           optional=True),
    MoveTo("t", "hand"),
    MoveTo("source", "hand"),
)),)))


# -- Cyclops (MNB-038) -----------------------------------------------------------------------
@call("twopcg.xmen.switch-row")
def switch_row(game: Game, res: Resolve, target: str) -> None:
    uid = one(game, res, target)
    if uid is None:
        return
    row = "back" if game.state.objects[uid].zone == "front" else "front"
    game.reposition(uid, row)
    game.log_event("formation", f"{game.name_of(uid)} moves to the {row} row ({res.name})",
                   subject=uid)


# Battle Tactics: move one of your characters to your other row.
script("MNB-038", Script(activated=(Activated("Battle Tactics", (
    Choose(Sel("character", side="own"), "t", "Battle Tactics: move which character?"),
    Call("twopcg.xmen.switch-row", {"target": "t"}),
)),)))


# -- Gambit (MNB-041) ------------------------------------------------------------------------
@call("twopcg.xmen.costly-cards")
def costly_cards(game: Game, res: Resolve, target: str, into: str) -> None:
    uid = one(game, res, target)
    need = game.card(uid).cost if uid is not None else None
    res.ctx[into] = [] if need is None else [
        u for u in game.zone(res.controller, "hand")
        if game.card(u).cost is not None and game.card(u).cost >= need]


@call("twopcg.xmen.discard-then-stun")
def discard_then_stun(game: Game, res: Resolve, card: str, target: str) -> None:
    discard = res.value(card)
    if discard is None or discard not in game.zone(res.controller, "hand"):
        return
    game.move(discard, "ko", cause=f"discarded for {res.name}")
    victim = one(game, res, target)
    if victim is not None:
        game.variant.stun(game, victim, source=res.source)


def has_enemy_supporting_target(game: Game, src: GameObject) -> bool:
    return any(True for _ in ENEMY_SUPPORTING.find(game, src.controller, src.uid))


# Kinetic Card Throw: target a face-up enemy supporting character, discard a card costing at
# least as much, and stun it (FAQ: not usable without such a target).
script("MNB-041", Script(activated=(Activated("Kinetic Card Throw", (
    Choose(ENEMY_SUPPORTING, "t", "Kinetic Card Throw: target which enemy supporting character?"),
    Call("twopcg.xmen.costly-cards", {"target": "t", "into": "cards"}),
    ChooseFrom("cards", "d", "Kinetic Card Throw: discard which card (cost at least the "
                    "target's)?", optional=True),
    Call("twopcg.xmen.discard-then-stun", {"card": "d", "target": "t"}),
), usable=has_enemy_supporting_target),)))


# -- Storm (MNB-042) -------------------------------------------------------------------------
# Thunder Storm: a -1/-1 counter on every enemy character.
script("MNB-042", Script(activated=(Activated("Thunder Storm", (
    Collect(Sel("character", side="enemy"), "all"),
    PutCounters("all", "minus", 1),
)),)))


# -- Cable (MNB-045) -------------------------------------------------------------------------
@call("twopcg.xmen.ultimate-soldier")
def ultimate_soldier(game: Game, res: Resolve) -> None:
    """The enemy characters of the combat that just ended, still standing."""
    objs = game.state.objects
    in_it = [*(res.value("event.attackers") or []), res.value("event.defender")]
    res.ctx["victims"] = [u for u in in_it if isinstance(u, int) and u in objs
                          and objs[u].zone in ROWS and not objs[u].stunned
                          and objs[u].controller != res.controller]


# Ultimate Soldier: when this combat ends (not cancelled), stun every enemy character in it,
# whatever the strikes did, even if Cable is stunned by then (FAQ Cable).
script("MNB-045", Script(activated=(Activated("Ultimate Soldier", (
    Delay("combat-ends", (Call("twopcg.xmen.ultimate-soldier"), StunIt("victims")),
          unless_cancelled=True),
)),)))


# -- Colossus (MNB-046) ----------------------------------------------------------------------
# Organic Steel: +5/+5 this combat.
script("MNB-046", Script(activated=(Activated("Organic Steel", (
    ModifyStat("source", "atk", 5, UNTIL_COMBAT),
    ModifyStat("source", "def", 5, UNTIL_COMBAT),
)),)))


# -- Emma Frost (MNB-047) --------------------------------------------------------------------
@call("twopcg.xmen.players")
def players_in_game(game: Game, res: Resolve, into: str) -> None:
    res.ctx[into] = [p.index for p in game.state.players if not p.out]


@call("twopcg.xmen.mind-games")
def mind_games(game: Game, res: Resolve, player: str) -> None:
    who = res.value(player)
    if who is None:
        return
    hand = list(game.zone(who, "hand"))
    for u in hand:
        game.move(u, "ko", cause=f"discarded by {res.name}")
    game.draw(who, len(hand))


# Mind Games: when she appears, you may have a player (you too) discard their hand and draw
# that many cards.
MIND_GAMES = (
    Call("twopcg.xmen.players", {"into": "players"}),
    ChooseFrom("players", "p", "Mind Games: which player discards and redraws?"),
    Call("twopcg.xmen.mind-games", {"player": "p"}),
)
script("MNB-047", Script(triggered=(Triggered("Mind Games", "enters-play", MIND_GAMES, appears,
                                              optional=True),)))


# -- Hope Summers (MNB-037; after Emma Frost, whose Mind Games it declares too) -------------
def duplicated(game: Game, hope: GameObject) -> list[int]:
    """Every other face-up X-Men supporting character on Hope's side (her owner's while she
    is in hand or in the KO pile). The guard cuts the recursion through team checks, which
    read the powers in play: those are brought up to date first (which asks for Hope's
    copies, so not under the guard)."""
    if not _x_men_granted(game):
        return _printed_x_men(game, hope)
    game.touches(X_MEN)
    key = ("copying", hope.uid)
    if key in game.under_way:
        return []
    game.under_way.add(key)
    try:
        return [o.uid for o in game.characters(_side(hope))
                if o.uid != hope.uid and o.card != hope.card and o.face_up and not o.stunned
                and game.card(o).type == "character" and game.has_team(o, "X-Men")]
    finally:
        game.under_way.discard(key)


def _printed_x_men(game: Game, hope: GameObject) -> list[int]:
    """``duplicated`` while nothing may grant the X-Men team: a character is X-Men exactly
    when its card says so, so no team check (and no powers index) is needed."""
    return _x_men_among(game, hope, game.characters(_side(hope)))


def _x_men_among(game: Game, hope: GameObject, characters: list[GameObject]) -> list[int]:
    """The face-up, unstunned ones of ``characters`` whose cards are X-Men supporting
    characters other than Hope's (a character of Hope's card is never copied, so neither
    is Hope)."""
    x_men = game.cards.derived(_X_MEN_SUPPORTING, _x_men_supporting)
    return [o.uid for o in characters
            if o.card in x_men and o.card != hope.card and o.face_up and not o.stunned]


def _x_men_supporting(db: CardDb) -> frozenset[str]:
    return frozenset(c.id for c in db if c.type == "character" and "X-Men" in c.teams)


def _side(hope: GameObject) -> int:
    """Hope's side: her controller's in play, her owner's in hand or in the KO pile."""
    return hope.controller if hope.zone in ROWS else hope.owner


def _x_men_granted(game: Game) -> bool:
    """Whether a modifier grants the X-Men team, or some card or keyword of the database
    has a static power that may (while none may, a character is X-Men exactly when its
    card says so)."""
    if game.cards.derived(_GRANTS_X_MEN, _statics_grant_x_men):
        return True
    return any(m.stat == X_MEN for m in game.state.modifiers)


_GRANTS_X_MEN = "2pcg:grants-x-men"
_X_MEN_SUPPORTING = "2pcg:x-men-supporting"


def _statics_grant_x_men(db: CardDb) -> bool:
    scripts = [script_for(c.id) for c in db] + list(KEYWORDS.values())
    return any(st.stat == X_MEN for script in scripts for st in script.static)


def itself(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.uid == src.uid


def never(game: Game, src: GameObject, event: Event) -> bool:
    return False


# Hope Summers: has the powers and keywords of those characters, wherever she is (FAQ); the
# copying is the engine's (copies); the static only names the power.
copies("MNB-037", duplicated)
script("MNB-037", Script(
    static=(Static("Mutant Power Duplication", "duplicates-powers", "grant",
                   lambda g, s, o: True, itself),),
))


# -- Professor X (MNB-048) -------------------------------------------------------------------
# Mind Control: take a face-up enemy supporting character until the end of your turn.
script("MNB-048", Script(activated=(take_until_end_of_turn("Mind Control", ENEMY_SUPPORTING),)))


# -- plot twists -----------------------------------------------------------------------------
# X-Factor: ready a character.
script("MNB-049", Script(activated=(Activated("X-Factor", (
    Choose(Sel("character", face_up=True), "t", "X-Factor: ready which character?"),
    Ready("t"),
)),)))

# Squad Tactics: a +1/+1 counter on each of your characters in the combat.
script("MNB-050", Script(activated=(Activated("Squad Tactics", (
    Collect(Sel("character", side="own", in_combat=True), "all"),
    PutCounters("all", "plus", 1),
)),)))


@call("twopcg.xmen.own-defender")
def own_defender(game: Game, res: Resolve, into: str) -> None:
    combat = current_combat(game)
    d = combat.defender if combat is not None else None
    mine = d is not None and d in game.state.objects and \
        game.state.objects[d].controller == res.controller
    res.ctx[into] = d if mine else None


@call("twopcg.xmen.swap-defender")
def swap_defender(game: Game, res: Resolve, new: str) -> None:
    combat = current_combat(game)
    uid = one(game, res, new)
    if combat is None or uid is None:
        return
    objs = game.state.objects
    old = combat.defender
    if old not in objs:
        return
    old_row, new_row = objs[old].zone, objs[uid].zone
    if old_row != new_row:
        game.reposition(old, new_row)
        game.reposition(uid, old_row)
    combat.replace_uid(old, uid)
    flags: dict[str, Any] = game.state.flags
    flags["combatants"] = [uid if u == old else u for u in flags.get("combatants", [])]
    flags["defender"] = uid
    game.log_event("defender", f"{game.name_of(uid)} becomes the defender instead of "
                   f"{game.name_of(old)} ({res.name})", old_defender=old, defender=uid)


# Uncanny Defense: another face-up character of yours takes the place (and row) of your
# defender (FAQ: never a stunned one; the attack goes on even against Dodge).
script("MNB-051", Script(activated=(Activated("Uncanny Defense", (
    Call("twopcg.xmen.own-defender", {"into": "d"}),
    If("d", (
        Choose(Sel("character", side="own", face_up=True, in_combat=False), "t",
               "Uncanny Defense: which character becomes the defender?"),
        Call("twopcg.xmen.swap-defender", {"new": "t"}),
    )),
)),)))
