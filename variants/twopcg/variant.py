"""Vs. System 2PCG (The Marvel Battles) as a variant of the core engine."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property
from typing import Any, ClassVar, NamedTuple

from vsrules.core.abilities import EMPTY_SCRIPT, Script
from vsrules.core.actions import ActionRule, explain_illegal, legal_actions
from vsrules.core.card_powers import script_of_data
from vsrules.core.cards import CardDef, PowerDef
from vsrules.core.decisions import (
    PASS,
    Attack,
    Choice,
    Decision,
    Move,
    PlayPlot,
    PlayResource,
    PowerUp,
    Recruit,
    UsePower,
)
from vsrules.core.decks import DeckFile
from vsrules.core.derived import Derived, declare
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.options import option, rule_value
from vsrules.core.setup import Setup
from vsrules.core.state import new_log_entry
from vsrules.core.triggers import resolve_waiting_at_once

from . import damage, lab, question_words  # noqa: F401  (question_words: what its steps do to a target)
from .attack import AttackRule
from .build import MoveRule, RecruitRule, ResourceRule
from .choices import PlaceMain
from .combat import Combat, current_combat, leaves_combat
from .edition import CARD_DIR as CARD_DIR  # where the card files are (re-exported)
from .edition import TwoPcgEdition
from .fast.attack import AttackListing
from .fast.build import MoveListing, RecruitListing, ResourceListing
from .fast.effects import EffectsListing
from .keywords import KEYWORDS, RULE_KEYWORDS
from .powers import (
    EffectsRule,
    play_plot,
    power_up,
    printed_super_powers,
    use_power,
)
from .scripts import COPIERS, script_for
from .turn import PHASES, SetUp, current_turn
from .uniqueness import enforce_uniqueness


class Copied(NamedTuple):
    """What a copier (Hope Summers) copies now: the characters, their powers, keywords and
    super powers."""

    sources: tuple[int, ...]
    script: Script
    keywords: tuple[str, ...]
    super_powers: tuple[PowerDef, ...]


NOTHING_COPIED = Copied((), EMPTY_SCRIPT, (), ())

#: the effects (plot twists, super powers, power-ups) are listed by one rule after the
#: step's own (power-ups only at the timing words they have: not in the build phase)
EFFECTS = EffectsListing()
PLOT, POWER, POWER_UP = EffectsRule.parts
STEP_RULES: dict[str, tuple[ActionRule, ...]] = {
    "build:resource": (ResourceListing(), EFFECTS),
    "build:recruit": (RecruitListing(), EFFECTS),
    "build:formation": (MoveListing(), EFFECTS),
    "main": (AttackListing(), EFFECTS),
}
COMBAT_RULES: tuple[ActionRule, ...] = (EFFECTS,)
ALL_RULES: tuple[ActionRule, ...] = (ResourceRule(), RecruitRule(), MoveRule(), AttackRule(),
                                     PLOT, POWER, POWER_UP)


def _copying(game: Game, sources: tuple[int, ...]) -> Copied:
    """What copying ``sources`` gives. It depends on their cards only: gathered once per
    card pool for each list of cards (a card's script never changes)."""
    cards = tuple(game.card_ids(sources))
    known: dict[tuple[str, ...], tuple[Script, tuple[str, ...], tuple[PowerDef, ...]]] = \
        game.pool.table("2pcg:copied-cards", _nothing_gathered)
    found = known.get(cards)
    if found is None:
        found = known[cards] = _gathered(game, cards)
    return Copied(sources, *found)


def _copied_by(game: Game, obj: GameObject, previous: Copied | None) -> Copied:
    """What ``obj`` copies: nothing outside the ``dynamic_zones`` (a face-down resource
    copies nothing); the characters copied are taken in uid order (``_in_uid_order``),
    and when they are the same as before (``previous``), so is the copy."""
    copier = COPIERS.get(obj.card)
    if copier is None or obj.zone not in game.variant.dynamic_zones:
        return NOTHING_COPIED
    sources = _in_uid_order(copier.sources(game, obj))
    if previous is not None and previous.sources == sources:
        return previous
    return _copying(game, sources)


def _copier_live(game: Game, uid: int) -> bool:
    return uid in game.state.objects


#: per copier (by uid): what it copies, looked at again after a change of what a copier
#: may read (``Copier``: which objects are in play and where, their faces and stuns, the
#: modifiers)
COPIES: Derived[Copied] = declare(Derived(
    "2pcg:copies", lambda game, uid, previous: _copied_by(game, game.state.objects[uid], previous),
    depends=("layout", "faces", "modifiers"), live=_copier_live))


def _in_uid_order(sources: list[int]) -> tuple[int, ...]:
    """A copier's sources in a fixed order, whatever order it names them in (Hope Summers
    names hers in row order, which a reposition changes). The order is rules-neutral: no
    two copyable characters' powers share a name, static powers only add and grant, and
    the player whose turn it is orders simultaneous triggers (docs/design.md, Decision
    records)."""
    return tuple(sorted(sources))


def _nothing_gathered(_db: object) -> dict[tuple[str, ...], tuple[Script, tuple[str, ...],
                                                                  tuple[PowerDef, ...]]]:
    return {}


def _gathered(game: Game, cards: tuple[str, ...]) -> tuple[Script, tuple[str, ...],
                                                            tuple[PowerDef, ...]]:
    """The powers, keywords and super powers of ``cards`` together."""
    script = EMPTY_SCRIPT
    words: dict[str, None] = {}
    supers: tuple[PowerDef, ...] = ()
    for card in map(game.cards.get, cards):
        script = script + script_for(card.id) + script_of_data(card)
        words.update(dict.fromkeys(card.keyword_values))
        supers += printed_super_powers(card)
    return script, tuple(words), supers


def _play_resource(game: Game, player: int, choice: PlayResource) -> None:
    game.move(choice.card, "resources", face_up=choice.face_up, cause="resource")


def _recruit(game: Game, player: int, choice: Recruit) -> None:
    cost = max(0, game.stat(choice.card, "cost"))
    turn = current_turn(game)
    assert turn is not None
    turn.points -= cost
    uid = game.move(choice.card, choice.row, to_player=player, cause="recruited")
    enforce_uniqueness(game, uid)


def _move(game: Game, player: int, choice: Move) -> None:
    uid = choice.character
    game.reposition(uid, choice.row)
    st = game.state  # ``log_event``'s entry, built here (a quarter of the decisions)
    log = st.log
    name = game.cards.by_id[st.objects[uid].card].name
    log.append(new_log_entry(len(log), st.turn, "formation",
                             f"{name} moves to the {choice.row} row", {"subject": uid}))


def _attack(game: Game, player: int, choice: Attack) -> None:
    ranged = game.state.objects[choice.attackers[0]].zone == "back"
    game.push(Combat(player, list(choice.attackers), choice.defender, ranged,
                     target_player=choice.player))


#: what each action does, by the type of its choice (looked up, not tested in turn: every
#: decision of a turn or a combat window is answered through this)
ACTIONS: dict[type, Callable[[Game, int, Any], None]] = {
    PlayResource: _play_resource,
    Recruit: _recruit,
    PlayPlot: lambda game, player, c: play_plot(game, player, c.card),
    UsePower: lambda game, player, c: use_power(game, player, c.source, c.name),
    PowerUp: lambda game, player, c: power_up(game, player, c.target, c.discard),
    Move: _move,
    Attack: _attack,
}


class TwoPcg(TwoPcgEdition):
    """The 2PCG rules (the facts and cards: ``edition.TwoPcgEdition``)."""

    phases = PHASES

    # -- decks -------------------------------------------------------------------------
    def deck_problems(self, deck: DeckFile, options: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        """2PCG deck rules (rulebook: Basic Game Concepts, Setting Up the Game): a level 1
        main character plus exactly 60 cards; at most 4 copies of a card, basic locations
        excepted; with a Loyalty card, every team card shares its team."""
        problems = super().deck_problems(deck)
        if problems:
            return problems
        db = self.card_db()
        if deck.main is None:
            problems.append(("main", "a 2PCG deck needs a main character"))
        elif db.resolve_id(deck.main) is None:
            problems.append(("main", f"unknown card {deck.main!r}"))
        else:
            main = db.get(deck.main)
            if main.type != "main-character" or (main.level or 1) != 1:
                problems.append(("main", f"{main.name} ({main.id}) is not a level 1 main character"))
        size, copies = rule_value(self, "deck_size", options), rule_value(self, "copy_limit", options)
        if deck.size != size:
            problems.append(("cards", f"{deck.size} cards: a deck has exactly {size} "
                             "(main character not counted)"))
        by_name: dict[str, int] = {}
        for i, (cid, n) in enumerate(deck.counts):
            card = db.get(cid)
            if card.type == "main-character":
                problems.append((f"cards[{i}].id",
                                 f"{card.name} is a main character: it is not one of the 60"))
            if not (card.type == "location" and not card.teams):
                by_name[card.name] = by_name.get(card.name, 0) + n
        for name, n in by_name.items():
            if n > copies:
                problems.append(("cards", f"{n} copies of {name}: at most {copies} "
                                 "(basic locations excepted)"))
        deck_teams = {t for c, _m in deck.counts for t in db.get(c).teams}  # once: linear
        for cid, _n in deck.counts:
            card = db.get(cid)
            team = card.teams[0] if card.keyword("loyalty") and card.teams else None
            others = deck_teams - {team}
            if team and others:
                problems.append(("cards", f"{card.name} has Loyalty: every team card must be "
                                 f"{team} (found {', '.join(sorted(others))})"))
        return problems

    def new_game(self, game: Game, setup: Setup) -> None:
        self.prepare_game(game, setup)
        for i, deck in enumerate(setup.decks):
            game.new_objects(deck.cards, i, "deck")
            if deck.main:
                main = game.cards.get(deck.main)
                game.new_object(main.id, i, "aside")
                if main.other_level:
                    game.new_object(main.other_level, i, "aside")
        game.push(SetUp())

    # -- actions -------------------------------------------------------------------------
    def step_actions(self, game: Game, player: int, step: str) -> list[Choice]:
        options = legal_actions(game, player, STEP_RULES.get(step, ()))  # a new list
        options.insert(0, PASS)
        return options

    def combat_forecast(self, game: Game) -> frozenset[int] | None:
        combat = current_combat(game) if game.state.flags.get("combat") else None
        return combat.forecast(game) if combat is not None else None

    def same_outcome(self, game: Game, decision: Decision) -> bool:
        if decision.kind != "strike-back":
            return False
        combat = current_combat(game)
        return combat is not None and combat.strike_back_moot(game)

    def combat_actions(self, game: Game, player: int) -> list[Choice]:
        """The combat effects ``player`` may play: a new list (the combat window puts Pass
        in front of it)."""
        return legal_actions(game, player, COMBAT_RULES)

    def explain_illegal(self, game: Game, pending: Decision, choice: Choice) -> str | None:
        return explain_illegal(game, pending.player, ALL_RULES, choice)

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        act = ACTIONS.get(type(choice)) or \
            next((a for t, a in ACTIONS.items() if isinstance(choice, t)), None)  # a subclass
        if act is None:
            raise ValueError(f"2PCG does not know the action {choice.describe()}")
        act(game, player, choice)

    # -- powers ----------------------------------------------------------------------------
    def card_script(self, card: CardDef) -> Script:
        return script_for(card.id) + script_of_data(card)

    def keyword_script(self, keyword: str) -> Script:
        return KEYWORDS.get(keyword, EMPTY_SCRIPT)

    #: the copiers (declared by the card scripts, imported above)
    dynamic_cards = frozenset(COPIERS)

    #: Mutant Power Duplication works in play, from hand and from the KO pile (FAQ)
    dynamic_zones = frozenset({"front", "back", "hand", "ko"})

    def copied_super_powers(self, game: Game, obj: GameObject) -> tuple[PowerDef, ...]:
        return self._copied(game, obj).super_powers

    def extra_script(self, game: Game, obj: GameObject) -> Script:
        """Copied powers (Hope Summers, FAQ Mutant Power Duplication)."""
        return self._copied(game, obj).script

    def extra_keywords(self, game: Game, obj: GameObject) -> tuple[str, ...]:
        return self._copied(game, obj).keywords

    def extra_powers(self, game: Game, obj: GameObject) -> tuple[Script, tuple[str, ...]]:
        copied = self._copied(game, obj)
        return copied.script, copied.keywords

    def _copied(self, game: Game, obj: GameObject) -> Copied:
        """What ``obj`` copies (``COPIES``; a picture of an object as it was is not kept)."""
        if game.state.objects.get(obj.uid) is obj:
            return game.kept[COPIES][obj.uid]
        return _copied_by(game, obj, None)

    def is_implemented(self, card: CardDef) -> bool:
        if card.type == "location":
            return True  # symbols (and team locations' limits) are paid by the engine
        script = self.card_script(card)
        if card.type == "plot-twist":
            return script.find_activated(card.name) is not None
        for kw in card.keyword_values:
            if kw not in KEYWORDS and kw not in RULE_KEYWORDS:
                return False
        names = {a.name.lower() for a in script.activated}
        names |= {t.name.lower() for t in script.triggered}
        names |= {s.name.lower() for s in script.static}
        names |= {r.name.lower() for r in script.replacements}
        for power in card.powers:
            if power.kind == "keyword":
                continue
            if power.name.lower() not in names:
                return False
        return True

    def power_active(self, game: Game, obj: GameObject, kind: str, name: str) -> bool:
        """Stunned characters have no powers but Swarm; Nullify switches off keyword and
        super powers (not level-up powers) (2PCG rulebook, Stunned Characters; FAQ Nullify,
        Swarm)."""
        if name == "swarm":
            return True
        if not obj.face_up or obj.stunned:
            return False
        mods = game.state.modifiers
        if mods:  # (most of the time there is none)
            uid = obj.uid
            for m in mods:
                if m.target == uid and m.stat == "no-powers" and m.op == "grant":
                    return False  # every power off this turn (Star-Lord's Space Cop; FAQ)
        if kind in ("keyword", "super") and obj.zone in ("front", "back") and \
                game.touches("nullified"):
            return not self._nullified(game, obj)
        return True

    def _nullified(self, game: Game, obj: GameObject) -> bool:
        """Nullify is a static power granting the "nullified" flag to its chosen enemy; a
        Nullifier that is itself nullified stops (FAQ, Nullify). The guard cuts the
        recursion when two Nullifiers chose each other."""
        key = ("nullified", obj.uid)
        if key in game.under_way:
            return False
        game.under_way.add(key)
        try:
            return game.flag(obj, "nullified")
        finally:
            game.under_way.discard(key)

    def health_bonus(self, game: Game) -> int:
        return int(option(game, "health_bonus"))

    def stun(self, game: Game, uid: int, source: int | None = None, cost: bool = False) -> bool:
        return damage.stun(game, uid, source)  # 2PCG's stuns have no replacements

    def ko(self, game: Game, uid: int, cause: str = "", look_back: GameObject | None = None) -> None:
        damage.ko(game, uid, cause, look_back)

    def left_play(self, game: Game, old: GameObject) -> None:
        leaves_combat(game, old.uid)

    def counters_allowed(self, game: Game, obj: GameObject, kind: str, n: int) -> int:
        if kind in ("plus", "minus") and (obj.stunned or not obj.in_play):
            return 0  # stunned characters can't gain +1/+1 or -1/-1 counters
        return n

    def counters_placed(self, game: Game, obj: GameObject, kind: str, n: int) -> None:
        """+1/+1 and -1/-1 counters cancel in pairs (2PCG rulebook, counters)."""
        plus, minus = obj.count("plus"), obj.count("minus")
        if plus and minus:
            both = min(plus, minus)
            for k, v in (("plus", plus - both), ("minus", minus - both)):
                game.set_counter(obj.uid, k, v)

    def control_changed(self, game: Game, uid: int, previous: int) -> None:
        enforce_uniqueness(game, uid)

    #: DEF is read from the printed card, counters, modifiers and the static powers in play
    #: (where their objects are, faces, grants, copies, what powers remember): not from
    #: exhaustion, the clock, attachments or columns
    state_reads: ClassVar[frozenset[str] | None] = frozenset(
        {"layout", "grants", "modifiers", "faces", "powered", "counters", "notes"})

    def check_state(self, game: Game) -> None:
        """A character whose DEF is 0 (or less) is stunned at once (2PCG rulebook). Each is
        tested after the one before was stunned (a stun or KO makes a new ``characters``
        list; the one walked stays as it was)."""
        if damage.no_def_at_zero(game):
            return
        objs = game.state.objects
        for o in game.characters():
            if o.uid in objs and not o.stunned and game.stat(o, "def") <= 0:
                game.log_event("def-zero", f"{game.name_of(o.uid)} has 0 DEF")
                self.stun(game, o.uid)

    # -- rules hooks ---------------------------------------------------------------------
    def handle_triggers(self, game: Game) -> None:
        """Triggers resolve at once, before anyone can act; the player whose turn it is
        orders simultaneous ones (2PCG rulebook, Timing)."""
        resolve_waiting_at_once(game, game.state.active)

    def describe_object(self, game: Game, obj: GameObject) -> dict[str, Any]:
        out: dict[str, Any] = {"wounds": obj.count("wound")}
        card = game.card(obj)
        if card.is_character:
            out["health"] = game.stat(obj, "health")
        if card.type == "main-character":
            out["level"] = card.level
            other = card.other_level
            p = game.state.players[obj.owner]
            l2 = [u for u in p.zones["aside"] if game.state.objects[u].card == other]
            out["xp"] = game.state.objects[l2[0]].count("xp") if l2 else 0
        return out

    def describe_player(self, game: Game, player: int) -> dict[str, Any]:
        p = game.state.players[player]
        return {"main": p.main}

    def describe_choice(self, game: Game, choice: Choice) -> str:
        if isinstance(choice, PlaceMain):
            return f"{self._main_to_place(game)} to the {choice.row} row"
        return super().describe_choice(game, choice)

    def _main_to_place(self, game: Game) -> str:
        """The main character the deciding player puts in a row (its level 1 side, as
        the set-up places it), by name; "Main character" when there is none to name."""
        pending = game.pending
        if pending is None:
            return "Main character"
        aside = game.state.players[pending.player].zones["aside"]
        level1 = [u for u in aside if game.card(u).level == 1]
        return game.name_of(level1[0]) if level1 else "Main character"

    # -- rules lab -----------------------------------------------------------------------
    @cached_property
    def _lab(self) -> lab.TwoPcgLab:
        return lab.TwoPcgLab(self)

    def setup_position(self, game: Game, scenario: Any) -> None:
        self._lab.setup_position(game, scenario)

    def lab_choice(self, game: Game, action: Any) -> Choice:
        return self._lab.choice(game, action)
