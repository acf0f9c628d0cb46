"""The engine: a game state plus the rules of its variant, and the engine contract.

Clients (TUI, AI, lab, replays) use only ``pending``, ``legal()``, ``apply()``,
``view()`` and ``log``. Rules code (variants, card scripts) uses the primitives below
(``ask``, ``push``, ``move``, ``emit``, ``stat``...), which keep the state plain data.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Container, Hashable, Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext
from typing import Any, TypeVar

from .abilities import Script
from .autopass import SeatFlow, auto_answer
from .card_pool import pool_of
from .cards import CardDb, CardDef, structure_card
from .checked import checked_by_default, compare_derived, guard
from .decisions import Choice, Decision
from .errors import IllegalChoice
from .frames import Frame
from .modifiers import (
    GAINS_POWERS,
    UNTIL_SOURCE_EXHAUSTED,
    UNTIL_SOURCE_LEAVES,
    UNTIL_TURN,
    Modifier,
    apply_flag,
    apply_stat,
    brings_powers,
    group_modifiers,
)
from .object_changes import ObjectChanges
from .objects import PLAY_ORDER, PLAY_ZONES, GameObject
from .refusals import check_answer, refusal
from .rng import Rng
from .selectors import Sel
from .setup import Setup
from .state import Event, GameState, LogEntry, PlayerState, log_move, new_event
from .variant import Variant

T = TypeVar("T")


#: ``Game.reading`` inside an open stretch: nothing to do (it shares the outer memo)
_NESTED: AbstractContextManager[None] = nullcontext()
#: ``remembered``'s "not in the memo" (None may be a remembered answer)
_MISSING: Any = object()


class Game(ObjectChanges):
    #: every field a game has (its derived values': ``DerivedValues``); a weak reference
    #: is how its derived-value tables refer to it
    __slots__ = ("variant", "state", "cards", "setup", "hooks", "answers", "stop_when", "flow",
                 "under_way", "checked", "_card_defs", "pool", "_memo", "caches", "__weakref__")

    def __init__(self, variant: Variant, state: GameState, cards: CardDb,
                 setup: Setup | None = None, hooks: Any = None) -> None:
        self.variant = variant
        self.state = state
        self.cards = cards
        self.setup = setup
        self.hooks = hooks
        self.answers: list[Choice] = []
        #: when set, the loop stops (without a decision) as soon as it holds: the rules
        #: lab uses it to stop "as a phase begins" in phases that ask nothing
        self.stop_when: Callable[[Game], bool] | None = None
        #: per-seat auto-pass and yields (core/autopass.py); empty = every decision is asked
        self.flow: dict[int, SeatFlow] = {}
        #: lookups of this game's rules under way, by key, for rules that must not look at
        #: themselves again (two Nullifiers that chose each other); a game's own, as an AI
        #: may play another game in another thread
        self.under_way: set[Hashable] = set()
        #: the checked mode (core/checked.py): kept values compared with the rules at
        #: every decision
        self.checked = checked_by_default()
        self._card_defs = cards.by_id
        #: what the card pool implies (core/card_pool.py), shared with other games
        self.pool = pool_of(cards, variant)
        self._init_derived(variant, state)
        #: lookups remembered while the state is known not to change (``reading``)
        self._memo: dict[Any, Any] | None = None
        #: variants' own derived values for this game, by name (never state: a copy starts
        #: empty); ``caches[name]`` is a dict made on first use
        self.caches: defaultdict[str, Any] = defaultdict(dict)

    # -- creation ----------------------------------------------------------------------
    @classmethod
    def create(cls, variant: Variant, setup: Setup, hooks: Any = None,
               start: bool = True) -> Game:
        cards = cards_for(variant, setup)
        players = [PlayerState(i, name) for i, name in enumerate(setup.player_names())]
        state = GameState(variant=variant.id, players=players, rng=Rng(setup.seed))
        game = cls(variant, state, cards, setup, hooks)
        if hooks is not None:
            hooks.vsrules_game_created(game=game)
        if start:
            variant.new_game(game, setup)
            game.run()
        return game

    # -- the engine contract -----------------------------------------------------------
    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def log(self) -> list[LogEntry]:
        return self.state.log

    def legal(self) -> list[Choice]:
        return list(self.state.pending.options) if self.state.pending else []

    def apply(self, choice: Choice) -> None:
        """Answer the pending decision. Anything but one of the offered options (compared
        by class and value: choices are frozen) raises ``IllegalChoice`` with the engine's
        reason, and the state is exactly as it was."""
        pending = self.state.pending
        if pending is None:
            raise IllegalChoice("the game is over" if self.state.over else "no decision is pending")
        # an agent answers with one of the options themselves: found by identity first,
        # before comparing by value (each comparison a Python call of attrs' ``__eq__``)
        for option in pending.options:
            if option is choice:
                break
        else:
            choice = check_answer(self, pending, choice)  # the engine's own equal option
        self.run(choice)

    def explain(self, pending: Decision, choice: Choice) -> str:
        """Why ``choice`` is refused, naming only what ``pending.player`` sees."""
        return refusal(self, pending, choice)

    def view(self, player: int) -> dict[str, Any]:
        from .view import build_view

        return build_view(self, player)

    # -- the loop ----------------------------------------------------------------------
    def run(self, answer: Choice | None = None) -> None:
        """Play on until a decision waits for a seat that no flow answers, the game ends,
        no frame is left or ``stop_when`` holds; ``answer`` (to the pending decision,
        checked by ``apply``) is given first.

        One round of the loop does the first of: give an answer to the top frame; stop at
        a decision (or take the answer of the seat's flow); check the state-based rules;
        put waiting triggered powers on; run the top frame one step."""
        st = self.state
        variant = self.variant
        frames = st.frames  # the state's lists are changed in place, never replaced
        waiting = st.waiting_triggers
        answers = self.answers
        stop_when = self.stop_when
        while not st.over:
            if answer is not None:
                st.pending = None
                st.decisions += 1
                answers.append(answer)
                frames[-1].receive(self, answer)
                answer = None
                continue
            pending = st.pending
            if pending is not None:
                if self.checked:
                    compare_derived(self)
                answer = auto_answer(self, pending) if self.flow else None
                if answer is None:
                    break
                continue
            if st.dirty:
                st.dirty = False
                variant.check_state(self)
                continue
            if waiting and not (frames and frames[-1].holds_triggers()):
                variant.handle_triggers(self)
                continue
            if not frames:
                break
            if stop_when is not None and stop_when(self):
                break
            frames[-1].run(self)

    def ask(self, player: int, kind: str, prompt: str, options: list[Choice], /,
            is_action: bool = False, **context: Any) -> None:
        """Ask ``player`` to choose among ``options`` (the first four are positional only,
        as in ``log_event``: keywords bound for ``context`` are not compared with them)."""
        if not options:
            raise RuntimeError(f"engine asked {kind!r} with no options: {prompt}")
        pending = Decision(player, kind, prompt, options, is_action, context)
        self.state.pending = pending

    def push(self, frame: Frame) -> None:
        self.state.frames.append(frame)

    def pop(self, frame: Frame) -> None:
        top = self.state.frames.pop()
        if top is not frame:
            raise RuntimeError(f"frame stack out of order: popped {top.tag}, expected {frame.tag}")

    def end(self, winner: int | None = None, draw: bool = False, reason: str = "") -> None:
        st = self.state
        st.winner, st.draw, st.over = winner, draw, True
        st.pending = None
        st.frames.clear()
        who = "draw" if draw else (self.player_name(winner) if winner is not None else "nobody")
        why = f" ({reason})" if reason else ""
        self.log_event("game-over", f"Game over: a draw{why}" if draw
                       else f"Game over: {who} wins{why}", winner=winner, draw=draw,
                       reason=reason)

    # -- log ---------------------------------------------------------------------------
    def log_event(self, kind: str, text: str, /, **data: Any) -> None:
        """Add an entry to the log (``kind`` and ``text`` are positional only: each keyword
        passed to a function is compared with its named parameters first, and a log entry
        often has many)."""
        st = self.state
        log = st.log
        log.append(LogEntry(len(log), st.turn, kind, text, data))

    def player_name(self, player: int | None) -> str:
        return self.state.players[player].name if player is not None else "-"

    # -- cards and objects -------------------------------------------------------------
    def card(self, obj: GameObject | int) -> CardDef:
        if type(obj) is int:
            return self._card_defs[self.state.objects[obj].card]
        return self._card_defs[obj.card]  # type: ignore[union-attr]

    def obj(self, uid: int) -> GameObject:
        return self.state.objects[uid]

    def name_of(self, uid: int) -> str:
        return self._card_defs[self.state.objects[uid].card].name

    def tick(self) -> int:
        """A fresh timestamp."""
        st = self.state
        clock = st.clock = st.clock + 1
        if "clock" in self.kept.read:
            self.changed("clock")
        return clock

    def turn_face(self, obj: GameObject, face_up: bool, *, stunned: bool | None = None,
                  exhausted: bool | None = None) -> None:
        """Turn ``obj`` face up or down, and stun or recover it and exhaust or ready it when
        those are given. The only way rules code changes the face or stunned state of an
        object already made (copied powers follow faces: core/derived.py; the checked
        mode refuses any other write)."""
        obj.face_up = face_up
        if stunned is not None:
            obj.stunned = stunned
        if exhausted is not None:
            obj.exhausted = exhausted
        self.changed("faces")

    def new_object(self, card: str, owner: int, zone: str, controller: int | None = None,
                   index: int | None = None, face_up: bool = True) -> int:
        st = self.state
        uid = st.next_uid
        st.next_uid = uid + 1
        ctrl = owner if controller is None else controller
        clock = st.clock = st.clock + 1  # its timestamp
        if "clock" in self.kept.read:
            self.changed("clock")
        # (every field given: no defaults or factories to look up)
        obj = st.objects[uid] = GameObject(uid, card, owner, ctrl, zone, face_up, False,
                                           False, {}, None, None, None, clock, {})
        if self.checked:
            guard(obj)
        if card not in self.cards_made:
            self.card_made(card)
        if card in self._dynamic_cards:
            self._copier_made(uid)
        in_play = zone in PLAY_ZONES
        side = ctrl if in_play else owner
        zone_list = st.players[side].zones[zone]
        if index is None:
            zone_list.append(uid)
        else:
            zone_list.insert(index, uid)
        drops = self._zone_drops.get(zone)  # (``zone_changed``)
        if drops:
            for table in drops:
                table.pop(side, None)
        if in_play:
            self.moved(obj)
        return uid

    def new_objects(self, cards: Iterable[str], owner: int, zone: str) -> None:
        """``new_object(card, owner, zone)`` for each of ``cards`` in turn, in a zone out
        of play (a deck being built)."""
        if zone in PLAY_ZONES:
            raise ValueError(f"new_objects makes objects out of play, not in {zone!r}")
        for card in cards:
            self.new_object(card, owner, zone)

    def card_ids(self, uids: Iterable[int]) -> list[str]:
        """The card ids of the objects ``uids``, in order."""
        objs = self.state.objects
        return [objs[u].card for u in uids]

    def cards_among(self, uids: Iterable[int], ids: Container[str]) -> list[int]:
        """The objects among ``uids`` whose card is one of ``ids``, in order."""
        objs = self.state.objects
        return [u for u in uids if objs[u].card in ids]

    def zone(self, player: int, zone: str) -> list[int]:
        return self.state.players[player].zones[zone]

    def in_play(self, player: int | None = None) -> Iterator[GameObject]:
        objs = self.state.objects
        players = self.state.players if player is None else [self.state.players[player]]
        for p in players:
            for z in PLAY_ORDER:
                for uid in p.zones[z]:
                    yield objs[uid]

    def move(self, uid: int, zone: str, *, to_player: int | None = None, index: int | None = None,
             face_up: bool | None = None, cause: str = "",
             look_back: GameObject | None = None) -> int:
        """Move a card to ``zone``: it becomes a new object (new uid, no counters,
        no modifiers). Returns the new uid. Fires leaves-hand / leaves-play / enters-play."""
        st = self.state
        old = st.objects.pop(uid)
        source = old.zone
        from_play = source in PLAY_ZONES
        side = old.controller if from_play else old.owner
        st.players[side].zones[source].remove(uid)
        drops = self._zone_drops.get(source)  # (``zone_changed``)
        if drops:
            for table in drops:
                table.pop(side, None)
        if from_play:
            self.moved(old)
            self.variant.left_play(self, old)
            # only objects in play carry equipment, and equipment waits in equipment zones
            # (the zones are looked in only when they hold something)
            attached = []
            for p in st.players:
                equipment = p.zones["equipment"]
                if equipment:
                    attached += [u for u in equipment if st.objects[u].attached_to == uid]
            self._drop_modifiers(uid)
        else:
            attached = []
        owner = old.owner
        dest_player = owner if to_player is None else to_player
        up = True if face_up is None else face_up
        new_uid = self.new_object(old.card, owner, zone, dest_player, index, up)
        log_move(st, self._card_defs[old.card].name, old, new_uid, zone, bool(up), cause)
        if source == "hand" and self.listens("leaves-hand"):
            self.emit(new_event("leaves-hand", new_uid, owner, None, {"to": zone, "old": uid}))
        if zone in PLAY_ZONES:
            if not from_play and self.listens("enters-play"):
                self.emit(new_event("enters-play", new_uid, dest_player, None,
                                    {"from": source, "to": zone}))
        elif from_play:
            # look-back: how the object was "just before"; a caller may pass an earlier
            # picture (2PCG: a character KO'd by the wound of a stun is seen unstunned)
            self.emit(new_event("leaves-play", new_uid, old.controller, None,
                                {"from": source, "to": zone, "old": uid}, look_back or old))
        for a in attached:  # equipment falls off a character leaving play: to the KO pile
            if a in st.objects and st.objects[a].in_play:
                self.move(a, "ko", cause="its character left play")
        return new_uid

    def _drop_modifiers(self, uid: int) -> None:
        """Drop the modifiers on ``uid`` and those lasting while it is in play (it left):
        the list is rebuilt only when one of them names it."""
        mods = self.state.modifiers
        lasting = (UNTIL_SOURCE_LEAVES, UNTIL_SOURCE_EXHAUSTED)
        for m in mods:
            if m.target == uid or (m.until in lasting and m.source == uid):
                self.state.modifiers = [m for m in mods if m.target != uid and not (
                    m.until in lasting and m.source == uid)]
                self.changed("modifiers")
                return

    def reposition(self, uid: int, zone: str) -> None:
        """Move an object between play zones of its side (rows): the same object."""
        o = self.state.objects[uid]
        zones = self.state.players[o.controller].zones
        source = o.zone
        zones[source].remove(uid)
        zones[zone].append(uid)
        self.zone_changed(o.controller, source)
        self.zone_changed(o.controller, zone)
        o.zone = zone
        self.moved(o)

    def change_control(self, uid: int, player: int, row: str) -> None:
        """Another player takes control of an object in play: the same object (wounds,
        counters and modifiers stay), now in ``row`` of that player's side."""
        st = self.state
        o = st.objects[uid]
        if o.controller == player and o.zone == row:
            return
        old = o.controller
        st.players[old].zones[o.zone].remove(uid)
        st.players[player].zones[row].append(uid)
        self.zone_changed(old, o.zone)
        self.zone_changed(player, row)
        o.controller = player
        o.zone = row
        self.changed("layout")
        self.log_event("control", f"{self.player_name(player)} takes control of "
                       f"{self.name_of(uid)}", subject=uid, player=player)
        self.emit(Event("control-changed", subject=uid, player=player, data={"from": old}))
        self.variant.control_changed(self, uid, old)

    def replace_object(self, uid: int, card: str) -> int:
        """A new object of ``card`` takes ``uid``'s place (same zone and position, owner
        and controller) and ``uid`` is gone: a main character becoming its other level.
        The caller carries over what the rules keep. Returns the new uid."""
        st = self.state
        old = st.objects[uid]
        side = old.controller if old.zone in PLAY_ZONES else old.owner
        zone = self.zone(side, old.zone)
        new_uid = self.new_object(card, old.owner, old.zone, controller=old.controller,
                                  index=zone.index(uid))
        zone.remove(uid)
        self.zone_changed(side, old.zone)
        del st.objects[uid]
        if old.zone in PLAY_ZONES or old.card in self._dynamic_cards:
            self.changed("layout")
        return new_uid

    def swap_places(self, a: int, b: int) -> None:
        """Two objects in play exchange positions (zone list places and controllers):
        the same objects."""
        objs = self.state.objects
        oa, ob = objs[a], objs[b]
        za, zb = self.zone(oa.controller, oa.zone), self.zone(ob.controller, ob.zone)
        ia, ib = za.index(a), zb.index(b)
        za[ia], zb[ib] = b, a
        self.zone_changed(oa.controller, oa.zone)
        self.zone_changed(ob.controller, ob.zone)
        ca, cb, za_, zb_ = oa.controller, ob.controller, oa.zone, ob.zone
        oa.controller = cb
        ob.controller = ca
        oa.zone = zb_
        ob.zone = za_
        self.changed("layout")

    def draw(self, player: int, n: int = 1) -> int:
        """Draw up to ``n`` cards; returns how many were drawn (an empty deck skips)."""
        deck = self.state.players[player].zones["deck"]
        drawn = 0
        while drawn < n and deck:
            self.move(deck[0], "hand", to_player=player)
            drawn += 1
        return drawn

    def shuffle(self, player: int, zone: str = "deck") -> None:
        self.state.rng.shuffle(self.zone(player, zone))
        self.zone_changed(player, zone)

    # -- read-only stretches ------------------------------------------------------------
    def reading(self) -> AbstractContextManager[None]:
        """A stretch in which the state does not change (listing legal options): scripts,
        stats, keywords and flags are worked out once per object and remembered until it
        ends (``with game.reading(): ...``). Nested stretches share the outer memo."""
        return self if self._memo is None else _NESTED

    def __enter__(self) -> None:
        self._memo = {}

    def __exit__(self, *exc: object) -> None:
        self._memo = None

    def open_reading(self) -> bool:
        """``reading`` as two calls, for the listing the loop makes at every decision:
        opens a stretch unless one is open and says whether it did; the caller that
        opened it closes it (``close_reading``, in a ``finally``)."""
        if self._memo is not None:
            return False
        self._memo = {}
        return True

    def close_reading(self) -> None:
        self._memo = None

    def remembered(self, key: Hashable, compute: Callable[..., T], *args: Any) -> T:
        """``compute(*args)``, remembered under ``key`` while in a ``reading`` stretch (for
        variants' own lookups; the key must name everything the answer depends on)."""
        memo = self._memo
        if memo is None:
            return compute(*args)
        value = memo.get(key, _MISSING)
        if value is _MISSING:
            value = memo[key] = compute(*args)
        return value

    # -- stats, keywords, modifiers ----------------------------------------------------
    def _lookup(self, kind: str, obj: GameObject | int, name: str,
                compute: Callable[[GameObject, str], T]) -> T:
        """``compute(obj, name)``, remembered per object in a ``reading`` stretch."""
        if isinstance(obj, int):
            obj = self.state.objects[obj]
        memo = self._memo
        if memo is None:
            return compute(obj, name)
        key = (kind, obj.uid, name)
        value = memo.get(key)
        if value is None:
            value = memo[key] = compute(obj, name)
        return value

    def stat(self, obj: GameObject | int, stat: str) -> int:
        touched = self._touched_stats
        if stat not in (self._touched() if touched is None else touched):
            # as printed (with counters): nothing to remember
            return self.variant.base_stat(
                self, self.state.objects[obj] if isinstance(obj, int) else obj, stat)
        return self._lookup("stat", obj, stat, self._stat)

    def _stat(self, obj: GameObject, stat: str) -> int:
        base = self.variant.base_stat(self, obj, stat)
        mods = [m for m in self.state.modifiers if m.target == obj.uid and m.stat == stat]
        mods.extend(self._static_modifiers(obj, stat))
        return apply_stat(base, mods) if mods else base

    def has_keyword(self, obj: GameObject | int, keyword: str) -> bool:
        return self._lookup("kw", obj, keyword, self._has_keyword)

    def _has_keyword(self, obj: GameObject, keyword: str) -> bool:
        if self._index_now is None:
            self._powered()  # the objects with copied powers, up to date
        printed = bool(self._card_defs[obj.card].keyword(keyword)) or \
            (obj.uid in self._dynamic and keyword in self.variant.extra_keywords(self, obj))
        key = "kw:" + keyword
        has = printed
        if key in self._touched():
            mods = [m for m in self.state.modifiers if m.target == obj.uid and m.stat == key]
            mods.extend(self._static_modifiers(obj, key))
            has = apply_flag(printed, mods) if mods else printed
        return has and self.variant.power_active(self, obj, "keyword", keyword)

    def flag(self, obj: GameObject | int, name: str) -> bool:
        """A named rules flag granted by modifiers (``cant-strike-back``, ...)."""
        if name not in self._touched():
            return False
        return self._lookup("flag", obj, name, self._flag)

    def _flag(self, obj: GameObject, name: str) -> bool:
        mods = [m for m in self.state.modifiers if m.target == obj.uid and m.stat == name]
        mods.extend(self._static_modifiers(obj, name))
        return apply_flag(False, mods) if mods else False

    def has_team(self, obj: GameObject | int, team: str) -> bool:
        """Printed team affiliation, or one granted by a modifier or static power."""
        if isinstance(obj, int):
            obj = self.state.objects[obj]
        if team in self._card_defs[obj.card].teams:
            return True
        return self.flag(obj, "team:" + team)

    def teams(self, obj: GameObject | int) -> set[str]:
        """Printed affiliations plus granted ones (remembered in a ``reading`` stretch:
        callers must not change the set)."""
        return self._lookup("teams", obj, "", self._teams)

    def _teams(self, obj: GameObject, _name: str = "") -> set[str]:
        out = set(self._card_defs[obj.card].teams)
        for m in self.state.modifiers:
            if m.target == obj.uid and m.stat.startswith("team:") and m.op == "grant":
                out.add(m.stat[5:])
        for m in self._static_modifiers(obj, None):
            if m.stat.startswith("team:") and m.op == "grant":
                out.add(m.stat[5:])
        return out

    def add_modifier(self, target: int | None, stat: str, op: str, value: int | str | bool = 0,
                     until: str = "never", source: int | None = None,
                     controller: int | None = None, until_player: int | None = None,
                     group: Sel | None = None) -> Modifier:
        mod = Modifier(self.tick(), self.state.clock, target, stat, op, value,  # type: ignore[arg-type]
                       until, source, controller, until_player, group)
        self.state.modifiers.append(mod)
        self.changed("modifiers")
        if brings_powers(stat):
            self.changed("grants")
        return mod

    def end_duration(self, until: str, player: int | None = None) -> None:
        kept: list[Modifier] = []
        ended: list[Modifier] = []
        # "while ... remains exhausted this turn" ends with the turn too
        also = UNTIL_SOURCE_EXHAUSTED if until == UNTIL_TURN else None
        for m in self.state.modifiers:
            ending = (m.until == until or m.until == also) and \
                (player is None or m.until_player in (None, player))
            (ended if ending else kept).append(m)
        if ended:
            self.state.modifiers = kept
            self.tick()
            self.changed("modifiers")
            if any(m.op == "grant" and brings_powers(m.stat) for m in ended):
                self.changed("grants")

    def end_duration_of(self, until: str, source: int) -> None:
        """End the modifiers lasting ``until`` whose source is ``source``."""
        mods = self.state.modifiers
        kept = [m for m in mods if not (m.until == until and m.source == source)]
        if len(kept) != len(mods):
            ended = [m for m in mods if m.until == until and m.source == source]
            self.state.modifiers = kept
            self.tick()
            self.changed("modifiers")
            if any(m.op == "grant" and brings_powers(m.stat) for m in ended):
                self.changed("grants")

    def remove_object(self, uid: int) -> GameObject | None:
        """Take an object out of the game altogether (a stand-in that was never a card),
        with the modifiers on it. Returns it, or None if it was already gone."""
        st = self.state
        obj = st.objects.pop(uid, None)
        if obj is None:
            return None
        side = obj.controller if obj.zone in PLAY_ZONES else obj.owner
        zone = st.players[side].zones.get(obj.zone)
        if zone is not None and uid in zone:
            zone.remove(uid)
            self.zone_changed(side, obj.zone)
        st.modifiers = [m for m in st.modifiers if m.target != uid]
        self.tick()
        self.changed("layout")
        self.changed("modifiers")
        return obj

    def _static_modifiers(self, obj: GameObject, stat: str | None) -> list[Modifier]:
        # the continuous powers' modifiers, and those of effects on a group covering it
        out = group_modifiers(self, obj, stat)
        objs = self.state.objects
        statics = (self._index_now or self._powered())[0]
        for uid, st in (statics.get(stat, ()) if stat is not None else
                        [e for entries in statics.values() for e in entries]):
            src = objs[uid]
            if self.variant.power_active(self, src, st.kind, st.name) and \
                    st.applies(self, src, obj):
                out.append(Modifier(0, src.timestamp, obj.uid, stat or st.stat,
                                    st.op,  # type: ignore[arg-type]
                                    st.value(self, src, obj), source=src.uid))
        return out

    # -- powers: scripts, triggers, replacements ---------------------------------------
    def script_of(self, obj: GameObject) -> Script:
        """Card powers plus keyword powers of ``obj`` (keywords as printed or granted)."""
        return self._lookup("script", obj, "", self._script_of)

    def _script_of(self, obj: GameObject, _name: str = "") -> Script:
        script = self.printed_script(obj.card)
        if self._index_now is None:
            self._powered()
        if obj.uid not in self._added_powers:
            return script
        if obj.uid in self._dynamic:
            script = self._with_copies(obj, script)
        card = self._card_defs[obj.card]
        granted = [m.stat[3:] for m in self.state.modifiers
                   if m.target == obj.uid and m.op == "grant" and m.stat.startswith("kw:")]
        granted += [m.stat[3:] for m in group_modifiers(self, obj, None)
                    if m.op == "grant" and m.stat.startswith("kw:")]
        gained = dict.fromkeys(str(m.value) for m in self.state.modifiers if m.target == obj.uid
                               and m.op == "grant" and m.stat == GAINS_POWERS)
        for other in gained:  # another card's activated powers, without its keywords
            powers = self.variant.card_script(self._card_defs[other]).activated
            if powers:
                script = script + Script(activated=powers)
        for kw in granted:
            if not card.keyword(kw):
                script = script + self.variant.keyword_script(kw)
        granted_powers = self.keyword_activated_powers(obj, granted) \
            if self.grants_keyword_activated else None
        if granted_powers is not None:
            script = script + granted_powers
        return script

    # -- copies ------------------------------------------------------------------------
    def clone(self) -> Game:
        from .serialize import dump, load

        g = Game(self.variant, load(dump(self.state), GameState), self.cards, self.setup,
                 self.hooks)
        g.answers = list(self.answers)
        return g


def cards_for(variant: Variant, setup: Setup) -> CardDb:
    """The variant's card database plus the setup's made-up cards."""
    db = variant.card_db()
    if not setup.custom_cards:
        return db
    db = db.copy()
    for i, data in enumerate(setup.custom_cards):
        db.add(structure_card(data, "<setup>", f"custom_cards[{i}]"))
    return db

