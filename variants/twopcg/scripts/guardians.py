"""Guardians of the Galaxy cards of The Marvel Battles (MNB-053...MNB-078): the Python
their card data calls (``do = "call"``), and the cards still scripted (``script =
"python"``): Gamora (MNB-057/058), Star-Lord's Team Up (MNB-069) and Adam Warlock
(MNB-074).

The other cards' powers are data (cards/mnb.toml); keyword-only cards and the location
Knowhere (MNB-078) need nothing more than the rules.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Condition, Script, Static, Triggered
from vsrules.core.effects import (
    Call,
    If,
    KoIt,
    PutCounters,
    Resolve,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ..keywords import appears, is_self
from ..levels import swap_level
from ..steps import GainXp
from ..turn import Turn
from .registry import script

GOTG = "Guardians of the Galaxy"
ROWS = ("front", "back")


# -- helpers ------------------------------------------------------------------------------
def this_turn(key: str) -> Condition:
    """Condition: the source's memory ``key`` was marked this turn."""

    def check(game: Game, src: GameObject, event: Event) -> bool:
        return src.memory.get(key) == game.state.turn

    return check


def card_of(game: Game, uid: int | None) -> Any:
    """The card of an object, even one that has just left play (KO'd by its wounds)."""
    if uid is None:
        return None
    if uid in game.state.objects:
        return game.card(uid)
    for entry in reversed(game.state.log):
        if entry.data.get("old") == uid and "card" in entry.data:
            return game.cards.get(entry.data["card"])
    return None


def turn_frame(game: Game) -> Turn | None:
    return next((f for f in reversed(game.state.frames) if isinstance(f, Turn)), None)


@call("twopcg.gotg.top-of-deck")
def top_of_deck(game: Game, res: Resolve, n: int = 3, into: str = "top") -> None:
    res.ctx[into] = list(game.zone(res.controller, "deck")[:n])


# -- MNB-053/054 Rocket ------------------------------------------------------------------
@call("twopcg.gotg.raccoon-garbage")
def raccoon_garbage(game: Game, res: Resolve) -> None:
    """Two cards at random from the controller's KO pile into the hand."""
    pile = list(game.zone(res.controller, "ko"))
    for _ in range(min(2, len(pile))):
        u = pile.pop(game.state.rng.below(len(pile)))
        game.move(u, "hand", to_player=game.state.objects[u].owner, cause=res.name)



# -- MNB-055/056 Star-Lord ---------------------------------------------------------------
@call("twopcg.gotg.greatest-guardian")
def greatest_guardian(game: Game, res: Resolve) -> None:
    """In the recruit step the next recruit costing 1 less is one more recruit point;
    earlier in the build phase the point is given back once the next recruit is paid."""
    frame = turn_frame(game)
    if game.state.phase == "build:recruit" and frame is not None:
        frame.points += 1
        game.log_event("cost", f"{res.name}: the next character costs 1 less")
    elif res.source in game.state.objects:
        game.mark(res.source, "greatest-guardian")


@call("twopcg.gotg.refund-point")
def refund_point(game: Game, res: Resolve) -> None:
    """Greatest Guardian used before the recruit step: the recruit just paid costs 1 less."""
    src = game.state.objects.get(res.source) if res.source is not None else None
    frame = turn_frame(game)
    if src is not None and frame is not None and \
            game.forget(src.uid, "greatest-guardian") == game.state.turn:
        frame.points += 1
        game.log_event("cost", "Greatest Guardian: that character cost 1 less")


# -- MNB-057/058 Gamora ------------------------------------------------------------------
def note_enemy_stunned(game: Game, src: GameObject, event: Event) -> bool:
    """Brutal Training's memory: Gamora stunned an enemy character this turn. Only
    records; never fires."""
    if event.subject == src.uid and event.data.get("victim_player") != src.controller:
        game.mark(src.uid, "stunned-enemy")
    return False


def stuns_main(game: Game, src: GameObject, event: Event) -> bool:
    card = card_of(game, event.data.get("victim"))
    return event.subject == src.uid and card is not None and card.type == "main-character"


# Brutal Training: two +1/+1 counters if Gamora stunned an enemy earlier this turn.
BRUTAL_TRAINING = Activated("Brutal Training", (
    Call("twopcg.gotg.if-marked", {"key": "stunned-enemy", "into": "stunned"}),
    If("stunned", (PutCounters("source", "plus", 2),))))
BRUTAL_TRAINING_NOTE = Triggered("Brutal Training", "stuns", (), condition=note_enemy_stunned)


@call("twopcg.gotg.if-marked")
def if_marked(game: Game, res: Resolve, key: str, into: str) -> None:
    src = game.state.objects.get(res.source) if res.source is not None else None
    res.ctx[into] = src is not None and src.memory.get(key) == game.state.turn


# Deadliest Woman in the Universe: 1 XP each time Gamora stuns a main character.
script("MNB-057", Script(
    triggered=(BRUTAL_TRAINING_NOTE,
               Triggered("Deadliest Woman in the Universe", "stuns", (GainXp(1),),
                         condition=stuns_main, kind="level-up")),
    activated=(BRUTAL_TRAINING,)))
# Godslayer Blade: for the rest of the turn, whatever Gamora stuns is KO'd.
script("MNB-058", Script(
    triggered=(BRUTAL_TRAINING_NOTE,
               Triggered("Godslayer Blade", "stuns", (KoIt("event.victim"),),
                         condition=lambda g, s, e: is_self(g, s, e)
                         and this_turn("godslayer")(g, s, e))),
    activated=(BRUTAL_TRAINING,
               Activated("Godslayer Blade", (Call("twopcg.mark-turn", {"key": "godslayer"}),)))))


# -- MNB-059/060 Groot -------------------------------------------------------------------
@call("twopcg.gotg.level-down")
def level_down(game: Game, res: Resolve) -> None:
    """Back to the other level's card, as a level up is done (FAQ Groot)."""
    if res.source in game.state.objects:
        swap_level(game, res.source)


# -- supporting characters ------------------------------------------------------------------


def own_supporting(game: Game, src: GameObject, obj: GameObject) -> bool:
    return (obj.controller == src.controller and obj.zone in ROWS
            and game.card(obj).type == "character")


# Star-Lord, Team Up: supporting characters on your side are Guardians of the Galaxy too.
script("MNB-069", Script(static=(
    Static("Team Up", "team:" + GOTG, "grant", lambda g, s, o: True, own_supporting),)))


@call("twopcg.gotg.mental-focus")
def mental_focus(game: Game, res: Resolve, looked: str = "top", kept: str = "t") -> None:
    """The kept card to hand, the others (in their order) to the bottom of the deck."""
    keep = res.value(kept)
    for u in res.uids(game, looked):
        if u == keep:
            game.move(u, "hand", to_player=res.controller, cause=res.name)
        else:
            game.move(u, "deck", to_player=game.state.objects[u].owner, cause=res.name)


@call("twopcg.gotg.cocoon")
def cocoon(game: Game, res: Resolve) -> None:
    """Put into play stunned: face down and exhausted, no wound, no counters."""
    o = game.state.objects.get(res.source) if res.source is not None else None
    if o is not None and o.zone in ROWS:
        game.turn_face(o, False, stunned=True, exhausted=True)
        game.remove_counters(o.uid, "plus")
        game.remove_counters(o.uid, "minus")
        game.log_event("stun", f"{game.name_of(o.uid)} enters play stunned", subject=o.uid)


@call("twopcg.gotg.emerge")
def emerge(game: Game, res: Resolve) -> None:
    """He recovers (face up, still wounded) and readies."""
    o = game.state.objects.get(res.source) if res.source is not None else None
    if o is not None and o.zone in ROWS and o.stunned:
        game.turn_face(o, True, stunned=False, exhausted=False)
        game.log_event("recover", f"{game.name_of(o.uid)} emerges: recovers and readies")
        game.emit(Event("recovers", subject=o.uid, player=o.controller))


# Adam Warlock, Evolutionary Cocoon: he enters play stunned (no wound). Emerge: usable only
# while he is stunned; he recovers and readies.
script("MNB-074", Script(
    triggered=(Triggered("Evolutionary Cocoon", "enters-play", (Call("twopcg.gotg.cocoon"),),
                         condition=appears),),
    activated=(Activated("Emerge", (Call("twopcg.gotg.emerge"),),
                         usable=lambda g, o: o.stunned, while_stunned=True),)))


# -- plot twists ------------------------------------------------------------------------------


def base_value(game: Game, obj: GameObject, stat: str) -> int:
    """Printed ATK/DEF; for I Am Groot characters (printed 0+/0+) the + is part of it."""
    card = game.card(obj)
    value = (card.atk if stat == "atk" else card.defense) or 0
    if game.has_keyword(obj, "i-am-groot"):
        value += len(game.zone(obj.controller, "resources"))
    return value


@call("twopcg.gotg.even-the-odds")
def even_the_odds(game: Game, res: Resolve, target: str = "t") -> None:
    """Take the +1/+1 counters off, then bring ATK and DEF back to their base values for
    this combat, once: later changes count normally (FAQ Even the Odds)."""
    for u in res.uids(game, target):
        obj = game.state.objects[u]
        game.remove_counters(u, "plus")
        for stat in ("atk", "def"):
            delta = base_value(game, obj, stat) - game.stat(obj, stat)
            if delta:
                game.add_modifier(u, stat, "add", delta, until=UNTIL_COMBAT,
                                  source=res.source, controller=res.controller)
        game.log_event("reset", f"{res.name}: {game.name_of(u)} is back to its base ATK/DEF",
                       subject=u)


