"""X-Men cards of The Marvel Battles (MNB-027...MNB-052): Hope Summers, a copier.

Every other X-Men card is data (cards/mnb.toml). Deadpool L2's direct attack on a player
is a rule of attack.py/combat.py (his power only grants the permission).
"""

from __future__ import annotations

import operator

from vsrules.core.abilities import Script, Static
from vsrules.core.cards import CardDb
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ..keywords import KEYWORDS
from .registry import copies, script

ROWS = ("front", "back")
#: the flag a granted X-Men affiliation sets
X_MEN = "team:X-Men"


# -- Hope Summers (MNB-037) -----------------------------------------------------------------
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
    x_men = game.pool.table(_X_MEN_SUPPORTING, _x_men_supporting)
    return [o.uid for o in characters
            if o.card in x_men and o.card != hope.card and o.face_up and not o.stunned]


def _x_men_supporting(db: CardDb) -> frozenset[str]:
    return frozenset(c.id for c in db if c.type == "character" and "X-Men" in c.teams)


def _side(hope: GameObject) -> int:
    """Hope's side: her controller's in play, her owner's in hand or in the KO pile."""
    return hope.controller if hope.zone in ROWS else hope.owner


def _x_men_granted(game: Game) -> bool:
    """Whether a modifier grants the X-Men team, or some card made in the game or some
    keyword has a static power that may (while none may, a character is X-Men exactly when
    its card says so)."""
    if game.kept[GRANTS_X_MEN][None]:
        return True
    return any(m.stat == X_MEN for m in game.state.modifiers)


_X_MEN_SUPPORTING = "2pcg:x-men-supporting"


def _statics_grant_x_men(game: Game, _key: None) -> bool:
    """Whether a keyword or a card made in the game (a static power in play is one of
    theirs) has a static power granting the X-Men team (an object gone since only makes
    the fact cautious)."""
    pool = game.pool
    if pool.table("2pcg:keywords-grant-x-men", _keywords_grant_x_men):
        return True
    return any(st.stat == X_MEN for card in game.cards_made for st in pool.scripts[card].static)


def _keywords_grant_x_men(_db: CardDb) -> bool:
    return any(st.stat == X_MEN for script in KEYWORDS.values() for st in script.static)


#: whether a static power may grant the X-Men team, until a card not made before is
#: (``cards``); a kept True may stand for cards whose objects are gone
GRANTS_X_MEN: Facts[bool] = declare(Facts("2pcg:grants-x-men", _statics_grant_x_men, ("cards",),
                                          agrees=operator.ge))


def itself(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.uid == src.uid


# Hope Summers: has the powers and keywords of those characters, wherever she is (FAQ); the
# copying is the engine's (copies); the static only names the power.
copies("MNB-037", duplicated)
script("MNB-037", Script(
    static=(Static("Mutant Power Duplication", "duplicates-powers", "grant",
                   lambda g, s, o: True, itself),),
))

