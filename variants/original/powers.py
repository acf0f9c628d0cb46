"""Playing effects in the original edition: plot twists (from hand or the resource row,
threshold costs, on the chain, ongoing), flipping locations, payment powers (from play,
from hand - substitute - or from the resource row - Mad Harriet; costs paid and targets
chosen as they are played, targets checked again on resolution), equipment (recruited
onto a character; unique; transferable) (original CR seed 000: Costs, Card Types, Playing
Effects 505, Resolving Effects; seed 004)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from vsrules.core.abilities import Activated
from vsrules.core.actions import ActionRule
from vsrules.core.card_names import has_name, versions_of
from vsrules.core.card_powers import keyword_value
from vsrules.core.cards import CardDb, CardDef
from vsrules.core.chain import add_link
from vsrules.core.costs import unpaid_cost
from vsrules.core.decisions import Choice, PlayPlot, UsePower
from vsrules.core.effects import MoveWhenDone, Resolve, Step
from vsrules.core.foresight import does_nothing, reach
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import ChainLink, new_event
from vsrules.core.target_words import power_text, target_prompt

from .affiliations import has_team
from .choices import Equip, FlipLocation
from .positions import area
from .targets import ChooseTarget, Selector, selector
from .tracking import entered_this_turn, note_if_asked, noted
from .turn import current_turn

CR = "original CR"

#: the rules keyword "costs 1 less to recruit for each <affiliation> character ... this
#: turn": ``recruit-discount:entered/<affiliation>`` (that entered play under your control,
#: T-Jet) or ``recruit-discount:recruited/<affiliation>`` (that you recruited, Goblin Glider)
DISCOUNT = "recruit-discount"


#: what a ``recruit-discount`` counts: characters that entered play under your control this
#: turn, or that you recruited this turn
DISCOUNT_COUNTS = ("entered", "recruited")


@keyword_value(DISCOUNT)
def discount_problem(value: int | str | bool) -> str | None:
    """What is wrong with a ``recruit-discount:<count>/<affiliation>`` value, or None."""
    count, slash, team = str(value).partition("/") if isinstance(value, str) else ("", "", "")
    if count not in DISCOUNT_COUNTS or not slash:
        return (f"recruit-discount is written recruit-discount:<count>/<affiliation>, the "
                f"count one of: {', '.join(DISCOUNT_COUNTS)} (recruit-discount:entered/"
                "Teen Titans)")
    if not team.strip() or "/" in team:
        return "recruit-discount names one affiliation after the slash"
    return None


def recruit_cost(game: Game, uid: int, player: int) -> int:
    card = game.card(uid)
    cost = card.cost or 0
    discount = card.keyword(DISCOUNT)
    if isinstance(discount, str):
        cost -= recruit_discount(game, player, discount)
    return max(0, cost)


def recruit_discount(game: Game, player: int, value: str) -> int:
    """How much less a ``recruit-discount:<count>/<affiliation>`` card costs ``player``:
    1 for each character of that affiliation that entered play under their control this
    turn, with the affiliations it had as it entered (wherever it is now: seed 004
    T-Jet); or that they recruited this turn, with the affiliations its card had in the
    zone it was recruited from (seed 000 301.3a, Goblin Glider and Marvel Team-Up)."""
    count, _, team = value.partition("/")
    if count == "entered":
        return sum(1 for _p, _u, teams in entered_this_turn(game, player) if team in teams)
    if count == "recruited":
        return sum(1 for p, teams in noted(game, "recruited") if p == player and team in teams)
    return 0


def resources(game: Game, player: int) -> int:
    return len(game.zone(player, "resources"))


def targets_available(game: Game, activated: Activated, controller: int,
                      source: int | None) -> bool:
    return all(selector(sel).exists(game, controller, source) for sel in activated.targets)


def plot_powers(game: Game) -> dict[str, tuple[Activated | None, tuple[Selector, ...]]]:
    """Per plot twist of the card pool: its power (named like the card) and that power's
    target selectors."""
    return game.pool.table("original.plot-powers", _plot_powers, game.variant)


def _plot_powers(db: CardDb, variant: Any
                 ) -> dict[str, tuple[Activated | None, tuple[Selector, ...]]]:
    out: dict[str, tuple[Activated | None, tuple[Selector, ...]]] = {}
    for card in db:
        if card.type == "plot-twist":
            activated = variant.card_script(card).find_activated(card.name)
            out[card.id] = (activated, tuple(selector(sel) for sel in activated.targets)
                            if activated is not None else ())
    return out


def plot_activated(game: Game, card: CardDef) -> Activated | None:
    """A plot twist's power (named like the card)."""
    return plot_powers(game)[card.id][0]

def bans(game: Game, player: int) -> tuple[list[str], list[int]] | None:
    """The card names and plot twist costs ``player`` can't play or flip this turn
    (Dream Girl, The Riddler), or None when nothing is banned."""
    record = game.state.flags.get("turn")
    if record is None or record.get("n") != game.state.turn:
        return None
    names, costs = record.get("banned-names"), record.get("banned-costs")
    if names is None and costs is None:
        return None
    return ([name for p, name in names or () if p == player],
            [cost for p, cost in costs or () if p == player])


def banned(game: Game, player: int, uid: int) -> str | None:
    """Dream Girl (a named card) and The Riddler (a plot twist cost) this turn."""
    found = bans(game, player)
    return banned_card(game.card(uid), found) if found is not None else None


def banned_card(card: CardDef, found: tuple[list[str], list[int]]) -> str | None:
    """Why ``card`` is banned, given the player's ``bans``; None if it is not."""
    names, costs = found
    if card.name in names:
        return f"{card.name} was named this turn: you can't play or flip it (Dream Girl)"
    if card.type == "plot-twist" and card.threshold in costs:
        return f"you can't play plot twists with cost {card.threshold} this turn (The Riddler)"
    return None


def threshold_or_ban(game: Game, player: int, uid: int) -> str | None:
    """Why a plot twist can't be played or a location flipped now for its threshold
    or a ban (Dream Girl, The Riddler); None if neither stops it."""
    card = game.card(uid)
    need = card.threshold or 0
    if resources(game, player) < need:
        return (f"{card.name} has threshold {need}: you have {resources(game, player)} "
                f"resources ({CR}, Threshold Costs)")
    return banned(game, player, uid)


# -- plot twists ------------------------------------------------------------------------------
class PlayPlotRule(ActionRule):
    choice_type = PlayPlot

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        objs, defs = game.state.objects, game.cards.by_id
        for u in game.zone(player, "hand"):
            if defs[objs[u].card].type == "plot-twist":
                yield PlayPlot(u)
        for u in game.zone(player, "resources"):
            o = objs[u]
            if not o.face_up and defs[o.card].type == "plot-twist":
                yield PlayPlot(u)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PlayPlot)
        o = game.state.objects.get(choice.card)
        if o is None or o.zone not in ("hand", "resources") or \
                (o.zone == "hand" and o.owner != player) or \
                (o.zone == "resources" and o.controller != player):
            return f"plot twists are played from your hand or resource row ({CR}, Plot Twists)"
        card = game.card(o)
        if card.type != "plot-twist":
            return f"{card.name} is not a plot twist"
        if o.zone == "resources" and o.face_up:
            return f"{card.name} is already face up in your resource row"
        if player in noted(game, "no-more-plots"):
            return "you can't play plot twists for the rest of this turn (Other-Earth)"
        why = threshold_or_ban(game, player, o.uid)
        if why:
            return why
        return why_not_playable(game, player, o, card)

def why_not_playable(game: Game, player: int, o: GameObject, card: CardDef) -> str | None:
    """The plot twist's own restrictions: its play condition or cost, and targets."""
    activated, targets = plot_powers(game)[card.id]
    if activated is None:
        return f"{card.name} is not implemented yet"
    if not activated.usable(game, o):
        return f"{card.name} can't be played now (a play restriction or its cost)"
    why = unpaid_cost(game, activated, player, o.uid)
    if why:
        return f"{why} ({CR} 203.6a)"
    for sel in targets:
        if not sel.exists(game, player, o.uid):
            return f"{card.name} has no legal target"
    return None


def play_plot(game: Game, player: int, uid: int) -> None:
    o = game.state.objects[uid]
    card = game.card(o)
    activated = plot_activated(game, card)
    assert activated is not None
    if o.zone == "resources":
        game.turn_face(o, True)  # part of playing it from the resource row (505.1a)
        source, origin = uid, "resources"
    else:
        source, origin = game.move(uid, "chain", cause="played"), "hand"
    game.log_event("plot", f"{game.player_name(player)} plays {card.name}", card=card.id)
    note_if_asked(game, "plots-played", player)
    announce(game, player, source, card.name, activated, "plot", {"from": origin})


def choice_power(game: Game, choice: Choice) -> tuple[GameObject, Activated, bool] | None:
    """The object and power a played plot twist or a used power would put on the chain,
    and whether the power is all the object does (a plot twist with no other power: an
    ongoing one stays in the resource row and does its work there)."""
    if isinstance(choice, PlayPlot):
        obj = game.state.objects.get(choice.card)
        if obj is None:
            return None
        card = game.card(obj)
        script = game.variant.card_script(card)
        power = plot_activated(game, card)
        alone = not (script.triggered or script.static or script.replacements) and \
            len(script.activated) == 1
    elif isinstance(choice, UsePower):
        obj = game.state.objects.get(choice.source)
        if obj is None:
            return None
        power = game.script_of(obj).find_activated(choice.name)
        alone = True
    else:
        return None
    return (obj, power, alone) if power is not None else None


def does_nothing_now(game: Game, choice: Choice) -> bool:
    """A plot twist played or a power used now whose effect would find nothing to act on
    if it resolved now (``core.foresight``): an untargeted one (a target is something to
    act on), and for a plot twist one with no other power (an ongoing plot twist stays in
    the resource row and does its work there)."""
    found = choice_power(game, choice)
    if found is None:
        return False
    obj, power, alone = found
    return alone and not power.targets and \
        does_nothing(game, power.steps, obj.controller, obj.uid)


def acts_on(game: Game, choice: Choice) -> frozenset[int] | None:
    """The objects a plot twist played or a power used now would act on (``core.foresight
    .reach``); None for a targeted one (it can be aimed at what the targets allow), for a
    plot twist with another power (static, triggered, replacement: it works from the
    resource row) and where the preview can't tell."""
    found = choice_power(game, choice)
    if found is None:
        return None
    obj, power, alone = found
    if power.targets or not alone:
        return None
    return reach(game, power.steps, obj.controller, obj.uid)


def link_acts_on(game: Game, link: ChainLink) -> frozenset[int] | None:
    """The objects a played plot twist or a used power on the chain would act on if it
    resolved now, its targets among them (None: the preview can't tell)."""
    activated = link_power(game, link)
    if activated is None:
        return None
    ctx, _legal = link_context(game, link, activated)
    found = reach(game, activated.steps, link.controller, link.source, ctx)
    return None if found is None else found | {t for t in link.targets if t >= 0}


# -- payment powers ---------------------------------------------------------------------------
def power_zone_ok(game: Game, o: GameObject, activated: Activated, player: int) -> str | None:
    """Where the power works from: in play (text active), in hand, or face down in the
    resource row (a power that reveals the card, e.g. Mad Harriet)."""
    if activated.zone == "hand":
        if o.zone != "hand" or o.owner != player:
            return f"{activated.name} is used from your hand"
        return None
    if o.controller != player or not o.in_play:
        return "use the powers of your own cards in play"
    if activated.zone == "resources":
        if o.zone != "resources" or o.face_up:
            return (f"{activated.name} is used only while the card is face down in your "
                    f"resource row ({CR} 708.9b: a face-up resource can't be revealed)")
        return None
    if o.zone == "resources" and not o.face_up:
        return f"{game.name_of(o.uid)} is a face-down resource: its text is inactive"
    if not game.variant.powers_active(game, o) and not activated.while_stunned:
        return f"{game.name_of(o.uid)}'s text is inactive (stunned or face down) ({CR} 701.12b)"
    return None


class UsePowerRule(ActionRule):
    choice_type = UsePower

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        """Every power of every card in the player's rows, resource row, equipment and
        hand (a plot twist's own effect is played, not used)."""
        objs = game.state.objects
        for zone in ("front", "back", "resources", "equipment", "hand"):
            for o in map(objs.__getitem__, game.zone(player, zone)):
                card = game.card(o)
                for a in game.script_of(o).activated:
                    if card.type != "plot-twist" or a.name != card.name:
                        yield UsePower(o.uid, a.name)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, UsePower)
        o = game.state.objects.get(choice.source)
        if o is None:
            return "use the powers of your own cards"
        activated = game.script_of(o).find_activated(choice.name)
        if activated is None or (game.card(o).type == "plot-twist" and
                                 activated.name == game.card(o).name):
            return f"{game.name_of(o.uid)} has no power named {choice.name!r}"
        why = power_zone_ok(game, o, activated, player)
        if why:
            return why
        if not activated.usable(game, o):
            return f"{choice.name} can't be used now (its cost can't be paid or its condition fails)"
        why = unpaid_cost(game, activated, player, o.uid)
        if why:
            return f"{why} ({CR} 203.6a)"
        if not targets_available(game, activated, player, o.uid):
            return f"{choice.name} has no legal target"
        return None


def use_power(game: Game, player: int, source: int, name: str) -> None:
    activated = game.script_of(game.state.objects[source]).find_activated(name)
    assert activated is not None
    game.log_event("power", f"{game.name_of(source)}: {name}", source=source, power=name)
    announce(game, player, source, name, activated, "power", {})


# -- announcing: targets, costs, onto the chain (505) -----------------------------------------
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
        # a source that left play paying the cost (Micro-Chip) is known by its card
        card = src.card if src is not None else res.ctx.get("_card")
        keep = {k: v for k, v in res.ctx.items() if k.startswith("paid") or k == "chosen"
                or k == "discarded"}
        link = add_link(game, self.kind, res.controller, source=res.source, card=card,
                        targets=[t if isinstance(t, int) else -1 for t in targets],
                        name=self.name, ctx=keep, **self.data)
        game.emit(new_event("effect-played", res.source, res.controller, None,
                            {"name": self.name, "link": link.id}))
        if self.kind == "plot":  # "whenever a plot twist is played" (card data's event)
            game.emit(new_event("plot-played", res.source, res.controller, None,
                                {"card": card}))


def announce(game: Game, player: int, source: int, name: str, activated: Activated, kind: str,
             data: dict[str, Any]) -> None:
    card = game.cards.get(game.state.objects[source].card)
    steps: list[Step] = [ChooseTarget(selector(sel), f"t{i}", prompt) for i, (sel, prompt)
                         in enumerate(zip(activated.targets,
                                          played_target_questions(card, name, activated),
                                          strict=True))]
    steps += list(activated.cost)
    steps.append(ToChain(kind, name, len(activated.targets), data))
    game.push(Resolve(steps, player, source, name, {"_card": game.state.objects[source].card}))


def played_target_questions(card: CardDef, name: str, activated: Activated) -> list[str]:
    """The questions asking for the targets of a power as it is played, one per target:
    each says what the effect will do to it (``core.target_words``)."""
    text = power_text(card, name)
    return [target_prompt(card.name, selector(sel).words(), activated.steps, f"t{i}", text)
            for i, sel in enumerate(activated.targets)]


def link_power(game: Game, link: ChainLink) -> Activated | None:
    """The power a played plot twist or a used power on the chain resolves."""
    name = str(link.data.get("name", link.effect))
    src = game.state.objects.get(link.source) if link.source is not None else None
    card = game.cards.get(link.card) if link.card else None
    if link.effect == "plot":
        return game.variant.card_script(card).find_activated(name) if card else None
    activated = game.script_of(src).find_activated(name) if src is not None else None
    if activated is None and card is not None:  # its source left play: last known info
        activated = game.variant.card_script(card).find_activated(name)
        if activated is None:
            activated = _keyword_power(game, card, name)
    return activated


def link_context(game: Game, link: ChainLink, activated: Activated) -> tuple[dict[str, Any], int]:
    """The context a link's effect resolves with (each target checked again: None where
    it is no longer legal), and how many targets are still legal."""
    ctx: dict[str, Any] = dict(link.data.get("ctx") or {})
    legal = 0
    for i, sel in enumerate(activated.targets):
        t = link.targets[i] if i < len(link.targets) else -1
        ok = selector(sel).ok(game, t, link.controller, link.source)
        ctx[f"t{i}"] = t if ok else None
        legal += ok
    return ctx, legal


def resolve_effect(game: Game, link: ChainLink) -> None:
    """Resolve a played plot twist or power: targets checked again (all illegal: negated)."""
    name = str(link.data.get("name", link.effect))
    activated = link_power(game, link)
    if activated is None:
        return
    ctx, legal = link_context(game, link, activated)
    if link.effect == "plot" and link.data.get("from") == "hand" and link.source is not None:
        game.push(MoveWhenDone(link.source, "ko", "plot twist resolved"))
    if activated.targets and not legal:
        game.log_event("negated", f"{name} is negated: no legal target is left (505)")
        return
    game.push(Resolve(list(activated.steps), link.controller, link.source, name, ctx))


def _keyword_power(game: Game, card: Any, name: str) -> Activated | None:
    for kw in card.keyword_values:
        found = game.variant.keyword_script(kw).find_activated(name)
        if found is not None:
            return found
    # a keyword another card's power granted it ("Evasion": the keyword evasion's)
    return game.variant.keyword_script(name.lower()).find_activated(name)


# -- locations ----------------------------------------------------------------------------------
class FlipRule(ActionRule):
    choice_type = FlipLocation

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        objs, defs = game.state.objects, game.cards.by_id
        for u in game.zone(player, "resources"):
            o = objs[u]
            if not o.face_up and defs[o.card].type == "location":
                yield FlipLocation(u)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, FlipLocation)
        o = game.state.objects.get(choice.card)
        if o is None or o.controller != player or o.zone != "resources":
            return f"flip a location of your own resource row ({CR}, Locations)"
        card = game.card(o)
        if card.type != "location" or o.face_up:
            return f"{card.name} is not a face-down location"
        return threshold_or_ban(game, player, o.uid)

def flip_location(game: Game, player: int, uid: int) -> None:
    o = game.state.objects[uid]
    game.turn_face(o, True)
    name = game.card(o).name
    game.log_event("flip", f"{game.player_name(player)} flips {name}", subject=uid)
    for other in game.zone(player, "resources"):
        x = game.state.objects[other]
        if other != uid and x.face_up and game.card(x).type == "location" and \
                game.card(x).name == name:
            game.log_event("uniqueness", f"{name}: the older copy is KO'd (704.1a)")
            game.move(other, "ko", cause="uniqueness")
            break
    game.emit(new_event("flipped", uid, player, None, {}))


# -- equipment ----------------------------------------------------------------------------------
def can_hold_equipment(game: Game, char: GameObject, equipment: GameObject | None = None,
                       card_id: str | None = None) -> bool:
    """A legal host (302.3a): a character you control, not stunned, visible unless the
    equipment has concealed or concealed-optional, with no equipment attached yet, and
    meeting its "equip only to" restrictions (``equip_restrictions_met``)."""
    card = game.cards.get(card_id) if card_id is not None else game.card(equipment)  # type: ignore[arg-type]
    if char.stunned or not game.card(char).is_character or char.zone not in ("front", "back"):
        return False
    if not equip_restrictions_met(game, char, card):
        return False
    hidden_ok = card.keyword("concealed") or card.keyword("concealed-optional")
    if area(char) == "hidden" and not hidden_ok:
        return False
    if card.keyword("concealed") and area(char) != "hidden":
        return False
    return not any(o.attached_to == char.uid for o in game.in_play(char.controller)
                   if o.zone == "equipment")


def equip_restrictions_met(game: Game, char: GameObject, card: CardDef) -> bool:
    """"Equip only to ...": a character with the name ``equip-only:<name>`` says (seed 000
    201.3a: a name, any version; not an identity or a version), the affiliation
    ``equip-only-team:<affiliation>`` says and the version ``equip-only-version:<version>``
    says (201.7, Decoy Program: "an Army Doom character"), each it names."""
    name, team = card.keyword("equip-only"), card.keyword("equip-only-team")
    version = card.keyword("equip-only-version")
    if isinstance(name, str) and not has_name(game, char, name):
        return False
    if isinstance(team, str) and not has_team(game, char, team):
        return False
    return not isinstance(version, str) or version in versions_of(game, char)


class EquipRule(ActionRule):
    choice_type = Equip
    phases = frozenset({"build:recruit"})

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
                    f"equipped, or in the wrong area) ({CR}, Equipment)")
        points = current_turn(game).points
        cost = recruit_cost(game, e.uid, player)
        if cost > points:
            return f"{game.card(e).name} costs {cost}; you have {points} resource points"
        return None


def unique_equipment(game: Game, uid: int, player: int) -> None:
    """704.3: attaching a unique equipment KOs its controller's other same-name ones."""
    name = game.card(uid).name
    if not game.card(uid).keyword("unique"):
        return
    for o in list(game.in_play(player)):
        if o.uid != uid and o.zone == "equipment" and game.card(o).name == name:
            game.log_event("uniqueness", f"{name}: the older copy is KO'd (704.3)")
            game.move(o.uid, "ko", cause="uniqueness")


def transfer_hosts(game: Game, uid: int) -> list[int]:
    """Transferable equipment: the characters it may move to (same kind of area)."""
    e = game.state.objects[uid]
    host = game.state.objects.get(e.attached_to) if e.attached_to is not None else None
    where = area(host) if host is not None else "visible"
    return [o.uid for o in game.characters(e.controller)
            if o.uid != e.attached_to and area(o) == where and
            can_hold_equipment(game, o, e)]
