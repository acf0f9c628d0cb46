"""Characters of the 2005-2007 cards (cards/more-2005.toml): triggered, static and
payment powers. Thor's and Blackheart's reveal costs are recruiting rules
(``recruiting.RECRUIT_REVEALS``, loyalty - reveal)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Triggered
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game

from ...combat import lose_endurance
from ...recruiting import RECRUIT_REVEALS
from ...steps import ExhaustCost
from ..legion.common import is_self, ready_now
from ..registry import script
from .common import BottomInOrder, printed_cost

# -- Thor, Odinson -------------------------------------------------------------------------------
RECRUIT_REVEALS["MAV-025"] = "Avengers"


@call("original.thor-mill")
def _thor_mill(game: Game, res: Resolve) -> None:
    """The top card of your deck goes to your KO'd pile; the player Thor broke through
    to loses endurance equal to its printed cost."""
    victim = res.value("event.to")
    deck = game.zone(res.controller, "deck")
    if not deck:
        return
    card = game.card(deck[0])
    game.move(deck[0], "ko", cause="Thor")
    if isinstance(victim, int):
        lose_endurance(game, victim, printed_cost(card), f"Thor: {card.name}")


script("MAV-025", Script(triggered=(
    Triggered("Whenever Thor causes breakthrough", "breakthrough", (Call("original.thor-mill"),),
              condition=is_self, look_back=True),)),
    rules=("Extra recruit cost",))


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
