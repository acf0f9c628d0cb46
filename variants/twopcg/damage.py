"""Stun, wounds, KO and leaving the game: what happens to a 2PCG character that loses.

Sources: 2PCG rulebook (seed 002) "Stunned Characters", "Basic Game Concepts: Stun / KO",
"Ending the Game"; decisions.md for the simultaneous last KO; FAQ (seed 003) Deadpool: a
player attacked directly is stunned -> knocked out of the game.
"""

from __future__ import annotations

from vsrules.core.cards import CardDb
from vsrules.core.game import Game
from vsrules.core.objects import PLAY_ZONES, GameObject
from vsrules.core.state import new_event

from .edition import STAND_IN_PREFIX

#: ``no_def_at_zero``'s table in ``CardPool.tables``
_DEF_0 = "2pcg:printed-def-0"


def _printed_def_at_zero(cards: CardDb) -> frozenset[str]:
    """The characters that print a DEF of 0 (or none)."""
    return frozenset(c.id for c in cards if c.is_character and (c.defense or 0) <= 0)


def no_def_at_zero(game: Game) -> bool:
    """True when no character in play has 0 DEF (or less), found without working out every
    DEF: no modifier or static power changes DEF (it is as printed, plus +1/+1 and minus
    -1/-1 counters: ``Variant.base_stat``), every character prints a DEF above 0, and
    those with a -1/-1 counter (only they can be lower) are above 0. False says nothing."""
    if game.touches("def"):
        return False
    pool = game.pool
    at_zero = pool.tables.get(_DEF_0)  # (read straight: this runs after most stuns and moves)
    if at_zero is None:
        at_zero = pool.table(_DEF_0, _printed_def_at_zero)
    for o in game.characters():  # a plain loop: cheaper than C chains over a few items
        if o.card in at_zero or ("minus" in o.counters and game.stat(o, "def") <= 0):
            return False
    return True


def is_stand_in(obj: GameObject) -> bool:
    return obj.card.startswith(STAND_IN_PREFIX)


def stand_in_card(game: Game, player: int) -> str:
    """The card of ``player``'s stand-in (declared by the variant: ``rules_cards``)."""
    return f"{STAND_IN_PREFIX}{player}"


def remove_stand_in(game: Game, uid: int) -> None:
    """The player leaves the combat: the stand-in goes, its +1/+1 and -1/-1 counters stay
    with the player for a later attack (FAQ Deadpool)."""
    st = game.state
    obj = game.remove_object(uid)
    if obj is not None and not st.players[obj.owner].out:
        st.players[obj.owner].flags["counters"] = {
            k: v for k, v in obj.counters.items() if k in ("plus", "minus") and v}


def stun(game: Game, uid: int, source: int | None = None) -> bool:
    """Stun a character: face down, exhausted, +1/+1 and -1/-1 counters removed, one
    wound; KO'd when wounds >= health. Returns whether it was stunned."""
    obj = game.state.objects.get(uid)
    # (``zone in PLAY_ZONES``, not the ``in_play`` property: CPython 3.11 calls a property's
    # getter from C, a fresh interpreter entry)
    if obj is None or obj.zone not in PLAY_ZONES or obj.stunned:
        return False
    # (``replace`` gives back the event itself when nothing replaces its kind: then it is
    # not built)
    if game.replaces("stun") and game.replace(new_event("stun", uid, None, source, {})) is None:
        return False
    before = obj.snapshot()
    if obj.card.startswith(STAND_IN_PREFIX):  # (``is_stand_in``)
        return _stun_player(game, obj, source, before)
    # whether it takes the wound is settled while it still has its powers (Luke Cage)
    wounded = not game.replaces("wound") or \
        game.replace(new_event("wound", uid, None, source, {})) is not None
    game.turn_face(obj, False, stunned=True, exhausted=True)
    game.remove_counters(uid, "plus")
    game.remove_counters(uid, "minus")
    if wounded:
        game.set_counter(uid, "wound", obj.count("wound") + 1)
        if game.state.players[obj.owner].main == uid:
            game.state.flags["quiet_turns"] = 0
    wounds, health = obj.count("wound"), game.stat(obj, "health")
    game.log_event("stun", f"{game.name_of(uid)} is stunned (wounds {wounds}/{health})",
                   subject=uid)
    game.emit(new_event("stunned", uid, obj.controller, source, {}, before))
    if wounds >= health:  # (emit only records the powers the stun triggers)
        # KO'd by the wound of this stun: "when KO'd" powers see it as it was before the
        # stun (FAQ Rebirth; a 1-health character goes straight to the KO pile)
        game.variant.ko(game, uid, cause="wounds", look_back=before)
    return True


def _stun_player(game: Game, obj: GameObject, source: int | None, before: GameObject) -> bool:
    """A player defending against a direct attack is stunned: no wound, they are out."""
    game.turn_face(obj, False, stunned=True, exhausted=True)
    player = obj.owner
    game.log_event("stun", f"{game.player_name(player)} is stunned", subject=obj.uid)
    game.emit(new_event("stunned", obj.uid, player, source, {}, before))
    remove_stand_in(game, obj.uid)
    knock_out_player(game, player, reason=f"{game.player_name(player)} is stunned while "
                     f"defending: {game.player_name(player)} is out")
    return True


def ko(game: Game, uid: int, cause: str = "", look_back: GameObject | None = None) -> None:
    obj = game.state.objects.get(uid)
    if obj is None or obj.zone not in PLAY_ZONES:
        return
    if is_stand_in(obj):  # a player KO'd while defending is out of the game (FAQ Deadpool)
        remove_stand_in(game, uid)
        knock_out_player(game, obj.owner, reason=f"{game.player_name(obj.owner)} is KO'd "
                         f"while defending: {game.player_name(obj.owner)} is out")
        return
    player = game.state.players[obj.owner]  # a stolen main character still knocks out its owner
    was_main = player.main == uid
    game.move(uid, "ko", cause=cause or "KO", look_back=look_back)
    if was_main:
        player.main = None
        knock_out_player(game, player.index)


def knock_out_player(game: Game, player: int, reason: str = "") -> None:
    """A player whose main character is KO'd (or who is stunned defending against a direct
    attack) is out; with 3-4 players their cards leave."""
    p = game.state.players[player]
    if p.out:
        return
    p.out = True
    game.log_event("player-out", reason or f"{p.name}'s main character is KO'd: {p.name} is out",
                   player=player)
    if sum(1 for q in game.state.players if not q.out) >= 2:
        for zone in ("front", "back", "resources", "hand"):
            for u in list(p.zones[zone]):
                o = game.state.objects[u]
                if is_stand_in(o):
                    remove_stand_in(game, u)
                elif o.owner != player and zone in ("front", "back") and \
                        not game.state.players[o.owner].out:
                    game.change_control(u, o.owner, zone)  # a taken card goes home
                else:
                    game.move(u, "removed", cause=f"{p.name} left the game")
    check_game_end(game)


def check_game_end(game: Game) -> None:
    if game.state.over:
        return
    alive = 0  # (counted in a plain loop: this runs at every turn's end)
    for p in game.state.players:
        if not p.out:
            alive += 1
            last = p.index
    if alive == 1:
        game.end(last, reason="the last main character standing")
    elif not alive:
        # the final main characters were KO'd together: the player whose turn it is wins
        game.end(game.state.active, reason="the last main characters were KO'd at once; "
                 "the player whose turn it is wins (2PCG rulebook, Ending the Game)")
