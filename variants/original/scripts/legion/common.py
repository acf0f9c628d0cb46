"""What the Legion of Super-Heroes era scripts share: selectors, play conditions,
trigger conditions, and the effect functions several cards call (searching a deck,
taking found cards into hand)."""

from __future__ import annotations

from typing import Any

from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from ...targets import test
from ...tracking import noted, once_per_turn_ok, team_attacked_this_turn, use_once

MINE = Sel(kind="character", side="own")
ANY = Sel(kind="character")


# -- shared helpers -------------------------------------------------------------------------------
def player_of(obj: GameObject) -> int:
    """Who would play a card: its controller in play, its owner elsewhere."""
    return obj.controller if obj.in_play else obj.owner


def ready_now(game: Game, obj: GameObject) -> bool:
    return not obj.exhausted and not obj.stunned


def has_cosmic_counter(game: Game, player: int) -> bool:
    return any(o.count("cosmic") for o in game.characters(player))


def once(name: str) -> Any:
    return lambda game, obj: once_per_turn_ok(game, f"{obj.uid}:{name}")


def in_combat_phase(game: Game) -> bool:
    return game.state.phase.startswith("combat")


def is_self(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


def triggers_once_per_turn(name: str, condition: Any) -> Any:
    """"This power triggers only once per turn" (seed 004 item 6): the first time its event
    happens each turn, and only then."""
    def cond(game: Game, src: GameObject, event: Event) -> bool:
        key = f"{src.uid}:{name}:triggered"
        if not condition(game, src, event) or not once_per_turn_ok(game, key):
            return False
        use_once(game, key)
        return True
    return cond


@test("team-attacked", only=lambda game: noted(game, "team-attacked"))
def _team_attacked(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return team_attacked_this_turn(game, obj.uid)
