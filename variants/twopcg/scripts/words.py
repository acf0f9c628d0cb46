"""Effect words only 2PCG card data says (docs/cards.md), beside those of ``steps.py``:
the shapes several cards' powers share."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.card_powers import effect_word
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.selectors import one_of

from ..uniqueness import enforce_uniqueness, named_like_main

ROWS = ("front", "back")


def face_up(game: Game, uid: Any) -> bool:
    o = game.state.objects.get(uid) if isinstance(uid, int) else None
    return o is not None and o.in_play and o.face_up and not o.stunned


def attackers(game: Game) -> list[int]:
    """The face-up attackers of the current combat, in the order they were declared."""
    return [u for u in game.state.flags.get("attackers") or [] if face_up(game, u)]


def defenders(game: Game) -> list[int]:
    """The current combat's defender while it is face up (a list of one, or none)."""
    d = game.state.flags.get("defender")
    return [d] if d is not None and game.state.flags.get("combat") and face_up(game, d) else []


@attrs.frozen
class Combatants(Step):
    """The face-up attackers of the current combat, in the order they were declared
    (``role = "attacker"``), or its face-up defender (``"defender"``), as a list in
    ``into``."""

    role: str = attrs.field(validator=one_of("attacker", "defender"))
    into: str = "choices"

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = attackers(game) if self.role == "attacker" else defenders(game)


@attrs.frozen
class ToRow(Step):
    """Move a character in play to a row of its side (``"front"``, ``"back"``, or
    ``"other"``: the row it is not in); nothing when it is there already. ``push``: an
    enemy's power pushes it (told so)."""

    target: str
    row: str = attrs.field(default="other",
                           validator=one_of("front", "back", "other"))
    push: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        if uid is None:
            return
        zone = game.state.objects[uid].zone
        if zone not in ROWS:
            return
        row = self.row if self.row != "other" else "back" if zone == "front" else "front"
        if zone == row:
            return
        game.reposition(uid, row)
        if self.push:
            game.log_event("formation", f"{res.name}: {game.name_of(uid)} is pushed to the "
                           f"{row} row", subject=uid)
        else:
            game.log_event("formation", f"{game.name_of(uid)} moves to the {row} row "
                           f"({res.name})", subject=uid)


@attrs.frozen
class OntoSide(Step):
    """Put a card from outside play (``from_zone``: only from there) onto the effect's
    controller's side, into ``row`` (a row, or the context key of a chosen one). A
    character named like that player's main character never comes: the effect is
    ignored (rulebook, Uniqueness)."""

    target: str
    row: str
    from_zone: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        where = self.row if self.row in ROWS else res.value(self.row)
        if uid is None or where not in ROWS or \
                (self.from_zone is not None and game.state.objects[uid].zone != self.from_zone):
            return
        if named_like_main(game, res.controller, game.name_of(uid)):
            game.log_event("effect", f"{res.name}: you can't control a character named like "
                           "your main character", subject=uid)
            return
        new = game.move(uid, where, to_player=res.controller, cause=res.name)
        enforce_uniqueness(game, new)


effect_word("combatants", Combatants)
effect_word("to-row", ToRow)
effect_word("onto-side", OntoSide)
