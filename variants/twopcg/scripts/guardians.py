"""Guardians of the Galaxy cards of The Marvel Battles (MNB-053...MNB-078): the Python
their card data calls (``do = "call"``), and the cards still scripted (``script =
"python"``): Gamora (MNB-057/058).

The other cards' powers are data (cards/mnb.toml); keyword-only cards and the location
Knowhere (MNB-078) need nothing more than the rules.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Condition, Script, Triggered
from vsrules.core.effects import (
    Call,
    If,
    KoIt,
    PutCounters,
    Resolve,
    call,
)
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import Event

from ..keywords import is_self
from ..steps import GainXp
from .registry import script

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
