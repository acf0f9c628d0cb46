"""Whether a cost can be paid in full before it is paid: a player can't pay a cost without
the means, and a cost whose actions can't all be done can't be paid, so the power (or plot
twist) can't be played (seed 000 rules 203.3, 203.6a; 2PCG rulebook, Super Powers: used
"as long as you can pay for" it).

Each step of a cost is asked what it could not do now (``shortfall``, one implementation
per kind of step: ``functools.singledispatch``; an edition registers its own steps). A step
that selects nothing is taken to be payable: what its source must be is the power's
``only_if``."""

from __future__ import annotations

from functools import singledispatch
from typing import TYPE_CHECKING, Any

from . import effects as fx

if TYPE_CHECKING:
    from .abilities import Activated
    from .game import Game


def unpaid_cost(game: Game, activated: Activated, player: int, source: int | None,
                ) -> str | None:
    """Why ``activated``'s cost can't be paid in full by ``player`` now, in words naming
    the step that fails, or None. The steps are asked in order, the list a ``collect``
    or ``zone-cards`` of the cost would store passed on to a later step picking from it."""
    found: dict[str, Any] = {}
    for step in activated.cost:
        why = shortfall(step, game, player, source, found)
        if why is not None:
            return f"{activated.name}'s cost can't be paid in full: {why}"
    return None


@singledispatch
def shortfall(step: fx.Step, game: Game, controller: int, source: int | None,
              found: dict[str, Any]) -> str | None:
    """What ``step``, as part of a cost paid now by ``controller``, could not do (in
    words for the refusal), or None. ``found`` holds what the cost's earlier steps would
    store, for a step that picks from them."""
    return None


def played_from(game: Game, uid: int, source: int | None) -> bool:
    """Whether ``uid`` is the plot twist being played: it is on the chain, no longer in
    the zone it was played from, as its costs are paid (seed 000 rule 505.1a; 2PCG
    Playing Plot Twists), so it can't pay them itself."""
    return uid == source and game.card(uid).type == "plot-twist"


@shortfall.register(fx.Choose)
def _choose(step: fx.Choose, game: Game, controller: int, source: int | None,
            found: dict[str, Any]) -> str | None:
    if step.optional or step.chooser != "controller" or step.sel.exists(game, controller, source):
        return None
    return f"nothing to choose for {step.prompt!r}"


@shortfall.register(fx.ChooseFrom)
def _choose_from(step: fx.ChooseFrom, game: Game, controller: int, source: int | None,
                 found: dict[str, Any]) -> str | None:
    if step.optional or step.ref not in found:  # a list the cost did not make: not known
        return None
    values = found[step.ref]
    if step.objects:
        values = [u for u in values if isinstance(u, int) and u in game.state.objects]
    return None if values else f"nothing to choose from for {step.prompt!r}"


@shortfall.register(fx.Collect)
def _collect(step: fx.Collect, game: Game, controller: int, source: int | None,
             found: dict[str, Any]) -> str | None:
    found[step.into] = list(step.sel.find(game, controller, source))
    return None


@shortfall.register(fx.ZoneCards)
def _zone_cards(step: fx.ZoneCards, game: Game, controller: int, source: int | None,
                found: dict[str, Any]) -> str | None:
    if step.player == "controller":
        cards = [u for u in game.zone(controller, step.zone) if not played_from(game, u, source)]
        found[step.into] = cards if step.n is None else cards[:step.n]
    return None
