"""Characters entering and leaving play, recovering, and the uniqueness rule (original CR
seed 000: Entering Play 214, Characters 301 (concealed, uniqueness 704.1), Counters
(cosmic counters), Recovery Phase; seed 004: Substitute and the uniqueness rule)."""

from __future__ import annotations

from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import new_event
from vsrules.core.words import keyword_words

from .affiliations import teams_of
from .positions import first_free_column, occupant
from .tracking import note


def is_unique(game: Game, uid: int) -> bool:
    card = game.card(uid)
    if card.type == "equipment":
        return bool(card.keyword("unique")) or card.version.lower() == "unique"
    if card.type != "character":
        return card.type == "location"
    # a character whose text says it isn't unique has the rules keyword not-unique (Triad)
    return card.version.lower() not in ("army", "non-unique") and \
        not card.keyword("not-unique")


def uniqueness(game: Game, uid: int, player: int) -> None:
    """704.1: before a unique character is recruited or substituted into play, put each
    other unique object its controller controls with the same name into the KO'd pile."""
    if not is_unique(game, uid):
        return
    name = game.card(uid).name
    for o in list(game.characters(player)):
        if o.uid != uid and game.card(o).name == name and is_unique(game, o.uid):
            game.log_event("uniqueness", f"{name}: the older copy is KO'd (704.1)")
            leave_play(game, o.uid, "ko", "uniqueness rule (704.1)")


def area_for(game: Game, uid: int, chosen: str | None) -> str:
    """Concealed: hidden; concealed-optional: the area chosen; otherwise visible (214.3)."""
    card = game.card(uid)
    if card.keyword("concealed"):
        return "hidden"
    if card.keyword("concealed-optional") and chosen in ("visible", "hidden"):
        return chosen
    return "visible"


def put_into_play(game: Game, uid: int, player: int, row: str, *, area: str | None = None,
                  column: int | None = None, how: str = "effect", boosted: bool = False) -> int:
    """Put a character card into an empty position of ``player``'s front or support row
    (214): ``how`` is recruit, substitute or effect (only the first two check uniqueness).
    Returns the new object's uid."""
    where = area_for(game, uid, area)
    if how in ("recruit", "substitute"):
        uniqueness(game, uid, player)
    # what the object is as it enters play (its "enters play" triggers already see it):
    # the new object gets the next uid (game.move makes it)
    game.state.flags["entering"] = {"uid": game.state.next_uid, "boosted": boosted}
    try:
        # the cause as a player reads it (the keyword as printed: "Substitute")
        cause = {"effect": "put into play", "substitute": keyword_words(how)}.get(how, how)
        new = game.move(uid, row, to_player=player, cause=cause)
    finally:
        game.state.flags.pop("entering", None)
    o = game.state.objects[new]
    if boosted:
        game.remember(new, "boosted", True)
    o.area = where
    if column is not None and occupant(game, player, row, column, where) is None:
        game.set_column(new, column)
    else:
        game.set_column(new, first_free_column(game, player, row, where))
    game.remember(new, "entered_turn", game.state.turn)
    if game.flag(o, "enters-exhausted"):
        game.exhaust(new)
    if game.has_keyword(o, "cosmic") and not o.stunned:
        game.add_counters(new, "cosmic", 1)
    note(game, "entered", [player, new, sorted(teams_of(game, o))])
    if how == "substitute":
        note(game, "substituted", player)
        game.emit(new_event("substituted", new, player, None, {}))
    return new


def leave_play(game: Game, uid: int, zone: str, cause: str, *, face_up: bool | None = None,
               to_player: int | None = None, look_back: GameObject | None = None) -> int:
    """Move an object out of play (KO, return to hand, remove from the game), noting a
    character that leaves a row (with its affiliations just before) for this turn."""
    o = game.state.objects[uid]
    if o.zone in ("front", "back") and game.card(o).is_character:
        note(game, "left", [o.controller, sorted(teams_of(game, o))])
    return game.move(uid, zone, to_player=to_player, face_up=face_up, cause=cause,
                     look_back=look_back)


def recover(game: Game, uid: int) -> bool:
    """Turn a stunned character face up; it stays exhausted (decisions.md)."""
    o = game.state.objects.get(uid)
    if o is None or not o.stunned or o.zone not in ("front", "back"):
        return False
    game.turn_face(o, True, stunned=False)
    game.log_event("recover", f"{game.name_of(uid)} recovers", subject=uid)
    return True


def emit_recovered(game: Game, uids: list[int]) -> None:
    for u in uids:
        o = game.state.objects.get(u)
        if o is not None:
            game.emit(new_event("recovers", u, o.controller, None, {}))
