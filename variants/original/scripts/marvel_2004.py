"""Marvel Origins era cards (cards/marvel-2004.toml): Sabretooth, Victor Creed (seed 000
quotes his replacement cost; Quicksilver, Speed Demon is data)."""

from __future__ import annotations

from vsrules.core.abilities import Replacement, Script
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ..positions import first_free_column, occupant
from .registry import script


# -- Sabretooth, Victor Creed ---------------------------------------------------------------------
def _sabretooth_applies(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid and src.zone == "front" and \
        game.state.players[src.controller].endurance >= 10


def _sabretooth_replace(game: Game, src: GameObject, event: Event) -> Event | None:
    """Instead of the stun: pay 10 endurance, exhaust him and move him to the support row
    (the same column if that position is empty)."""
    p = game.state.players[src.controller]
    p.endurance -= 10
    game.log_event("endurance", f"{p.name} pays 10 endurance (Sabretooth): {p.endurance}",
                   player=p.index, amount=10)
    game.exhaust(src.uid)
    if occupant(game, src.controller, "back", src.column, src.area or "visible") is not None:
        game.set_column(src.uid, first_free_column(game, src.controller, "back",
                                                   src.area or "visible"))
    game.reposition(src.uid, "back")
    return None


script("MOR-X02", Script(replacements=(
    Replacement("Pay 10 endurance instead of being stunned", "stun", _sabretooth_replace,
                _sabretooth_applies, optional=True),)))
