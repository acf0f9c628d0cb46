"""One character per name on a side; never one named like your main character
(2PCG rulebook, Uniqueness; Swarm: FAQ)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vsrules.core.game import Game

if TYPE_CHECKING:
    from vsrules.core.objects import GameObject


def enforce_uniqueness(game: Game, newcomer: int) -> None:
    """A character just arrived on a side: KO the older one with its name."""
    new = game.state.objects.get(newcomer)
    if new is None:
        return
    cards = game.cards.by_id
    card = cards[new.card]
    if not card.is_character or card.keyword("swarm"):
        return
    name = card.name
    for o in others_named(game, new, name):
        if cards[o.card].keyword("swarm"):
            continue
        if game.state.players[o.controller].main == o.uid:
            continue  # the main character stays; the newcomer is what was illegal
        game.log_event("uniqueness", f"{name}: only one per side, the older one is KO'd")
        game.variant.ko(game, o.uid, cause="uniqueness")


def others_named(game: Game, new: GameObject, name: str) -> list[GameObject]:
    """The other characters on ``new``'s side named ``name``, found first (a plain walk:
    most arrivals have none): an object keeps its uid and card for life, so whether one
    is named so can't change while the older ones are KO'd."""
    cards = game.cards.by_id
    return [o for o in game.characters(new.controller)
            if cards[o.card].name == name and o.uid != new.uid]


def named_like_main(game: Game, player: int, name: str) -> bool:
    main = game.state.players[player].main
    return main is not None and main in game.state.objects and game.name_of(main) == name
