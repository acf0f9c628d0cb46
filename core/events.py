"""Events and the powers they fire: triggered powers recorded when an event happens
(``emit``), replacement powers that change an event before it happens (``replace``), and
the questions asked before building an event (``listens``, ``replaces``).
A base class of ``Game``, above ``DerivedValues``, whose powers index says which objects in
play have powers for each kind of event."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import Triggered
from .card_pool import by_event
from .derived import DerivedValues
from .objects import PLAY_ORDER, GameObject
from .state import Event, WaitingTrigger


class EventsInPlay(DerivedValues):
    __slots__ = ()

    hooks: Any

    if TYPE_CHECKING:
        def log_event(self, kind: str, text: str, /, **data: Any) -> None: ...

    def listens(self, kind: str) -> bool:
        """Whether an event of ``kind`` (with no look-back picture) could fire anything:
        a triggered power in play for it, a delayed trigger, or a plugin's event hook.
        Asked before building an event nobody would hear."""
        index = self._index_now or self._powered()
        if kind in index[1] or self.state.delayed or kind in index[3]:
            return True
        hooks = self.hooks
        if hooks is None:
            return False
        # the hook's implementations read directly (``GameHooks.event_impls``; None: not
        # yet known, the hooks find them)
        impls = hooks.event_impls
        return bool(impls) if impls is not None else hooks.listening("vsrules_event")

    def emit(self, event: Event) -> None:
        """Record every triggered power that ``event`` fires (resolved by the variant): the
        powers of the objects in play listed for its kind (in play order), then the
        look-back powers of the object as it was (``event.before``), then delayed triggers."""
        st = self.state
        kind, before = event.kind, event.before
        index = self._index_now or self._powered()
        listed = index[1].get(kind)
        granted = index[3].get(kind)
        if listed is None and before is None and not st.delayed and granted is None:
            hooks = self.hooks  # nothing in the game hears it: the plugins may
            if hooks is not None and (hooks.event_impls is None or hooks.event_impls):
                hooks.vsrules_event(self, event)
            return
        objs = st.objects
        variant = self.variant
        game: Any = self  # the Game
        printed = self.pool.triggers
        added = self._added_powers  # (up to date: the index was just asked for)
        waiting = st.waiting_triggers
        # the index's list read as it is (nothing here moves an object)
        for u in listed or ():
            src = objs[u]
            found = by_event(self.script_of(src)) if u in added else printed[src.card]
            for trig in found[0].get(kind, ()):
                if variant.power_active(game, src, trig.kind, trig.name) and \
                        trig.condition(game, src, event):
                    waiting.append(WaitingTrigger(src.controller, u, src.card, trig.name, event,
                                                  None))
        if before is not None:
            found = by_event(self.script_of(before)) if before.uid in added else \
                printed[before.card]
            for trig in found[1].get(kind, ()):
                if variant.look_back_active(game, before, trig.kind, trig.name, event) and \
                        trig.condition(game, before, event):
                    waiting.append(WaitingTrigger(before.controller, before.uid, before.card,
                                                  trig.name, event, before.snapshot()))
        if granted is not None:
            self._granted_keyword_triggers(event, granted, index)
        if st.delayed:
            for d in [d for d in st.delayed if d.event == event.kind]:
                if d.unless_cancelled and event.data.get("cancelled"):
                    st.delayed.remove(d)
                    continue
                st.delayed.remove(d)
                st.waiting_triggers.append(WaitingTrigger(
                    d.controller, d.source if d.source is not None else -1, "", d.name, event,
                    None, list(d.steps), dict(d.ctx)))
        hooks = self.hooks  # as above: not called when no plugin listens
        if hooks is not None and (hooks.event_impls is None or hooks.event_impls):
            hooks.vsrules_event(self, event)

    def _granted_keyword_triggers(self, event: Event, keywords: list[str], index: Any) -> None:
        """A keyword granted by a continuous power brings its triggered power (powers are
        printed or granted, and some are represented by keywords: seed 000 rule 501.1): the
        objects in play such a power covers that have the keyword now, but do not print it
        (their printed script has it already) nor get it from a modifier (``script_of``
        has it then). Look-back keyword powers are not among them: no keyword of the
        editions has one that a continuous power grants."""
        st = self.state
        objs = st.objects
        variant = self.variant
        game: Any = self  # the Game
        added = self._added_powers
        for keyword in keywords:
            powers = self.pool.keyword_triggers[keyword][0][event.kind]
            seen: set[int] = set()
            for uid, static in index[0]["kw:" + keyword]:
                src = objs[uid]
                if static.op != "grant" or \
                        not variant.power_active(game, src, static.kind, static.name):
                    continue
                for p in st.players:
                    for z in PLAY_ORDER:
                        for u in p.zones[z]:
                            obj = objs[u]
                            if u in seen or not static.applies(game, src, obj):
                                continue
                            seen.add(u)
                            if self.cards.get(obj.card).keyword(keyword) or \
                                    (u in added and powers[0] in self.script_of(obj).triggered) \
                                    or not game.has_keyword(obj, keyword):
                                continue
                            for trig in powers:
                                if variant.power_active(game, obj, trig.kind, trig.name) and \
                                        trig.condition(game, obj, event):
                                    st.waiting_triggers.append(WaitingTrigger(
                                        obj.controller, obj.uid, obj.card, trig.name, event,
                                        None))

    def trigger_ability(self, waiting: WaitingTrigger) -> Triggered:
        card = self.cards.get(waiting.card)
        script = self.printed_script(card.id)
        found = script.find_triggered(waiting.ability)
        if found is None:  # a copied power (Hope Summers): the source's current script
            src = self.state.objects.get(waiting.source) or waiting.source_info
            if src is not None:
                found = self.script_of(src).find_triggered(waiting.ability)
        if found is None:  # a keyword granted by a modifier or a continuous power
            word = waiting.ability.split(":")[0]
            found = self.variant.keyword_script(word).find_triggered(waiting.ability) or \
                self.variant.keyword_script(word.lower()).find_triggered(waiting.ability)
        if found is None:
            raise RuntimeError(f"no triggered power {waiting.ability!r} on {card.id}")
        return found

    def replacers(self, kind: str) -> list[GameObject]:
        """The objects in play with a replacement power for events of ``kind``, in play
        order (from the powers index: the others need not be looked at)."""
        objs = self.state.objects
        return [objs[u] for u in (self._index_now or self._powered())[2].get(kind, ())]

    def replaces(self, kind: str) -> bool:
        """Whether anything in play has a replacement power for events of ``kind`` (hot
        paths ask before building an event that ``replace`` would give back unchanged)."""
        return kind in (self._index_now or self._powered())[2]

    def replace(self, event: Event) -> Event | None:
        """Run ``event`` through every replacement power that applies, each at most once.
        Returns the event to perform, or None when it was replaced by nothing."""
        if event.kind not in (self._index_now or self._powered())[2]:
            return event  # nothing in play replaces such events
        game: Any = self  # the Game
        used: set[tuple[int, str]] = set()
        current: Event | None = event
        changed = True
        while current is not None and changed:
            changed = False
            for src in self.replacers(current.kind):
                if not self.variant.replacement_active(game, src):
                    continue
                for rep in self._indexed_script(src).replacements:
                    key = (src.uid, rep.name)
                    if key in used or rep.event != current.kind:
                        continue
                    if rep.applies(game, src, current):
                        used.add(key)
                        self.log_event("replace", f"{self.cards.get(src.card).name}: {rep.name}",
                                       source=src.uid)
                        current = rep.replace(game, src, current)
                        changed = True
                        break
                if changed or current is None:
                    break
        return current
