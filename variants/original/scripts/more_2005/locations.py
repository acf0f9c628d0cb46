"""Locations of the 2005-2007 cards (cards/more-2005.toml)."""

from __future__ import annotations

from vsrules.core.abilities import Script, Triggered
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ...affiliations import has_team
from ...steps import turn_resource_down
from ..legion.common import is_self
from ..registry import script


# -- Daily Bugle ---------------------------------------------------------------------------------
@call("original.character-names")
def _character_names(game: Game, res: Resolve) -> None:
    """Names a player may choose: the characters of the game's card pool (decision)."""
    res.ctx["names"] = sorted({c.name for c in game.cards if c.is_character})


@call("original.remember-name")
def _remember_name(game: Game, res: Resolve) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    name = res.ctx.get("named")
    if src is not None and name is not None:
        game.remember(src.uid, "named", name)
        game.log_event("effect", f"Daily Bugle names {name}")


def _named_stunned_by_my_spider_friends(game: Game, src: GameObject, event: Event) -> bool:
    """A character with the named name an opponent controls was stunned by a strike of
    one or more Spider-Friends characters the Bugle's controller controls."""
    named = src.memory.get("named")
    victim = game.state.objects.get(event.subject) if event.subject is not None else None
    if named is None or victim is None or victim.controller == src.controller or \
            game.card(victim).name != named:
        return False
    objs = game.state.objects
    return any(u in objs and objs[u].controller == src.controller and
               has_team(game, objs[u], "Spider-Friends")
               for u in event.data.get("stunners", ()))


@call("original.my-face-up-resources")
def _my_face_up_resources(game: Game, res: Resolve) -> None:
    objs = game.state.objects
    res.ctx["face_up"] = [u for u in game.zone(res.controller, "resources") if objs[u].face_up]


@call("original.turn-resource-down")
def _turn_resource_down(game: Game, res: Resolve) -> None:
    turn_resource_down(game, res.ctx.get("down"))


script("MSM-X01", Script(triggered=(
    Triggered("When you flip Daily Bugle", "flipped", (
        Call("original.character-names"),
        ChooseFrom("names", "named", "Daily Bugle: name a character", kind="choose"),
        Call("original.remember-name")), condition=is_self),
    Triggered("Named character stunned by Spider-Friends", "strike-stun", (
        Call("original.my-face-up-resources"),
        ChooseFrom("face_up", "down", "Daily Bugle: turn one of your face-up resources face "
                   "down? (or decline)", optional=True, kind="choose"),
        Call("original.turn-resource-down")),
        condition=_named_stunned_by_my_spider_friends))))
