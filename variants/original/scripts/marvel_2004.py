"""Marvel Origins era cards (cards/marvel-2004.toml): Quicksilver, Speed Demon and
Sabretooth, Victor Creed (seed 000 quotes Sabretooth's replacement cost)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Replacement, Script
from vsrules.core.effects import Call, ChooseFrom, Ready, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ..positions import first_free_column, occupant
from ..steps import OncePerTurn
from ..tracking import once_per_turn_ok
from .registry import script

# -- Quicksilver, Speed Demon ----------------------------------------------------------------------
QUICKSILVER = "Discard a Brotherhood character: ready Quicksilver"


def _brotherhood_cards(game: Game, player: int) -> list[int]:
    return [u for u in game.zone(player, "hand")
            if game.card(u).is_character and "Brotherhood" in game.card(u).teams]


@call("original.brotherhood-cards")
def _brotherhood_list(game: Game, res: Resolve) -> None:
    res.ctx["cards"] = _brotherhood_cards(game, res.controller)


@call("original.discard-paid")
def _discard_paid(game: Game, res: Resolve) -> None:
    u = res.ctx.get("paid")
    if u is not None and u in game.state.objects:
        game.move(u, "ko", cause=f"discarded ({res.name})")


def _quicksilver_usable(game: Game, obj: GameObject) -> bool:
    return once_per_turn_ok(game, f"{obj.uid}:{QUICKSILVER}") and \
        bool(_brotherhood_cards(game, obj.controller))


script("MOR-X01", Script(activated=(
    Activated(QUICKSILVER, (Ready("source"),), usable=_quicksilver_usable,
              cost=(Call("original.brotherhood-cards"),
                    ChooseFrom("cards", "paid", "Quicksilver: discard which Brotherhood "
                               "character card?", kind="pay"),
                    Call("original.discard-paid"), OncePerTurn(QUICKSILVER))),)))


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
        src.column = first_free_column(game, src.controller, "back", src.area or "visible")
    game.reposition(src.uid, "back")
    return None


script("MOR-X02", Script(replacements=(
    Replacement("Pay 10 endurance instead of being stunned", "stun", _sabretooth_replace,
                _sabretooth_applies),)))
