"""Play-flow help for people and AIs: decisions answered for a seat automatically.

- ``pass_only``: a decision whose only option is to pass is passed, and logged.
- ``yield_until``: "pass until end of turn" (``"turn-end"``) or "pass until something new
  happens" (``"change"``: a new effect on the chain, an attack, a decision that is not a
  plain pass for you). Only action decisions are ever passed for you.
- ``stops``: phases/steps where a yield stops anyway (``"own:build:recruit"``: your own
  recruit step; ``"any:main"``: anyone's main phase).
- ``remembered``: answers a person chose to keep for repeated yes/no questions (a "may"
  power every turn), keyed by the question (card name, power and prompt: not the object,
  whose uid changes), given again when the same question comes back.
- ``auto_order``: an order question whose options all name the same card and power is
  answered with the first (the engine already orders fully identical triggers itself);
  with smart stops too, one between copies of the same power that acts on its own source
  alone, with no target and no choice (the decision's ``effects``: two Cosmic-Surge
  triggers each putting a counter on its own character): their order can't matter.
- With smart stops, a question whose answers can't be told apart is answered with the
  first: options that are copies of the same card in the same zone out of play with no
  state of their own (a discard between two copies in hand), and a question the variant
  says every answer of leads to the same game (``Variant.same_outcome``: 2PCG's strike
  back at attackers it stuns none of).
- ``smart``: smart stops (as digital card games do it): a priority question is asked only
  where something can matter to the seat: a stop it set, an action of its own step
  (recruit, move, attack, equip...), an attack in progress that the seat is in or an
  effect another player put on the chain, each once (one question offers all of them
  that are there, so an attack is not asked about again as its chain resolves, nor the
  step's stop while the seat's own recruit is on the chain; the stop comes again once
  something happened), and an attack or an effect only when the seat holds something
  other than what does the same at any moment (the variant's ``can_wait``: the
  original's deck searches); an effect, moreover, only when the seat can answer it: it
  names the seat's cards or a card in the seat's attack (the variant's
  ``link_acts_on``), or something the seat holds acts on what it acts on (the
  variant's ``acts_on``), "can't tell" counting as yes either way;
  every other priority question is passed for it, and so is one where all the seat could
  do would do nothing now (the variant's ``does_nothing_now``: a plot twist for
  attackers outside an attack), at a stop too. A combat
  question (2PCG's combat window) is asked only where the seat's combat effect can
  matter: not when the combat already goes its way (the variant's ``combat_forecast``:
  every enemy combatant stunned, none of its own), and once per situation (again after
  something new happened in the combat). Off by default (the simulations and the kept
  digests play without it); a UI turns it on for the people at the table.

The rule-required choices (build a resource or decline, recruit: seed 000, Resource Step)
are never passed by a yield or by smart stops: a yield ends there and the seat is asked.

The answers given this way are recorded like any other, so saves and replays (which run
with no auto-pass) reproduce the game exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from .decisions import (
    PASS,
    Attack,
    Choice,
    Decision,
    Move,
    Pass,
    Pick,
    PlayResource,
    Recruit,
    Reposition,
    YesNo,
)
from .serialize import dump, load

if TYPE_CHECKING:
    from .game import Game

#: sensible stops for the original edition (and harmless elsewhere)
DEFAULT_STOPS = frozenset({"own:build:recruit", "own:combat:attack", "own:main"})


@attrs.define
class SeatFlow:
    pass_only: bool = True
    yield_until: str | None = None
    stops: frozenset[str] = DEFAULT_STOPS
    #: where the yield started: (turn, chain length, attack or combat in progress)
    mark: tuple[int, int, bool] | None = None
    auto_order: bool = True
    #: question key (``question_key``) -> the answer to give again
    remembered: dict[str, Choice] = attrs.Factory(dict)
    smart: bool = False
    #: what smart stops already offered this seat (a stop, an attack, a chain link)
    offered: set[tuple[Any, ...]] = attrs.Factory(set)

    def start_yield(self, game: Game, until: str) -> None:
        self.yield_until = until
        self.mark = _marks(game)

    def answer(self, game: Game, decision: Decision) -> Choice | None:
        """The answer to give for this seat now, or None (the seat decides itself)."""
        if self.remembered:
            known = self.recall(game, decision)
            if known is not None:
                return known
        if self.auto_order and same_powers(decision):
            return decision.options[0]
        if self.smart and (self.auto_order or decision.kind != "order") and \
                cannot_differ(game, decision):
            return decision.options[0]  # (smart: the kept digests' games still ask)
        if not decision.is_action or PASS not in decision.options:
            if self.yield_until == "change":  # (tested first: most decisions yield nothing)
                self._end_yield_if(True)
            return None
        if self.pass_only and len(decision.options) == 1:
            return PASS
        if self.yield_until is None and not self.smart:
            return None  # no yield, no smart stops: the seat decides
        if required(decision):
            self._end_yield_if(True)  # a rule-required choice is the seat's own, always
            if self.smart:  # ... and it offers the seat what is there (the step's stop)
                self._offer(game, decision)
            return None
        if self.yield_until is None:
            return self._smart(game, decision)
        if self._at_stop(game, decision):
            self._end_yield_if(True)
            return None
        now = _marks(game)
        if self.yield_until == "turn-end" and self.mark and now[0] != self.mark[0]:
            self._end_yield_if(True)
            return None
        if self.yield_until == "change" and self.mark and (
                now[1] > self.mark[1] or (now[2] and not self.mark[2])):
            self._end_yield_if(True)
            return None
        return PASS

    # -- remembered answers --------------------------------------------------------------
    def recall(self, game: Game, decision: Decision) -> Choice | None:
        """The remembered answer to this question, if it is among the options."""
        key = question_key(game, decision) if self.remembered else None
        known = self.remembered.get(key) if key is not None else None
        return known if known is not None and known in decision.options else None

    def remember(self, game: Game, decision: Decision, choice: Choice) -> str | None:
        """Keep ``choice`` for this question; returns its key, None if it can't be kept."""
        key = question_key(game, decision)
        if key is None or choice not in decision.options:
            return None
        self.remembered[key] = choice
        return key

    def forget(self, key: str) -> None:
        self.remembered.pop(key, None)

    # -- settings (kept in a save's Setup.options by a UI) ---------------------------------
    def settings(self) -> dict[str, Any]:
        return {"pass_only": self.pass_only, "auto_order": self.auto_order, "smart": self.smart,
                "stops": sorted(self.stops),
                "remembered": {k: dump(v) for k, v in self.remembered.items()}}

    @classmethod
    def from_settings(cls, data: Any) -> SeatFlow:
        """The flow these settings describe; anything missing or malformed is default."""
        flow = cls()
        if not isinstance(data, dict):
            return flow
        flow.pass_only = bool(data.get("pass_only", flow.pass_only))
        flow.auto_order = bool(data.get("auto_order", flow.auto_order))
        flow.smart = bool(data.get("smart", flow.smart))
        stops = data.get("stops")
        if isinstance(stops, list):
            flow.stops = frozenset(str(s) for s in stops)
        remembered = data.get("remembered")
        if isinstance(remembered, dict):
            for key, raw in remembered.items():
                try:
                    flow.remembered[str(key)] = load(raw, Choice)
                except Exception:  # a stale answer (another version) is not kept
                    continue
        return flow

    def _at_stop(self, game: Game, decision: Decision) -> bool:
        st = game.state
        phase = game.variant.phase_name(game)
        owner = st.step_owner if st.step_owner is not None else st.active
        mine = "own" if owner == decision.player else "other"
        return f"{mine}:{phase}" in self.stops or f"any:{phase}" in self.stops

    def _smart(self, game: Game, decision: Decision) -> Choice | None:
        """Pass a priority question where nothing can matter to the seat; None: ask. A
        stop, an attack and an effect on the chain are each offered once: one question
        offers every one of them that is there as it is asked."""
        if decision.kind == "combat":
            return self._smart_combat(game, decision)
        if decision.kind != "priority":
            return None
        new = self._offer(game, decision)
        if any(isinstance(o, STEP_ACTIONS) for o in decision.options):
            return None  # an action of this step (recruit, move, attack...): the seat's own
        variant = game.variant
        live = [o for o in decision.options if o != PASS and not variant.does_nothing_now(game, o)]
        if not live:
            return PASS  # all the seat could do would do nothing now: as if it could only pass
        if any(key[0] == "step" for key in new):
            return None
        urgent = [o for o in live if not variant.can_wait(game, o)]
        if urgent and any(key[0] == "attack" or key[0] == "link" and self._answerable(
                game, key[1], urgent, decision.player) for key in new):
            return None  # an attack or an effect the seat can do something about now
        return PASS

    def _answerable(self, game: Game, link_id: int, actions: list[Choice], seat: int) -> bool:
        """Whether an effect on the chain is one ``seat`` can answer with one of
        ``actions``: it names the seat's cards (or a card in an attack the seat is in),
        or the preview can't tell what it acts on; or one of the actions acts on what
        the effect acts on (its source, its targets, what it would change), or can't
        be told."""
        link = next(link for link in game.state.chain if link.id == link_id)
        variant = game.variant
        touched = variant.link_acts_on(game, link)
        if touched is None or names_seat(game, seat, {*link.targets, *touched}):
            return True
        touched |= {link.source} if link.source is not None else set()
        for action in actions:
            reach = variant.acts_on(game, action)
            if reach is None or reach & touched:
                return True
        return False

    def _offer(self, game: Game, decision: Decision) -> list[tuple[Any, ...]]:
        """Mark what this question offers the seat as offered; the keys that were new."""
        return [key for key in self._windows(game, decision) if self._first(key)]

    def _windows(self, game: Game, decision: Decision) -> list[tuple[Any, ...]]:
        """What a priority question offers the seat now: its stop (with the chain empty),
        the attack in progress, and each effect on the chain another player put there (an effect of the
        seat's own is nothing new to it; a game effect counts where it names the seat's
        cards). An effect seen once is not offered again when it comes back to the top."""
        st = game.state
        keys: list[tuple[Any, ...]] = []
        where = (st.turn, st.phase, st.step_owner)
        attack = st.flags.get("attack")
        if attack:  # offered itself, an attack is the step's news: no stop again after it
            self.offered.add(("step", *where, None))
        if not st.chain and self._at_stop(game, decision):
            # the step itself, again once something happened in it (a recruit resolved:
            # the seat may still play something in its own step), unless that was an attack
            attacked = ("step", *where, None) in self.offered
            keys.append(("step", *where, None if attacked else last_news(game)))
        mine = decision.player
        if attack and in_attack(game, mine):
            keys.append(("attack", st.turn, tuple(attack.get("attackers", ())),
                         attack.get("defender"), attack.get("target_player")))
        for link in st.chain:
            if link.controller >= 0 and link.controller != mine or link.controller < 0 and \
                    names_seat(game, mine, {*link.targets,
                                            *(game.variant.link_acts_on(game, link) or ())}):
                keys.append(("link", link.id))
        return keys

    def _smart_combat(self, game: Game, decision: Decision) -> Choice | None:
        """Pass a combat question where the seat's combat effects can't change who is
        stunned for the better (the combat already goes its way); else ask once per
        situation: the combat, its forecast and the last thing that happened."""
        st = game.state
        combatants = tuple(st.flags.get("combatants") or ())
        forecast = game.variant.combat_forecast(game)
        if forecast is not None and combatants:
            mine = decision.player
            objs = st.objects
            if all((u in forecast) != (objs[u].controller == mine)
                   for u in combatants if u in objs):
                return PASS  # every enemy combatant stunned, none of the seat's own
        key = ("combat", st.turn, combatants, forecast, last_news(game))
        return None if self._first(key) else PASS

    def _first(self, key: tuple[Any, ...]) -> bool:
        """Whether this is the first time the seat is offered ``key``."""
        if key in self.offered:
            return False
        if len(self.offered) > 256:  # only the current turn's keys can come back
            self.offered.clear()
        self.offered.add(key)
        return True

    def _end_yield_if(self, cond: bool) -> None:
        if cond:
            self.yield_until, self.mark = None, None


#: actions that belong to a step (plot twists, powers, flipping a location can come at
#: any priority; equipping and reinforcing only in steps that ask anyway)
STEP_ACTIONS = (PlayResource, Recruit, Move, Reposition, Attack)


def in_attack(game: Game, seat: int) -> bool:
    """Whether the attack under way involves ``seat``: its attack, or one on it or on a
    character it controls."""
    attack = game.state.flags.get("attack")
    if not attack:
        return False
    defender = game.state.objects.get(attack.get("defender"))
    return seat in (attack.get("player"), attack.get("target_player")) or \
        defender is not None and defender.controller == seat


def names_seat(game: Game, seat: int, uids: set[int]) -> bool:
    """Whether any of ``uids`` is a card ``seat`` controls, or a card in an attack the seat
    is in."""
    objs = game.state.objects
    if any(u in objs and objs[u].controller == seat for u in uids):
        return True
    attack = game.state.flags.get("attack")
    if not attack or not in_attack(game, seat):
        return False
    return bool(uids & {*attack["attackers"], attack.get("defender")})


def required(decision: Decision) -> bool:
    """A choice the rules make the seat take itself: build a resource or decline (seed
    000, Resource Step), recruit."""
    return decision.kind == "resource" and len(decision.options) > 1 or any(
        isinstance(o, PlayResource | Recruit) for o in decision.options)


def last_news(game: Game) -> int:
    """The index of the log's last entry that tells something (a pass tells nothing new;
    a person's pass is not logged, an automatic one is)."""
    log = game.state.log
    last = len(log) - 1
    while last >= 0 and log[last].kind == "auto-pass":
        last -= 1
    return last


def _marks(game: Game) -> tuple[int, int, bool]:
    st = game.state
    fighting = bool(st.flags.get("combat") or st.flags.get("attack"))
    return (st.turn, len(st.chain), fighting)


def question_key(game: Game, decision: Decision) -> str | None:
    """A stable name for a yes/no question (None for any other decision): its kind, the
    card and power asking, and the prompt."""
    if not decision.options or not all(isinstance(o, YesNo) for o in decision.options):
        return None
    source = decision.context.get("source")
    card = game.card(source).name if source in game.state.objects else ""
    return "|".join((decision.kind, card, str(decision.context.get("effect", "")),
                     decision.prompt))


def question_words(key: str) -> str:
    """The question a key stands for, as a person reads it."""
    _kind, card, _effect, prompt = key.split("|", 3)
    return prompt if not card or card in prompt else f"{card}: {prompt}"


def same_powers(decision: Decision) -> bool:
    """An order question whose options all name the same card and power."""
    names = decision.context.get("names") or []
    return decision.kind == "order" and len(set(names)) == 1


def cannot_differ(game: Game, decision: Decision) -> bool:
    """A question whose answers can't be told apart: an order question between triggers of
    the same card and power, or of one power acting on its own source alone; options that
    are alike cards (``alike_cards``); or one the variant says every answer of leads to
    the same game (``Variant.same_outcome``)."""
    if decision.kind == "order":
        return same_powers(decision) or same_effects(decision)
    return not decision.is_action and len(decision.options) > 1 and (
        alike_cards(game, decision) or game.variant.same_outcome(game, decision))


def same_effects(decision: Decision) -> bool:
    """An order question between copies of one power that acts on its own source alone
    (``core.triggers.own_effect``): the same effect, each on its own card."""
    effects = decision.context.get("effects") or []
    return decision.kind == "order" and len(effects) > 1 and None not in effects and \
        len(set(effects)) == 1


def alike_cards(game: Game, decision: Decision) -> bool:
    """A question whose options are copies of the same card, each in the same zone out of
    play (and seen by the seat asked), with no state of their own (face, counters,
    attachments, memory, a modifier on it): whichever is picked, the game goes on the
    same way."""
    objs = game.state.objects
    uids = [o.value for o in decision.options if isinstance(o, Pick)]
    if len(uids) != len(decision.options) or not all(type(u) is int and u in objs for u in uids):
        return False
    first = objs[uids[0]]
    if first.in_play or first.zone in ("hand", "deck") and first.owner != decision.player:
        return False  # (another player's hidden cards: taking one would tell they are alike)
    looks = {(o.card, o.owner, o.controller, o.zone, o.face_up, o.exhausted, o.stunned,
              tuple(sorted(o.counters.items())), o.attached_to, o.area, not o.memory)
             for o in (objs[u] for u in uids)}
    if len(looks) != 1 or not next(iter(looks))[-1]:
        return False
    picked = set(uids)
    return not any(m.target in picked for m in game.state.modifiers) and \
        not any(o.attached_to in picked for o in objs.values())


def auto_answer(game: Game, decision: Decision) -> Choice | None:
    """The answer the seat's flow gives ``decision`` for it (logged as such), or None when
    the seat is to be asked."""
    flow = game.flow.get(decision.player)
    if flow is None:
        return None
    answer = flow.answer(game, decision)
    if answer is None:
        return None
    who = game.player_name(decision.player)
    game.log_event("auto-pass", f"{who} passes (auto): {decision.prompt}"
                   if isinstance(answer, Pass) else
                   f"{who} answers {answer.describe()} (auto): {decision.prompt}",
                   player=decision.player)
    return answer
