"""Characters of the Legion of Super-Heroes era whose powers are Python: Atrophos."""

from __future__ import annotations

import attrs

from vsrules.core.abilities import Script, Triggered
from vsrules.core.decisions import Choice, Pass, Pick
from vsrules.core.effects import Call, ChooseFrom, Resolve, Step, call
from vsrules.core.game import Game

from ...steps import searched
from ..registry import script
from .common import is_self


# -- Atrophos ------------------------------------------------------------------------------------
@call("original.atrophos-list")
def _atrophos_list(game: Game, res: Resolve) -> None:
    victim = res.value("event.to")
    seen: dict[tuple[str, str], int] = {}
    for zone in ("hand", "deck"):
        for u in game.zone(victim, zone):
            card = game.card(u)
            if not card.is_character and (card.name, card.version) not in seen:
                seen[(card.name, card.version)] = u
    res.ctx["victim"] = victim
    res.ctx["kinds"] = list(seen.values())


@call("original.atrophos-copies")
def _atrophos_copies(game: Game, res: Resolve) -> None:
    """Every card in that player's deck and hand with the chosen card's printed name and
    version."""
    victim = res.ctx["victim"]
    picked = res.ctx.get("picked")
    if picked is None or picked not in game.state.objects:
        res.ctx["copies"] = []
        return
    card = game.card(picked)
    res.ctx["copies"] = [u for zone in ("deck", "hand") for u in game.zone(victim, zone)
                         if (game.card(u).name, game.card(u).version) ==
                         (card.name, card.version)]


@attrs.frozen
class RemoveCopies(Step):
    """Remove the chosen card's copies from the game one at a time; its controller may
    stop at any time and leave the rest (seed 004 Atrophos: 'you can choose not to
    remove any number of the copies')."""

    def run(self, game: Game, res: Resolve) -> None:
        left = [u for u in res.ctx.get("copies", []) if u in game.state.objects]
        res.ctx["copies"] = left
        if left:
            game.ask(res.controller, "choose", "Atrophos: remove which copy next? (or leave "
                     "the rest)", [Pass(), *[Pick(u) for u in left]], source=res.source,
                     effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        if isinstance(choice, Pick):
            game.move(int(choice.value), "removed", cause="Atrophos")
            res.ctx["copies"] = [u for u in res.ctx["copies"] if u != choice.value]
            res.splice([RemoveCopies()])


@call("original.atrophos-done")
def _atrophos_done(game: Game, res: Resolve) -> None:
    victim = res.ctx["victim"]
    game.shuffle(victim)
    searched(game, res.controller, victim)


script("LSH-X02", Script(triggered=(
    Triggered("Whenever Atrophos causes breakthrough", "breakthrough", (
        Call("original.atrophos-list"),
        ChooseFrom("kinds", "picked", "Atrophos: remove every copy of which non-character "
                   "card?", kind="choose"),
        Call("original.atrophos-copies"),
        RemoveCopies(),
        Call("original.atrophos-done")), condition=is_self, look_back=True),)))
