"""More effect steps for card data (docs/cards.md): steps that read the game into the
effect (amounts worked out as it runs, lists of players, cards by name, cost or team) and
the steps that act on what they read. Plain data, like ``core.effects``' steps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .card_names import has_name
from .decisions import PASS, Choice, Pick
from .effects import Resolve, Step
from .modifying_steps import count_found
from .selectors import Sel, one_of

if TYPE_CHECKING:
    from .cards import CardDb, CardDef
    from .game import Game


@attrs.frozen
class Put(Step):
    """Move objects to a zone of ``to`` (``"owner"``, the default, ``"controller"``: the
    effect's, or a reference to a player: "into that player's resource row"), face down
    with ``face_up = false``, and store what they became there (new objects) in ``into``,
    for the steps after ("put it into your resource row; if it is a location, ...")."""

    target: str
    zone: str
    face_up: bool | None = None
    to: str = "owner"
    into: str = "put"

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        player = None if self.to == "owner" else res.value(self.to)
        if self.to != "owner" and not isinstance(player, int):
            res.ctx[self.into] = []  # no such player
            return
        res.ctx[self.into] = [
            game.move(u, self.zone, face_up=self.face_up, cause=res.name,
                      to_player=objs[u].owner if player is None else player)
            for u in res.uids(game, self.target)]



@attrs.frozen
class Unless(Step):
    """Run ``then`` when a context value is not set: "unless ..." / "otherwise" / "if you
    don't" (nothing found, a "may" declined, a question answered no)."""

    reads = True

    ref: str
    then: tuple[Step, ...]

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        if res.value(self.ref) in (None, [], False):
            res.splice(list(self.then))


@attrs.frozen
class IfEquals(Step):
    """Run ``then`` when a context value is ``equals`` (the mode a ``choose-option``
    stored: "choose one: ...")."""

    reads = True

    ref: str
    equals: str
    then: tuple[Step, ...]

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        if res.value(self.ref) == self.equals:
            res.splice(list(self.then))


@attrs.frozen
class IfMode(Step):
    """Run ``then`` when the mode a ``choose-option`` stored is one of ``modes`` ("choose
    one or both": options ``first``, ``second``, ``both``; the first mode's steps run
    for ``first`` and ``both``)."""

    reads = True

    ref: str
    modes: tuple[str, ...]
    then: tuple[Step, ...]

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        if res.value(self.ref) in self.modes:
            res.splice(list(self.then))


@attrs.frozen
class ControlsNamed(Step):
    """Whether a player (``player``, the controller by default) controls, for each of
    ``names``, a face-up character of that name, a different one for each: a character
    with several names satisfies only one of these checks (seed 000 201.10, Bizarro and
    A Child Named Valeria); true / false in ``into`` (for an ``if``)."""

    reads = True

    names: tuple[str, ...]
    player: str = "controller"
    into: str = "ok"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        chars = [o for o in game.characters(p) if not o.stunned] if isinstance(p, int) else []
        fits = [{i for i, o in enumerate(chars) if has_name(game, o, n)} for n in self.names]
        res.ctx[self.into] = _one_each(fits, frozenset())


def _one_each(fits: list[set[int]], used: frozenset[int]) -> bool:
    """Whether each entry of ``fits`` can take one of its candidates, none taken twice."""
    if not fits:
        return True
    return any(_one_each(fits[1:], used | {c}) for c in fits[0] - used)


@attrs.frozen
class RandomPick(Step):
    """``n`` values of a stored list taken at random, one after another (each from those
    left), as a list in ``into`` ("two cards at random from your KO pile")."""

    ref: str
    n: int = 1
    into: str = "random"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        left = list(res.value(self.ref) or [])
        rng = game.state.rng
        res.ctx[self.into] = [left.pop(rng.below(len(left)))
                              for _ in range(min(self.n, len(left)))]


@attrs.frozen
class ControllerOf(Step):
    """The player who controls the object ``target`` names (its owner out of play), in
    ``into`` (None when it is gone): "its controller"."""

    reads = True

    target: str
    into: str = "player"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        res.ctx[self.into] = None if uid is None else game.state.objects[uid].controller


@attrs.frozen
class Named(Step):
    """The objects of a stored list whose name is ``name``: the card name stored under
    that key (a ``name-card``), or the name of the object it names (``"source"``: "another
    copy of this character"); a list in ``into``."""

    reads = True

    ref: str
    name: str = "named"
    into: str = "found"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        named = res.value(self.name)
        if isinstance(named, int) and not isinstance(named, bool):
            named = game.name_of(named) if named in game.state.objects else None
        objs = game.state.objects
        res.ctx[self.into] = [] if named is None else \
            [u for u in res.uids(game, self.ref) if u in objs and has_name(game, objs[u], named)]


@attrs.frozen
class Join(Step):
    """The values of several stored lists, one list after the other, in ``into`` ("from
    your hand or your resource row")."""

    reads = True

    refs: tuple[str, ...]
    into: str = "joined"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        out: list[Any] = []
        for ref in self.refs:
            found = res.value(ref)
            out += found if isinstance(found, list) else [] if found is None else [found]
        res.ctx[self.into] = out


@attrs.frozen
class OnePerCard(Step):
    """The first object of each card (printed name and version) in a stored list, in its
    order, as a list in ``into``: what there is to choose from when the choice is a card,
    not one copy ("choose a non-character card: remove all its copies")."""

    reads = True

    ref: str
    into: str = "kinds"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        seen: dict[tuple[str, str], int] = {}
        for u in res.uids(game, self.ref):
            seen.setdefault(_printed(game, u), u)
        res.ctx[self.into] = list(seen.values())


@attrs.frozen
class CopiesOf(Step):
    """The objects of a stored list that are copies of the object ``of`` names (the same
    printed name and version, itself included), as a list in ``into`` ("all copies of
    that card")."""

    reads = True

    ref: str
    of: str
    into: str = "copies"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        one = res.one(game, self.of)
        card = _printed(game, one) if one is not None else None
        res.ctx[self.into] = [] if card is None else \
            [u for u in res.uids(game, self.ref) if _printed(game, u) == card]


def _printed(game: Game, uid: int) -> tuple[str, str]:
    card = game.card(uid)
    return card.name, card.version


@attrs.frozen
class ChooseEach(Step):
    """Any number of the values of a stored list, one at a time: each chosen one is stored
    in ``into`` and ``then`` runs for it; its controller may stop at any time ("remove
    them from the game": as many as its controller chooses, one at a time, seed 004
    Atrophos)."""

    ref: str
    then: tuple[Step, ...]
    into: str = "each"
    prompt: str = "Choose the next one (or stop)"
    kind: str = "choose"

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        left = [v for v in res.value(self.ref) or []
                if not isinstance(v, int) or v in objs]
        res.ctx[self.ref] = left
        if left:
            game.ask(res.controller, self.kind, self.prompt,
                     [PASS, *(Pick(v) for v in left)], source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        if isinstance(choice, Pick):
            res.ctx[self.into] = choice.value
            res.ctx[self.ref] = [v for v in res.ctx[self.ref] if v != choice.value]
            res.splice([*self.then, self])


@attrs.frozen
class NameCard(Step):
    """Name a card of the game's card pool (in play or not): the name goes in ``into``.
    ``types``: only names of cards of these types ("name a character", Daily Bugle;
    "plot twists and locations", Dream Girl); ``other_than``: not the name stored under
    that key ("a second, different card", Longshot)."""

    into: str = "named"
    prompt: str = "Name a card"
    types: tuple[str, ...] = ()
    other_than: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        names = game.pool.table("core:name-picks:" + "/".join(self.types), _name_picks,
                                self.types)
        if self.other_than is not None:
            taken = res.value(self.other_than)
            names = tuple(p for p in names if p.value != taken)
        game.ask(res.controller, "choose", self.prompt, list(names),
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        res.ctx[self.into] = str(choice.value)


def _name_picks(db: CardDb, types: tuple[str, ...]) -> tuple[Pick, ...]:
    """``NameCard``'s options: a pick of each card name of the pool (of those types),
    sorted (the same at every ask: made once per card pool and types)."""
    return tuple(Pick(n) for n in sorted({c.name for c in db if c.id != "lab:filler" and
                                          (not types or c.type in types)}))


@attrs.frozen
class TeamsOf(Step):
    """The team affiliations of the objects of a stored list (their union, in alphabetical
    order), as a list in ``into``: what there is to name ("name a team affiliation")."""

    reads = True

    ref: str
    into: str = "teams"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        names: set[str] = set()
        for u in res.uids(game, self.ref):
            names |= game.teams(objs[u])
        res.ctx[self.into] = sorted(names)


@attrs.frozen
class WithTeam(Step):
    """The objects of a stored list that have the team affiliation stored under ``team``
    (or, when a list of them is stored there, any of them; ``lacking``: those that
    don't), as a list in ``into``: "if every character on your side has it" is an
    ``unless`` on those lacking it."""

    reads = True

    ref: str
    team: str = "team"
    lacking: bool = False
    into: str = "found"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        named, objs = res.value(self.team), game.state.objects
        teams = named if isinstance(named, list) else [] if named is None else [named]
        res.ctx[self.into] = [u for u in res.uids(game, self.ref)
                              if any(game.has_team(objs[u], t) for t in teams)
                              != self.lacking]


@attrs.frozen
class RevealHand(Step):
    """A player shows their hand to every player (the log names its cards)."""

    player: str = "controller"

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        if p is None:
            return
        hand = game.zone(p, "hand")
        names = ", ".join(game.name_of(u) for u in hand) or "nothing"
        game.log_event("reveal", f"{game.player_name(p)} reveals their hand ({res.name}): "
                       f"{names}", player=p, cards=[game.state.objects[u].card for u in hand])


@attrs.frozen
class Reveal(Step):
    """The cards of a stored list are shown to every player (the log names them)."""

    ref: str

    def run(self, game: Game, res: Resolve) -> None:
        cards = res.uids(game, self.ref)
        if cards:
            game.log_event("reveal", f"{res.name}: {', '.join(game.name_of(u) for u in cards)} "
                           f"{'is' if len(cards) == 1 else 'are'} revealed",
                           cards=[game.state.objects[u].card for u in cards])


@attrs.frozen
class WinGame(Step):
    """A player (``player``, the controller by default) wins the game."""

    player: str = "controller"

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        if isinstance(p, int) and not game.state.over:
            game.end(p, reason=res.name)


@attrs.frozen
class Shuffle(Step):
    """A player shuffles one of their zones (``deck``)."""

    zone: str = "deck"
    player: str = "controller"

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        if p is not None:
            game.shuffle(p, self.zone)


@attrs.frozen
class WithX(Step):
    """"..., where X is ...": an amount worked out as this step runs (seed 000 rule
    502.1d: counted on resolution), and the steps of ``then`` done with their amount
    (``n`` or ``amount``) multiplied by it; a step with an amount is left out when X is 0.
    X is one of: the length of a stored list (or a stored number, ``ref``); how many
    objects a selection finds (``sel``), or with ``highest_cost = true`` the highest
    printed cost among them (none with a cost: X is not set, and counts as 0); on the
    object ``target`` names, its counters of a kind (``counters``), a stat's current
    value (``stat``) or its printed cost (``cost = true``: ``printed_cost``; of an object
    gone from its zone, its last known cost). Stored in ``into`` too (for
    ``by-cost``)."""

    reads = True

    then: tuple[Step, ...]
    ref: str | None = None
    sel: Sel | None = None
    target: str | None = None
    counters: str | None = None
    stat: str | None = None
    cost: bool = False
    highest_cost: bool = False
    into: str = "x"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def amount(self, game: Game, res: Resolve) -> int | None:
        if self.ref is not None:
            value = res.value(self.ref)
            return len(value) if isinstance(value, list) else \
                value if type(value) is int else 0
        if self.sel is not None:
            if self.highest_cost:
                costs = [c for u in self.sel.find(game, res.controller, res.source)
                         if (c := game.card(u).cost) is not None]
                return max(costs) if costs else None
            return count_found(game, res, self.sel)
        uid = res.one(game, self.target) if self.target is not None else None
        if uid is None:
            gone = res.value(self.target) if self.cost else None
            if isinstance(gone, list):
                gone = gone[0] if gone else None
            card = last_known_card(game, gone) if type(gone) is int else None
            return printed_cost(game.cards.get(card)) if card is not None else 0
        if self.counters is not None:
            return game.state.objects[uid].count(self.counters)
        if self.stat is not None:
            return max(0, game.stat(uid, self.stat))
        return printed_cost(game.card(uid)) if self.cost else 0

    def run(self, game: Game, res: Resolve) -> None:
        x = res.ctx[self.into] = self.amount(game, res)
        steps: list[Step] = []
        for step in self.then:
            field = next((f for f in ("n", "amount") if type(getattr(step, f, None)) is int),
                         None)
            if field is None:
                steps.append(step)
            elif x:
                words: Any = step  # (every step is an attrs class)
                steps.append(attrs.evolve(words, **{field: getattr(step, field) * x}))
        res.splice(steps)


def printed_cost(card: CardDef) -> int:
    """The value printed in a card's upper left-hand corner: its cost, or for a card
    without one its threshold (an original plot twist or location, seed 000 Costs); a
    costless character counts 0."""
    return card.cost if card.cost is not None else card.threshold or 0


def last_known_card(game: Game, uid: int) -> str | None:
    """The card an object no longer in the game was: its last known information (seed
    000 rule 508.2e: an effect reading a card that left its zone uses what it was there),
    from the game's record of that object's move; None for an object never moved."""
    for entry in reversed(game.state.log):
        if entry.kind == "move" and entry.data.get("old") == uid:
            return str(entry.data["card"])
    return None


@attrs.frozen
class ByCost(Step):
    """The objects of a stored list whose printed cost compares so with the number stored
    under ``cost`` (a ``with-x``'s): ``equal``, ``less``, ``at-most``, ``at-least``; a
    list in ``into`` (a costless card never matches, nor does anything when the number is
    not set)."""

    reads = True

    ref: str
    cost: str = "x"
    compare: str = attrs.field(default="equal",
                               validator=one_of("equal", "less", "at-most", "at-least"))
    into: str = "found"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        n = res.value(self.cost)
        found: list[int] = []
        if type(n) is int:
            for u in res.uids(game, self.ref):
                c = game.card(u).cost
                if c is not None and (c == n if self.compare == "equal" else
                                      c < n if self.compare == "less" else
                                      c <= n if self.compare == "at-most" else c >= n):
                    found.append(u)
        res.ctx[self.into] = found


@attrs.frozen
class OfPlayer(Step):
    """The objects of one player (``player``: a reference, e.g. a ``for-each-player``'s)
    that ``sel`` selects, as a list in ``into``: "a resource of that player"."""

    reads = True

    sel: Sel
    player: str = "p"
    into: str = "found"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        res.ctx[self.into] = [] if p is None else \
            list(attrs.evolve(self.sel, player=p).find(game, res.controller, res.source))


@attrs.frozen
class SwapAtkDef(Step):
    """Each target's ATK and DEF are exchanged for a while: modifiers of the difference,
    so later changes work from the swapped numbers."""

    target: str
    until: str = "end-of-combat"

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            atk, dfn = game.stat(u, "atk"), game.stat(u, "def")
            for stat, delta in (("atk", dfn - atk), ("def", atk - dfn)):
                game.add_modifier(u, stat, "add", delta, until=self.until,
                                  source=res.source, controller=res.controller)
            game.log_event("effect", f"{res.name}: {game.name_of(u)} becomes {dfn}/{atk}",
                           subject=u)


@attrs.frozen
class SetValue(Step):
    """Store a fixed value under ``key`` (``for-each-player`` sets its player so)."""

    reads = True

    key: str
    value: int | str | bool | None = None

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.key] = self.value


@attrs.frozen
class Players(Step):
    """The players still in the game (``side``: ``any``, ``own``, ``enemy``), in seat
    order, as a list in ``into``: to choose one ("pick a player, yourself included")."""

    reads = True

    into: str = "players"
    side: str = attrs.field(default="any", validator=one_of("any", "own", "enemy"))

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = [
            p.index for p in game.state.players if not p.out and
            (self.side == "any" or (p.index == res.controller) == (self.side == "own"))]


@attrs.frozen
class ForEachPlayer(Step):
    """Run ``then`` once for each player still in the game, in seating order from the
    effect's controller (``side``: ``any``, ``own``, ``enemy``: the others, from the
    next player), with that player stored in ``into``: "every KO pile", "each enemy
    player"."""

    reads = True

    then: tuple[Step, ...]
    into: str = "p"
    side: str = attrs.field(default="any", validator=one_of("any", "own", "enemy"))

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        steps: list[Step] = []
        players = game.state.players
        for i in range(len(players)):
            p = players[(res.controller + i) % len(players)]
            mine = p.index == res.controller
            if p.out or (self.side == "own" and not mine) or (self.side == "enemy" and mine):
                continue
            steps += [SetValue(self.into, p.index), *self.then]
        res.splice(steps)


@attrs.frozen
class BottomInOrder(Step):
    """Put the listed cards still in the controller's deck on its bottom, one at a time
    in the order the controller picks, the last one put there being the bottom card (seed
    000 Deck Zone: cards put on the bottom at once are arranged by their owner). They stay
    in the deck, so they stay the same cards (no new objects, nothing revealed).
    ``kind``: the kind of decision asked (as ``choose-from``'s)."""

    ref: str
    prompt: str = "Put which card on the bottom of your deck next?"
    kind: str = "choose"

    def run(self, game: Game, res: Resolve) -> None:
        deck = game.zone(res.controller, "deck")
        left = [u for u in res.uids(game, self.ref) if u in deck]
        res.ctx[self.ref] = left
        if len(left) > 1:
            game.ask(res.controller, self.kind, self.prompt, [Pick(u) for u in left],
                     source=res.source, effect=res.name)
        elif left:
            _to_bottom(game, res.controller, left[0])

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        _to_bottom(game, res.controller, int(choice.value))
        res.ctx[self.ref] = [u for u in res.ctx[self.ref] if u != choice.value]
        res.splice([BottomInOrder(self.ref, self.prompt, self.kind)])


def _to_bottom(game: Game, player: int, uid: int) -> None:
    deck = game.zone(player, "deck")
    deck.remove(uid)
    deck.append(uid)
    game.zone_changed(player, "deck")
