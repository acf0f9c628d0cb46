"""The faster listings of the priority actions of playing effects (``powers.PlayPlotRule``,
``powers.UsePowerRule``, ``powers.FlipRule``: each rule's ``candidates`` that its
``check`` accepts, in order). What a player's zones hold that these rules look at (the
cards with a payment power usable from where each is, the plot twists whose threshold the
resources reach) is kept per player while those zones hold the same objects
(``PLAYER_CARDS``), so a listing looks only at those; a plot twist is judged once per
card and zone, copies getting the same answer. The checked mode compares each listing
with its rule at every decision."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain
from typing import Any, NamedTuple

import attrs

from vsrules.core.abilities import Activated
from vsrules.core.cards import CardDb, CardDef
from vsrules.core.costs import unpaid_cost
from vsrules.core.decisions import Choice, PlayPlot, UsePower
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game
from vsrules.core.modifiers import brings_powers
from vsrules.core.objects import GameObject

from ..choices import FlipLocation
from ..powers import (
    FlipRule,
    PlayPlotRule,
    UsePowerRule,
    banned_card,
    bans,
    targets_available,
    threshold_or_ban,
    why_not_playable,
)
from ..tracking import noted


class PlotListing(PlayPlotRule):
    """``PlayPlotRule``'s listing."""

    def legal(self, game: Game, player: int) -> list[Choice]:
        """The plot twists in hand and face down in the resource row whose threshold the
        resources reach, each card checked once per zone (copies get the same answer)."""
        kept = player_cards(game, player)
        in_hand = kept.plots_in_hand
        face_down = [(o, card) for o, card in kept.plots_in_resources if not o.face_up]
        if not in_hand and not face_down or player in noted(game, "no-more-plots"):
            return []
        out: list[Choice] = []
        ban = bans(game, player)
        seen: dict[tuple[str, str], bool] = {}
        for zone, plots in (("hand", in_hand), ("resources", face_down)):
            for o, card in plots:
                key = (o.card, zone)
                ok = seen.get(key)
                if ok is None:
                    ok = seen[key] = not (ban is not None and banned_card(card, ban)) and \
                        why_not_playable(game, player, o, card) is None
                if ok:
                    out.append(PlayPlot(o.uid))
        return out


class PowerListing(UsePowerRule):
    """``UsePowerRule``'s listing."""

    def legal(self, game: Game, player: int) -> list[Choice]:
        """Sources come from the player's own zones with the powers used from where they
        are (``power_sources``), so only whether a power in play is active is left to
        check (as ``power_zone_ok`` does)."""
        out: list[Choice] = []
        for o, zone, acts in power_sources(game, player):
            in_play = zone != "hand" and (zone != "resources" or o.face_up)
            active: bool | None = None
            for a in acts:
                if in_play and not a.while_stunned:
                    if active is None:
                        active = game.variant.powers_active(game, o)
                    if not active:
                        continue
                if a.usable(game, o) and unpaid_cost(game, a, player, o.uid) is None and \
                        targets_available(game, a, player, o.uid):
                    out.append(UsePower(o.uid, a.name))
        return out


class FlipListing(FlipRule):
    """``FlipRule``'s listing: the face-down locations among the resources, found by card
    type."""

    def legal(self, game: Game, player: int) -> list[Choice]:
        objs, locations = game.state.objects, game.cards.of_type("location")
        return [FlipLocation(u) for u in game.cards_among(game.zone(player, "resources"), locations)
                if not objs[u].face_up and threshold_or_ban(game, player, u) is None]


# -- what the listings look at in a player's zones ------------------------------------------
#: an object with payment powers, the zone it is in and those it can use from there
Source = tuple[GameObject, str, tuple[Activated, ...]]


@attrs.frozen
class PaymentPowers:
    """The payment powers of every card of a database (its own and its printed
    keywords', never a plot twist's own effect), by where each is used from: ``play``
    (the card in play, or face up in the resource row), ``hand``, or ``resources`` (face
    down in the resource row): where -> card id -> those powers, in order;
    ``resource_row``: card id -> (its powers face up, face down) for the cards with
    either."""

    by_where: dict[str, dict[str, tuple[Activated, ...]]]
    resource_row: dict[str, tuple[tuple[Activated, ...], tuple[Activated, ...]]]


def payment_powers(game: Game) -> PaymentPowers:
    """The card pool's ``PaymentPowers``."""
    return game.pool.table("original.payment-powers", _payment_powers, game.variant)


def _payment_powers(db: CardDb, variant: Any) -> PaymentPowers:
    by_where: dict[str, dict[str, tuple[Activated, ...]]] = {
        "play": {}, "hand": {}, "resources": {}}
    for card in db:
        acts = variant.card_script(card).activated
        for kw in card.keyword_values:
            acts = acts + variant.keyword_script(kw).activated
        for where, table in by_where.items():
            used_there = payment_powers_from(card, acts, where)
            if used_there:
                table[card.id] = used_there
    play, face_down = by_where["play"], by_where["resources"]
    return PaymentPowers(by_where, {c: (play.get(c, ()), face_down.get(c, ()))
                                    for c in play.keys() | face_down.keys()})


def payment_powers_from(card: CardDef, acts: tuple[Activated, ...], where: str
                        ) -> tuple[Activated, ...]:
    """Of ``acts`` (powers of ``card``), the payment powers used from ``where``."""
    return tuple(a for a in acts if a.zone == where and
                 not (card.type == "plot-twist" and a.name == card.name))


def keyword_grants(game: Game) -> set[int]:
    """The objects a modifier grants a keyword or another card's powers (their powers
    come from the engine)."""
    return {m.target for m in game.state.modifiers  # type: ignore[misc]
            if m.op == "grant" and brings_powers(m.stat)}


def power_sources(game: Game, player: int) -> Iterable[Source]:
    """Objects of ``player`` with a payment power usable from where they are (in play;
    in hand; face down in the resource row), in that order of zones, with their zone and
    those powers (an object with a keyword granted by a modifier has its powers from the
    engine)."""
    kept = player_cards(game, player)
    if not kept.resources:
        return kept.sources
    return chain(kept.rows, [(o, "resources", acts) for o, up, down in kept.resources
                             if (acts := up if o.face_up else down)], kept.rest)



class PlayerCards(NamedTuple):
    """What the priority listing looks at in a player's zones (``player_cards``). Faces
    change in place, so a resource's are read when asked: ``resources`` has each
    resource with a payment power face up or face down as (object, powers face up,
    powers face down); ``rows`` and ``rest`` are the other ``power_sources`` before and
    after the resources (front, back; equipment, hand), ``sources`` the two together.
    ``plots_in_hand`` and ``plots_in_resources``: the plot twists there (face up or
    down) whose threshold the resources reach, with their cards. ``key``: the zones'
    contents it was made for."""

    key: tuple[int, ...]
    rows: list[Source]
    resources: list[tuple[GameObject, tuple[Activated, ...], tuple[Activated, ...]]]
    rest: list[Source]
    sources: list[Source]
    plots_in_hand: list[tuple[GameObject, CardDef]]
    plots_in_resources: list[tuple[GameObject, CardDef]]


def player_cards(game: Game, player: int) -> PlayerCards:
    """``PlayerCards`` of ``player`` (``PLAYER_CARDS``)."""
    return game.kept[PLAYER_CARDS][player]


def _player_cards_now(game: Game, player: int) -> PlayerCards:
    """``PlayerCards`` worked out (``PlayerCards.key`` lists the objects of the zones it
    reads)."""
    zones = game.state.players[player].zones
    key = (*zones["front"], 0, *zones["back"], 0, *zones["resources"], 0,
           *zones["equipment"], 0, *zones["hand"])
    granted = keyword_grants(game)
    if game.grants_keyword_activated:
        # a card of the pool has a continuous power granting a keyword whose power is
        # activated (seed 000 rule 501.1): the characters' powers come from the engine
        granted |= {*zones["front"], *zones["back"]}
    return _player_cards(game, zones, key, granted)


def _shown_cards(cards: PlayerCards) -> tuple[Any, ...]:
    """``PlayerCards`` with objects as uids (a fresh copy has its own objects)."""
    return (cards.key, *([(e[0].uid, *e[1:]) for e in part] for part in cards[1:]))


#: per player: what the priority listing looks at in their zones, while those zones hold
#: the same objects in the same order (an object keeps its card and its uid for life, and
#: what they hold depends on nothing else but faces, which are read as they are used) and
#: no keyword grant starts or ends (a granted keyword brings powers from the engine)
PLAYER_CARDS: Facts[PlayerCards] = declare(Facts(
    "original:player-cards", _player_cards_now, ("grants",), shown=_shown_cards,
    zones=("front", "back", "resources", "equipment", "hand")))


def _player_cards(game: Game, zones: dict[str, list[int]], key: tuple[int, ...],
                  granted: set[int]) -> PlayerCards:
    if granted:
        rows, resources, rest = _sources_granted(game, zones, granted)
    else:
        objs = game.state.objects
        table = payment_powers(game)
        play, hand, both = table.by_where["play"], table.by_where["hand"], table.resource_row
        rows = [(o, z, play[o.card]) for z in ("front", "back")
                for o in map(objs.__getitem__, zones[z]) if o.card in play]
        resources = [(o, *both[o.card]) for o in map(objs.__getitem__, zones["resources"])
                     if o.card in both]
        rest = [(o, "equipment", play[o.card]) for o in map(objs.__getitem__, zones["equipment"])
                if o.card in play]
        rest += [(o, "hand", hand[o.card]) for o in map(objs.__getitem__, zones["hand"])
                 if o.card in hand]
    return PlayerCards(key, rows, resources, rest, rows + rest, *_plots_in_reach(game, zones))


def _plots_in_reach(game: Game, zones: dict[str, list[int]]
                    ) -> tuple[list[tuple[GameObject, CardDef]], ...]:
    """The plot twists in hand and in the resource row whose threshold the player's
    resources reach."""
    objs, defs = game.state.objects, game.cards.by_id
    plots = game.cards.of_type("plot-twist")
    count = len(zones["resources"])
    return tuple([(o, card) for o in map(objs.__getitem__, game.cards_among(zones[z], plots))
                  if ((card := defs[o.card]).threshold or 0) <= count]
                 for z in ("hand", "resources"))


def _sources_granted(game: Game, zones: dict[str, list[int]], granted: set[int]
                     ) -> tuple[list[Source], list[tuple[GameObject, tuple[Activated, ...],
                                                         tuple[Activated, ...]]], list[Source]]:
    """``PlayerCards``' rows, resources and rest while some object has a keyword
    granted by a modifier."""
    by_where = payment_powers(game).by_where
    objs = game.state.objects

    def powers(o: GameObject, where: str) -> tuple[Activated, ...]:
        if o.uid in granted:
            return payment_powers_from(game.card(o), game.script_of(o).activated, where)
        return by_where[where].get(o.card, ())

    rows = [(o, z, acts) for z in ("front", "back") for o in map(objs.__getitem__, zones[z])
            if (acts := powers(o, "play"))]
    resources = []
    for o in map(objs.__getitem__, zones["resources"]):
        up, down = powers(o, "play"), powers(o, "resources")
        if up or down:
            resources.append((o, up, down))
    rest = [(o, "equipment", acts) for o in map(objs.__getitem__, zones["equipment"])
            if (acts := powers(o, "play"))]
    rest += [(o, "hand", acts) for o in map(objs.__getitem__, zones["hand"])
             if (acts := powers(o, "hand"))]
    return rows, resources, rest
