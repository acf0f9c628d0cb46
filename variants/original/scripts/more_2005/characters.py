"""Characters of the 2005-2007 cards (cards/more-2005.toml): triggered, static and
payment powers. Thor's and Blackheart's reveal costs are recruiting rules
(``recruiting.RECRUIT_REVEALS``, loyalty - reveal)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Static, Triggered
from vsrules.core.effects import Call, ChooseFrom, Draw, KoIt, ModifyStat, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.selectors import Sel

from ...combat import lose_endurance
from ...entering import leave_play
from ...recruiting import RECRUIT_REVEALS
from ...steps import ExhaustCost, LeavePlay
from ...targets import Objects, Players, Target
from ...tracking import asked_by, noted
from ..legion.common import ANY, enters_a_row, in_combat_phase, is_self, ready_now
from ..registry import script
from .common import BottomInOrder, printed_cost, turn_resource_down

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


# -- Punisher, Frank Castle ----------------------------------------------------------------------
PUNISHER = "Pay 1 ATK: -1 DEF"
asked_by("in-combat", "MTU-016")


def _punisher_usable(game: Game, obj: GameObject) -> bool:
    """Combat phase only, not if Punisher has been in combat this turn, and he must have
    the 1 ATK to pay (seed 000 Payment Power Costs)."""
    return in_combat_phase(game) and obj.uid not in noted(game, "in-combat") and \
        game.stat(obj, "atk") >= 1


script("MTU-016", Script(activated=(
    Activated(PUNISHER, (ModifyStat("t0", "def", -1),), usable=_punisher_usable,
              cost=(Call("original.pay-atk", {"n": 1}),), targets=(Objects(ANY),)),)))


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


# -- Morg, Corrupt Destroyer ---------------------------------------------------------------------
@call("original.morg-bounce")
def _morg_bounce(game: Game, res: Resolve) -> None:
    victim = res.value("event.victim")
    o = game.state.objects.get(victim) if isinstance(victim, int) else None
    if o is not None and o.zone in ("front", "back"):
        leave_play(game, o.uid, "hand", "Morg")


# "Whenever Morg stuns a character" looks back to just before the strike (502.4): Morg
# stunned by the same strikes (and his cosmic counter with him) still triggers
script("MHG-015", Script(triggered=(
    Triggered("Cosmic: bounce the stunned character", "stuns", (Call("original.morg-bounce"),),
              condition=is_self, look_back=True, kind="cosmic"),)))


# -- The Joker, Laughing Lunatic -----------------------------------------------------------------
@call("original.joker")
def _joker(game: Game, res: Resolve) -> None:
    """The targeted opponent takes a card of your hand at random; you reveal it."""
    opponent = res.ctx.get("t0")
    hand = game.zone(res.controller, "hand")
    if opponent is None or not hand:
        return
    picked = game.state.rng.choice(hand)
    card = game.card(picked)
    game.log_event("reveal", f"The Joker: {game.player_name(opponent)} picks {card.name} at "
                   "random")
    if card.is_character and "Arkham Inmates" in game.teams(game.state.objects[picked]):
        lose_endurance(game, opponent, card.cost or 0, "The Joker")


script("DOR-X01", Script(triggered=(
    Triggered("Whenever The Joker is attacked", "defends", (
        Target(Players("opponent"), "t0", "The Joker: choose a target opponent"),
        Call("original.joker")), condition=is_self),)))


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


# -- The Shark, Karshon --------------------------------------------------------------------------
def _small_hands(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.uid == src.uid and any(
        len(p.zones["hand"]) <= 5 for p in game.state.players
        if p.index != src.controller and not p.out)


script("DJL-X01", Script(static=(
    Static("Weaker against small hands", "atk", "add", lambda g, s, o: -2, _small_hands),
    Static("Weaker against small hands (DEF)", "def", "add", lambda g, s, o: -1, _small_hands))))


# -- Spoiler, Wildcard ---------------------------------------------------------------------------
script("DBM-009", Script(triggered=(
    Triggered("When Spoiler enters play", "enters-play", (Draw(),), condition=enters_a_row),)))


# -- Micro-Chip, Linus Lieberman -----------------------------------------------------------------
def _cheap_face_up_plots(game: Game, player: int) -> list[int]:
    objs = game.state.objects
    return [u for u in game.zone(player, "resources") if objs[u].face_up and
            game.card(u).type == "plot-twist" and (game.card(u).threshold or 0) <= 1]


@call("original.cheap-plots")
def _cheap_plots(game: Game, res: Resolve) -> None:
    res.ctx["plots"] = _cheap_face_up_plots(game, res.controller)


@call("original.turn-down")
def _turn_down(game: Game, res: Resolve) -> None:
    turn_resource_down(game, res.ctx.get("plot"))


script("MMK-019", Script(activated=(
    Activated("Turn a cheap plot twist face down", (
        Call("original.cheap-plots"),
        ChooseFrom("plots", "plot", "Micro-Chip: turn which plot twist face down?",
                   kind="choose"),
        Call("original.turn-down")),
        usable=ready_now, cost=(ExhaustCost(), LeavePlay("source", "removed"))),)))
