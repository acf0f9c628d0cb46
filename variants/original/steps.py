"""Effect steps of the original edition (plain data, composed by keywords and card
scripts): stuns that may be replaced or are costs, recovering, endurance, discards,
delayed triggers with a duration, "unless an opponent discards", counters as costs,
"use only once per turn" (original CR seed 000: Costs, Delayed triggered modifiers;
seed 004 items 4 and 6)."""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from vsrules.core.costs import played_from, shortfall
from vsrules.core.decisions import Choice, Pick, YesNo
from vsrules.core.effects import Resolve, Step
from vsrules.core.game import Game
from vsrules.core.selectors import Sel
from vsrules.core.state import Delayed

from .entering import emit_recovered, leave_play, recover
from .positions import first_free_column, occupant
from .tracking import note, use_once


def _stun(game: Game, uid: int, source: int | None, cost: bool = False) -> None:
    game.variant.stun(game, uid, source=source, cost=cost)


@attrs.frozen
class Stun(Step):
    """Stun the referenced characters (replacements such as Bette Kane's may apply)."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            _stun(game, u, res.source)


@attrs.frozen
class StunCost(Step):
    """Stun as a cost (evasion): actions paying costs can't be replaced (seed 000, Costs)."""

    target: str = "source"

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            _stun(game, u, res.source, cost=True)


@attrs.frozen
class Recover(Step):
    target: str

    def run(self, game: Game, res: Resolve) -> None:
        done = [u for u in res.uids(game, self.target) if recover(game, u)]
        emit_recovered(game, done)


@attrs.frozen
class LoseEndurance(Step):
    player: str
    amount: int

    def run(self, game: Game, res: Resolve) -> None:
        from .combat import lose_endurance

        p = res.value(self.player)
        if isinstance(p, int):
            lose_endurance(game, p, self.amount, res.name or "effect")


@attrs.frozen
class PayEndurance(Step):
    """Pay endurance as a cost (it is lost; "losing is never a cost" - seed 000 Costs)."""

    amount: int

    def run(self, game: Game, res: Resolve) -> None:
        p = game.state.players[res.controller]
        p.endurance -= self.amount
        game.log_event("endurance", f"{p.name} pays {self.amount} endurance ({res.name}): "
                       f"{p.endurance}", player=p.index, amount=self.amount)


@attrs.frozen
class ChangeRow(Step):
    """Move characters in play to a row of their controller's ("moved to your support
    row"): the same column if that position is empty, else the first free one of its
    area. Not a formation move: no character changes places."""

    target: str
    row: str = attrs.field(default="back", validator=attrs.validators.in_(("front", "back")))

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            if o.zone not in ("front", "back") or o.zone == self.row:
                continue
            where = o.area or "visible"
            if occupant(game, o.controller, self.row, o.column, where) is not None:
                game.set_column(u, first_free_column(game, o.controller, self.row, where))
            game.reposition(u, self.row)


@attrs.frozen
class Discard(Step):
    """A player discards ``n`` cards of their choice (hand to KO'd pile); with ``sel``,
    cards it matches ("discard a Brotherhood character card"). ``kind`` "pay" for a
    cost. The discarded cards (new uids) are stored in ``into``."""

    chooser: str = "controller"
    n: int = 1
    kind: str = "discard"
    into: str = "discarded"
    prompt: str = "Discard a card"
    sel: Sel | None = None

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx.setdefault(self.into, [])
        player = res.value(self.chooser)
        if not isinstance(player, int):
            return
        self._ask(game, res, player)

    def _hand(self, game: Game, res: Resolve, player: int) -> list[int]:
        hand = game.zone(player, "hand")
        sel = self.sel
        if sel is None:
            return hand
        objs = game.state.objects
        return [u for u in hand if sel.matches(game, objs[u], res.controller, res.source)]

    def _ask(self, game: Game, res: Resolve, player: int) -> None:
        hand = self._hand(game, res, player)
        done = len(res.ctx[self.into])
        if not hand or done >= self.n:
            return
        game.ask(player, self.kind, self.prompt, [Pick(u) for u in hand],
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        new = game.move(int(choice.value), "ko", cause=f"discarded ({res.name})")
        res.ctx[self.into].append(new)
        player = res.value(self.chooser)
        if len(res.ctx[self.into]) < self.n and self._hand(game, res, player):
            res.splice([Discard(self.chooser, self.n, self.kind, self.into, self.prompt,
                                self.sel)])


@shortfall.register(Discard)
def _discard(step: Discard, game: Game, controller: int, source: int | None,
             found: dict[str, Any]) -> str | None:
    """A cost "discard a card" (``sel``: one it matches) needs ``n`` such cards in hand
    (the plot twist being played is not among them)."""
    if step.chooser != "controller":
        return None
    objs, sel = game.state.objects, step.sel
    hand = [u for u in game.zone(controller, "hand") if not played_from(game, u, source)
            and (sel is None or sel.matches(game, objs[u], controller, source))]
    if len(hand) >= step.n:
        return None
    what = "card" if sel is None else "card it asks for"
    return (f"no {what} in hand to discard" if not hand else
            f"{len(hand)} {what}(s) in hand to discard, {step.n} needed")


@attrs.frozen
class DelayFor(Step):
    """A delayed triggered modifier with a duration ("this turn" / "this attack"):
    ``steps`` run the next time ``event`` happens within it. With ``subject`` (a context
    reference), only an event about that object counts (the event is then named
    ``event:uid``, emitted by the rules beside the plain one)."""

    #: how long it waits (card data checks ``until`` against these)
    DURATIONS: ClassVar[tuple[str, ...]] = ("turn", "attack")

    event: str
    steps: tuple[Step, ...]
    until: str = "turn"
    subject: str | None = None
    name: str = ""

    def run(self, game: Game, res: Resolve) -> None:
        event = self.event
        if self.subject is not None:
            uid = res.one(game, self.subject)
            if uid is None:
                return
            event = f"{event}:{uid}"
        ctx: dict[str, Any] = {k: v for k, v in res.ctx.items() if not k.startswith("event.")}
        ctx["_until"] = self.until
        game.state.delayed.append(Delayed(event, list(self.steps), res.controller, res.source,
                                          self.name or res.name, ctx))


def end_delayed(game: Game, until: str) -> None:
    """Delayed triggered modifiers whose duration ends now ("turn" or "attack") go away."""
    st = game.state
    st.delayed = [d for d in st.delayed if d.ctx.get("_until") != until]


@attrs.frozen
class UnlessOpponentDiscards(Step):
    """"Unless an opponent discards N cards, ...": decided as the effect resolves, each
    opponent in turn from the left (seed 004 item 4); any of them may discard; if none
    does, ``then`` happens."""

    n: int
    then: tuple[Step, ...]
    asked: tuple[int, ...] = ()

    def run(self, game: Game, res: Resolve) -> None:
        players = game.state.players
        count = len(players)
        order = [(res.controller + i) % count for i in range(1, count)]
        for p in order:
            if p in self.asked or players[p].out:
                continue
            if len(game.zone(p, "hand")) < self.n:
                continue
            cards = "1 card" if self.n == 1 else f"{self.n} cards"
            game.ask(p, "yes-no", f"{res.name}: discard {cards} to stop it?",
                     [YesNo(True), YesNo(False)], source=res.source, effect=res.name)
            return
        if not res.ctx.get("_someone_discarded"):
            res.splice(list(self.then))
        res.ctx.pop("_someone_discarded", None)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        asker = self._next(game, res)
        more: list[Step] = []
        if isinstance(choice, YesNo) and choice.answer:
            res.ctx["_someone_discarded"] = True
            more.append(Discard(_player_ref(res, asker), self.n, "discard", "_unless_discards",
                                f"{res.name}: discard a card"))
        more.append(UnlessOpponentDiscards(self.n, self.then, (*self.asked, asker)))
        res.splice(more)

    def _next(self, game: Game, res: Resolve) -> int:
        players = game.state.players
        count = len(players)
        for i in range(1, count):
            p = (res.controller + i) % count
            if p not in self.asked and not players[p].out and \
                    len(game.zone(p, "hand")) >= self.n:
                return p
        raise RuntimeError("no opponent was asked")


def _player_ref(res: Resolve, player: int) -> str:
    key = f"_player{player}"
    res.ctx[key] = player
    return key


@attrs.frozen
class RemoveCosmicCost(Step):
    """Cost: remove a cosmic counter from a character you control (the payer picks which;
    decision kind "pay")."""

    def run(self, game: Game, res: Resolve) -> None:
        found = [o.uid for o in game.characters(res.controller) if o.count("cosmic")]
        if len(found) == 1:
            _remove_cosmic(game, found[0])
            return
        if found:
            game.ask(res.controller, "pay", f"{res.name}: remove a cosmic counter from which "
                     "character?", [Pick(u) for u in found], source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        _remove_cosmic(game, int(choice.value))


def _remove_cosmic(game: Game, uid: int) -> None:
    game.remove_counters(uid, "cosmic")
    game.log_event("counter", f"a cosmic counter is removed from {game.name_of(uid)}",
                   subject=uid)


@attrs.frozen
class OncePerTurn(Step):
    """Part of playing a "use only once per turn" power: note that it was used."""

    name: str

    def run(self, game: Game, res: Resolve) -> None:
        use_once(game, f"{res.source}:{self.name}")


def turn_resource_down(game: Game, uid: object) -> None:
    """Turn the chosen resource (``uid``, from an effect's choices) face down, if it is
    still a face-up resource."""
    o = game.state.objects.get(uid) if isinstance(uid, int) else None
    if o is not None and o.zone == "resources" and o.face_up:
        game.turn_face(o, False)
        game.log_event("effect", f"{game.card(o).name} is turned face down")


@attrs.frozen
class TurnResourceDown(Step):
    """Turn the referenced resource face down, if it is still a face-up resource."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        turn_resource_down(game, res.value(self.target))


@attrs.frozen
class ReplaceResource(Step):
    """The cost "replace <this resource>": the top card of its controller's deck goes face
    down into the resource row in its place, and the replaced card to its owner's KO'd
    pile. It can't be paid without a card in the deck (seed 000 rule 203.3, Cadmus Labs:
    the condition ``deck-at-least:1`` says so). Where the replaced card goes is a
    decision (docs/rulings.md)."""

    target: str = "source"

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        if uid is None or game.state.objects[uid].zone != "resources":
            return
        player = game.state.objects[uid].controller
        deck = game.zone(player, "deck")
        if not deck:
            return
        position = game.zone(player, "resources").index(uid)
        top = deck[0]
        leave_play(game, uid, "ko", f"replaced ({res.name})")
        new = game.move(top, "resources", to_player=player, face_up=False, index=position,
                        cause=f"in the place of the replaced resource ({res.name})")
        game.turn_face(game.state.objects[new], False)


@attrs.frozen
class LeavePlay(Step):
    """Move the referenced objects out of play to ``zone`` (ko, hand, removed)."""

    target: str
    zone: str = "ko"

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            if game.state.objects[u].in_play:
                leave_play(game, u, self.zone, res.name or self.zone)


def searched(game: Game, searcher: int, deck_owner: int) -> None:
    """After a search of a deck (and its shuffle): "whenever an opponent searches a deck"
    (Time Trapper, seed 004) triggers now."""
    from vsrules.core.state import new_event

    game.emit(new_event("searched", None, searcher, None, {"deck_owner": deck_owner}))


@attrs.frozen
class BreakthroughMayStun(Step):
    """"This turn, when the target would cause some amount of breakthrough, you may
    instead stun a character whose DEF is no greater than that amount" (the attack rules
    offer it, to this effect's controller)."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        t = res.one(game, self.target)
        if t is not None:
            note(game, "breakthrough-replacements", {"target": t, "controller": res.controller})


@attrs.frozen
class ExchangePositions(Step):
    """This card, a resource, exchanges positions with the target resource in another
    resource row: the same objects, each now controlled by its new row's player; this
    card stays face down, the other as it was (seed 004 Mad Harriet)."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        a, b = res.source, res.one(game, self.target)
        objs = game.state.objects
        if a is None or b is None or a not in objs or objs[a].zone != "resources":
            return
        game.swap_places(a, b)
        game.turn_face(objs[a], False)
        game.log_event("exchange", f"{game.name_of(a)} and {game.name_of(b)} exchange positions")


@attrs.frozen
class WeakenOpposingDefenders(Step):
    """"Characters your opponents control lose and can't have reinforcement this turn,
    and get -2 DEF while defending this turn" (the modifier flags no objects, 513.2c:
    it reaches characters that come later too; read by the attack rules)."""

    def run(self, game: Game, res: Resolve) -> None:
        note(game, "other-earth", res.controller)
        game.log_event("effect", f"{res.name}: opposing characters lose and can't have "
                       "reinforcement and get -2 DEF while defending this turn")


@attrs.frozen
class NoMorePlotTwists(Step):
    """"You can't play plot twists for the rest of this turn" (read by the rules for
    playing them)."""

    def run(self, game: Game, res: Resolve) -> None:
        note(game, "no-more-plots", res.controller)


@attrs.frozen
class RemoveFromAttack(Step):
    """"Remove target attacker from this attack" (the defender: no longer the defender)."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        from .combat import remove_from_attack

        t = res.one(game, self.target)
        if t is not None:
            remove_from_attack(game, t)
