"""Playing effects in the original edition: plot twists (from hand or the resource row,
threshold costs, on the chain, ongoing), flipping locations, payment powers (costs paid as
they are played, targets chosen then and checked again on resolution), equipment
(original CR seed 000: Costs, Card Types, Playing Effects 505, Resolving Effects)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from vsrules.core.abilities import Activated
from vsrules.core.actions import ActionRule
from vsrules.core.chain import add_link
from vsrules.core.decisions import Choice, PlayPlot, UsePower
from vsrules.core.effects import Choose, MoveWhenDone, Resolve, Step
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import ChainLink, Event

from .choices import Equip, FlipLocation
from .positions import area

CR = "original CR"


def resources(game: Game, player: int) -> int:
    return len(game.zone(player, "resources"))


def has_priority_now(game: Game, player: int) -> bool:
    p = game.state.pending
    return p is not None and p.kind == "priority" and p.player == player


def targets_available(game: Game, activated: Activated, controller: int,
                      source: int | None) -> bool:
    return all(any(True for _ in sel.find(game, controller, source))
               for sel in activated.targets)


def plot_activated(game: Game, uid: int) -> Activated | None:
    card = game.card(uid)
    return game.variant.card_script(card).find_activated(card.name)


# -- plot twists ------------------------------------------------------------------------------
class PlayPlotRule(ActionRule):
    choice_type = PlayPlot

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "hand"):
            if game.card(u).type == "plot-twist":
                yield PlayPlot(u)
        for u in game.zone(player, "resources"):
            o = game.state.objects[u]
            if not o.face_up and game.card(o).type == "plot-twist":
                yield PlayPlot(u)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PlayPlot)
        o = game.state.objects.get(choice.card)
        if o is None or o.owner != player or o.zone not in ("hand", "resources"):
            return f"plot twists are played from your hand or resource row ({CR}, Plot Twists)"
        card = game.card(o)
        if card.type != "plot-twist":
            return f"{card.name} is not a plot twist"
        if o.zone == "resources" and o.face_up:
            return f"{card.name} is already face up in your resource row"
        need = card.threshold or 0
        if resources(game, player) < need:
            return (f"{card.name} has threshold {need}: you have {resources(game, player)} "
                    f"resources ({CR}, Threshold Costs)")
        activated = plot_activated(game, o.uid)
        if activated is None:
            return f"{card.name} is not implemented yet"
        if not activated.usable(game, o):
            return f"{card.name} can't be played now"
        if not targets_available(game, activated, player, o.uid):
            return f"{card.name} has no legal target"
        return None


def play_plot(game: Game, player: int, uid: int) -> None:
    o = game.state.objects[uid]
    card = game.card(o)
    activated = plot_activated(game, uid)
    assert activated is not None
    if o.zone == "resources":
        o.face_up = True  # part of playing it from the resource row (505.1a)
        source, origin = uid, "resources"
    else:
        source, origin = game.move(uid, "chain", cause="played"), "hand"
    game.log_event("plot", f"{game.player_name(player)} plays {card.name}", card=card.id)
    announce(game, player, source, card.name, activated, "plot", {"from": origin})


# -- payment powers ---------------------------------------------------------------------------
class UsePowerRule(ActionRule):
    choice_type = UsePower

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in power_sources(game, player):
            for a in game.script_of(o).activated:
                if a.name != game.card(o).name or game.card(o).type != "plot-twist":
                    yield UsePower(o.uid, a.name)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, UsePower)
        o = game.state.objects.get(choice.source)
        if o is None or o.controller != player:
            return "use the powers of your own cards"
        activated = game.script_of(o).find_activated(choice.name)
        if activated is None:
            return f"{game.name_of(o.uid)} has no power named {choice.name!r}"
        where = "hand" if o.zone == "hand" else "play"
        if (activated.zone == "hand") != (where == "hand"):
            return f"{choice.name} is used from your {activated.zone}"
        if where == "play" and not game.variant.powers_active(game, o):
            return f"{game.name_of(o.uid)}'s text is inactive (stunned or face down) ({CR} 701.12b)"
        if not activated.usable(game, o):
            return f"{choice.name} can't be used now (its cost can't be paid or its condition fails)"
        if not targets_available(game, activated, player, o.uid):
            return f"{choice.name} has no legal target"
        return None


def power_sources(game: Game, player: int) -> Iterator[GameObject]:
    for o in game.in_play(player):
        if game.script_of(o).activated:
            yield o
    for u in game.zone(player, "hand"):
        o = game.state.objects[u]
        if any(a.zone == "hand" for a in game.script_of(o).activated):
            yield o


def use_power(game: Game, player: int, source: int, name: str) -> None:
    activated = game.script_of(game.state.objects[source]).find_activated(name)
    assert activated is not None
    game.log_event("power", f"{game.name_of(source)}: {name}", source=source, power=name)
    announce(game, player, source, name, activated, "power", {})


# -- announcing: costs, targets, onto the chain (505) -----------------------------------------
@attrs.frozen
class ToChain(Step):
    """The last step of playing an effect: it goes on the chain with its targets."""

    kind: str
    name: str
    count: int
    data: dict[str, Any] = attrs.Factory(dict)

    def run(self, game: Game, res: Resolve) -> None:
        targets = [res.ctx.get(f"t{i}") for i in range(self.count)]
        src = game.state.objects.get(res.source) if res.source is not None else None
        link = add_link(game, self.kind, res.controller, source=res.source,
                        card=src.card if src is not None else None,
                        targets=[t if isinstance(t, int) else -1 for t in targets],
                        name=self.name, **self.data)
        game.emit(Event("effect-played", subject=res.source, player=res.controller,
                        data={"name": self.name, "link": link.id}))


def announce(game: Game, player: int, source: int, name: str, activated: Activated, kind: str,
             data: dict[str, Any]) -> None:
    steps: list[Step] = list(activated.cost)
    steps += [Choose(sel, f"t{i}", f"{name}: choose target {i + 1}")
              for i, sel in enumerate(activated.targets)]
    steps.append(ToChain(kind, name, len(activated.targets), data))
    game.push(Resolve(steps, player, source, name))


def resolve_effect(game: Game, link: ChainLink) -> None:
    """Resolve a played plot twist or power: targets checked again (all illegal: negated)."""
    name = str(link.data.get("name", link.effect))
    src = game.state.objects.get(link.source) if link.source is not None else None
    card = game.cards.get(link.card) if link.card else None
    if link.effect == "plot":
        activated = game.variant.card_script(card).find_activated(name) if card else None
    else:
        activated = game.script_of(src).find_activated(name) if src is not None else None
        if activated is None and card is not None:  # its source left play: last known info
            activated = game.variant.card_script(card).find_activated(name)
    if activated is None:
        return
    ctx: dict[str, Any] = {}
    legal = 0
    for i, sel in enumerate(activated.targets):
        t = link.targets[i] if i < len(link.targets) else -1
        o = game.state.objects.get(t)
        ok = o is not None and sel.matches(game, o, link.controller, link.source)
        ctx[f"t{i}"] = t if ok else None
        legal += ok
    if link.effect == "plot" and link.data.get("from") == "hand" and link.source is not None:
        game.push(MoveWhenDone(link.source, "ko", "plot twist resolved"))
    if activated.targets and not legal:
        game.log_event("negated", f"{name} is negated: no legal target is left (505)")
        return
    game.push(Resolve(list(activated.steps), link.controller, link.source, name, ctx))


# -- locations ----------------------------------------------------------------------------------
class FlipRule(ActionRule):
    choice_type = FlipLocation

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "resources"):
            o = game.state.objects[u]
            if not o.face_up and game.card(o).type == "location":
                yield FlipLocation(u)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, FlipLocation)
        o = game.state.objects.get(choice.card)
        if o is None or o.controller != player or o.zone != "resources":
            return f"flip a location of your own resource row ({CR}, Locations)"
        card = game.card(o)
        if card.type != "location" or o.face_up:
            return f"{card.name} is not a face-down location"
        need = card.threshold or 0
        if resources(game, player) < need:
            return (f"{card.name} has threshold {need}: you have {resources(game, player)} "
                    f"resources ({CR}, Threshold Costs)")
        return None


def flip_location(game: Game, player: int, uid: int) -> None:
    o = game.state.objects[uid]
    o.face_up = True
    name = game.card(o).name
    game.log_event("flip", f"{game.player_name(player)} flips {name}", subject=uid)
    for other in game.zone(player, "resources"):
        x = game.state.objects[other]
        if other != uid and x.face_up and game.card(x).type == "location" and \
                game.card(x).name == name:
            game.log_event("uniqueness", f"{name}: the older copy is KO'd (704.1a)")
            game.move(other, "ko", cause="uniqueness")
    game.emit(Event("flipped", subject=uid, player=player))


# -- equipment ----------------------------------------------------------------------------------
def can_hold_equipment(game: Game, char: GameObject, equipment: GameObject) -> bool:
    card = game.card(equipment)
    if char.stunned or not game.card(char).is_character:
        return False
    if area(char) == "hidden" and not (card.keyword("concealed") or
                                       card.keyword("concealed-optional")):
        return False
    return not any(o.attached_to == char.uid for o in game.in_play())


class EquipRule(ActionRule):
    choice_type = Equip

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "hand"):
            if game.card(u).type == "equipment":
                for o in game.characters(player):
                    yield Equip(u, o.uid)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Equip)
        st = game.state
        if st.phase != "build:recruit" or st.step_owner != player or st.chain:
            return f"equipment is recruited in your recruit step, with an empty chain ({CR}, Equipment)"
        e = st.objects.get(choice.card)
        c = st.objects.get(choice.character)
        if e is None or e.zone != "hand" or e.owner != player or game.card(e).type != "equipment":
            return "recruit an equipment card from your hand"
        if c is None or c.controller != player or c.zone not in ("front", "back"):
            return "equip a character you control"
        if not can_hold_equipment(game, c, e):
            return (f"{game.name_of(c.uid)} can't take this equipment (stunned, already "
                    f"equipped, or hidden) ({CR}, Equipment)")
        from .variant import _turn

        cost = game.card(e).cost or 0
        if cost > _turn(game).points:
            return f"{game.card(e).name} costs {cost}; you have {_turn(game).points} resource points"
        return None


def equip(game: Game, player: int, card: int, character: int) -> None:
    from .variant import _turn

    _turn(game).points -= game.card(card).cost or 0
    uid = game.move(card, "equipment", to_player=player, cause="recruited")
    game.state.objects[uid].attached_to = character
    name = game.card(uid).name
    game.log_event("equip", f"{name} is equipped to {game.name_of(character)}", subject=uid)
    if game.card(uid).keyword("unique"):
        for o in list(game.in_play(player)):
            if o.uid != uid and o.zone == "equipment" and game.card(o).name == name:
                game.log_event("uniqueness", f"{name}: the older copy is KO'd (704.3)")
                game.move(o.uid, "ko", cause="uniqueness")
