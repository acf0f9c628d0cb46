"""XP and level up (2PCG rulebook, Level Up Powers; FAQ Groot "We Are Groot")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vsrules.core.game import Game
from vsrules.core.state import new_event

if TYPE_CHECKING:
    from vsrules.core.cards import CardDef
    from vsrules.core.objects import GameObject


def level_two_card(game: Game, main_uid: int) -> int | None:
    """The object of the other level's card set aside for this main character."""
    obj = game.state.objects[main_uid]
    return _set_aside(game, obj, game.card(obj))


def _set_aside(game: Game, obj: GameObject, card: CardDef) -> int | None:
    """The object of ``card``'s other level set aside by ``obj``'s owner."""
    other = card.other_level
    objs = game.state.objects
    for u in game.zone(obj.owner, "aside"):
        if objs[u].card == other:
            return u
    return None


def gain_xp(game: Game, main_uid: int, n: int = 1) -> None:
    obj = game.state.objects.get(main_uid)
    if obj is None:
        return
    card = game.card(obj)
    if card.type != "main-character" or card.level != 1:
        return
    l2 = _set_aside(game, obj, card)
    if l2 is None:
        return
    xp = game.state.objects[l2].count("xp") + n
    game.set_counter(l2, "xp", xp)
    need = card.xp_to_level or 0
    game.log_event("xp", f"{card.name} gains {n} XP ({xp}/{need})", subject=main_uid)
    if xp >= need:
        game.set_counter(l2, "xp", 0)
        swap_level(game, main_uid)


def swap_level(game: Game, main_uid: int) -> int:
    """Replace a main character with its other level, keeping row, orientation, wounds,
    counters and what affects it. Returns the new uid."""
    st = game.state
    old = st.objects[main_uid]
    other = level_two_card(game, main_uid)
    if other is None:
        return main_uid
    new_card = st.objects[other].card
    # the other level's card leaves the side area; the old level goes aside
    st.players[old.owner].zones["aside"].remove(other)
    game.zone_changed(old.owner, "aside")
    del st.objects[other]
    new_uid = game.replace_object(main_uid, new_card)
    new = st.objects[new_uid]
    game.turn_face(new, old.face_up, stunned=old.stunned, exhausted=old.exhausted)
    for kind, n in old.counters.items():
        if kind != "xp":
            game.set_counter(new_uid, kind, n)
    for key, value in old.memory.items():
        game.remember(new_uid, key, value)
    aside = game.new_object(old.card, old.owner, "aside")
    st.objects[aside].timestamp = old.timestamp
    for m in st.modifiers:
        if m.target == main_uid:
            m.target = new_uid
        if m.source == main_uid:
            m.source = new_uid
    for p in st.players:
        if p.main == main_uid:
            p.main = new_uid
    # what other powers remember about it (a Nullify target); most objects remember nothing
    for o in [o for o in st.objects.values() if o.memory]:
        for k, v in o.memory.items():
            if v == main_uid:
                game.remember(o.uid, k, new_uid)
    for f in st.frames:
        replace = getattr(f, "replace_uid", None)
        if replace is not None:
            replace(main_uid, new_uid)
    if st.flags.get("combat"):
        for key in ("combatants", "attackers"):
            st.flags[key] = [new_uid if u == main_uid else u for u in st.flags[key]]
        if st.flags["defender"] == main_uid:
            st.flags["defender"] = new_uid
        game.changed("combat")
    level = game.card(new).level
    game.log_event("level", f"{game.name_of(new_uid)} becomes Level {level}",
                   old=main_uid, new=new_uid)
    game.emit(new_event("levels", new_uid, new.controller, None, {"level": level}))
    return new_uid
