"""Effects as data: a list of small steps run by a ``Resolve`` frame.

Card scripts and keywords compose these steps (Fireplace style) instead of writing
procedures; because steps and the frame are plain data, a game can be saved in the
middle of resolving an effect (e.g. while a player picks a target). A step that needs
an answer asks for it and receives it; steps may splice further steps in after
themselves (``May``, ``ForEach``). Edition-specific consequences (what a stun does)
come from the variant: ``variant.stun``, ``variant.ko``.

References inside steps (``target="t"``) name a context value: ``"source"`` (the
object whose power it is), ``"controller"`` (its player), ``"event.subject"`` /
``"event.player"`` / ``"event.source"`` (the event that triggered it), or a key set by an
earlier step (``Choose(..., into="t")``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from .decisions import PASS, PLAYER_KINDS, Choice, Pick, YesNo
from .frames import Frame
from .records import Tagged
from .selectors import Sel
from .words import ability_words, power_words

if TYPE_CHECKING:
    from .game import Game


class Step(Tagged):
    __slots__ = ()
    #: whether the step asked a question and waits for ``receive``
    asks: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        raise NotImplementedError

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        raise NotImplementedError

    def acts(self, game: Game, res: Resolve) -> bool:
        """Whether running this step now does something to the game (asked before it
        runs): a step acting on a reference that names nothing does not, nor does a
        question. Any other step is taken to act (card code, an edition's own steps)."""
        target = getattr(self, "target", None)
        return not isinstance(target, str) or bool(res.uids(game, target))

    #: whether ``run`` only reads the game into the effect's context (or picks its next
    #: steps from it) and changes nothing else: ``foresee`` may run it
    reads = False

    def foresee(self, game: Game, res: Resolve) -> bool | None:
        """This step previewed without changing the game (``core.foresight``): True when
        running it now would act, False when it would not (a reading step stores what it
        reads, as it does when it runs), None when that can't be told before it runs (a
        question whose answer decides, a reference the preview doesn't know)."""
        if self.reads:
            self.run(game, res)
            return False
        target = getattr(self, "target", None)
        if isinstance(target, str) and res.knows(target) and not res.uids(game, target):
            return False  # aimed at a reference that names nothing
        return True if self.acts(game, res) else None


def effect_label(game: Game, res: Resolve) -> str:
    """The effect in words for the log: its power's name as printed (a keyword's trigger as
    its keyword)."""
    return ability_words(res.name)


@attrs.define
class Resolve(Frame):
    steps: list[Step]
    controller: int
    source: int | None = None
    name: str = ""
    ctx: dict[str, Any] = attrs.Factory(dict)
    index: int = 0
    waiting: bool = False
    #: whether a step did something (or the log already said why not): else, once
    #: resolved, the log says the effect did nothing
    acted: bool = False

    def run(self, game: Game) -> None:
        st, steps = game.state, self.steps  # (a splice changes the list in place)
        while self.index < len(steps):
            step = steps[self.index]
            if not self.acted and step.acts(game, self):
                self.acted = True
            step.run(game, self)
            if st.pending is not None:
                self.waiting = True
                return
            self.index += 1
            if st.over or st.frames[-1] is not self:
                return  # a step pushed a frame (or ended the game): let it run first
        game.pop(self)
        if not self.acted and self.name and steps and not st.over:
            game.log_event("no-effect", f"{effect_label(game, self)} does nothing",
                           source=self.source, effect=self.name)

    def holds_triggers(self) -> bool:
        return self.index < len(self.steps)

    def receive(self, game: Game, choice: Choice) -> None:
        self.waiting = False
        self.steps[self.index].receive(game, self, choice)
        self.index += 1

    # -- reading references ------------------------------------------------------------
    def value(self, ref: Any) -> Any:
        if not isinstance(ref, str):
            return ref
        if ref == "source":
            return self.source
        if ref == "controller":
            return self.controller
        return self.ctx.get(ref)

    def knows(self, ref: str) -> bool:
        """Whether the reference has a value here (set, perhaps to nothing)."""
        return ref in ("source", "controller") or ref in self.ctx

    def uids(self, game: Game, ref: Any) -> list[int]:
        """Objects a reference names that still exist (gone ones are skipped)."""
        value = self.value(ref)
        if isinstance(value, list):
            return [u for u in value if isinstance(u, int) and u in game.state.objects]
        # one value (most references): no list to filter
        return [value] if isinstance(value, int) and value in game.state.objects else []

    def one(self, game: Game, ref: Any) -> int | None:
        """The first object a reference names that still exists, or None."""
        found = self.uids(game, ref)
        return found[0] if found else None

    def splice(self, steps: list[Step]) -> None:
        self.steps[self.index + 1:self.index + 1] = steps


def new_resolve(steps: list[Step], controller: int, source: int | None, name: str,
                ctx: dict[str, Any]) -> Resolve:
    return Resolve(steps, controller, source, name, ctx)


@attrs.define
class MoveWhenDone(Frame):
    """Moves a card once everything pushed above this frame has finished (a plot twist
    goes to the KO pile after it resolved)."""

    card: int
    zone: str = "ko"
    cause: str = "resolved"

    def run(self, game: Game) -> None:
        game.pop(self)
        if self.card in game.state.objects:
            game.move(self.card, self.zone, cause=self.cause)


# -- choosing ------------------------------------------------------------------------------
#: the words of a question asking for a target that gives none of its own: in their place
#: the question says what the effect will do to it (``PicksOne.question``)
TARGET_PROMPT = "Choose a target"


class PicksOne:
    """What a step that picks one value shares with the others: the question (a ``Pick``
    a value, ``Pass`` first when the pick is ``optional``) and its answer, stored in
    ``into`` (None when the player passed)."""

    __slots__ = ()
    into: str

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def ask_pick(self, game: Game, res: Resolve, player: int, kind: str, prompt: str,
                 values: list[Any], optional: bool = False) -> None:
        options: list[Choice] = [Pick(v) for v in values]
        if optional:
            options.insert(0, PASS)
        game.ask(player, kind, prompt, options, source=res.source, effect=res.name)

    prompt: str
    #: the words of the question when the step gives none of its own
    default_prompt = TARGET_PROMPT

    def what(self) -> str | None:
        """What it picks, in words ("an enemy character"), when it asks for a target
        (None: it asks something else, a number or a word)."""
        return None

    def question(self, game: Game, res: Resolve) -> str:
        """The question asked: its own words, or in place of the default, what the effect
        will do to the target, from the steps after this one (``core.target_words``)."""
        what = self.what()
        if self.prompt != self.default_prompt or what is None:
            return self.prompt
        from .target_words import effect_question  # (it reads the steps' words)

        return effect_question(game, res, what, self.into)

    def candidates(self, game: Game, res: Resolve) -> list[Any] | None:
        """The values the pick would offer if it ran now (None: the preview can't tell)."""
        return None

    def foresee(self, game: Game, res: Resolve) -> bool | None:
        """A pick previewed (``Step.foresee``): with nothing to pick, ``into`` is None;
        with one value, that value; with more, which is picked decides (None)."""
        values = self.candidates(game, res)
        if values is None or len(values) > 1:
            return None
        res.ctx[self.into] = values[0] if values else None
        return False

    def pick_kind(self) -> str:
        """The kind of decision asked: ``target`` for objects, a player kind
        (``decisions.PLAYER_KINDS``) when the values are player seats."""
        return "target"

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        value = choice.value if isinstance(choice, Pick) else None
        res.ctx[self.into] = value
        obj = game.state.objects.get(value) if type(value) is int and res.name and \
            self.pick_kind() not in PLAYER_KINDS else None
        # what the effect is aimed at, when every player can see it (not a card in a hand)
        if obj is not None and obj.zone not in ("deck", "hand") and (obj.face_up or obj.stunned):
            game.log_event("choose", f"{effect_label(game, res)}: {game.name_of(obj.uid)} "
                           "is chosen", subject=obj.uid, effect=res.name)


@attrs.frozen
class Choose(PicksOne, Step):
    """The controller (or ``chooser``) picks one object matching ``sel``; stored in ``into``.
    With nothing to choose, ``into`` is None and later steps on it do nothing."""

    sel: Sel
    into: str = "t"
    prompt: str = TARGET_PROMPT
    optional: bool = False
    chooser: str = "controller"

    def candidates(self, game: Game, res: Resolve) -> list[Any] | None:
        return list(self.sel.find(game, res.controller, res.source))

    def run(self, game: Game, res: Resolve) -> None:
        found = list(self.sel.find(game, res.controller, res.source))
        if not found:
            res.ctx[self.into] = None
            return
        self.ask_pick(game, res, res.value(self.chooser), "target", self.question(game, res),
                      found, self.optional)

    def what(self) -> str | None:
        from .target_words import selection_words

        return selection_words(self.sel)


@attrs.frozen
class ChooseFrom(PicksOne, Step):
    """The controller picks one value of a list an earlier step stored in ``ref`` (cards
    in a KO pile or a deck, players, words: what a ``Sel`` can't describe); stored in
    ``into``, None when the list is empty or the player declines (``optional``).
    ``objects``: keep only values that are objects still in the game. ``chooser``: the
    player who picks (a reference: "that player stuns one of his characters")."""

    ref: str
    into: str = "t"
    prompt: str = "Choose"
    optional: bool = False
    objects: bool = False
    kind: str = "target"
    chooser: str = "controller"

    def pick_kind(self) -> str:
        return self.kind

    def candidates(self, game: Game, res: Resolve) -> list[Any] | None:
        if not res.knows(self.ref):
            return None
        values = list(res.value(self.ref) or [])
        if self.objects:
            values = [u for u in values if isinstance(u, int) and u in game.state.objects]
        return values

    def run(self, game: Game, res: Resolve) -> None:
        values = list(res.value(self.ref) or [])
        if self.objects:
            values = [u for u in values if isinstance(u, int) and u in game.state.objects]
        player = res.value(self.chooser)
        if not values or not isinstance(player, int):
            res.ctx[self.into] = None
            return
        self.ask_pick(game, res, player, self.kind, self.question(game, res), values,
                      self.optional)

    default_prompt = "Choose"

    def what(self) -> str | None:
        if self.kind in PLAYER_KINDS:
            return "a player"
        return "a card" if self.kind == "target" else None


@attrs.frozen
class ChooseOption(Step):
    """Pick one of a few words (a row, a mode); stored in ``into``."""

    options: tuple[str, ...]
    into: str = "mode"
    prompt: str = "Choose"
    chooser: str = "controller"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        game.ask(res.value(self.chooser), "choose", self.prompt,
                 [Pick(o) for o in self.options], source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        res.ctx[self.into] = choice.value


@attrs.frozen
class Collect(Step):
    """Every object matching ``sel`` (no choice), stored as a list in ``into``."""

    reads = True

    sel: Sel
    into: str = "all"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = list(self.sel.find(game, res.controller, res.source))


@attrs.frozen
class Matches(Step):
    """Whether the object ``target`` names matches ``sel`` (relative to the effect's
    controller and source): true or false in ``into``, for an ``If`` after it."""

    reads = True

    target: str
    sel: Sel
    into: str = "ok"

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        res.ctx[self.into] = uid is not None and self.sel.matches(
            game, game.state.objects[uid], res.controller, res.source)


@attrs.frozen
class Filter(Step):
    """The objects of a list an earlier step stored (``ref``) that match ``sel``, as a
    list in ``into`` ("a JLA character card revealed this way")."""

    reads = True

    ref: str
    sel: Sel
    into: str = "found"

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        res.ctx[self.into] = [u for u in res.uids(game, self.ref)
                              if self.sel.matches(game, objs[u], res.controller, res.source)]


#: the answers to "you may" (values, shared as ``PASS`` is)
_YES, _NO = YesNo(True), YesNo(False)


@attrs.frozen
class May(Step):
    """"You may ...": ask yes/no; on yes, run ``then``."""

    then: tuple[Step, ...]
    prompt: str = "Do it?"
    chooser: str = "controller"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def foresee(self, game: Game, res: Resolve) -> bool | None:
        res.splice(list(self.then))  # what "yes" would do ("no" does nothing)
        return False

    def run(self, game: Game, res: Resolve) -> None:
        game.ask(res.value(self.chooser), "yes-no", self.prompt, [_YES, _NO],
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        if isinstance(choice, YesNo) and choice.answer:
            res.splice(list(self.then))
        elif res.name:  # "you may": the log says it was not done (not that it did nothing)
            res.acted = True
            card = game.cards.get(game.state.objects[res.source].card).name \
                if res.source in game.state.objects else None
            game.log_event("decline", f"{game.player_name(res.value(self.chooser))} "
                           f"declines {power_words(card, res.name)}", source=res.source,
                           effect=res.name)


@attrs.frozen
class If(Step):
    """Run ``then`` when a context value is set (e.g. a target was found); with
    ``at_least`` / ``at_most``, when it is a list of at least / at most that many values
    ("two or more"; ``at_most = 0``: an empty list), or a number (a ``with-x``'s) that
    large."""

    reads = True

    ref: str
    then: tuple[Step, ...]
    at_least: int | None = None
    at_most: int | None = None

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        value = res.value(self.ref)
        if self.at_least is None and self.at_most is None:
            if value not in (None, [], False):
                res.splice(list(self.then))
            return
        n = len(value) if isinstance(value, list) else value if type(value) is int else None
        if n is not None and (self.at_least is None or n >= self.at_least) and \
                (self.at_most is None or n <= self.at_most):
            res.splice(list(self.then))


# -- doing -----------------------------------------------------------------------------------
#: the context key of a replacement's effect: the replacements the event it replaced had
#: gone through, that one's included (a draw's: ``[[card uid, power name], ...]``)
REPLACED_BY = "used"


#: the context key (and, while its stuns happen, the state flag) naming the replacement
#: power ``[card uid, name]`` whose effect is resolving: the events it makes can't be
#: replaced by that power again (seed 000 513.5i)
REPLACING = "_replacing"


@attrs.frozen
class StunIt(Step):
    """Stun the targets; with ``done``, the list of those it did stun is stored there
    once the stun (and any question a replacement asks) is over: "if you do" (seed 000
    508.2i: a stun replaced by something else was not done)."""

    target: str
    done: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        uids = res.uids(game, self.target)
        if self.done is not None:
            objs = game.state.objects
            res.splice([WasDone(self.done, "stun",
                                tuple(u for u in uids if not objs[u].stunned))])
        replacing = res.ctx.get(REPLACING)
        flags = game.state.flags
        if replacing is not None:  # a replacement's effect: its stuns are new events
            flags[REPLACING] = replacing
        try:
            for u in uids:
                game.variant.stun(game, u, source=res.source)
        finally:
            flags.pop(REPLACING, None)


@attrs.frozen
class KoIt(Step):
    """KO the targets; with ``done``, the list of those that left play is stored there:
    "if you do" (seed 000 508.2i: a KO whose card went to another zone instead was
    still done)."""

    target: str
    done: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        uids = res.uids(game, self.target)
        if self.done is not None:
            objs = game.state.objects
            res.splice([WasDone(self.done, "ko", tuple(u for u in uids if objs[u].in_play))])
        for u in uids:
            game.variant.ko(game, u, cause=res.name or "KO")


@attrs.frozen
class WasDone(Step):
    """Run just after a ``stun`` or ``ko`` with ``done`` (after the questions its
    replacements asked): of the objects it acted on, those now stunned (``stun``) or gone
    from play (``ko``), stored in ``into``."""

    into: str
    action: str
    uids: tuple[int, ...]

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        objs = game.state.objects
        if self.action == "stun":
            res.ctx[self.into] = [u for u in self.uids if u in objs and objs[u].stunned]
        else:
            res.ctx[self.into] = [u for u in self.uids if u not in objs or not objs[u].in_play]


@attrs.frozen
class Exhaust(Step):
    target: str

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            if not o.exhausted:
                game.exhaust(u)
                game.log_event("exhaust", f"{game.name_of(u)} is exhausted "
                               f"({effect_label(game, res)})", subject=u)


@attrs.frozen
class Ready(Step):
    target: str

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            if o.exhausted and not o.stunned and not game.flag(o, "cant-ready"):
                game.ready(u)
                game.log_event("ready", f"{game.name_of(u)} readies ({effect_label(game, res)})",
                               subject=u)


@attrs.frozen
class MoveTo(Step):
    """Move objects to a zone of their owner (face down with ``face_up=False``);
    ``shuffle`` shuffles that zone afterwards (e.g. into the deck)."""

    target: str
    zone: str
    face_up: bool | None = None
    shuffle: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        owners = set()
        for u in res.uids(game, self.target):
            owner = game.state.objects[u].owner
            new = game.move(u, self.zone, to_player=owner, face_up=self.face_up,
                            cause=res.name)
            if self.face_up is False:
                game.turn_face(game.state.objects[new], False)
            owners.add(owner)
        if self.shuffle:
            for owner in owners:
                game.shuffle(owner, self.zone)


@attrs.frozen
class TurnFace(Step):
    target: str
    up: bool = True

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            game.turn_face(game.state.objects[u], self.up)
            game.log_event("face", f"{game.name_of(u)} is turned face "
                           f"{'up' if self.up else 'down'} ({effect_label(game, res)})",
                           subject=u)


@attrs.frozen
class Remember(Step):
    """Store a context value in the source object's memory (``None`` forgets)."""

    key: str
    ref: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        if src is None:
            return
        value = res.value(self.ref) if self.ref is not None else None
        if value is None:
            game.forget(src.uid, self.key)
        else:
            game.remember(src.uid, self.key, value)


@attrs.frozen
class MarkTurn(Step):
    """Note on the source object that this happened this turn (``key``): read by a
    condition (``when = { marked = key }``) later in the turn."""

    key: str

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        if src is not None:
            game.mark(src.uid, self.key)


@attrs.frozen
class Marked(Step):
    """Whether the source object noted ``key`` this turn (``mark-turn``, a ``note``
    power): true or false in ``into``, for an ``If`` after it ("if it has already ...
    this turn")."""

    key: str
    into: str = "marked"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        res.ctx[self.into] = src is not None and src.memory.get(self.key) == game.state.turn


@attrs.frozen
class Delay(Step):
    """Make a delayed trigger: ``steps`` run (with this effect's context) the next time
    ``event`` happens, e.g. "turn-end" or "combat-ends" (``unless_cancelled``: not if
    that combat was cancelled)."""

    event: str
    steps: tuple[Step, ...]
    name: str = ""
    unless_cancelled: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        from .state import Delayed

        game.state.delayed.append(Delayed(
            self.event, list(self.steps), res.controller, res.source, self.name or res.name,
            {k: v for k, v in res.ctx.items() if not k.startswith("event.")},
            self.unless_cancelled))


@attrs.frozen
class ChangeControl(Step):
    """Put objects under another player's control, into a row of that player's side:
    ``to`` is "controller" (the effect's) or "owner"; ``row`` a row or a context key."""

    target: str
    to: str = "controller"
    row: str = "front"

    def run(self, game: Game, res: Resolve) -> None:
        row = self.row if self.row in ("front", "back") else res.value(self.row)
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            player = res.controller if self.to == "controller" else o.owner
            game.change_control(u, player, row or o.zone)


@attrs.frozen
class ZoneCards(Step):
    """The cards of one of a player's zones (``zone``: "ko", "deck", "hand"...), in the
    zone's order, as a list in ``into``; ``n``: only the first ``n`` (the top of a deck)."""

    reads = True

    zone: str
    into: str = "cards"
    n: int | None = None
    player: str = "controller"

    def run(self, game: Game, res: Resolve) -> None:
        cards = game.zone(res.value(self.player), self.zone)
        res.ctx[self.into] = list(cards if self.n is None else cards[:self.n])


@attrs.frozen
class GameRule(Step):
    """A change to the game's rules for a while (a modifier on no object, which the rules
    read by its name ``what``), told to the players as ``say``."""

    what: str
    until: str = "end-of-turn"
    say: str = ""

    def run(self, game: Game, res: Resolve) -> None:
        game.add_modifier(None, self.what, "grant", True, until=self.until,
                          source=res.source, controller=res.controller)
        if self.say:
            game.log_event("effect", f"{res.name}: {self.say}")


@attrs.frozen
class Draw(Step):
    player: str = "controller"
    n: int = 1

    def run(self, game: Game, res: Resolve) -> None:
        # the edition draws (its replacements of draws may apply: not those this effect
        # comes from, seed 000 513.5i)
        game.variant.draw(game, res.value(self.player), self.n, res.ctx.get(REPLACED_BY))


@attrs.frozen
class Call(Step):
    """A named piece of card code, for what the other steps can't say. The function is
    found by name in ``CALLS`` (code), so the step itself stays plain data."""

    fn: str
    args: dict[str, Any] = attrs.Factory(dict)

    def acts(self, game: Game, res: Resolve) -> bool:
        target = self.args.get("target")  # card code aimed at a reference naming nothing
        return not isinstance(target, str) or bool(res.uids(game, target))

    def run(self, game: Game, res: Resolve) -> None:
        CALLS[self.fn](game, res, **self.args)


CALLS: dict[str, Callable[..., None]] = {}


def call(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a function for ``Call(name)``."""

    def register(fn: Callable[..., None]) -> Callable[..., None]:
        if name in CALLS and CALLS[name] is not fn:
            raise ValueError(f"two effect functions are named {name!r}")
        CALLS[name] = fn
        return fn

    return register
