"""What powers the objects in play have now, worked out once and kept until something
changes (docs/design.md, Caches): the index of static, triggered and replacement powers by
stat and event kind, the touched stats, the objects with more than their printed powers
(granted keywords, copies) and their scripts. A base class of ``Game``, whose primitives
report changes of what is in play through ``_object_moved`` (one object coming, going or
changing rows: the index follows in place) and ``_changed_layout`` (anything else)."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any

from .abilities import Script, Static
from .cards import CardDb
from .objects import PLAY_ORDER, PLAY_ZONES, GameObject
from .state import GameState
from .variant import Variant

_Summary = tuple[tuple[Static, ...], tuple[str, ...], tuple[str, ...]]
#: what the objects with copied powers copy, each (``Variant.extra_powers``)
_Copies = tuple[tuple[Script, tuple[str, ...]], ...]


class PowersInPlay:
    state: GameState
    variant: Variant
    cards: CardDb
    _card_defs: dict[str, Any]
    caches: defaultdict[str, Any]

    if TYPE_CHECKING:
        def characters(self, player: int | None = None) -> list[GameObject]: ...

        def script_of(self, obj: GameObject) -> Script: ...

    def _init_powers(self, variant: Variant, state: GameState) -> None:
        self._scripts: dict[str, Script] = {}
        #: ``powers_version`` when ``_refresh`` last looked
        self._version = -1
        #: counts the changes of face or stunned state of objects already made (every one
        #: goes through ``Game.turn_face``): while copied powers work, ``powers_key``
        #: follows it
        self._faces_turned = 0
        self._stale = True
        #: the powers index when known to be up to date (``_powered`` would change nothing),
        #: else None: dropped whenever it goes stale, whenever ``_refresh`` looks and,
        #: while something in play copies powers, at every change of ``powers_version``
        #: (tick, new objects, ``turn_face``, the layout). Hot paths read
        #: ``self._index_now or self._powered()``: an attribute read, not a call
        self._index_now: tuple[dict[str, list[tuple[int, Static]]], dict[str, list[int]],
                               dict[str, list[int]]] | None = None
        #: objects whose powers depend on the game (copied powers): every one made (kept
        #: up to date by new_object), and those still in the game
        dynamic = variant.dynamic_cards
        self._dynamic_uids: set[int] = {u for u, o in state.objects.items()
                                        if o.card in dynamic} if dynamic else set()
        self._dynamic: frozenset[int] = frozenset()
        #: objects with powers beyond their printed ones (a keyword granted by a modifier,
        #: or copied powers), found with the powers index
        self._added_powers: frozenset[int] = frozenset()
        #: (``_indexed_layout``, how many objects) when they were last found
        #: (``_find_copiers``): the objects with copied powers and their zones are the same
        #: while it stays (one made is found at once, ``_copier_made``; one gone went with
        #: a new object of its card, through ``remove_object`` or ``replace_object``, which
        #: move the indexed layout, or lowered the count; a change of zone of one in play
        #: moves it, as one of a card the index cannot follow in place). Not
        #: ``state.next_uid``, which every draw moves
        self._dynamic_key: tuple[int, int] = (-1, -1)
        #: the objects with copied powers in play where the variant says they use them
        #: (``Variant.dynamic_zones``: elsewhere, a face-down resource say, they copy nothing
        #: while they stay; the index holds their copies), and what they copied when the
        #: index was built or last noted (``_copies``) with the summaries of their whole
        #: scripts then (``_copier_summaries``: their entries in the index)
        self._copiers: tuple[int, ...] = ()
        self._indexed_copies: tuple[_Copies, tuple[_Summary, ...]] = ((), ())
        #: counts changes of what is in play and in which order (objects coming, going,
        #: changing rows or sides) and of granted keywords: the powers in play follow it
        self._layout = 0
        #: the same, for the changes that touch the powers index (``_changed_layout``)
        self._indexed_layout = 0
        #: static powers by stat, and objects with triggered / replacement powers by event
        self._powered_index: tuple[dict[str, list[tuple[int, Static]]], dict[str, list[int]],
                                   dict[str, list[int]]] = ({}, {}, {})
        #: card id -> its printed powers in short (``_summary``)
        self._power_summaries: dict[str, _Summary] = {}
        #: what ``_touched`` found: right whenever it is not None (every change of the
        #: modifier list or of the static powers in the index drops it, and, while something
        #: in play copies powers, every change of ``powers_version``: tick, new objects,
        #: ``turn_face``, the layout), so hot lookups may read it instead of calling
        #: ``_touched``
        self._touched_stats: set[str] | None = None
        #: the same while something in play copies powers, kept past changes of
        #: ``powers_version`` and right while the index is up to date (``_refresh`` at the
        #: current version left it so: copies follow faces, which change in place, and a
        #: change of copies marks the index stale): ``_touched`` checks that before handing
        #: it out as ``_touched_stats``; a rebuild, the primitives and every change of the
        #: modifier list drop it
        self._copied_touched: set[str] | None = None

    def _changed_layout(self, indexed: bool = True) -> None:
        """What is in play, where, or which keywords are granted changed: the powers index
        and the touched stats are worked out again when next asked for. Not ``indexed``:
        the index stays as it is (an object it leaves out, with no powers of the kinds it
        lists, came or went) or the caller updates it in place, and drops the touched
        stats if static powers in it or the modifiers change (they follow nothing else)."""
        self._layout += 1
        if indexed:
            self._touched_stats = self._copied_touched = self._index_now = None
            self._indexed_layout += 1
            self._stale = True
        elif self._copiers:  # (a new ``powers_version``)
            self._touched_stats = self._index_now = None

    def _copier_made(self, uid: int) -> None:
        """``uid`` was made of a card with copied powers (``Variant.dynamic_cards``), in
        any zone: the objects with copied powers and those with added powers are found
        again at once. The index stays: one made out of play is not in it, and one made
        in play changes the layout (``_object_moved`` has the index rebuilt)."""
        self._dynamic_uids.add(uid)
        self._find_copiers()
        self._added_powers = _granted(self.state) | self._dynamic

    def _find_copiers(self) -> None:
        """The objects with copied powers still in the game, and the copiers among them
        (where they copy), found again; noted with the key that keeps them."""
        objs = self.state.objects
        self._dynamic_key = (self._indexed_layout, len(objs))
        self._dynamic_uids = {u for u in self._dynamic_uids if u in objs}
        self._dynamic = frozenset(self._dynamic_uids)
        zones = self.variant.dynamic_zones
        self._copiers = tuple(sorted(u for u in self._dynamic if (z := objs[u].zone)
                                     in PLAY_ZONES and z in zones))

    def _keywords_changed(self, stats: list[str]) -> None:
        """Modifiers of the keywords ``stats`` (``kw:...``) started or ended: the layout
        moves. The index changes only by the powers those keywords' scripts bring: when
        none brings an indexed one (the rule keywords: flight, ranged...), an up-to-date
        index stays as it is, and only the objects with added powers are found again
        from the modifiers, as a rebuild finds them; otherwise it is rebuilt when next
        asked for."""
        summaries: dict[str, _Summary] = self.caches["keyword-summaries"]
        for stat in stats:
            summary = summaries.get(stat)
            if summary is None:
                summary = summaries[stat] = _summary(self.variant.keyword_script(stat[3:]))
            if summary is not _NO_POWERS:
                self._changed_layout()
                return
        self._changed_layout(False)
        self._touched_stats = self._copied_touched = None  # (the modifiers changed)
        if not self._stale:
            self._added_powers = _granted(self.state) | self._dynamic

    def _object_moved(self, obj: GameObject, *, dropped: bool, placed: bool) -> None:
        """The layout changed by ``obj`` alone: it left its place in play (``dropped``) and/or
        took one in a zone of its side (``placed``; it is there already, at the end when
        also ``dropped``: ``reposition``; a newcomer's place is looked at). When
        the index is up to date and ``obj`` has only its printed powers (no granted
        keyword, no copies), its entries go and come back where a rebuild would list them
        (the lists are in play order; the dicts' order of kinds may differ from a
        rebuild's, and nothing reads it), or, both dropped and placed with no static
        power (``reposition``), just move past the entries now between (``_shift``);
        otherwise (a place inside a zone, say) the index is rebuilt when next asked for."""
        uid, card = obj.uid, obj.card
        if self._stale or uid in self._added_powers or card in self.variant.dynamic_cards:
            self._changed_layout()
            return
        summary = self._power_summaries.get(card)
        if summary is None:
            summary = self._power_summaries[card] = _summary(self.printed_script(card))
        if summary is _NO_POWERS:
            self._changed_layout(False)
        elif placed and not dropped and \
                self.state.players[obj.controller].zones[obj.zone][-1] != uid:
            self._changed_layout()
        else:
            self._changed_layout(False)
            if summary[0]:  # static powers come or go
                self._touched_stats = self._copied_touched = None
            elif dropped and placed:
                self._shift_entries(obj, summary)
                return
            if dropped:
                self._drop_entries(uid, summary)
            if placed:
                self._place_entries(obj, summary)

    def _shift_entries(self, obj: GameObject, summary: _Summary) -> None:
        """``obj`` (``summary``: triggered and replacement powers only) took the end of
        another zone of its side (``reposition``): each list of the index that holds it
        (once, in play order) moves it to its new place, a list of one as it is."""
        _static, triggers, replacements = self._powered_index
        # two plain loops: pairing each index with its kinds in tuples cost more (measured)
        for event in summary[1]:
            uids = triggers[event]
            if len(uids) > 1:  # (few are: the rank is worked out for each)
                _shift(uids, obj.uid, _rank(obj), self.state.objects)
        for event in summary[2]:
            uids = replacements[event]
            if len(uids) > 1:
                _shift(uids, obj.uid, _rank(obj), self.state.objects)

    def _drop_entries(self, uid: int, summary: _Summary) -> None:
        """Take the powers of ``uid`` (``summary``) out of the index (no empty lists stay:
        a kind in the index is one something in play has)."""
        static, triggers, replacements = self._powered_index
        for power in summary[0]:
            entries = static[power.stat]
            entries.remove((uid, power))
            if not entries:
                del static[power.stat]
        for events, index in ((summary[1], triggers), (summary[2], replacements)):
            for event in events:
                uids = index[event]
                uids.remove(uid)
                if not uids:
                    del index[event]

    def _place_entries(self, obj: GameObject, summary: _Summary) -> None:
        """Put the powers of ``obj`` (``summary``), at the end of its zone, into the index
        where a rebuild would: after the entries of objects before its zone's end in play
        order, before the others."""
        static, triggers, replacements = self._powered_index
        rank = _rank(obj)
        uid = obj.uid
        for power in summary[0]:
            entries = static.setdefault(power.stat, [])
            entries.insert(self._ranked_before([u for u, _ in entries], rank), (uid, power))
        for events, index in ((summary[1], triggers), (summary[2], replacements)):
            for event in events:
                uids = index.setdefault(event, [])
                uids.insert(self._ranked_before(uids, rank), uid)

    def _ranked_before(self, uids: list[int], rank: int) -> int:
        """How many of ``uids`` (in play order) are in zones that come at or before the
        zone of ``rank`` (``_rank``)."""
        objs = self.state.objects
        n = 0
        for u in uids:
            if _rank(objs[u]) > rank:
                break
            n += 1
        return n

    @property
    def layout(self) -> int:
        """A count that changes whenever an object comes into play, leaves it, changes rows
        or sides, or a keyword grant starts or ends (with ``state.next_uid``, which every
        zone change bumps, a key for what the players' zones hold)."""
        return self._layout

    @property
    def faces_turned(self) -> int:
        """How many times ``Game.turn_face`` was called (the only way faces and stuns of
        objects already made change): a key for who is face up and stunned."""
        return self._faces_turned

    def touches(self, name: str) -> bool:
        """Whether some modifier or static power in play changes the stat, keyword
        (``kw:...``) or flag ``name`` now (if not, it is as printed: a variant can skip
        its own lookups)."""
        touched = self._touched_stats
        return name in (self._touched() if touched is None else touched)

    def _touched(self) -> set[str]:
        """The stats, keywords (``kw:``) and flags that some modifier or static power in
        play changes now: any other is as printed. Kept in ``_touched_stats`` until the
        modifiers or the static powers in the index change; while something in play
        copies powers, only for the current ``powers_version``, and in ``_copied_touched``
        until the modifiers, the static powers or the copies change."""
        touched = self._touched_stats
        if touched is not None:
            return touched
        if self._copiers:  # copied static powers follow faces (Hope Summers)
            st = self.state  # (``_refresh`` would change nothing at the same version)
            if st.clock + self._layout + self._faces_turned != self._version:
                self._refresh()  # (the index is marked stale if the copies changed)
            touched = self._copied_touched
            if touched is not None and not self._stale:
                self._touched_stats = touched
                return touched
        statics = self._powered()[0]  # (finds the objects in play with copied powers)
        touched = {m.stat for m in self.state.modifiers}
        touched.update(statics)
        if self._copiers:
            self._copied_touched = touched
        self._touched_stats = touched
        return touched

    def _powered(self) -> tuple[dict[str, list[tuple[int, Static]]], dict[str, list[int]],
                                dict[str, list[int]]]:
        """The static powers of objects in play by the stat they change, and the objects
        with triggered powers and with replacement powers by event kind (in play order).
        Rebuilt after a change of layout (the primitives mark it stale), or, while an
        object in play copies powers, when what it copies changed (``_refresh``'s version
        compared here first: most lookups come at the same version, where it does nothing).
        Kept in ``_index_now`` until one of those may have changed it."""
        index = self._index_now
        if index is not None:
            return index
        if self._stale or self._copiers and \
                self.state.clock + self._layout + self._faces_turned != self._version:
            self._refresh()
            if self._stale:
                self._stale = False
                self._index_powers()
        index = self._index_now = self._powered_index
        return index

    def _index_powers(self) -> None:
        st = self.state
        granted = self._added_powers = _granted(st) | self._dynamic
        static: dict[str, list[tuple[int, Static]]] = {}
        triggers: dict[str, list[int]] = {}
        replacements: dict[str, list[int]] = {}
        summaries = self._power_summaries
        added: dict[int, _Summary] = {}  # the summaries of the objects in ``granted``
        objs = st.objects
        # in play's order (players, then ``PLAY_ORDER``): this runs after every change of
        # layout; the objects of cards known to have no indexed powers are passed over at
        # once (a card not seen yet gets None: summarized below)
        for p in st.players:
            for z in PLAY_ORDER:
                for uid in p.zones[z]:
                    if uid in granted:
                        summary = added[uid] = _summary(self.script_of(objs[uid]))
                    else:
                        card = objs[uid].card
                        found = summaries.get(card)
                        if found is _NO_POWERS:
                            continue
                        if found is None:
                            found = summaries[card] = _summary(self.printed_script(card))
                        summary = found
                    if summary is _NO_POWERS:
                        continue
                    powers, trigger_events, replacement_events = summary
                    for power in powers:
                        static.setdefault(power.stat, []).append((uid, power))
                    for event in trigger_events:
                        triggers.setdefault(event, []).append(uid)
                    for event in replacement_events:
                        replacements.setdefault(event, []).append(uid)
        self._powered_index = (static, triggers, replacements)
        copiers = self._copiers  # (in play: their summaries were just made)
        self._indexed_copies = (self._copies(), tuple([added[u] for u in copiers])) \
            if copiers else ((), ())
        # a copier's powers may have read the touched stats while the old index stood
        self._touched_stats = self._copied_touched = None

    def _refresh(self) -> None:
        """Note a change of the objects, modifiers or faces (``powers_version``), find again
        the objects whose powers depend on the game, and mark the index stale when the
        layout changed or an object in play with copied powers copies something that brings
        it other static, triggered or replacement powers (faces change in place: the index
        follows what is copied, not every face)."""
        st = self.state
        version = st.clock + self._layout + self._faces_turned
        if version == self._version:
            return
        self._version = version
        if (self._dynamic_uids or self._dynamic) and \
                (self._indexed_layout, len(st.objects)) != self._dynamic_key:
            dynamic = self._dynamic
            self._find_copiers()
            if self._dynamic != dynamic:  # (one gone outside the primitives, say)
                self._stale = True
        if self._copiers and not self._stale:
            copies = self._copies()
            if copies != self._indexed_copies[0]:
                # what a rebuild would list for each copier: when the same, only the copies
                # are noted (copied super powers, say, are not in the index)
                summaries = self._copier_summaries()
                if summaries == self._indexed_copies[1]:
                    self._indexed_copies = (copies, summaries)
                else:
                    self._stale = True
        # dropped last: the copiers' powers, worked out above, may have read them
        self._touched_stats = self._index_now = None

    def _copies(self) -> _Copies:
        """What the objects in play with copied powers copy now: besides the layout and
        the granted keywords, all that the index depends on (the variant works a copy out
        again only when what its copier follows changed, so this is cheap)."""
        objs = self.state.objects
        variant = self.variant
        game: Any = self  # the Game
        return tuple([variant.extra_powers(game, objs[u]) for u in self._copiers])

    def _copier_summaries(self) -> tuple[_Summary, ...]:
        """The summaries of the scripts of the objects in play with copied powers now (the
        index lists each copier's powers by its summary; ``_index_powers``)."""
        objs = self.state.objects
        return tuple([_summary(self.script_of(objs[u])) for u in self._copiers])

    @property
    def powers_version(self) -> int:
        """A count that grows whenever ``powers_key`` changes, and at every turn of a face
        (the sum of the clock, ``layout`` and the count of ``turn_face`` calls, none of
        which ever goes down): cheaper to compare, for caches of what follows powers_key's
        state. Every
        new object and every change of the modifier list ticks the clock."""
        return self.state.clock + self._layout + self._faces_turned

    def powers_key(self) -> tuple[Any, ...]:
        """A key that changes whenever what powers objects have may have changed: new
        objects, modifiers (every one ticks the clock), and, while an object with copied
        powers is where they work (``Variant.dynamic_zones``), characters changing rows,
        sides, face or stunned state (``turn_face``).
        Variants key their caches on it."""
        self._refresh()
        st = self.state
        # copied powers follow who is face up (Hope Summers) where the variant says they
        # work: characters come and go as new objects or change rows and sides (counted in
        # the layout), faces and stuns change in place (counted by ``turn_face``)
        objs, zones = st.objects, self.variant.dynamic_zones
        live = any(objs[u].zone in zones for u in self._dynamic)
        faces = self._faces_turned if live else -1
        return (st.clock, st.next_uid, len(st.objects), len(st.modifiers), self._layout, faces)

    def _indexed_script(self, obj: GameObject) -> Script:
        """``script_of`` for an object just looked up in the powers index (which also
        found the objects with more than their printed powers)."""
        return self.script_of(obj) if obj.uid in self._added_powers else \
            self.printed_script(obj.card)

    def _with_copies(self, obj: GameObject, script: Script) -> Script:
        """``script`` (the printed one of ``obj``, an object with copied powers) with what
        it copies now: the copied powers and the scripts of copied keywords its card does
        not print. Kept per object while the variant gives the same copies (the same
        objects: it keeps them while nothing changed)."""
        game: Any = self  # the Game
        variant = self.variant
        extra, words = variant.extra_powers(game, obj)
        kept: dict[int, tuple[Script, tuple[str, ...], Script]] = self.caches["copied-scripts"]
        hit = kept.get(obj.uid)
        if hit is not None and hit[0] is extra and hit[1] is words:
            return hit[2]
        copied = script + extra
        card = self._card_defs[obj.card]
        for kw in words:
            if not card.keyword(kw):
                copied = copied + variant.keyword_script(kw)
        kept[obj.uid] = (extra, words, copied)
        return copied

    def printed_script(self, card_id: str) -> Script:
        """The printed card's powers and keywords (cached per card)."""
        script = self._scripts.get(card_id)
        if script is None:
            card = self.cards.get(card_id)
            script = self.variant.card_script(card)
            for kw in card.keyword_values:
                script = script + self.variant.keyword_script(kw)
            self._scripts[card_id] = script
        return script


_NO_POWERS: _Summary = ((), (), ())
_ZONE_RANK = {zone: i for i, zone in enumerate(PLAY_ORDER)}


def _rank(obj: GameObject) -> int:
    """Where the zone of ``obj`` (in play) comes in play order: sides, then ``PLAY_ORDER``."""
    return obj.controller * len(PLAY_ORDER) + _ZONE_RANK[obj.zone]


def _shift(uids: list[int], uid: int, rank: int, objs: dict[int, GameObject]) -> None:
    """Move ``uid`` (once in ``uids``, a list in play order) to where a rebuild lists it now
    that it is last in a zone of ``rank``, the others' ranks as they were. The others are
    in rank order, so the ones to pass are next to it: the run after it ranked at or
    before ``rank`` (it goes after them), or else the run before it ranked after (it goes
    before them)."""
    i = j = uids.index(uid)
    last = len(uids) - 1
    while j < last and _rank(objs[uids[j + 1]]) <= rank:
        j += 1
    if j == i:
        while j and _rank(objs[uids[j - 1]]) > rank:
            j -= 1
    if j != i:
        uids.insert(j, uids.pop(i))


def _granted(st: GameState) -> frozenset[int]:
    """The objects some modifier grants a keyword."""
    return frozenset([m.target for m in st.modifiers if m.op == "grant"
                      and m.stat.startswith("kw:") and m.target is not None])


def _summary(script: Script) -> _Summary:
    """A script's static powers and the event kinds of its triggered and replacement
    powers (each kind once, in order); ``_NO_POWERS`` when it has none of them."""
    summary = (script.static, tuple(dict.fromkeys(t.event for t in script.triggered)),
               tuple(dict.fromkeys(r.event for r in script.replacements)))
    return summary if any(summary) else _NO_POWERS
