"""Every keyword of the core set, each implemented once (2PCG rulebook, Keywords;
FAQ seed 003; shared/rules/2pcg-keywords-and-symbols.md). Keywords that only change
what is legal or how combat resolves (Flight, Ranged, Dodge, Grab, Mercenary, Ferocious,
Fearless, Leader, Monstrous, Invade, Swarm) are read where those rules live
(attack.py, combat.py, uniqueness.py); the rest are scripts here."""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from vsrules.core.abilities import Script, Static, Triggered
from vsrules.core.cards import CardDb
from vsrules.core.effects import (
    Call,
    Choose,
    Draw,
    Exhaust,
    If,
    KoIt,
    May,
    MoveTo,
    Resolve,
    TurnFace,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifying_steps import Grant, PutCounters, RemoveCounters
from vsrules.core.objects import GameObject
from vsrules.core.options import option
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from .steps import CancelCombat, ChooseEnemyRow

RULE_KEYWORDS = ("flight", "ranged", "dodge", "grab", "mercenary", "ferocious", "fearless",
                 "leader", "monstrous", "invade", "swarm")


def _keys(keyword: str) -> tuple[str, str]:
    """The stat a modifier of ``keyword`` changes, and the key of ``may_have``'s table of
    it in ``CardPool.tables``."""
    return "kw:" + keyword, "2pcg:may-have:" + keyword


#: ``_keys`` of the rule keywords (the hot ones), made once
_KEYS = {keyword: _keys(keyword) for keyword in RULE_KEYWORDS}


def may_have(game: Game, keyword: str) -> Container[str] | None:
    """Ids of the cards whose objects may have ``keyword`` now, or None when any object
    may (a modifier or static power grants or removes it): without those, an object has
    it only if its card prints it or it is a copier (copied keywords), so ``has_keyword``
    needs asking only of their objects."""
    stat, table = _KEYS.get(keyword) or _keys(keyword)
    if game.touches(stat):
        return None
    pool = game.pool
    found = pool.tables.get(table)  # (read straight: this runs before most decisions)
    if found is None:
        found = pool.table(table, _may_have, keyword, game.variant.dynamic_cards)
    return found


def _may_have(db: CardDb, keyword: str, dynamic_cards: frozenset[str]) -> frozenset[str]:
    """``may_have``'s table while nothing grants or removes ``keyword``: the cards that
    print it, and the copiers."""
    return frozenset(c.id for c in db if c.keyword(keyword)) | dynamic_cards


def with_keyword(game: Game, uids: list[int], keyword: str) -> list[int]:
    """The objects among ``uids`` that have ``keyword`` now, in order (``has_keyword``,
    asked only of those that ``may_have`` it). While nothing grants or removes it, an
    object whose card prints it has it exactly while that power is active, so only
    copiers need the full lookup; a plain loop (a few objects: cheaper than a C chain)."""
    if not uids:
        return []
    cards = may_have(game, keyword)
    if cards is None:
        has = game.has_keyword
        return [u for u in uids if has(u, keyword)]
    objs = game.state.objects
    found = []
    for u in uids:
        o = objs[u]
        if o.card in cards:  # (rarely: the variant is looked up only then)
            variant = game.variant
            if game.has_keyword(o, keyword) if o.card in variant.dynamic_cards else \
                    variant.power_active(game, o, "keyword", keyword):
                found.append(u)
    return found


def appears(game: Game, src: GameObject, event: Event) -> bool:
    """"When this character appears": it entered a row of its side."""
    return event.subject == src.uid and event.data.get("to") in ("front", "back")


def my_turn_starts(game: Game, src: GameObject, event: Event) -> bool:
    return event.player == src.controller


def is_self(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


def ko_d(game: Game, src: GameObject, event: Event) -> bool:
    return event.data.get("to") == "ko"


def another_appears_on_my_side(game: Game, src: GameObject, event: Event) -> bool:
    o = game.state.objects.get(event.subject) if event.subject is not None else None
    return (o is not None and o.uid != src.uid and o.controller == src.controller
            and event.data.get("to") in ("front", "back") and game.card(o).is_character)


def first_attack_this_turn(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid and src.memory.get("shrink") != game.state.turn


def lethal_timing(game: Game) -> str:
    """When Lethal KOs: "stuns" (FAQ seed 003, the default) or "wounds" (the later errata:
    when it wounds a defending supporting character), a house-rule option
    (decisions.md: later errata are optional house rules)."""
    return str(option(game, "lethal"))


def stuns_defending_supporting(game: Game, src: GameObject, event: Event) -> bool:
    if event.subject != src.uid or not event.data.get("defending"):
        return False
    if lethal_timing(game) != "stuns":
        return False
    victim = game.state.objects.get(event.data["victim"])
    return victim is not None and victim.in_play and game.card(victim).type == "character"


def wounds_defending_supporting(game: Game, src: GameObject, event: Event) -> bool:
    """Lethal errata: the attack ``src`` is in stunned the defender, a supporting character,
    and the stun placed a wound on it (a prevented wound does not trigger it)."""
    flags = game.state.flags
    if event.subject is None or event.subject != flags.get("defender") or \
            src.uid not in flags.get("attackers", ()) or event.source not in flags["attackers"]:
        return False
    if lethal_timing(game) != "wounds":
        return False
    victim = game.state.objects.get(event.subject)
    before = event.before.count("wound") if event.before is not None else 0
    return victim is not None and victim.in_play and game.card(victim).type == "character" \
        and victim.count("wound") > before


def resources_on_side(game: Game, src: GameObject, obj: GameObject) -> int:
    return len(game.zone(src.controller, "resources"))


def itself(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.uid == src.uid


def nullified_by(game: Game, src: GameObject, obj: GameObject) -> bool:
    return src.memory.get("nullify") == obj.uid


@call("twopcg.nullify")
def nullify(game: Game, res: Resolve, target: str) -> None:
    """Remember the chosen enemy (the static power nullifies it) and say so; with no
    face-up enemy to choose, nothing (and the log says Nullify did nothing)."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is None:
        return
    uid = res.one(game, target)
    if uid is None:
        game.forget(src.uid, "nullify")
        return
    game.remember(src.uid, "nullify", uid)
    by = game.name_of(src.uid)
    game.log_event("grant", f"{game.name_of(uid)} is nullified (no powers) until {by} is "
                   f"stunned or leaves play ({by}'s Nullify)", subject=uid, what="nullified")


@call("twopcg.nullify-ends")
def nullify_ends(game: Game, res: Resolve) -> None:
    """Forget the nullified enemy; the log says whose powers come back."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is None:
        return
    uid = src.memory.get("nullify")
    game.forget(src.uid, "nullify")
    obj = game.state.objects.get(uid) if isinstance(uid, int) else None
    if obj is not None and obj.in_play:
        game.log_event("grant", f"{game.name_of(obj.uid)} has its powers again "
                       f"({game.name_of(src.uid)}'s Nullify ends)", subject=obj.uid,
                       what="nullified")


@call("twopcg.mark-turn")
def mark_turn(game: Game, res: Resolve, key: str) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None:
        game.mark(src.uid, key)


ENEMY_FACE_UP = Sel("character", side="enemy", face_up=True)


def _kw(name: str, **parts: Any) -> Script:
    for key in ("triggered", "static"):
        parts[key] = tuple(parts.get(key, ()))
    return Script(**parts)


KEYWORDS: dict[str, Script] = {
    "berserker": _kw("berserker", triggered=[Triggered(
        "berserker", "attacks", (PutCounters("source", "plus", 1),), is_self, kind="keyword")]),
    "blast": _kw("blast", triggered=[Triggered(
        "blast", "enters-play", (ChooseEnemyRow("row"), PutCounters("row", "minus", 1)),
        appears, kind="keyword")]),
    "freeze": _kw("freeze", triggered=[Triggered(
        "freeze", "enters-play",
        (Choose(Sel("character"), "t", "Freeze: exhaust which character?"),
         Exhaust("t"), Grant("cant-ready", until="next-turn", target="t")),
        appears, kind="keyword")]),
    "genius": _kw("genius", triggered=[Triggered(
        "genius", "turn-start", (Draw("controller", 1),), my_turn_starts, optional=True,
        kind="keyword")]),
    "i-am-groot": _kw("i-am-groot", static=[
        Static("i-am-groot", "atk", "add", resources_on_side, itself, kind="keyword"),
        Static("i-am-groot", "def", "add", resources_on_side, itself, kind="keyword")]),
    "inspire": _kw("inspire", triggered=[Triggered(
        "inspire", "enters-play", (PutCounters("event.subject", "plus", 1),),
        another_appears_on_my_side, kind="keyword")]),
    "inventive": _kw("inventive", triggered=[Triggered(
        "inventive", "enters-play",
        (Choose(Sel("location", side="own", face_up=False), "t",
                "Inventive: turn which face-down location face up?", optional=True),
         TurnFace("t", True)),
        appears, kind="keyword")]),
    "lethal": _kw("lethal", triggered=[
        Triggered("lethal", "stuns", (KoIt("event.victim"),), stuns_defending_supporting,
                  kind="keyword"),
        Triggered("lethal:wounds", "stunned", (KoIt("event.subject"),),
                  wounds_defending_supporting, kind="keyword")]),
    "nullify": _kw("nullify", triggered=[
        Triggered("nullify", "enters-play",
                  (Choose(ENEMY_FACE_UP, "t", "Nullify which enemy character?"),
                   Call("twopcg.nullify", {"target": "t"})), appears, kind="keyword"),
        Triggered("nullify-ends", "stunned", (Call("twopcg.nullify-ends"),), is_self,
                  look_back=True, kind="keyword")],
        static=[Static("nullify", "nullified", "grant", lambda g, s, o: True, nullified_by,
                       kind="keyword")]),
    "rebirth": _kw("rebirth", triggered=[Triggered(
        "rebirth", "leaves-play", (MoveTo("event.subject", "resources", face_up=False),),
        ko_d, optional=True, look_back=True, kind="keyword")]),
    "immortal": _kw("immortal", triggered=[Triggered(
        "immortal", "leaves-play", (MoveTo("event.subject", "deck", shuffle=True),),
        ko_d, optional=True, look_back=True, kind="keyword")]),
    "regeneration": _kw("regeneration", triggered=[Triggered(
        "regeneration", "turn-start", (RemoveCounters("source", "wound", 1),), my_turn_starts,
        kind="keyword")]),
    "shrink": _kw("shrink", triggered=[Triggered(
        "shrink", "attacked",
        (Call("twopcg.mark-turn", {"key": "shrink"}),
         May((CancelCombat(),), prompt="Shrink: cancel this combat?")),
        first_attack_this_turn, kind="keyword")]),
    "sting": _kw("sting", triggered=[Triggered(
        "sting", "enters-play",
        (Choose(ENEMY_FACE_UP, "t", "Sting: put a -1/-1 counter on which enemy?"),
         PutCounters("t", "minus", 1)), appears, kind="keyword")]),
    "toss": _kw("toss", triggered=[Triggered(
        "toss", "enters-play",
        (Choose(Sel("character", side="own", face_up=True, exclude_source=True), "t",
                "Toss: which character gains Flight this turn?"),
         If("t", (Grant("kw:flight", until="end-of-turn", target="t"),))),
        appears, kind="keyword")]),
}
