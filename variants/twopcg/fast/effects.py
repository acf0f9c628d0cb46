"""The faster listing of the 2PCG effects (powers.py: ``EffectsRule``, plot twists, super
powers and power-ups together; its ``candidates`` that its ``check`` accepts, in order):
the timing word is worked out once, plot twists and super powers are looked at only when
the game made a card with one of that timing word (``Made``), and each in the places it
is used from, with what is the same for every object of a card kept per card pool;
power-ups only at their timing words. Of ``check`` only what can still fail is tested.
The checked mode compares it with the rule at every decision."""

from __future__ import annotations

from typing import NamedTuple

from vsrules.core.abilities import Activated, Script
from vsrules.core.card_pool import CardPool
from vsrules.core.cards import CardDb, CardDef, PowerDef
from vsrules.core.decisions import Choice, PlayPlot, PowerUp, UsePower, kept_choices
from vsrules.core.derived import Derived, Facts, declare
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ..edition import twopcg_rules
from ..payment import Payment, payment
from ..powers import (
    KO_CANDIDATES,
    POWER_UP_PAIRS,
    POWER_UP_TIMINGS,
    TIMING_OF_PHASE,
    EffectsRule,
    activated_script,
    lower_cost,
    place_reason,
    playable_reason,
    power_up_pairs,
    printed_super_powers,
    usable_reason,
    works_from_ko,
)
from ..scripts import COPIERS


class EffectsListing(EffectsRule):
    def legal(self, game: Game, player: int) -> list[Choice]:
        """``EffectsRule``'s listing (``candidates`` + ``check`` of its ``parts``; the
        checked mode compares the two): a timing word is worked out once, plot twists and
        super powers are looked at only when the game made a card with one of that
        timing word, power-ups only at theirs."""
        st = game.state
        now = "combat" if st.flags.get("combat") else \
            TIMING_OF_PHASE.get(st.phase) if st.active == player else None
        if now is None:
            return []
        kept = game.kept
        made = kept[MADE][None]
        plots = kept[PLOTS_IN_HAND][player].get(now) if now in made.plot_timings else None
        out = _playable_plots(game, player, now, plots) if plots else []
        power_ups = now in POWER_UP_TIMINGS
        characters = game.characters(player) if power_ups else None
        if now in made.power_timings:
            uses = _uses(game, player, now, made, characters)
            if uses:
                out += _usable_powers(game, player, now, uses)
        if power_ups:
            pairs = kept[POWER_UP_PAIRS][player]  # (``power_up_pairs``)
            if pairs:
                out += _power_ups_of(game, pairs)
        return out


class Made(NamedTuple):
    """What the cards of the objects made in a game can do, for listings to skip what no
    object can give (no super power used in a row at this timing word: the rows are not
    looked at; none used from a KO pile: the KO piles are not, which is the test decks at
    every timing word and the default ones outside the build phase). The same for every
    game of a card pool that made the same cards of the two tables (``_made_by_cards``)."""

    #: the timing words of the plot twists made
    plot_timings: frozenset[str | None]
    #: the timing words of the super powers printed on the cards made: a copier copies
    #: only those (of the objects it copies), so no object has a power of another one
    power_timings: frozenset[str | None]
    #: per timing word of ``power_timings``: the ``_powers_by_timing`` tables of the rows
    #: and of the KO piles, or None for a place no power of that timing word is used from
    #: (``_uses``)
    uses_by_timing: dict[str | None, tuple[_ByCard | None, _ByCard | None]]


def _made_now(game: Game, _key: None) -> Made:
    """The game's ``Made``: of the cards made (``Game.cards_made``) that have a plot twist's
    timing word, super powers or powers used from the KO pile, looked up in the card
    pool's tables of them (an object gone since only makes the facts cautious)."""
    plots = game.pool.table("2pcg:plot-twist-timings", _plot_timings)
    places = game.pool.by_card("2pcg:super-power-places", _super_power_places)
    cards = frozenset([c for c in game.cards_made if c in plots or places[c] is not None])
    known: dict[frozenset[str], Made] = game.pool.table("2pcg:made", _nothing_made)
    found = known.get(cards)
    if found is None:
        found = known[cards] = _made_by_cards(game, cards, plots, places)
    return found


def _nothing_made(_db: CardDb) -> dict[frozenset[str], Made]:
    return {}


def _made_by_cards(game: Game, cards: frozenset[str], plots: dict[str, str | None],
                   places: dict[str, _Places | None]) -> Made:
    """``Made`` of ``cards``: the timing words of the super powers their scripts use in a
    row (a super power of a timing word not in here is used only from the KO pile: its
    card's script says so, and a copier's copy of it comes with that script), and of
    those named like a power used from the KO pile (a copier's super power is used there
    only if it has such a power)."""
    in_row: set[str | None] = set()
    named: set[tuple[str | None, str]] = set()
    ko_names: set[str] = set()
    for card in cards:
        found = places[card]
        if found is not None:
            row, names, from_ko = found
            in_row |= row
            named |= names
            ko_names |= from_ko
    in_ko = {t for t, name in named if name in ko_names}
    by_timing = _powers_by_timing(game, cards)
    uses: dict[str | None, tuple[_ByCard | None, _ByCard | None]] = {}
    for t in in_row | in_ko:
        rows, kos = by_timing.get(t, _COPIERS_ONLY)
        uses[t] = (rows if t in in_row else None, kos if t in in_ko else None)
    return Made(frozenset([plots[c] for c in cards if c in plots]),
                frozenset(in_row | in_ko), uses)


def _made_shown(made: Made) -> tuple[frozenset[str | None], ...]:
    return made.plot_timings, made.power_timings


def _made_agrees(kept: tuple[frozenset[str | None], ...],
                 fresh: tuple[frozenset[str | None], ...]) -> bool:
    """The kept facts are cautious: they may hold timing words of objects gone since."""
    return all(f <= k for k, f in zip(kept, fresh, strict=True))


#: what the cards of the objects made so far can do, until a card not made before is
#: (``cards``)
MADE: Facts[Made] = declare(Facts("2pcg:made", _made_now, ("cards",), 0, _made_shown,
                                  _made_agrees))


def _super_power_places(pool: CardPool, card: CardDef) -> _Places | None:
    """A card's ``_Places``, None when it has no super powers or powers used from the KO
    pile."""
    supers = printed_super_powers(card)
    ko_names = frozenset(a.name.lower() for a in pool.script(card.id).activated
                         if a.zone == "ko")
    if not supers and not ko_names:
        return None
    return (frozenset(p.timing for p in supers if p.name.lower() not in ko_names),
            frozenset((p.timing, p.name.lower()) for p in supers), ko_names)


#: a card's super powers by where they are used: the timing words of those its script uses
#: in a row, the timing word and name (lowercase) of each, and the names of its powers used
#: from the KO pile
_Places = tuple[frozenset[str | None], frozenset[tuple[str | None, str]], frozenset[str]]


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
            if place_reason(game, o, p) is not None:
                continue
            activated = activated_script(game, o).find_activated(p.name)
        if usable_reason(game, o, p, activated, cost, found) is None:
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


def _uses(game: Game, player: int, timing: str, made: Made | None = None,
          characters: list[GameObject] | None = None) -> list[tuple[GameObject, _Power]]:
    """The super powers of timing word ``timing`` that ``player``'s ``power_sources``
    may use from where they are (``place_reason``; a copier's: all of them), in order:
    characters on their side (``characters``: their ``Game.characters``, read if not
    given), then their KO pile (only its ``ko_candidates`` are looked at); each place
    only once the game has made a card with such a power used there (``made``, the game's
    ``Made``: ``uses_by_timing``)."""
    if made is None:
        made = game.kept[MADE][None]
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
    candidates = game.kept[KO_CANDIDATES][player]
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
    uses = game.kept[COPIER_USES][o.uid, timing]
    if uses and o.zone == "ko" and not works_from_ko(game, o):
        return []
    return uses


def _copied_supers(game: Game, key: tuple[int, str]) -> tuple[PowerDef, ...] | None:
    """The super powers the copier ``key[0]`` copies now (None: it is gone)."""
    o = game.state.objects.get(key[0])
    return None if o is None else twopcg_rules(game).copied_super_powers(game, o)


def _copier_uses_now(game: Game, key: tuple[int, str], _previous: object
                     ) -> list[tuple[GameObject, _Power]]:
    uid, timing = key
    o = game.state.objects[uid]
    copied = twopcg_rules(game).copied_super_powers(game, o)
    return [(o, _Power(p, "used:" + p.name, lower_cost(p), None, True))
            for p in printed_super_powers(game.card(o)) + copied
            if p.timing == timing]  # (``super_powers``)


def _shown_uses(uses: list[tuple[GameObject, _Power]]) -> list[tuple[int, _Power]]:
    return [(o.uid, p) for o, p in uses]


def _copier_live(game: Game, key: tuple[int, str]) -> bool:
    return key[0] in game.state.objects


#: per copier and timing word: its super powers of that timing word, while it copies the
#: same ones (looked at again after a change of what a copier may read, as ``COPIES``: the
#: variant hands out the same tuple while the copied cards are the same; an equal one is
#: compared), its printed ones following its card (an object keeps its card)
COPIER_USES: Derived[list[tuple[GameObject, _Power]]] = declare(Derived(
    "2pcg:copier-uses", _copier_uses_now, depends=("layout", "faces", "modifiers"),
    follows=_copied_supers, shown=_shown_uses, live=_copier_live))


def _power(power: PowerDef, script: Script) -> _Power:
    return _Power(power, "used:" + power.name, lower_cost(power),
                  script.find_activated(power.name))


def _powers_by_timing(game: Game, cards: frozenset[str]
                      ) -> dict[str | None, tuple[_ByCard, _ByCard]]:
    """Per timing word: those of ``cards`` with super powers of that timing word used in
    a row, and those with such powers used from the KO pile, as ``_ByCard`` (with the
    copiers)."""
    by_timing: dict[str | None, tuple[_ByCard, _ByCard]] = {}
    for card in map(game.cards.get, sorted(cards)):
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
#: ``Made.uses_by_timing`` of a timing word no super power made has
_NOWHERE: tuple[None, None] = (None, None)


def _playable_plots(game: Game, player: int, now: str, plots: list[int]) -> list[Choice]:
    """``PlayPlotRule.legal`` at the timing word ``now`` (a new list of ``kept_choices``),
    of the ``plots`` of that timing word in hand (``_plots_in_hand``)."""
    others_turn = now == "combat" and game.state.active != player
    out: list[Choice] = []
    for u in plots:
        card = game.card(u)
        if others_turn and not card.any_turn:
            continue
        if playable_reason(game, player, card, u) is None:
            out.append(kept_choices(game, PlayPlot)[(u,)])
    return out


def _plots_in_hand(game: Game, player: int) -> dict[str | None, list[int]]:
    """The plot twists in ``player``'s hand by timing word, in hand order
    (``PLOTS_IN_HAND``)."""
    return game.kept[PLOTS_IN_HAND][player]


def _plots_in_hand_now(game: Game, player: int) -> dict[str | None, list[int]]:
    timings = game.pool.table("2pcg:plot-twist-timings", _plot_timings)
    return _plots_by_timing_in(game, timings, game.state.players[player].zones["hand"])


#: per player: the plot twists in their hand by timing word, while the hand holds the same
#: objects in the same order (an object keeps its card for life; the card database does
#: not change in a game)
PLOTS_IN_HAND: Facts[dict[str | None, list[int]]] = declare(
    Facts("2pcg:plots-in-hand", _plots_in_hand_now, zones=("hand",)))


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


def _power_ups(game: Game, player: int) -> list[Choice]:
    """``PowerUpRule.legal`` at a timing word of ``POWER_UP_TIMINGS`` (a new list)."""
    pairs = power_up_pairs(game, player)
    return _power_ups_of(game, pairs) if pairs else []


def _power_ups_of(game: Game, pairs: list[tuple[GameObject, int]]) -> list[Choice]:
    """The power-ups of ``power_up_pairs`` (a new list of ``kept_choices``): of a
    character not stunned."""
    kept = kept_choices(game, PowerUp)
    return [kept[o.uid, d] for o, d in pairs if not o.stunned]
