"""Plot twists, super powers (paid with location symbols) and power-ups: who may use
them when, and how they resolve (2PCG rulebook: Playing Plot Twists, Super Powers,
Power-Ups, Resources and Locations)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import attrs

from vsrules.core.abilities import Activated, Script, always_usable
from vsrules.core.actions import ActionRule
from vsrules.core.cards import CardDb, CardDef, PowerDef
from vsrules.core.decisions import Choice, Pick, PlayPlot, PowerUp, UsePower, kept_choices
from vsrules.core.derived import Derived, Facts, declare
from vsrules.core.effects import MoveWhenDone, new_resolve
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import new_event

from .payment import Payment, can_pay, payers, payers_among, payment
from .scripts import COPIERS
from .turn import PHASES

RB = "2PCG rulebook"
SYMBOLS = ("energy", "intellect", "might", "skill")


#: the timing word of each phase of a turn that has one (outside combat)
_TIMING_OF_PHASE = {phase: "build" if phase.startswith("build:") else phase
                    for phase in PHASES if phase.startswith("build:") or phase == "main"}


def window(game: Game, player: int) -> str | None:
    """Which timing word lets ``player`` act now: build, main, combat (or none)."""
    st = game.state
    if st.flags.get("combat"):
        return "combat"
    return _TIMING_OF_PHASE.get(st.phase) if st.active == player else None


def timing_reason(game: Game, player: int, timing: str | None, any_turn: bool,
                  what: str) -> str | None:
    now = window(game, player)
    if timing is None:
        return f"{what} has no timing word"
    if now != timing:
        where = {"build": "in your build phase", "main": "in your main phase outside combat",
                 "combat": "during a combat"}[timing]
        return f"{what} is used only {where} ({RB}, Playing Plot Twists / Super Powers)"
    if timing == "combat" and not any_turn and game.state.active != player:
        return (f"{what} is used only in combats on your turn: it has no Any Turn symbol "
                f"({RB}, Playing Plot Twists)")
    return None


#: per card: its super powers (the card is kept: the rules lab makes up different cards
#: under the same id)
_SUPER: dict[str, tuple[CardDef, tuple[PowerDef, ...]]] = {}


@attrs.define
class PayFor(Frame):
    """Pay a super power's symbols one at a time, then resolve it."""

    player: int
    source: int
    power: str
    cost: list[str]
    paid: list[int] = attrs.Factory(list)

    def run(self, game: Game) -> None:
        if not self.cost:
            game.pop(self)
            for u in self.paid:
                o = game.state.objects[u]
                if o.zone == "resources":
                    game.turn_face(o, False)
                    game.log_event("pay", f"{game.name_of(u)} turns face down to pay")
                else:
                    game.move(u, "ko", cause="discarded to pay a super power")
            start_power(game, self.player, self.source, self.power)
            return
        symbol, rest = self.cost[0], self.cost[1:]
        left = [(u, s) for u, s in payers(game, self.player, self.source) if u not in self.paid]
        # (nothing left to pay after this symbol: any location making it will do)
        options: list[Choice] = [Pick(u) for u, s in left if symbol in s and
                                 (not rest or can_pay(rest, [(v, t) for v, t in left if v != u]))]
        game.ask(self.player, "pay", f"Pay {symbol} for {self.power} with which location?",
                 options, symbol=symbol)

    def receive(self, game: Game, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        self.paid.append(int(choice.value))
        self.cost = self.cost[1:]


def start_power(game: Game, player: int, source: int, name: str) -> None:
    obj = game.state.objects[source]
    obj.memory["used:" + name] = game.state.turn
    activated = game.script_of(obj).find_activated(name)
    assert activated is not None
    game.log_event("power", f"{game.name_of(source)} uses {name}", source=source, power=name)
    game.push(new_resolve(list(activated.steps), player, source, name, {}))
    game.emit(new_event("power-used", source, player, None, {"power": name}))


def super_powers(game: Game, uid: int) -> tuple[PowerDef, ...]:
    """Printed super powers, then copied ones (Hope Summers)."""
    card = game.card(uid)
    printed = printed_super_powers(card)
    if card.id in COPIERS:
        copied = game.variant.copied_super_powers(  # type: ignore[attr-defined]
            game, game.state.objects[uid])
        return printed + copied if copied else printed
    return printed


def printed_super_powers(card: CardDef) -> tuple[PowerDef, ...]:
    found = _SUPER.get(card.id)
    if found is None or found[0] is not card:
        found = _SUPER[card.id] = (card, tuple(p for p in card.powers if p.kind == "super"))
    return found[1]


def power_sources(game: Game, player: int) -> Iterator[GameObject]:
    """Objects whose super powers a player may use: characters on their side, and cards
    in their KO pile with a power used from there."""
    yield from game.characters(player)
    ko = game.zone(player, "ko")
    if not ko:
        return
    objs = game.state.objects
    for u in _ko_candidates(game, player):
        if _works_from_ko(game, objs[u]):
            yield objs[u]


def _works_from_ko(game: Game, obj: GameObject) -> bool:
    """Whether a card from ``_ko_candidates`` has a power used from the KO pile: any but a
    copier does (its printed powers were checked); a copier while it copies one."""
    if obj.card not in COPIERS:
        return True
    for a in game.script_of(obj).activated:  # noqa: SIM110
        if a.zone == "ko":
            return True
    return False


def _ko_candidates(game: Game, player: int) -> list[int]:
    """Cards in a KO pile with a power used from there, and copiers (whose powers depend
    on the game), in pile order (``KO_CANDIDATES``)."""
    return game.derived(KO_CANDIDATES, player)


def _ko_pile(game: Game, player: int) -> tuple[int, ...]:
    return tuple(game.state.players[player].zones["ko"])


def _ko_candidates_now(game: Game, player: int, _previous: list[int] | None) -> list[int]:
    ids = game.cards.derived("2pcg:used-from-ko", _used_from_ko, game)
    objs = game.state.objects
    return [u for u in game.state.players[player].zones["ko"] if objs[u].card in ids]


#: per player: ``_ko_candidates``, while the KO pile holds the same objects in the same
#: order (an object keeps its card for life)
KO_CANDIDATES: Derived[list[int]] = declare(
    Derived("2pcg:ko-candidates", _ko_candidates_now, _ko_pile))


class _Made:
    """What the cards of the objects made so far in a game can do, for listings to skip
    what no object can give (no super power used in a row at this timing word: the rows
    are not looked at; none used from a KO pile: the KO piles are not, which is the test
    decks at every timing word and the default ones outside the build phase). Every object
    is made by ``Game.new_object`` under ``state.next_uid`` (then bumped) and keeps its
    card for life, so the uids from ``upto`` to ``next_uid`` are the only ones not seen
    yet; an object gone since only makes the facts cautious. The card tables are read
    once: the card database does not change in a game, so a card seen once has told all
    it can (``_unseen``)."""

    __slots__ = ("upto", "plot_timings", "power_timings", "uses_by_timing", "_plot_timings",
                 "_places", "_by_timing", "_in_row", "_in_ko", "_named", "_ko_names",
                 "_unseen")

    def __init__(self, game: Game) -> None:
        #: the first uid not looked at yet
        self.upto = 0
        #: the timing words of the plot twists made
        self.plot_timings: set[str | None] = set()
        #: the timing words of the super powers printed on the cards made: a copier copies
        #: only those (of the objects it copies), so no object has a power of another one
        self.power_timings: set[str | None] = set()
        #: per timing word of ``power_timings``: the ``_powers_by_timing`` tables of the
        #: rows and of the KO piles, or None for a place no power of that timing word is
        #: used from (``_uses``)
        self.uses_by_timing: dict[str | None, tuple[_ByCard | None, _ByCard | None]] = {}
        self._plot_timings = game.cards.derived("2pcg:plot-twist-timings", _plot_timings)
        self._places = game.cards.derived("2pcg:super-power-places", _super_power_places, game)
        self._by_timing = game.cards.derived("2pcg:super-powers-by-timing",
                                             _powers_by_timing, game)
        #: the timing words of the super powers made that their card's script uses in a
        #: row (a super power of a timing word not in here is used only from the KO pile:
        #: its card's script says so, and a copier's copy of it comes with that script),
        #: and of those named like a power used from the KO pile (a copier's super power
        #: is used there only if it has such a power)
        self._in_row: set[str | None] = set()
        self._in_ko: set[str | None] = set()
        #: the timing word and name (lowercase) of each super power made; the names of the
        #: powers used from the KO pile made
        self._named: set[tuple[str | None, str]] = set()
        self._ko_names: set[str] = set()
        #: the cards of the two tables not seen yet
        self._unseen = set(self._plot_timings).union(self._places)

    def see(self, game: Game, upto: int) -> _Made:
        """Looks at the objects made from ``self.upto`` to ``upto``."""
        objs, unseen = game.state.objects, self._unseen
        for u in range(self.upto, upto):
            o = objs.get(u)
            if o is not None and o.card in unseen:
                self._see_card(o.card)
        self.upto = upto
        return self

    def _see_card(self, card: str) -> None:
        if card in self._plot_timings:
            self.plot_timings.add(self._plot_timings[card])
        if card in self._places:
            self._see_powers(*self._places[card])
        self._unseen.discard(card)

    def _see_powers(self, in_row: frozenset[str | None], named: frozenset[tuple[str | None, str]],
                    ko_names: frozenset[str]) -> None:
        """Adds a card's ``_super_power_places``; the tables change only with the timing
        words."""
        self._named |= named
        self._ko_names |= ko_names
        in_ko = {t for t, name in self._named if name in self._ko_names} \
            if self._ko_names else self._in_ko
        if in_row <= self._in_row and in_ko == self._in_ko:
            return
        self._in_row |= in_row
        self._in_ko = in_ko
        self.power_timings = self._in_row | in_ko
        self.uses_by_timing = {}
        for t in self.power_timings:
            rows, kos = self._by_timing.get(t, _COPIERS_ONLY)
            self.uses_by_timing[t] = (rows if t in self._in_row else None,
                                      kos if t in in_ko else None)


def _made(game: Game) -> _Made:
    """The game's ``_Made`` (``MADE``), having looked at the objects made since it last
    did (it grows: nothing makes it stale)."""
    made: _Made = game.kept[MADE][None]
    upto = game.state.next_uid
    return made if made.upto == upto else made.see(game, upto)


def _made_shown(made: _Made) -> tuple[set[str | None], ...]:
    return made.plot_timings, made.power_timings


def _made_agrees(kept: tuple[set[str | None], ...], fresh: tuple[set[str | None], ...]) -> bool:
    """The kept facts are cautious: they may hold timing words of objects gone since."""
    return all(f <= k for k, f in zip(kept, fresh, strict=True))


#: what the cards of the objects made so far can do (``_made`` brings it up to date)
MADE: Facts[_Made] = declare(Facts(
    "2pcg:made", lambda game, _key: _Made(game).see(game, game.state.next_uid), (), 0,
    _made_shown, _made_agrees))


def _super_power_places(db: CardDb, game: Game) -> dict[str, _Places]:
    """Per card with super powers or powers used from the KO pile: its ``_Places``."""
    out = {}
    for card in db:
        supers = printed_super_powers(card)
        ko_names = frozenset(a.name.lower() for a in game.printed_script(card.id).activated
                             if a.zone == "ko")
        if supers or ko_names:
            out[card.id] = (frozenset(p.timing for p in supers if p.name.lower() not in ko_names),
                            frozenset((p.timing, p.name.lower()) for p in supers), ko_names)
    return out


#: a card's super powers by where they are used: the timing words of those its script uses
#: in a row, the timing word and name (lowercase) of each, and the names of its powers used
#: from the KO pile
_Places = tuple[frozenset[str | None], frozenset[tuple[str | None, str]], frozenset[str]]


def _used_from_ko(db: CardDb, game: Game) -> frozenset[str]:
    """Ids of the cards with a power used from the KO pile, and of the copiers (whose
    powers depend on the game)."""
    return frozenset(c.id for c in db if c.id in COPIERS or
                     any(a.zone == "ko" for a in game.printed_script(c.id).activated))


class UsePowerRule(ActionRule):
    choice_type = UsePower

    def legal(self, game: Game, player: int) -> list[Choice]:
        now = window(game, player)
        if now is None:
            return []
        uses = _uses(game, player, now)
        return _usable_powers(game, player, now, uses) if uses else []

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in power_sources(game, player):
            for p in super_powers(game, o.uid):
                yield UsePower(o.uid, p.name)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, UsePower)
        o = game.state.objects.get(choice.source)
        if o is None or o.controller != player:
            return "super powers are used only by characters on your side"
        power = next((p for p in super_powers(game, o.uid)
                      if p.name.lower() == choice.name.lower()), None)
        if power is None:
            return f"{game.name_of(o.uid)} has no super power named {choice.name!r}"
        reason = _place_reason(game, o, power) or \
            timing_reason(game, player, power.timing, power.any_turn, power.name)
        if reason:
            return reason
        if o.memory.get("used:" + power.name) == game.state.turn:
            return f"{power.name} was already used this turn ({RB}, Super Powers)"
        return _usable_reason(game, o, power, _script(game, o).find_activated(power.name),
                              _lower_cost(power), payment(game, player))


def _usable_powers(game: Game, player: int, now: str,
                   uses: list[tuple[GameObject, _Power]]) -> list[Choice]:
    """``UsePowerRule.legal`` at the timing word ``now``, of the ``_uses`` (a new list of
    ``kept_choices``): only powers whose timing word fits now, not used yet this turn and
    whose symbols could be paid are checked in full (``check`` tests all of that again)."""
    others_turn = now == "combat" and game.state.active != player
    turn = game.state.turn
    found: Payment | None = None
    out: list[Choice] = []
    for o, (p, used, cost, activated, copied) in uses:
        if (others_turn and not p.any_turn) or o.memory.get(used) == turn:
            continue
        if found is None:
            found = payment(game, player)
        if not found.symbols.issuperset(cost):
            continue
        if copied:
            if _place_reason(game, o, p) is not None:
                continue
            activated = _script(game, o).find_activated(p.name)
        if _usable_reason(game, o, p, activated, cost, found) is None:
            out.append(kept_choices(game, UsePower)[o.uid, p.name])
    return out


class _Power(NamedTuple):
    """A super power with what ``UsePowerRule.legal`` tests of it, the same for every
    object of its card but a copier."""

    power: PowerDef
    #: the memory key marking it used this turn
    used: str
    #: its symbols, in lowercase
    cost: tuple[str, ...]
    #: its script
    activated: Activated | None
    #: a copier's power now: where it is used from and its script are left to the
    #: listing, to be looked up only if the other tests pass
    copied: bool = False


#: per card: its super powers of one timing word used from where its objects are (a row
#: or the KO pile), if it has any; None for a copier (its powers depend on the game)
_ByCard = dict[str, tuple[_Power, ...] | None]


def _uses(game: Game, player: int, timing: str, made: _Made | None = None,
          characters: list[GameObject] | None = None) -> list[tuple[GameObject, _Power]]:
    """The super powers of timing word ``timing`` that ``player``'s ``power_sources``
    may use from where they are (``_place_reason``; a copier's: all of them), in order:
    characters on their side (``characters``: their ``Game.characters``, read if not
    given), then their KO pile (only its ``_ko_candidates`` are looked at); each place
    only once the game has made a card with such a power used there (``made``, the game's
    ``_Made``: ``uses_by_timing``)."""
    if made is None:
        made = _made(game)
    in_row, in_ko = made.uses_by_timing.get(timing, _NOWHERE)
    out: list[tuple[GameObject, _Power]] = []
    if in_row is not None:
        for o in game.characters(player) if characters is None else characters:
            if o.card in in_row:
                found = in_row[o.card]
                if found is None:
                    out += _copier_uses(game, o, timing)
                else:
                    for p in found:
                        out.append((o, p))
    if in_ko is None:
        return out
    ko = game.state.players[player].zones["ko"]
    if not ko:
        return out
    candidates = game.derived(KO_CANDIDATES, player)
    if not candidates:
        return out
    objs = game.state.objects
    for u in candidates:
        o = objs[u]
        if o.card in in_ko and o.controller == player:
            _add_uses(out, game, o, in_ko[o.card], timing)
    return out


def _add_uses(out: list[tuple[GameObject, _Power]], game: Game, o: GameObject,
              found: tuple[_Power, ...] | None, timing: str) -> None:
    """Adds to ``out`` the uses of ``o`` with the powers ``found`` in a ``_ByCard`` table
    (None: a copier's, looked up now)."""
    if found is None:
        out += _copier_uses(game, o, timing)
    else:
        for p in found:
            out.append((o, p))


def _copier_uses(game: Game, o: GameObject, timing: str) -> list[tuple[GameObject, _Power]]:
    """``_uses`` of one copier, from its powers now, ``copied`` (``COPIER_USES``; callers
    must not change the list); where it is (the KO pile) is looked at each time."""
    uses = game.derived(COPIER_USES, (o.uid, timing))
    if uses and o.zone == "ko" and not _works_from_ko(game, o):
        return []
    return uses


def _copied_supers(game: Game, key: tuple[int, str]) -> tuple[PowerDef, ...] | None:
    """The super powers the copier ``key[0]`` copies now (None: it is gone)."""
    o = game.state.objects.get(key[0])
    return None if o is None else game.variant.copied_super_powers(  # type: ignore[attr-defined]
        game, o)


def _copier_uses_now(game: Game, key: tuple[int, str], _previous: object
                     ) -> list[tuple[GameObject, _Power]]:
    uid, timing = key
    o = game.state.objects[uid]
    copied = game.variant.copied_super_powers(game, o)  # type: ignore[attr-defined]
    return [(o, _Power(p, "used:" + p.name, _lower_cost(p), None, True))
            for p in printed_super_powers(game.card(o)) + copied
            if p.timing == timing]  # (``super_powers``)


def _shown_uses(uses: list[tuple[GameObject, _Power]]) -> list[tuple[int, _Power]]:
    return [(o.uid, p) for o, p in uses]


#: per copier and timing word: its super powers of that timing word, while it copies the
#: same ones (the variant hands out the same tuple while the copied cards are the same;
#: an equal one is compared), its printed ones following its card (an object keeps its
#: card)
COPIER_USES: Derived[list[tuple[GameObject, _Power]]] = declare(
    Derived("2pcg:copier-uses", _copier_uses_now, _copied_supers, _shown_uses))


def _power(power: PowerDef, script: Script) -> _Power:
    return _Power(power, "used:" + power.name, _lower_cost(power),
                  script.find_activated(power.name))


def _powers_by_timing(db: CardDb, game: Game) -> dict[str | None, tuple[_ByCard, _ByCard]]:
    """Per timing word: the cards with super powers of that timing word used in a row,
    and those with such powers used from the KO pile, as ``_ByCard`` (with the copiers)."""
    by_timing: dict[str | None, tuple[_ByCard, _ByCard]] = {}
    for card in db:
        if card.id in COPIERS:
            continue
        script = game.printed_script(card.id)
        from_ko = {a.name.lower() for a in script.activated if a.zone == "ko"}
        for timing in dict.fromkeys(p.timing for p in printed_super_powers(card)):
            powers = [_power(p, script) for p in printed_super_powers(card) if p.timing == timing]
            in_row, in_ko = by_timing.setdefault(timing, (dict(_COPIERS), dict(_COPIERS)))
            for found, ko in ((in_row, False), (in_ko, True)):
                here = tuple(u for u in powers if (u.power.name.lower() in from_ko) == ko)
                if here:
                    found[card.id] = here
    return by_timing


_COPIERS: _ByCard = dict.fromkeys(COPIERS)
_COPIERS_ONLY = (_COPIERS, _COPIERS)
#: ``_Made.uses_by_timing`` of a timing word no super power made has
_NOWHERE: tuple[None, None] = (None, None)


def _lower_cost(power: PowerDef) -> tuple[str, ...]:
    return tuple(map(str.lower, power.cost))


def _usable_reason(game: Game, o: GameObject, power: PowerDef, activated: Activated | None,
                   cost: tuple[str, ...], found: Payment) -> str | None:
    """The tests after where, when and how often (``legal`` makes those itself): the
    combat, whether the power (``activated``: its script) works now, and whether its
    symbols (``cost``, in lowercase) can be paid with the player's ``payment`` (``found``)."""
    if power.timing == "combat" and not power.any_combat and \
            o.uid not in game.state.flags.get("combatants", []):
        return (f"{power.name} is used only while {game.name_of(o.uid)} is in the combat "
                f"({RB}, Super Powers)")
    if activated is None:
        return f"{power.name} is not implemented yet"
    if not (activated.while_stunned and o.stunned) and \
            not game.variant.power_active(game, o, "super", power.name):
        return (f"{game.name_of(o.uid)} has no powers now (stunned or nullified) "
                f"({RB}, Stunned Characters)")
    if activated.usable is not always_usable and not activated.usable(game, o):
        return f"{power.name} can't be used now"
    if not can_pay(cost, payers_among(game, found, o.uid)):
        return (f"{power.name} costs {', '.join(cost)}: not enough face-up locations or "
                f"locations in hand with those symbols ({RB}, Super Powers)")
    return None


def _place_reason(game: Game, o: GameObject, power: PowerDef) -> str | None:
    """A super power is used by a character on its side, or from the KO pile if it says
    so (and then only from there)."""
    name, from_ko = power.name.lower(), False
    for a in _script(game, o).activated:
        if a.zone == "ko" and a.name.lower() == name:
            from_ko = True
            break
    if (o.zone == "ko") != from_ko or (o.zone != "ko" and o.zone not in ("front", "back")):
        return (f"{power.name} is used by a character on your side" if not from_ko
                else f"{power.name} is used from your KO pile")
    return None


def _script(game: Game, o: GameObject) -> Script:
    """``script_of(o)`` as far as activated powers go: the printed script but for a
    copier (granted keywords add only keyword scripts, and those have no activated
    powers: ``keywords.KEYWORDS``)."""
    return game.script_of(o) if o.card in COPIERS else game.printed_script(o.card)


class PlayPlotRule(ActionRule):
    choice_type = PlayPlot

    def legal(self, game: Game, player: int) -> list[Choice]:
        """Only plot twists in hand whose timing word fits now (and, in a combat on another
        player's turn, with an Any Turn symbol) are looked at, and of ``check`` only
        ``_playable_reason`` is left to test; none in a game that made no plot twist of
        that timing word (``_Made``)."""
        now = window(game, player)
        if now is None or now not in _made(game).plot_timings:
            return []
        plots = _plots_in_hand(game, player).get(now)
        return _playable_plots(game, player, now, plots) if plots else []

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "hand"):
            if game.card(u).type == "plot-twist":
                yield PlayPlot(u)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PlayPlot)
        if choice.card not in game.zone(player, "hand"):
            return f"plot twists are played from your hand ({RB}, Playing Plot Twists)"
        card = game.card(choice.card)
        if card.type != "plot-twist":
            return f"{card.name} is not a plot twist"
        return timing_reason(game, player, card.timing, card.any_turn, card.name) or \
            _playable_reason(game, player, card, choice.card)


def _playable_plots(game: Game, player: int, now: str, plots: list[int]) -> list[Choice]:
    """``PlayPlotRule.legal`` at the timing word ``now`` (a new list of ``kept_choices``),
    of the ``plots`` of that timing word in hand (``_plots_in_hand``)."""
    others_turn = now == "combat" and game.state.active != player
    out: list[Choice] = []
    for u in plots:
        card = game.card(u)
        if others_turn and not card.any_turn:
            continue
        if _playable_reason(game, player, card, u) is None:
            out.append(kept_choices(game, PlayPlot)[(u,)])
    return out


def _playable_reason(game: Game, player: int, card: CardDef, uid: int) -> str | None:
    """The tests of a plot twist after where and when (``legal`` makes those itself): the
    team it needs and whether it works now."""
    team = card.team_requirement
    if team and not _team_ready(game, player, team):
        return (f"{card.name} needs a face-up {team} character on your side "
                f"({RB}, Playing Plot Twists)")
    activated = game.variant.card_script(card).find_activated(card.name)
    if activated is None:
        return f"{card.name} is not implemented yet"
    if activated.usable is not always_usable and \
            not activated.usable(game, game.state.objects[uid]):
        return f"{card.name} can't be played now"
    return None


def _team_ready(game: Game, player: int, team: str) -> bool:
    """Whether a face-up character of ``team`` not stunned is on ``player``'s side."""
    for o in game.characters(player):  # noqa: SIM110
        if o.face_up and not o.stunned and game.has_team(o, team):
            return True
    return False


def _plots_in_hand(game: Game, player: int) -> dict[str | None, list[int]]:
    """The plot twists in ``player``'s hand by timing word, in hand order
    (``PLOTS_IN_HAND``)."""
    return game.derived(PLOTS_IN_HAND, player)


def _hand(game: Game, player: int) -> tuple[int, ...]:
    return tuple(game.state.players[player].zones["hand"])


def _plots_in_hand_now(game: Game, player: int, _previous: object
                       ) -> dict[str | None, list[int]]:
    timings = game.cards.derived("2pcg:plot-twist-timings", _plot_timings)
    return _plots_by_timing_in(game, timings, game.state.players[player].zones["hand"])


#: per player: the plot twists in their hand by timing word, while the hand holds the same
#: objects in the same order (an object keeps its card for life; the card database does
#: not change in a game)
PLOTS_IN_HAND: Derived[dict[str | None, list[int]]] = declare(
    Derived("2pcg:plots-in-hand", _plots_in_hand_now, _hand))


def _plots_by_timing_in(game: Game, timings: dict[str, str | None],
                        hand: list[int]) -> dict[str | None, list[int]]:
    """``_plots_in_hand`` worked out."""
    objs = game.state.objects
    by_timing: dict[str | None, list[int]] = {}
    for u in hand:
        card = objs[u].card
        if card in timings:
            by_timing.setdefault(timings[card], []).append(u)
    return by_timing


def _plot_timings(db: CardDb) -> dict[str, str | None]:
    """Per plot twist card: its timing word."""
    return {card.id: card.timing for card in db if card.type == "plot-twist"}


class PowerUpRule(ActionRule):
    choice_type = PowerUp

    def legal(self, game: Game, player: int) -> list[Choice]:
        """Fast path: the pairs already are characters on your side and cards in hand of
        their names, so of ``check`` only the timing and the stunned test are left."""
        return _power_ups(game, player) if window(game, player) in _POWER_UP_TIMINGS else []

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o, d in _power_up_pairs(game, player):
            yield PowerUp(o.uid, d)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PowerUp)
        now = window(game, player)
        if now not in _POWER_UP_TIMINGS:
            return f"power-ups are Main actions or Any Turn Combat actions ({RB}, Power-Ups)"
        o = game.state.objects.get(choice.target)
        if o is None or not o.in_play or o.controller != player or not game.card(o).is_character:
            return "power up a character on your side"
        if o.stunned:
            return f"stunned characters can't gain counters ({RB}, Stunned Characters)"
        if choice.discard not in game.zone(player, "hand"):
            return "the card to discard must be in your hand"
        if game.name_of(choice.discard) != game.card(o).name:
            return f"the discarded card must be named {game.card(o).name} ({RB}, Power-Ups)"
        return None


#: the timing words at which power-ups are played
_POWER_UP_TIMINGS = ("main", "combat")


def _power_ups(game: Game, player: int) -> list[Choice]:
    """``PowerUpRule.legal`` at a timing word of ``_POWER_UP_TIMINGS`` (a new list)."""
    pairs = _power_up_pairs(game, player)
    return _power_ups_of(game, pairs) if pairs else []


def _power_ups_of(game: Game, pairs: list[tuple[GameObject, int]]) -> list[Choice]:
    """The power-ups of ``_power_up_pairs`` (a new list of ``kept_choices``): of a
    character not stunned."""
    kept = kept_choices(game, PowerUp)
    return [kept[o.uid, d] for o, d in pairs if not o.stunned]


class EffectsRule(ActionRule):
    """Plot twists, super powers and power-ups (the rules ``parts``, in that order) listed
    together: the timing word is worked out once, plot twists and super powers are not
    looked at when no card made in the game has one of that timing word (``_Made``),
    power-ups only at their timing words."""

    choice_type = Choice
    parts = (PlayPlotRule(), UsePowerRule(), PowerUpRule())

    def legal(self, game: Game, player: int) -> list[Choice]:
        """A faster listing of this rule (``candidates`` + ``check`` of its ``parts``; the
        checked mode compares the two): a timing word is worked out once, plot twists and
        super powers are looked at only when the game made a card with one of that
        timing word, power-ups only at theirs."""
        st = game.state
        now = "combat" if st.flags.get("combat") else \
            _TIMING_OF_PHASE.get(st.phase) if st.active == player else None
        if now is None:
            return []
        made = _made(game)
        plots = _plots_in_hand(game, player).get(now) if now in made.plot_timings else None
        out = _playable_plots(game, player, now, plots) if plots else []
        power_ups = now in _POWER_UP_TIMINGS
        characters = game.characters(player) if power_ups else None
        if now in made.power_timings:
            uses = _uses(game, player, now, made, characters)
            if uses:
                out += _usable_powers(game, player, now, uses)
        if power_ups:
            pairs = _power_up_pairs(game, player)
            if pairs:
                out += _power_ups_of(game, pairs)
        return out

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for rule in self.parts:
            yield from rule.candidates(game, player)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        for rule in self.parts:
            if isinstance(choice, rule.choice_type):
                return rule.check(game, player, choice)
        return f"{choice.describe()} is not a plot twist, super power or power-up"


def _power_up_pairs(game: Game, player: int) -> list[tuple[GameObject, int]]:
    """Each character on ``player``'s side with the first card in their hand named like it
    (``POWER_UP_PAIRS``)."""
    return game.derived(POWER_UP_PAIRS, player)


def _hand_and_characters(game: Game, player: int) -> tuple[tuple[int, ...], list[GameObject]]:
    """A player's hand and characters (``Game.characters`` keeps one list, never changed,
    until the characters in play change)."""
    return tuple(game.state.players[player].zones["hand"]), game.characters(player)


def _power_up_pairs_now(game: Game, player: int, _previous: object
                        ) -> list[tuple[GameObject, int]]:
    names = game.cards.derived("2pcg:card-names", _card_names)
    return _pairs_in(game, names, game.state.players[player].zones["hand"],
                     game.characters(player))


def _shown_pairs(pairs: list[tuple[GameObject, int]]) -> list[tuple[int, int]]:
    return [(o.uid, d) for o, d in pairs]


#: per player: the power-up pairs, while their hand holds the same objects in the same
#: order (an object keeps its uid and card for life; the card database does not change in
#: a game) and their characters are the same list
POWER_UP_PAIRS: Derived[list[tuple[GameObject, int]]] = declare(
    Derived("2pcg:power-up-pairs", _power_up_pairs_now, _hand_and_characters, _shown_pairs))


def _card_names(db: CardDb) -> dict[str, str]:
    return {card.id: card.name for card in db}


def _pairs_in(game: Game, names: dict[str, str], hand: list[int],
              characters: list[GameObject]) -> list[tuple[GameObject, int]]:
    """``_power_up_pairs`` worked out."""
    if not hand:
        return []
    objs = game.state.objects
    first: dict[str, int] = {}  # the first card in hand of each name
    for u in hand:
        first.setdefault(names[objs[u].card], u)
    pairs = []
    for o in characters:
        name = names[o.card]
        if name in first:
            pairs.append((o, first[name]))
    return pairs


def play_plot(game: Game, player: int, uid: int) -> None:
    card = game.card(uid)
    activated = game.variant.card_script(card).find_activated(card.name)
    assert activated is not None
    in_limbo = game.move(uid, "chain", cause="played")
    game.log_event("plot", f"{game.player_name(player)} plays {card.name}", card=card.id)
    game.push(MoveWhenDone(in_limbo, "ko", "plot twist resolved"))
    game.push(new_resolve(list(activated.steps), player, in_limbo, card.name, {}))
    game.emit(new_event("plot-played", in_limbo, player, None, {"card": card.id}))


def use_power(game: Game, player: int, source: int, name: str) -> None:
    power = next(p for p in super_powers(game, source) if p.name.lower() == name.lower())
    game.push(PayFor(player, source, power.name, [s.lower() for s in power.cost]))


def power_up(game: Game, player: int, target: int, discard: int) -> None:
    game.move(discard, "ko", cause="discarded to power up")
    game.log_event("power-up", f"{game.name_of(target)} is powered up")
    game.add_counters(target, "plus", 1)
    game.emit(new_event("powered-up", target, player, None, {}))
