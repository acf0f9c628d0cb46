"""Second wind, a 2PCG rule change made by a hook: at the start of your turn, if your main
character has at least ``second_wind`` wounds, draw a card (before the turn's own draw).
The option is 0 (off) unless a game chooses it: ``--option second_wind=3``.

The rule acts in ``vsrules_event`` on the ``turn-start`` event, and changes the game only
through the engine's own primitive (``game.draw``), so saves and replays play it again
exactly, and the draw appears in the game log like any other."""

from __future__ import annotations

from typing import Any

from vsrules.core.hookspecs import hookimpl
from vsrules.core.options import Option, option

SECOND_WIND = Option("second_wind", "int", 0,
                     "house rule: draw a card at the start of your turn while your main "
                     "character has at least this many wounds (0: off)",
                     "2PCG rulebook, Draw phase: one more card", minimum=0, maximum=20)


def applies(variant: Any) -> bool:
    """2PCG and the variants built on it (their ids start "2pcg")."""
    return str(variant.id).startswith("2pcg")


@hookimpl
def vsrules_options(variant: Any) -> list[Option]:
    return [SECOND_WIND] if applies(variant) else []


@hookimpl
def vsrules_event(game: Any, event: Any) -> None:
    if event.kind != "turn-start" or not applies(game.variant):
        return
    wounds = option(game, "second_wind")
    player = game.state.players[event.player]
    main = game.state.objects.get(player.main) if player.main is not None else None
    if wounds and main is not None and main.count("wound") >= wounds:
        game.log_event("second-wind", f"{player.name} has a second wind: draws a card",
                       player=event.player)
        game.draw(event.player, 1)

