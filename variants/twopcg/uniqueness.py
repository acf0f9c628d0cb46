"""One character per name on a side; never one named like your main character
(2PCG rulebook, Uniqueness; Swarm: FAQ)."""

from __future__ import annotations

from vsrules.core.game import Game


def enforce_uniqueness(game: Game, newcomer: int) -> None:
    """A character just arrived on a side: KO the older one with its name."""
    new = game.state.objects.get(newcomer)
    if new is None or not game.card(new).is_character:
        return
    if game.card(new).keyword("swarm"):
        return
    name = game.card(new).name
    for o in list(game.characters(new.controller)):
        if o.uid != newcomer and game.card(o).name == name and not game.card(o).keyword("swarm"):
            if game.state.players[o.controller].main == o.uid:
                continue  # the main character stays; the newcomer is what was illegal
            game.log_event("uniqueness", f"{name}: only one per side, the older one is KO'd")
            game.variant.ko(game, o.uid, cause="uniqueness")  # type: ignore[attr-defined]


def named_like_main(game: Game, player: int, name: str) -> bool:
    main = game.state.players[player].main
    return main is not None and main in game.state.objects and game.name_of(main) == name
