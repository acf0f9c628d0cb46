"""Characters of the 2005-2007 cards (cards/more-2005.toml): triggered, static and
payment powers."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game

from ...steps import ExhaustCost
from ..legion.common import ready_now
from ..registry import script
from .common import BottomInOrder


# -- Longshot, Rebel Freedom Fighter -------------------------------------------------------------
@call("original.all-card-names")
def _all_card_names(game: Game, res: Resolve) -> None:
    """Names a player may choose: those of the game's card pool (decision, as Dream Girl)."""
    first = res.ctx.get("name1")
    res.ctx["names"] = sorted({c.name for c in game.cards} - {first})


@call("original.longshot")
def _longshot(game: Game, res: Resolve) -> None:
    named = {res.ctx.get("name1"), res.ctx.get("name2")}
    shown = res.ctx.get("revealed", [])
    names = {game.card(u).name for u in shown}
    if None not in named and named <= names:
        for u in shown:
            if game.card(u).name in named:
                game.move(u, "hand", cause="Longshot")
    deck = game.zone(res.controller, "deck")
    res.ctx["rest"] = [u for u in shown if u in deck]


script("MOR-X03", Script(activated=(
    Activated("Name two cards, reveal four", (
        Call("original.all-card-names"),
        ChooseFrom("names", "name1", "Longshot: name a card", kind="choose"),
        Call("original.all-card-names"),
        ChooseFrom("names", "name2", "Longshot: name a second, different card", kind="choose"),
        Call("original.reveal-top", {"n": 4}),
        Call("original.longshot"),
        BottomInOrder("rest")),
        usable=ready_now, cost=(ExhaustCost(),)),)))
