"""What the Legion of Super-Heroes era scripts share: a trigger condition, and
the selection test "team-attacked" that card data names."""

from __future__ import annotations

from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ...targets import test
from ...tracking import noted, team_attacked_this_turn


def is_self(game: Game, src: GameObject, event: Event) -> bool:
    return event.subject == src.uid


@test("team-attacked", only=lambda game: noted(game, "team-attacked"))
def _team_attacked(game: Game, obj: GameObject, controller: int, source: int | None) -> bool:
    return team_attacked_this_turn(game, obj.uid)
