"""Plot twists, super powers (paid with location symbols) and power-ups: who may use
them when, and how they resolve (2PCG rulebook: Playing Plot Twists, Super Powers,
Power-Ups, Resources and Locations). Each rule is ``candidates`` + ``check``; the faster
listing of the three together is fast/effects.py."""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from vsrules.core.abilities import Activated, Script, always_usable
from vsrules.core.actions import ActionRule
from vsrules.core.card_pool import CardPool
from vsrules.core.cards import CardDb, CardDef, PowerDef
from vsrules.core.costs import unpaid_cost
from vsrules.core.decisions import Choice, Pick, PlayPlot, PowerUp, UsePower
from vsrules.core.derived import Facts, declare
from vsrules.core.effects import MoveWhenDone, new_resolve
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.state import new_event
from vsrules.core.words import counter_words

from .edition import twopcg_rules
from .payment import Payment, can_pay, payers, payers_among, payment
from .scripts import COPIERS
from .turn import PHASES

RB = "2PCG rulebook"
SYMBOLS = ("energy", "intellect", "might", "skill")


#: the timing word of each phase of a turn that has one (outside combat)
TIMING_OF_PHASE = {phase: "build" if phase.startswith("build:") else phase
                    for phase in PHASES if phase.startswith("build:") or phase == "main"}


def window(game: Game, player: int) -> str | None:
    """Which timing word lets ``player`` act now: build, main, combat (or none)."""
    st = game.state
    if st.flags.get("combat"):
        return "combat"
    return TIMING_OF_PHASE.get(st.phase) if st.active == player else None


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
    game.mark(source, "used:" + name)
    activated = game.script_of(obj).find_activated(name)
    assert activated is not None
    game.log_event("power", f"{game.name_of(source)} uses {name}", source=source, power=name)
    # its card data's ``pay`` (costs beyond the symbols) is paid first, then the effect
    game.push(new_resolve([*activated.cost, *activated.steps], player, source, name, {}))
    game.emit(new_event("power-used", source, player, None, {"power": name}))


def super_powers(game: Game, uid: int) -> tuple[PowerDef, ...]:
    """Printed super powers, then copied ones (Hope Summers)."""
    card = game.card(uid)
    printed = printed_super_powers(card)
    if card.id in COPIERS:
        copied = twopcg_rules(game).copied_super_powers(game, game.state.objects[uid])
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
    for u in ko_candidates(game, player):
        if works_from_ko(game, objs[u]):
            yield objs[u]


def works_from_ko(game: Game, obj: GameObject) -> bool:
    """Whether a card from ``ko_candidates`` has a power used from the KO pile: any but a
    copier does (its printed powers were checked); a copier while it copies one."""
    if obj.card not in COPIERS:
        return True
    for a in game.script_of(obj).activated:  # noqa: SIM110
        if a.zone == "ko":
            return True
    return False


def ko_candidates(game: Game, player: int) -> list[int]:
    """Cards in a KO pile with a power used from there, and copiers (whose powers depend
    on the game), in pile order (``KO_CANDIDATES``)."""
    return game.kept[KO_CANDIDATES][player]


def _ko_candidates_now(game: Game, player: int) -> list[int]:
    used = game.pool.by_card("2pcg:used-from-ko", _used_from_ko)
    objs = game.state.objects
    return [u for u in game.state.players[player].zones["ko"] if used[objs[u].card]]


#: per player: ``ko_candidates``, while the KO pile holds the same objects in the same
#: order (an object keeps its card for life)
KO_CANDIDATES: Facts[list[int]] = declare(
    Facts("2pcg:ko-candidates", _ko_candidates_now, zones=("ko",)))


def _used_from_ko(pool: CardPool, card: CardDef) -> bool:
    """Whether a card has a power used from the KO pile, or is a copier (whose powers
    depend on the game)."""
    return card.id in COPIERS or any(a.zone == "ko" for a in pool.script(card.id).activated)


class UsePowerRule(ActionRule):
    choice_type = UsePower

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
        reason = place_reason(game, o, power) or \
            timing_reason(game, player, power.timing, power.any_turn, power.name)
        if reason:
            return reason
        if o.memory.get("used:" + power.name) == game.state.turn:
            return f"{power.name} was already used this turn ({RB}, Super Powers)"
        return usable_reason(game, o, power, activated_script(game, o).find_activated(power.name),
                              lower_cost(power), payment(game, player))


def lower_cost(power: PowerDef) -> tuple[str, ...]:
    return tuple(map(str.lower, power.cost))


def usable_reason(game: Game, o: GameObject, power: PowerDef, activated: Activated | None,
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
    why = unpaid_cost(game, activated, o.controller, o.uid)
    if why:
        return f"{why} ({RB}, Super Powers)"
    if not can_pay(cost, payers_among(game, found, o.uid)):
        return (f"{power.name} costs {', '.join(cost)}: not enough face-up locations or "
                f"locations in hand with those symbols ({RB}, Super Powers)")
    return None


def place_reason(game: Game, o: GameObject, power: PowerDef) -> str | None:
    """A super power is used by a character on its side, or from the KO pile if it says
    so (and then only from there)."""
    name, from_ko = power.name.lower(), False
    for a in activated_script(game, o).activated:
        if a.zone == "ko" and a.name.lower() == name:
            from_ko = True
            break
    if (o.zone == "ko") != from_ko or (o.zone != "ko" and o.zone not in ("front", "back")):
        return (f"{power.name} is used by a character on your side" if not from_ko
                else f"{power.name} is used from your KO pile")
    return None


def activated_script(game: Game, o: GameObject) -> Script:
    """``script_of(o)`` as far as activated powers go: the printed script but for a
    copier (granted keywords add only keyword scripts, and those have no activated
    powers: ``keywords.KEYWORDS``)."""
    return game.script_of(o) if o.card in COPIERS else game.printed_script(o.card)


class PlayPlotRule(ActionRule):
    choice_type = PlayPlot

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
            playable_reason(game, player, card, choice.card)


def playable_reason(game: Game, player: int, card: CardDef, uid: int) -> str | None:
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
    why = unpaid_cost(game, activated, player, uid)
    if why:
        return f"{why} ({RB}, Playing Plot Twists)"
    return None


def _team_ready(game: Game, player: int, team: str) -> bool:
    """Whether a face-up character of ``team`` not stunned is on ``player``'s side."""
    for o in game.characters(player):  # noqa: SIM110
        if o.face_up and not o.stunned and game.has_team(o, team):
            return True
    return False


class PowerUpRule(ActionRule):
    choice_type = PowerUp

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o, d in power_up_pairs(game, player):
            yield PowerUp(o.uid, d)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PowerUp)
        now = window(game, player)
        if now not in POWER_UP_TIMINGS:
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
POWER_UP_TIMINGS = ("main", "combat")


class EffectsRule(ActionRule):
    """Plot twists, super powers and power-ups (the rules ``parts``, in that order) listed
    together (their faster listing: ``fast.effects.EffectsListing``)."""

    choice_type = Choice
    parts = (PlayPlotRule(), UsePowerRule(), PowerUpRule())

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for rule in self.parts:
            yield from rule.candidates(game, player)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        for rule in self.parts:
            if isinstance(choice, rule.choice_type):
                return rule.check(game, player, choice)
        return f"{choice.describe()} is not a plot twist, super power or power-up"


def power_up_pairs(game: Game, player: int) -> list[tuple[GameObject, int]]:
    """Each character on ``player``'s side with the first card in their hand named like it
    (``POWER_UP_PAIRS``)."""
    return game.kept[POWER_UP_PAIRS][player]


def _power_up_pairs_now(game: Game, player: int) -> list[tuple[GameObject, int]]:
    names = game.pool.table("2pcg:card-names", _card_names)
    return _pairs_in(game, names, game.state.players[player].zones["hand"],
                     game.characters(player))


def _shown_pairs(pairs: list[tuple[GameObject, int]]) -> list[tuple[int, int]]:
    return [(o.uid, d) for o, d in pairs]


#: per player: the power-up pairs, while their hand holds the same objects in the same
#: order (an object keeps its uid and card for life; the card database does not change in
#: a game) and their rows the same objects in the same order (their characters, in
#: ``Game.characters`` order: a card is a character or not for life)
POWER_UP_PAIRS: Facts[list[tuple[GameObject, int]]] = declare(Facts(
    "2pcg:power-up-pairs", _power_up_pairs_now, shown=_shown_pairs,
    zones=("hand", "front", "back")))


def _card_names(db: CardDb) -> dict[str, str]:
    return {card.id: card.name for card in db}


def _pairs_in(game: Game, names: dict[str, str], hand: list[int],
              characters: list[GameObject]) -> list[tuple[GameObject, int]]:
    """``power_up_pairs`` worked out."""
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
    game.push(new_resolve([*activated.cost, *activated.steps], player, in_limbo, card.name, {}))
    game.emit(new_event("plot-played", in_limbo, player, None, {"card": card.id}))


def use_power(game: Game, player: int, source: int, name: str) -> None:
    power = next(p for p in super_powers(game, source) if p.name.lower() == name.lower())
    game.push(PayFor(player, source, power.name, [s.lower() for s in power.cost]))


def power_up(game: Game, player: int, target: int, discard: int) -> None:
    game.move(discard, "ko", cause="discarded to power up")
    n = game.variant.counters_allowed(game, game.state.objects[target], "plus", 1)
    gets = f"gets {counter_words('plus', n)}" if n > 0 else "gets no +1/+1 counter"
    game.log_event("power-up", f"{game.name_of(target)} is powered up: {gets}")
    game.add_counters(target, "plus", 1)
    game.emit(new_event("powered-up", target, player, None, {}))
