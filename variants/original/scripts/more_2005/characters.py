"""Characters of the 2005-2007 cards (cards/more-2005.toml): triggered, static and
payment powers. Thor's and Blackheart's reveal costs are recruiting rules
(``recruiting.RECRUIT_REVEALS``, loyalty - reveal)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Triggered
from vsrules.core.effects import Call, ChooseFrom, KoIt, Resolve, call
from vsrules.core.game import Game
from vsrules.core.selectors import Sel

from ...combat import lose_endurance
from ...recruiting import RECRUIT_REVEALS
from ...steps import ExhaustCost
from ...targets import Objects
from ..legion.common import in_combat_phase, is_self, ready_now
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


# -- Blackheart, Black King ----------------------------------------------------------------------
BLACKHEART = "KO a character with cost 3 or less"


def _ko_characters(game: Game, player: int) -> list[int]:
    return [u for u in game.zone(player, "ko") if game.card(u).is_character]


@call("original.ko-characters")
def _ko_characters_list(game: Game, res: Resolve) -> None:
    res.ctx["pile"] = _ko_characters(game, res.controller)


@call("original.to-bottom-cost")
def _to_bottom_cost(game: Game, res: Resolve) -> None:
    """Three chosen character cards from the KO'd pile go on the bottom of the deck."""
    for key in ("b1", "b2", "b3"):
        u = res.ctx.get(key)
        if u is not None and u in game.state.objects:
            game.move(u, "deck", cause="Blackheart's cost")


@call("original.pile-without")
def _pile_without(game: Game, res: Resolve, ref: str) -> None:
    res.ctx["pile"] = [u for u in res.ctx.get("pile", []) if u != res.ctx.get(ref)]


script("MTU-133", Script(activated=(
    Activated(BLACKHEART, (KoIt("t0"),),
              usable=lambda g, o: ready_now(g, o) and in_combat_phase(g) and
              len(_ko_characters(g, o.controller)) >= 3,
              cost=(ExhaustCost(), Call("original.ko-characters"),
                    ChooseFrom("pile", "b1", "Blackheart: first card to the bottom of your deck",
                               kind="pay"),
                    Call("original.pile-without", {"ref": "b1"}),
                    ChooseFrom("pile", "b2", "Blackheart: second card", kind="pay"),
                    Call("original.pile-without", {"ref": "b2"}),
                    ChooseFrom("pile", "b3", "Blackheart: third card", kind="pay"),
                    Call("original.to-bottom-cost")),
              targets=(Objects(Sel(kind="character", max_cost=3)),)),)))


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
