"""Characters of the Legion of Super-Heroes era: triggered, replacement, static and payment powers."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.abilities import Activated, Script, Triggered
from vsrules.core.decisions import Choice, Pass, Pick
from vsrules.core.effects import Call, ChooseFrom, Resolve, Step, call
from vsrules.core.game import Game

from ...affiliations import has_team
from ...recruiting import negate_link
from ...steps import (
    ExhaustCost,
    OncePerTurn,
    RemoveCosmicCost,
    searched,
)
from ...targets import Links, Players, link_test
from ...tracking import note
from ..registry import script
from .common import (
    has_cosmic_counter,
    in_combat_phase,
    is_self,
    once,
    ready_now,
)


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


# -- Sensor ----------------------------------------------------------------------------------------
SENSOR = "Remove a cosmic counter: negate"


@link_test("opponent-targets-my-legionnaires")
def _targets_my_legionnaire(game: Game, link: Any, controller: int, source: int | None) -> bool:
    if link.controller in (controller, -1) or link.negated:
        return False
    objs = game.state.objects
    return any(t in objs and objs[t].controller == controller and
               objs[t].zone in ("front", "back") and has_team(game, objs[t], "Legionnaires")
               for t in link.targets)


@call("original.negate")
def _negate(game: Game, res: Resolve) -> None:
    t = res.ctx.get("t0")
    for link in game.state.chain:
        if link.id == t:
            negate_link(game, link)


script("LSH-X19", Script(activated=(
    Activated(SENSOR, (Call("original.negate"),),
              usable=lambda g, o: once(SENSOR)(g, o) and has_cosmic_counter(g, o.controller),
              cost=(RemoveCosmicCost(), OncePerTurn(SENSOR)),
              targets=(Links(("opponent-targets-my-legionnaires",)),)),)))


# -- The Riddler --------------------------------------------------------------------------------
@call("original.riddler-list")
def _riddler_list(game: Game, res: Resolve) -> None:
    objs = game.state.objects
    res.ctx["arkham"] = [u for z in ("hand", "resources") for u in game.zone(res.controller, z)
                         if game.card(u).is_character and
                         "Arkham Inmates" in game.card(u).teams and
                         not (z == "resources" and objs[u].face_up)]


@call("original.riddler")
def _riddler(game: Game, res: Resolve) -> None:
    shown, target = res.ctx.get("revealed"), res.ctx.get("t0")
    if shown is None or target is None or shown not in game.state.objects:
        return
    cost = game.card(shown).cost
    game.log_event("reveal", f"The Riddler reveals {game.name_of(shown)}")
    note(game, "banned-costs", [target, cost])


script("LSH-X21", Script(activated=(
    Activated("Activate: lock a plot twist cost", (
        Call("original.riddler-list"),
        ChooseFrom("arkham", "revealed", "The Riddler: reveal an Arkham Inmates character "
                   "card? (or decline)", optional=True, kind="choose"),
        Call("original.riddler")),
        usable=lambda g, o: ready_now(g, o) and in_combat_phase(g), cost=(ExhaustCost(),),
        targets=(Players("any"),)),)))


