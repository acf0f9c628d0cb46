"""Derived values: what the game works out from its state and keeps until the state it
depends on changes. This is the one place that says how each is kept up to date.

Every change of the state the derived values read goes through a primitive of ``Game``
(``new_object``, ``move``, ``reposition``, ``change_control``, ``swap_places``,
``replace_object``, ``remove_object``, ``turn_face``, ``tick``, ``add_modifier``,
``end_duration``; and in core/object_changes.py ``add_counters``, ``set_counter``,
``remove_counters``, ``exhaust``, ``ready``, ``remember``, ``forget``, ``attach``,
``set_column``, ``mark``), which reports it here by the name of what changed (``changed``; one
object coming into play, leaving it or changing rows: ``moved``, which updates what that
object is in).

A change also marks the state for the variant's state-based rules (``state.dirty``: the
loop runs ``Variant.check_state`` before going on) when they read it
(``Variant.state_reads``; default: every change). Nothing else sets the mark.

=============  ==========================================================================
change         what it is
=============  ==========================================================================
``layout``     an object in play came, went, changed rows or sides
``grants``     a keyword grant started or ended (modifiers naming ``kw:...``)
``modifiers``  the list of modifiers changed
``faces``      an object already made turned face up or down, was stunned or recovered
``clock``      the clock ticked (a new object, a new modifier)
``powered``    an object of a card with copied powers was made
``counters``   counters were put on or taken off an object
``exhaustion`` an object was exhausted or readied (``exhaust``, ``ready``; ``turn_face``
               reports the exhaustion of a stun with the face, as ``faces``)
``notes``      what an object's powers remember changed (``remember``, ``forget``)
``marks``      an object noted that something happened this turn (``mark``)
``attachment`` equipment was attached to another character (``attach``)
``formation``  an object took another column of its row (``set_column``)
``cards``      an object of a card no object of the game had was made (``cards_made``)
``combat``     an attack began or ended, or its attackers or defender changed (each
               edition's record of it in ``state.flags``, written by its combat rules)
=============  ==========================================================================

Each derived value declares once (``DEPENDS``) which changes make it stale; a stale value
is dropped and worked out again when next asked for:

- the ``characters()`` lists: ``layout``;
- the powers index (static powers by stat, objects with triggered and replacement powers
  by event kind, in play order, and the event kinds the keywords static powers grant
  trigger on) and the objects with more than their printed powers: ``layout``,
  ``grants``, ``powered``, and what the objects with copied powers copy; while a modifier
  on a group grants a keyword with powers (seed 000 513.2c: the objects it covers are
  those its selection finds at each moment), every change. One object with
  only its printed powers moved (``moved``) updates the index built: its entries are
  taken out and, if it is in play, put back at its place in play order (``_placed``);
- the touched stats (every stat, keyword and flag some modifier or static power in play
  changes: any other is as printed): ``modifiers`` and the index's static powers;
- what the objects with copied powers copy (Hope Summers), while one is where it copies:
  ``layout``, ``faces``, ``modifiers`` (what a copier may read). The powers index
  depends on the copies by value: when the copies are worked out again and equal the
  ones it was built with, it stays;
- none of the engine's derived values reads the clock, counters, exhaustion, notes,
  marks, attachments, columns, the cards made or who takes part in an attack (a stat's
  counters are read with the printed value, ``Variant.base_stat``): those changes make
  nothing stale here (but while a group grants a keyword with powers: a selection may
  read any of them); they are named for the state checks and for the values that do
  read them.

The checked mode (core/checked.py) compares every one of them with a fresh copy's at
every decision. What a card's printed powers are never changes: those tables belong to
the card pool (core/card_pool.py).

A variant declares its own derived values here too (``declare``), each once, beside the
rule that reads it, in one of two ways:

- a ``Facts`` table, by key (a player, an object's uid, a group of them, or nothing),
  says which changes make its values stale (``depends``, the names above, like core's
  ``DEPENDS``): one of them drops the whole table; none, for facts that never change
  while a game runs (an object keeps its uid and card for life, a game's cards are
  fixed), at most ``limit`` of them. A table by player may name the player's zones it
  reads (``zones``): a change of one (``zone_changed``) drops that player's value only.
  Read as ``game.kept[TABLE][key]``: worked out on the first lookup after a drop, then a
  plain dict lookup.
- a ``Derived`` value, by key, names the changes it ``depends`` on too, but a change
  does not drop it: it is looked at again on its next lookup, handed to ``make`` (with
  the value it replaces: an update that pays for itself lives there) or, when it names
  what it ``follows`` (a function of the game and the key) and that gives the answer it
  gave when the value was made, kept as it is. For values often the same after a change
  (what a copier copies when other objects moved).

Both are read as ``game.kept[VALUE][key]``: a plain dict lookup until a change they
depend on, the validity check made where the change happens. A copy of the game
(``Game.clone``) starts with none of them. The checked mode compares every value kept
with the one a fresh copy works out (``shown``: what of a value is compared;
``agrees``: how; ``live``: whether what a value is about is still in the game).
"""

from __future__ import annotations

import bisect
import operator
import weakref
from collections.abc import Callable, Collection, Hashable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from .abilities import Script, Static
from .card_pool import NO_POWERS, CardPool, PowerSummary, summary
from .cards import CardDb
from .modifiers import granted_objects
from .objects import PLAY_ORDER, PLAY_ZONES, ROW_ZONES, GameObject
from .state import GameState
from .variant import Variant

#: static powers by stat, the objects with triggered / replacement powers by event kind,
#: and the event kinds the keywords that static powers grant trigger on, with those
#: keywords (``granted_events``)
Index = tuple[dict[str, list[tuple[int, Static]]], dict[str, list[int]], dict[str, list[int]],
              dict[str, list[str]]]
#: what the objects with copied powers copy, each (``Variant.extra_powers``)
Copies = tuple[tuple[Script, tuple[str, ...]], ...]

V = TypeVar("V")


def _as_is(value: Any) -> Any:
    return value


def _unchanging(_game: Any, _key: Any) -> None:
    """What a value that follows nothing that changes follows."""
    return None


@attrs.frozen(eq=False)
class Derived(Generic[V]):
    """A variant's derived value, per key (see the module's docstring)."""

    #: a name unique among the declared values (``VARIANT_VALUES``)
    name: str
    #: ``make(game, key, previous)``: the value now (``previous``: the one it replaces, or
    #: None)
    make: Callable[[Any, Any, Any], V]
    #: the changes (``DEPENDS``' names) after which a kept value is looked at again
    depends: tuple[str, ...] = ()
    #: ``follows(game, key)``: what the value is worked out from (a snapshot: a tuple, a
    #: count, a list the engine never changes in place); after a change it depends on, a
    #: kept value whose ``follows`` gives the same answer stands. None: it is made again
    #: (handed the one it replaces)
    follows: Callable[[Any, Any], Any] | None = None
    #: what the checked mode compares of a value (objects as uids: a fresh copy has its
    #: own objects), and how a kept value must agree with a fresh one
    shown: Callable[[Any], Any] = _as_is
    agrees: Callable[[Any, Any], bool] = operator.eq
    #: ``live(game, key)``: whether what the value is about is still in the game (as
    #: ``Facts.live``)
    live: Callable[[Any, Any], bool] | None = None


@attrs.frozen(eq=False)
class Facts(Generic[V]):
    """A variant's table of derived values kept until a change they depend on, by key
    (see the module's docstring)."""

    name: str
    #: ``make(game, key)``: the value of ``key``
    make: Callable[[Any, Any], V]
    #: the changes (``DEPENDS``' names) that drop the table; none: facts for the game
    depends: tuple[str, ...] = ()
    #: at most this many are kept (0: no limit); a full table starts again empty
    limit: int = 0
    shown: Callable[[Any], Any] = _as_is
    agrees: Callable[[Any, Any], bool] = operator.eq
    #: ``live(game, key)``: whether what the fact is about is still in the game (the
    #: checked mode compares only those: a fresh copy cannot work out the others); None:
    #: always
    live: Callable[[Any, Any], bool] | None = None
    #: a table by player: the zones of a player whose change (an object put in or taken
    #: out, the order changed: ``DerivedValues.zone_changed``) drops that player's value
    zones: tuple[str, ...] = ()


#: every variant value declared, by name
VARIANT_VALUES: dict[str, Derived[Any] | Facts[Any]] = {}

_D = TypeVar("_D", Derived[Any], Facts[Any])


def declare(value: _D) -> _D:
    """Declare a variant's derived value or facts table (once per name)."""
    known = VARIANT_VALUES.get(value.name)
    if known is not None and known is not value:
        raise ValueError(f"a derived value named {value.name!r} is declared already")
    unknown = [c for c in value.depends if c not in DEPENDS]
    if unknown:
        raise ValueError(f"derived value {value.name!r} depends on {unknown}: the changes "
                         f"are {sorted(DEPENDS)}")
    VARIANT_VALUES[value.name] = value
    return value


class FactTable(dict[Hashable, Any]):
    """A game's ``Facts`` table: ``table[key]`` works the value out when it is not kept."""

    __slots__ = ("game", "of")

    def __init__(self, game: Callable[[], Any], of: Facts[Any]) -> None:
        super().__init__()
        #: the game (weakly: a game's tables do not keep it alive)
        self.game = game
        self.of = of

    def __missing__(self, key: Hashable) -> Any:
        of = self.of
        if of.limit and len(self) >= of.limit:
            self.clear()
        made = self[key] = of.make(self.game(), key)
        return made


class DerivedTable(dict[Hashable, Any]):
    """A game's ``Derived`` values: ``table[key]`` is a plain lookup until a change the
    value depends on (``clear``); the first lookup after it looks at the value again."""

    __slots__ = ("game", "of", "stamps", "before")

    def __init__(self, game: Callable[[], Any], of: Derived[Any]) -> None:
        super().__init__()
        self.game = game
        self.of = of
        #: by key: what the value followed when it was made or looked at again
        self.stamps: dict[Hashable, Any] = {}
        #: by key: the values kept before the last change, each handed to ``make`` (or
        #: kept, when ``follows`` gives the same answer) at its next lookup
        self.before: dict[Hashable, Any] = {}

    def __missing__(self, key: Hashable) -> Any:
        of = self.of
        game = self.game()
        previous = self.before.pop(key, None)
        follows = of.follows
        if follows is None:
            made = of.make(game, key, previous)
        else:
            stamp = follows(game, key)
            if previous is not None and self.stamps.get(key) == stamp:
                made = previous
            else:
                made = of.make(game, key, previous)
            self.stamps[key] = stamp
        self[key] = made
        return made

    def clear(self) -> None:
        """A change the value depends on: every kept value is looked at again when next
        asked for."""
        if self:
            self.before.update(self)
            dict.clear(self)


class KeptFacts(dict[Any, FactTable | DerivedTable]):
    """``Game.kept``: a game's ``FactTable`` of each ``Facts`` and ``DerivedTable`` of each
    ``Derived``, made on first use."""

    __slots__ = ("game", "drops", "zone_drops", "read")

    def __init__(self, game: Any, read: set[str]) -> None:
        super().__init__()
        self.game = weakref.ref(game)
        #: the changes something reads: core's values (``DEPENDS``), the variant's
        #: state-based rules, the tables that depend on them. The primitives of frequent
        #: changes no value of core's depends on (the clock ticking, exhaustion, marks)
        #: report them only when they are read.
        self.read = read
        #: by change: the tables it drops
        self.drops: dict[str, list[FactTable | DerivedTable]] = {}
        #: by zone: the tables by player its change drops a player's value of
        self.zone_drops: dict[str, list[FactTable]] = {}

    if TYPE_CHECKING:
        def __getitem__(  # type: ignore[override]
                self, table: Facts[V] | Derived[V]) -> dict[Hashable, V]: ...

    def __missing__(self, of: Facts[Any] | Derived[Any]) -> FactTable | DerivedTable:
        table: FactTable | DerivedTable
        if isinstance(of, Derived):
            table = self[of] = DerivedTable(self.game, of)
        else:
            table = self[of] = FactTable(self.game, of)
            for zone in of.zones:
                self.zone_drops.setdefault(zone, []).append(table)
        for change in of.depends:
            self.drops.setdefault(change, []).append(table)
        self.read.update(of.depends)
        return table


#: which derived values each change makes stale
DEPENDS: dict[str, tuple[str, ...]] = {
    "layout": ("characters", "index", "touched", "copies"),
    "grants": ("index", "touched"),
    "powered": ("index", "touched", "copies"),
    "modifiers": ("touched", "copies"),
    "faces": ("copies",),
    "clock": (),
    "counters": (),
    "exhaustion": (),
    "notes": (),
    "marks": (),
    "attachment": (),
    "formation": (),
    "cards": (),
    "combat": (),
}


#: for each change, whether it drops the characters lists, the index, the touched stats
#: and the copies (``DEPENDS`` read once), None when it drops none of them
_DROPS = {change: tuple(name in names for name in ("characters", "index", "touched", "copies"))
          if names else None for change, names in DEPENDS.items()}


class CharacterLists(dict[int | None, list[GameObject]]):
    """The ``characters()`` lists by player (None: all sides), each worked out when first
    asked for after a change of layout (``clear``) or after one of the side's characters
    moved (``DerivedValues.moved``: that side's list is dropped)."""

    __slots__ = ("state", "characters")

    def __init__(self, state: GameState, characters: frozenset[str]) -> None:
        super().__init__()
        self.state = state
        #: the pool's character cards
        self.characters = characters

    def __missing__(self, player: int | None) -> list[GameObject]:
        st = self.state
        if player is None:
            found: list[GameObject] = []
            for p in range(len(st.players)):
                found += self[p]
        else:
            objs = st.objects
            characters = self.characters
            zones = st.players[player].zones
            found = [o for z in ROW_ZONES for u in zones[z]
                     if (o := objs[u]).card in characters]
        self[player] = found
        return found


class DerivedValues:
    #: the game's derived values (``_init_derived``), fields of the ``Game``
    __slots__ = ("_activated_grants", "_added_powers", "_building", "_characters_kept",
                 "_comparing_copies", "_copied_scripts", "_copiers", "_copies_now",
                 "_dynamic", "_dynamic_cards", "_dynamic_uids", "_fact_drops",
                 "_group_grants", "_index_built", "_index_copies", "_index_now", "_index_summaries",
                 "_keyword_activated", "_last_index", "_state_reads", "_touched_of",
                 "_touched_stats", "_zone_drops", "cards_made", "grants_keyword_activated",
                 "kept")

    state: GameState
    variant: Variant
    cards: CardDb
    pool: CardPool

    if TYPE_CHECKING:
        def script_of(self, obj: GameObject) -> Script: ...

    def _init_derived(self, variant: Variant, state: GameState) -> None:
        reads = variant.state_reads
        #: the changes the variant's state-based rules read
        self._state_reads = frozenset(DEPENDS) if reads is None else reads
        #: the kept ``characters()`` lists by player (None: all sides), None when stale
        self._characters_kept = CharacterLists(state, self.pool.characters)
        #: the powers index when up to date, else None (read as
        #: ``self._index_now or self._powered()``)
        self._index_now: Index | None = None
        #: the index last built, and the copies it was built with
        self._index_built: Index | None = None
        self._index_copies: Copies = ()
        self._index_summaries: tuple[PowerSummary, ...] = ()
        #: the touched stats when up to date, else None; and the last worked out, with the
        #: index's static powers they were worked out from (dropped when the modifiers
        #: change)
        self._touched_stats: set[str] | None = None
        self._touched_of: tuple[dict[str, list[tuple[int, Static]]], set[str]] | None = None
        #: what the objects with copied powers copy now, None when it may have changed
        self._copies_now: Copies | None = None
        #: objects made of cards with copied powers (some may be gone), and, found with
        #: the index: those still in the game, those where they copy, and every object with
        #: more than its printed powers (a granted keyword or copied powers)
        #: the card of every object made in the game (of those of a copy: the objects it
        #: holds); it grows (``cards``). Read only.
        self.cards_made: set[str] = {o.card for o in state.objects.values()}
        #: the cards with copied powers (``Variant.dynamic_cards``)
        self._dynamic_cards = dynamic = variant.dynamic_cards
        self._dynamic_uids: set[int] = {u for u, o in state.objects.items()
                                        if o.card in dynamic} if dynamic else set()
        self._dynamic: frozenset[int] = frozenset()
        self._copiers: tuple[int, ...] = ()
        self._added_powers: frozenset[int] = frozenset()
        #: found with the index: whether a modifier on a group grants a keyword with powers
        #: (then the index depends on every change: ``changed``)
        self._group_grants = False
        #: the scripts of objects with copied powers, by object, with what they copied
        self._copied_scripts: dict[int, tuple[Script, tuple[str, ...], Script]] = {}
        #: set while the copies are compared with the index's (what is copied may read
        #: the index: it then reads it as built)
        self._comparing_copies = False
        #: while the index is built: the one built before (or an empty one)
        self._building: Index | None = None
        self._last_index: Index = ({}, {}, {}, {})
        #: the variants' derived values and facts tables
        self.kept = KeptFacts(self, {c for c, names in DEPENDS.items() if names} |
                              self._state_reads)
        #: the powers index last asked, with the continuous powers in it that grant a
        #: keyword whose power is an activated one (``keyword_activated_powers``)
        self._activated_grants: tuple[Index, list[tuple[int, Static, Script]]] | None = None
        #: by granted stat (``kw:<keyword>``): the keyword's activated powers, None if none
        self._keyword_activated: dict[str, Script | None] = {}
        #: whether some card made in the game has a continuous power granting a keyword
        #: whose power is an activated one (else none of the above is ever looked for;
        #: a continuous power in play is one of a card made: ``card_made``)
        self.grants_keyword_activated: bool = any(
            self.pool.activated_grants[c] for c in self.cards_made)
        self._fact_drops = self.kept.drops
        #: by zone: the variants' facts tables by player that follow it
        self._zone_drops = self.kept.zone_drops

    # -- changes ------------------------------------------------------------------------
    def changed(self, change: str) -> None:
        """The state changed as ``change`` names (``DEPENDS``): drop what that makes stale.
        Copies, and what follows them, are dropped only while an object copies."""
        if change in self._state_reads:
            self.state.dirty = True
        if self._group_grants:
            # which objects a group covers may turn on anything its selection reads
            self._index_now = self._index_built = None
            self._touched_stats = self._touched_of = None
        drops = self._fact_drops.get(change)
        if drops:
            for table in drops:
                if table:
                    table.clear()
        core = _DROPS[change]
        if core is None:
            return
        characters, index, touched, copies = core
        if characters:
            self._characters_kept.clear()
        if index:
            self._index_now = self._index_built = None
        if touched:
            self._touched_stats = self._touched_of = None
        if copies and self._copiers:
            self._copies_now = self._index_now = self._touched_stats = None

    def zone_changed(self, player: int, zone: str) -> None:
        """``player``'s ``zone`` list changed: the primitives that put objects in a zone,
        take them out or reorder it report it here (``new_object`` and ``move`` do the
        same in place), and it drops ``player``'s value of the facts tables following that
        zone (``Facts.zones``)."""
        drops = self._zone_drops.get(zone)
        if drops:
            for table in drops:
                table.pop(player, None)

    def moved(self, obj: GameObject) -> None:
        """``obj`` alone came into play, left it or changed rows: a change of layout, of
        which only what ``obj`` is in follows. The ``characters()`` lists hold characters
        only (one moved drops its side's list and the list of all sides). The powers index
        holds no object that has only its printed powers and none of the kinds the index
        lists; of one that has only its printed powers, the index built is updated in
        place of being built again (``_placed``: its entries taken out and, if it is in
        play now, put back at its place in play order), and the touched stats follow only
        its static powers. It does not mark the state for the state checks
        (docs/design.md, decision records: checks after each object moved)."""
        pool = self.pool
        if obj.card in pool.characters:  # its side's list and the list of all sides
            lists = self._characters_kept
            lists.pop(None, None)
            lists.pop(obj.controller, None)
        found = pool.summaries[obj.card]
        if (self._group_grants or obj.uid in self._added_powers
                or obj.card in self._dynamic_cards):
            self._index_now = self._index_built = None
            self._touched_stats = self._touched_of = None
        elif found is not NO_POWERS:
            built = self._index_built
            if built is not None:
                index = self._last_index = self._index_built = _placed(
                    self.pool, self.state, built, obj, found)
                if self._index_now is not None:
                    self._index_now = index
            if found[0]:
                self._touched_stats = self._touched_of = None
        if self._copiers:
            self._copies_now = self._index_now = self._touched_stats = None
        drops = self._fact_drops.get("layout")
        if drops:
            for table in drops:
                if table:
                    table.clear()

    def card_made(self, card: str) -> None:
        """An object of ``card`` was made and none of the game's had that card before
        (``cards``); a card whose continuous powers grant a keyword with an activated
        power is the first that may bring objects more than their printed powers
        (``grants``)."""
        self.cards_made.add(card)
        self.changed("cards")
        if not self.grants_keyword_activated and self.pool.activated_grants[card]:
            self.grants_keyword_activated = True
            self.changed("grants")

    def _copier_made(self, uid: int) -> None:
        self._dynamic_uids.add(uid)
        self.changed("powered")

    # -- the characters lists -----------------------------------------------------------
    def characters(self, player: int | None = None) -> list[GameObject]:
        """Characters in play (front and back rows), of one player or of all, in play
        order (kept while the layout stays: callers must not change the list)."""
        return self._characters_kept[player]

    # -- the powers index ---------------------------------------------------------------
    def _powered(self) -> Index:
        """The powers index, up to date."""
        index = self._index_now
        if index is not None:
            return index
        if self._building is not None:  # a script looked at while building reads the last
            return self._building
        built = self._index_built
        if built is not None and self._copiers:
            if self._comparing_copies:
                return built
            self._comparing_copies = True
            try:
                same = self._copies_keep_index()
            finally:
                self._comparing_copies = False
            if same:
                self._index_now = built
                return built
        index = self._index_powers()
        self._index_now = index
        return index

    def _index_powers(self) -> Index:
        st = self.state
        objs = st.objects
        self._dynamic_uids = {u for u in self._dynamic_uids if u in objs}
        self._dynamic = frozenset(self._dynamic_uids)
        zones = self.variant.dynamic_zones
        self._copiers = tuple(sorted(u for u in self._dynamic if (z := objs[u].zone)
                                     in PLAY_ZONES and z in zones))
        self._copies_now = None
        granted, self._group_grants = granted_objects(st)
        granted = self._added_powers = granted | self._dynamic
        self._building = self._last_index
        try:
            index = self._index_lists(granted)
        finally:
            self._building = None
        if self.grants_keyword_activated and self._keyword_activated_grants(index):
            # a continuous power grants a keyword whose power is activated: every object
            # in play may have more than its printed powers (``script_of`` asks which)
            self._added_powers = granted | frozenset(
                [u for p in st.players for z in PLAY_ZONES for u in p.zones[z]])
        self._last_index = self._index_built = index
        self._index_now = index  # (the copies, worked out now, may read the index)
        self._index_copies = self._copies() if self._copiers else ()
        self._index_summaries = self._copier_summaries() if self._copiers else ()
        self._touched_stats = self._touched_of = None
        return index

    def _index_lists(self, granted: frozenset[int]) -> Index:
        st = self.state
        objs = st.objects
        static: dict[str, list[tuple[int, Static]]] = {}
        triggers: dict[str, list[int]] = {}
        replacements: dict[str, list[int]] = {}
        summaries = self.pool.summaries
        for p in st.players:
            for z in PLAY_ORDER:
                for uid in p.zones[z]:
                    found: PowerSummary = summary(self.script_of(objs[uid])) \
                        if uid in granted else summaries[objs[uid].card]
                    if found is NO_POWERS:
                        continue
                    powers, trigger_events, replacement_events = found
                    for power in powers:
                        static.setdefault(power.stat, []).append((uid, power))
                    for event in trigger_events:
                        triggers.setdefault(event, []).append(uid)
                    for event in replacement_events:
                        replacements.setdefault(event, []).append(uid)
        return static, triggers, replacements, granted_events(self.pool, static)

    def _copies_keep_index(self) -> bool:
        """Whether the index built still stands for what the copiers copy now: the same
        copies, or other copies that bring the copiers the same powers of the kinds the
        index lists (copied super powers, say, are not in it): then only the copies are
        noted."""
        copies = self._copies()
        if copies == self._index_copies:
            return True
        if self._copier_summaries() != self._index_summaries:
            return False
        self._index_copies = copies
        return True

    def _copier_summaries(self) -> tuple[PowerSummary, ...]:
        objs = self.state.objects
        return tuple([summary(self.script_of(objs[u])) for u in self._copiers])

    def _copies(self) -> Copies:
        """What the objects in play with copied powers copy now."""
        copies = self._copies_now
        if copies is None:
            objs = self.state.objects
            game: Any = self  # the Game
            copies = self._copies_now = tuple(
                [self.variant.extra_powers(game, objs[u]) for u in self._copiers])
        return copies

    # -- the touched stats --------------------------------------------------------------
    def touches(self, name: str) -> bool:
        """Whether some modifier or static power in play changes the stat, keyword
        (``kw:...``) or flag ``name`` now (if not, it is as printed: a variant can skip
        its own lookups)."""
        touched = self._touched_stats
        return name in (touched if touched is not None else self._touched())

    def _touched(self) -> set[str]:
        touched = self._touched_stats
        if touched is None:
            index = self._powered()
            kept = self._touched_of
            if kept is not None and kept[0] is index[0]:
                touched = kept[1]  # dropped with the copies, but the static powers stayed
            else:
                touched = {m.stat for m in self.state.modifiers}
                touched.update(index[0])
                self._touched_of = (index[0], touched)
            self._touched_stats = touched
        return touched

    # -- the variants' own derived values ------------------------------------------------
    def variant_values(self) -> list[tuple[Derived[Any] | Facts[Any], Hashable, Any]]:
        """Every variant value and fact the game keeps about what is still in the game,
        with its key: what the checked mode compares (a kept value stands: a change it
        depends on drops it)."""
        out: list[tuple[Derived[Any] | Facts[Any], Hashable, Any]] = []
        for table, facts in list(self.kept.items()):
            live = table.live
            out += [(table, key, fact) for key, fact in list(facts.items())
                    if live is None or live(self, key)]
        return out

    # -- scripts ------------------------------------------------------------------------
    def _indexed_script(self, obj: GameObject) -> Script:
        """``script_of`` for an object just looked up in the powers index."""
        return self.script_of(obj) if obj.uid in self._added_powers else \
            self.pool.script(obj.card)

    def _with_copies(self, obj: GameObject, script: Script) -> Script:
        """``script`` (the printed one of ``obj``, an object with copied powers) with what
        it copies now: the copied powers and the scripts of copied keywords its card does
        not print (kept per object while the variant gives the very same copies)."""
        game: Any = self  # the Game
        variant = self.variant
        extra, words = variant.extra_powers(game, obj)
        hit = self._copied_scripts.get(obj.uid)
        if hit is not None and hit[0] is extra and hit[1] is words:
            return hit[2]
        copied = script + extra
        card = self.cards.get(obj.card)
        for kw in words:
            if not card.keyword(kw):
                copied = copied + variant.keyword_script(kw)
        self._copied_scripts[obj.uid] = (extra, words, copied)
        return copied

    def keyword_activated_powers(self, obj: GameObject, besides: Collection[str] = ()
                                 ) -> Script | None:
        """The activated powers of the keywords that continuous powers in play grant
        ``obj`` now and its card does not print (powers are printed or granted, some
        represented by keywords: seed 000 rule 501.1), besides the keywords ``besides``
        (a modifier grants them: their powers come with the modifier), None when there
        are none; which continuous powers grant such keywords is worked out once per
        powers index. Asked only for objects with more than their printed powers: while
        such a continuous power is in play, every object in play has them."""
        index = self._index_now or self._powered()
        kept = self._activated_grants
        if kept is None or kept[0] is not index:
            kept = self._activated_grants = (index, self._keyword_activated_grants(index))
        if not kept[1]:
            return None
        objs = self.state.objects
        game: Any = self  # the Game
        card = self.cards.by_id[obj.card]
        found: Script | None = None
        seen: set[str] = set(besides)
        for uid, static, powers in kept[1]:
            keyword = static.stat[3:]
            src = objs.get(uid)
            # (whether the object can use them now is the power's own condition: a stunned
            # object keeps its powers, inactive, as it keeps printed ones)
            if keyword in seen or src is None or card.keyword(keyword) or \
                    not self.variant.power_active(game, src, static.kind, static.name) or \
                    not static.applies(game, src, obj):
                continue
            seen.add(keyword)
            found = powers if found is None else found + powers
        return found

    def _keyword_activated_grants(self, index: Index) -> list[tuple[int, Static, Script]]:
        out: list[tuple[int, Static, Script]] = []
        known = self._keyword_activated
        for stat, entries in index[0].items():
            if stat not in known:
                activated = self.variant.keyword_script(stat[3:]).activated \
                    if stat.startswith("kw:") else ()
                known[stat] = Script(activated=activated) if activated else None
            powers = known[stat]
            if powers is not None:
                out += [(uid, s, powers) for uid, s in entries if s.op == "grant"]
        return out

    def printed_script(self, card_id: str) -> Script:
        """The printed card's powers and keywords."""
        return self.pool.script(card_id)


#: the place of each zone in play order (``PLAY_ORDER``)
_ZONE_RANK = {zone: i for i, zone in enumerate(PLAY_ORDER)}


def _placed(pool: CardPool, st: GameState, index: Index, obj: GameObject,
            found: PowerSummary) -> Index:
    """``index`` (built before ``obj`` alone moved; ``found``: its printed powers'
    summary) with the entries of ``obj`` taken out and, if it is in play now, put back at
    its place in play order: the index building it again would give (a new one: the
    lists handed out before stay as they were)."""
    uid = obj.uid
    here = st.objects.get(uid) is obj and obj.zone in PLAY_ZONES
    place = _play_place(st, obj) if here else None
    powers, trigger_events, replacement_events = found
    static, triggers, replacements, granted = index
    if powers:
        static = dict(static)
        for stat in dict.fromkeys(p.stat for p in powers):
            entries = [e for e in static.get(stat, ()) if e[0] != uid]
            if place is not None:
                at = bisect.bisect(entries, place, key=lambda e: _play_place(st, st.objects[e[0]]))
                entries[at:at] = [(uid, p) for p in powers if p.stat == stat]
            _put(static, stat, entries)
        granted = granted_events(pool, static)
    if trigger_events:
        triggers = _uid_placed(st, dict(triggers), trigger_events, uid, place)
    if replacement_events:
        replacements = _uid_placed(st, dict(replacements), replacement_events, uid, place)
    return static, triggers, replacements, granted


def granted_events(pool: CardPool, static: dict[str, list[tuple[int, Static]]]
                   ) -> dict[str, list[str]]:
    """The event kinds the keywords granted by the static powers ``static`` (an index's)
    trigger on (the keyword's own triggered power), with those keywords."""
    found: dict[str, list[str]] = {}
    for stat in static:
        if stat.startswith("kw:"):
            for kind in pool.keyword_triggers[stat[3:]][0]:
                found.setdefault(kind, []).append(stat[3:])
    return found


def _uid_placed(st: GameState, lists: dict[str, list[int]], events: tuple[str, ...],
                uid: int, place: tuple[int, int, int] | None) -> dict[str, list[int]]:
    objs = st.objects
    for event in events:
        uids = [u for u in lists.get(event, ()) if u != uid]
        if place is not None:
            uids.insert(bisect.bisect(uids, place, key=lambda u: _play_place(st, objs[u])), uid)
        _put(lists, event, uids)
    return lists


def _put(lists: dict[str, list[Any]], key: str, entries: list[Any]) -> None:
    if entries:
        lists[key] = entries
    else:
        lists.pop(key, None)


def _play_place(st: GameState, obj: GameObject) -> tuple[int, int, int]:
    """Where an object in play is listed in play order: its side, its zone, its place in
    the zone."""
    side = obj.controller
    return side, _ZONE_RANK[obj.zone], st.players[side].zones[obj.zone].index(obj.uid)
