"""The original Vs. System TCG (2004-2009) as a variant of the core engine.

Start of game, the turn sequence with shared phases and per-player steps, priority and
the chain in every phase and step, resources, recruiting (from hand, or the resource row
for reservists; loyalty, boost, concealed), combat (combat.py), plot twists, locations,
payment powers and equipment (powers.py), keywords (keywords.py), card scripts
(scripts/), deck rules, the wrap-up with the endurance check (turn.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import attrs

from vsrules.core.abilities import EMPTY_SCRIPT, Script
from vsrules.core.actions import PhasedRules, explain_illegal, legal_actions
from vsrules.core.card_powers import LOOK_BACK, script_of_data
from vsrules.core.cards import CardDef, read_toml
from vsrules.core.decisions import (
    Attack,
    Choice,
    Decision,
    Move,
    Pick,
    PlayPlot,
    PlayResource,
    PowerUp,
    Recruit,
    Reposition,
    UsePower,
)
from vsrules.core.decks import reference_deck
from vsrules.core.effects import REPLACING
from vsrules.core.errors import IllegalChoice, InputError, VsrulesError
from vsrules.core.foresight import reach
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.options import option, rule_value
from vsrules.core.setup import Setup
from vsrules.core.state import ChainLink, Event, new_event
from vsrules.core.target_words import step_questions

from . import (  # noqa: F401  (card data words, and what its steps do to a target in words)
    card_words,
    gained_powers,
    name_words,
    play_words,
    question_words,
    transfers,
)
from .card_words import Searched
from .chain_triggers import TriggersToChain, start_trigger, trigger_effect, trigger_target_question
from .choices import Equip, FlipLocation
from .combat import (
    AttackSubstep,
    PowerUpRule,
    Reinforce,
    ReinforceRule,
    attacking,
    leaves_the_attack,
    lose_endurance,
    play_power_up,
    play_reinforce,
    resolve_power_up,
    resolve_reinforce,
)
from .draws import draw
from .edition import OriginalEdition
from .entering import leave_play
from .fast.combat import AttackListing
from .fast.formation import RepositionListing
from .fast.powers import FlipListing, PlotListing, PowerListing
from .fast.recruiting import RecruitListing
from .formation import MOVE_RULE, PlaceCharacter, end_rearranging
from .keywords import KEYWORDS, LABEL_KEYWORDS, RULE_KEYWORDS, is_cosmic
from .positions import area
from .powers import (
    EquipRule,
    acts_on,
    does_nothing_now,
    flip_location,
    link_acts_on,
    play_plot,
    played_target_questions,
    plot_activated,
    resolve_effect,
    use_power,
)
from .recruiting import play_equipment, recruit, resolve_recruit
from .removed_powers import non_activated_removed
from .replacing import ask_replacement, replacement_named
from .scripts import RULES_POWERS, script_for
from .targets import leading_targets
from .turn import PHASES, SetUp, Turn, turn_plan

CR = "original CR"


PRIORITY_RULES = PhasedRules(
    RecruitListing(), EquipRule(), RepositionListing(), AttackListing(), PowerUpRule(),
    ReinforceRule(), PlotListing(), PowerListing(), FlipListing())


# -- replacement choices and triggers on the chain -------------------------------------------
@attrs.define
class StunChoice(Frame):
    """A character would become stunned and replacements apply, an optional one ("instead,
    you may ...") or several: their controller decides which applies (original CR 513.5c;
    seed 004 Bette Kane). Declining, open when all of them are optional, lets the stun
    happen."""

    uid: int
    source: int | None
    options: list[list[Any]]

    def holds_triggers(self) -> bool:
        return True

    def run(self, game: Game) -> None:
        ask_replacement(game, game.state.objects[self.options[0][0]].controller,
                        f"{game.name_of(self.uid)} would become stunned", self.options)

    def receive(self, game: Game, choice: Choice) -> None:
        game.pop(self)
        variant: Original = game.variant  # type: ignore[assignment]
        if isinstance(choice, Pick):
            src_uid, name = self.options[int(choice.value)]
            if replace_stun(game, self.uid, self.source, src_uid, name):
                return
        variant.do_stun(game, self.uid, self.source)


def replace_stun(game: Game, uid: int, source: int | None, src_uid: int, name: str) -> bool:
    """Apply the stun replacement ``name`` of ``src_uid`` to the stun of ``uid``; whether it
    could."""
    rep = replacement_named(game, src_uid, name)
    if rep is None:
        return False
    game.log_event("replace", f"{game.name_of(src_uid)}: {name}", source=src_uid)
    rep.replace(game, game.state.objects[src_uid], new_event("stun", uid, None, source, {}))
    return True


#: the events after which "when this ..." powers of card data are checked on the card as it
#: was just before: beside the core's, "whenever X stuns a character" and "whenever X
#: causes breakthrough", whose events carry the strikers as they were (seed 000 502.4)
LOOK_BACK_EVENTS = LOOK_BACK | {"stuns", "breakthrough"}


class Original(OriginalEdition):
    """The original edition's rules (its declared facts and card files: ``edition.py``)."""

    phases = PHASES
    player_counts = (2, 3, 4)
    phase_aliases = {"main": "combat:attack", "build": "build:resource"}
    row_words = {"front": "front row", "back": "support row"}
    #: no state-based rule is checked after each change (stunned characters and endurance
    #: are dealt with at the wrap-up)
    state_reads: ClassVar[frozenset[str] | None] = frozenset()

    def card_script(self, card: CardDef) -> Script:
        """The card's powers as data, if its file declares any (a user's card file that
        redefines a bundled card, e.g. docs/card-files' Spoiler, replaces its powers), with
        its bundled script when the card says ``script = "python"``; else its bundled
        script."""
        data = script_of_data(card, LOOK_BACK_EVENTS)
        if data is EMPTY_SCRIPT:
            return script_for(card.id)
        # a card with data and ``script = "python"``: both add up (its data powers first)
        return data + script_for(card.id) if card.script == "python" else data

    def keyword_script(self, keyword: str) -> Script:
        return KEYWORDS.get(keyword, EMPTY_SCRIPT)

    def target_questions(self, card: CardDef) -> list[str]:
        """Those of every edition's powers, with the targets chosen as a power is played
        (its ``targets``) or as a triggered power goes on the chain (its leading
        ``target`` steps) first, each asked as the game asks it."""
        script = self.card_script(card)
        out: list[str] = []
        for power in script.activated:
            out += played_target_questions(card, power.name, power)
            out += step_questions(card, power.name, power.cost)
            out += step_questions(card, power.name, power.steps)
        for trig in script.triggered:
            leading = leading_targets(trig.steps)
            out += [trigger_target_question(card, trig.name, trig.steps, t) for t in leading]
            out += step_questions(card, trig.name, trig.steps[len(leading):])
        return out

    def is_implemented(self, card: CardDef) -> bool:
        """Every keyword known and every printed power declared in the card's script (or
        implemented by the rules, e.g. a deck limit)."""
        known = set(KEYWORDS) | RULE_KEYWORDS | LABEL_KEYWORDS
        if any(kw not in known for kw in card.keyword_values):
            return False
        script = self.card_script(card)
        if card.type == "plot-twist" and script.find_activated(card.name) is None:
            return False
        names = script.power_names() | {n.lower() for n in RULES_POWERS.get(card.id, ())}
        plot = card.type == "plot-twist"  # its "text" powers are its played effect
        return all(p.kind == "keyword" or (plot and p.kind == "text") or
                   p.name.lower() in names for p in card.powers)

    def prepare_game(self, game: Game, setup: Setup) -> None:
        """Each player starts at 50 endurance (original CR, seed 000: Starting the Game)."""
        for p in game.state.players:
            p.endurance = option(game, "starting_endurance")

    def new_game(self, game: Game, setup: Setup) -> None:
        self.prepare_game(game, setup)
        for i, deck in enumerate(setup.decks):
            game.new_objects(deck.cards, i, "deck")
        game.push(SetUp())

    # -- decks -----------------------------------------------------------------------------
    def deck_problems(self, deck: Any, options: Mapping[str, Any] | None = None
                      ) -> list[tuple[str, str]]:
        """60 or more cards; at most 4 per name and version (Army unlimited); printed
        per-name limits (Triad: 3) (original CR, Starting the Game 101.2; seed 004)."""
        db = self.card_db()
        problems: list[tuple[str, str]] = []
        copies: Counter[tuple[str, str]] = Counter()
        by_name: Counter[str] = Counter()
        #: "a deck may contain at most N cards named X" (the rules keyword deck-limit:N)
        limits: dict[str, int] = {}
        for i, (cid, n) in enumerate(deck.counts):
            resolved = db.resolve_id(cid)
            if resolved is None:
                problems.append((f"cards[{i}].id", f"unknown card {cid!r}"))
                continue
            card = db.get(resolved)
            by_name[card.name] += n
            limit_here = card.keyword("deck-limit")
            if type(limit_here) is int:
                limits[card.name] = min(limit_here, limits.get(card.name, limit_here))
            if card.version.lower() != "army":
                copies[(card.name, card.version)] += n
        limit, least = rule_value(self, "copy_limit", options), rule_value(self, "deck_size", options)
        for (name, version), n in copies.items():
            if n > limit:
                label = f"{name}, {version}" if version else name
                problems.append(("cards", f"{n} copies of {label}: at most {limit} per name and "
                                 f"version ({CR} 101.2, four per deck rule)"))
        for name, limit in limits.items():
            if by_name.get(name, 0) > limit:
                problems.append(("cards", f"{by_name[name]} cards named {name}: its text "
                                 f"allows at most {limit} in a deck"))
        if deck.size < least:
            problems.append(("cards", f"{deck.size} cards: a deck has at least {least} ({CR}, "
                             "Starting the Game)"))
        missing = self._missing(deck)
        if missing:
            problems.append(("missing", f"{missing} listed cards are not in the card database "
                             "(not transcribed: see the file's 'missing' list)"))
        return problems

    def _missing(self, deck: Any) -> int:
        try:
            reference = reference_deck(read_toml(Path(deck.path)), deck.path)
        except (VsrulesError, OSError):  # the file's own problems are reported as it loads
            return 0
        return 0 if reference is None else reference.total - reference.known

    # -- actions -------------------------------------------------------------------------
    def resource_options(self, game: Game, player: int) -> list[Choice]:
        return [PlayResource(u) for u in game.zone(player, "hand")]

    def priority_actions(self, game: Game, player: int) -> list[Choice]:
        return legal_actions(game, player, PRIORITY_RULES.for_phase(game.state.phase))

    def explain_illegal(self, game: Game, pending: Decision, choice: Choice) -> str | None:
        if isinstance(choice, PlayResource) and pending.kind != "resource":
            return f"a resource is built only as your resource step starts ({CR}, Resource Step)"
        return explain_illegal(game, pending.player, (*PRIORITY_RULES, MOVE_RULE), choice)

    def answers_for(self, game: Game, choice: Choice) -> list[Choice]:
        """A formation move is two answers: the character, then its position."""
        pending = game.pending
        if isinstance(choice, Move) and pending is not None and \
                Reposition(choice.character) in pending.options:
            reason = MOVE_RULE.check(game, pending.player, choice)
            if reason is None and choice not in MOVE_RULE.positions(game, pending.player,
                                                                    choice.character):
                reason = f"{choice.describe()} is not a position on offer"
            if reason:
                raise IllegalChoice(reason)
            return [Reposition(choice.character), choice]
        return [choice]

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        end_rearranging(game, choice)
        if isinstance(choice, PlayResource):
            uid = game.move(choice.card, "resources", face_up=False, cause="built a resource")
            game.turn_face(game.state.objects[uid], False)
        elif isinstance(choice, Recruit):
            recruit(game, player, choice)
        elif isinstance(choice, Reposition):
            game.push(PlaceCharacter(player, choice.character))
        elif isinstance(choice, Attack):
            game.push(AttackSubstep(player, list(choice.attackers), choice.defender,
                                    choice.player))
        elif isinstance(choice, PowerUp):
            play_power_up(game, player, choice)
        elif isinstance(choice, Reinforce):
            play_reinforce(game, player, choice)
        elif isinstance(choice, PlayPlot):
            play_plot(game, player, choice.card)
        elif isinstance(choice, UsePower):
            use_power(game, player, choice.source, choice.name)
        elif isinstance(choice, FlipLocation):
            flip_location(game, player, choice.card)
        elif isinstance(choice, Equip):
            play_equipment(game, player, choice.card, choice.character)
        else:
            raise ValueError(f"the original variant does not know {choice.describe()}")

    def resolve_link(self, game: Game, link: ChainLink) -> None:
        if link.effect == "normal-draw":
            # (each player's draws a frame when draws are replaced: the first on top)
            players = reversed(game.state.players) if game.replaces("draw") else \
                game.state.players
            for p in players:
                if not p.out:
                    draw(game, p.index, 2)
            return
        if link.effect == "trigger" and link.trigger is not None:
            start_trigger(game, link)
            return
        if link.effect in ("plot", "power"):
            resolve_effect(game, link)
            return
        if link.effect == "recruit":
            resolve_recruit(game, link)
            return
        att = attacking(game)
        # the target re-check on resolution (seed 000, 513.4c): a target that has left play
        # or was removed from the attack is no longer in it (``leaves_the_attack``)
        legal = [t for t in link.targets if att and t in (*att["attackers"], att["defender"])]
        if not legal:  # every target is illegal on resolution: negated (target re-check)
            game.log_event("negated", f"{link.effect} is negated: its target is no longer "
                           "in the attack")
            return
        if link.effect == "power-up":
            resolve_power_up(game, legal[0])
        elif link.effect == "reinforce":
            resolve_reinforce(game, legal[0], link.data.get("by"))
        else:
            raise ValueError(f"unknown chain effect {link.effect!r}")

    def handle_triggers(self, game: Game) -> None:
        """Triggered effects go on the chain before anyone gets priority, the primary
        player's first (original CR, Triggered Effects)."""
        st = game.state
        primary = st.step_owner if st.step_owner is not None else st.active
        # by player from the primary player; within a player, oldest source first (the order
        # offered: the player then chooses it, TriggersToChain)
        waiting = sorted(st.waiting_triggers,
                         key=lambda w: ((w.controller - primary) % len(st.players), w.source))
        st.waiting_triggers.clear()
        game.push(TriggersToChain(waiting))

    # -- text, stats, counters ---------------------------------------------------------------
    def powers_active(self, game: Game, obj: GameObject) -> bool:
        """Stunned characters, equipment on a stunned character and face-down cards have
        inactive text (original CR, Active and Inactive Text)."""
        if obj.stunned or not obj.face_up:
            return False
        if obj.attached_to is not None:
            host = game.state.objects.get(obj.attached_to)
            return host is not None and not host.stunned
        return True

    def power_active(self, game: Game, obj: GameObject, kind: str, name: str) -> bool:
        """Cosmic text only with a cosmic counter; boost text only if boost was paid; no
        power but keywords and activated ones while the object has lost them."""
        if not self.powers_active(game, obj) or non_activated_removed(game, obj, kind):
            return False
        if kind == "cosmic":
            return obj.count("cosmic") > 0
        if kind == "boost":
            entering = game.state.flags.get("entering")
            return bool(obj.memory.get("boosted")) or \
                (entering is not None and entering["uid"] == obj.uid and entering["boosted"])
        return True

    def replacement_active(self, game: Game, obj: GameObject) -> bool:
        """Text active, and replacements not among the powers it lost."""
        return self.power_active(game, obj, "replacement", "")

    def look_back_active(self, game: Game, obj: GameObject, kind: str, name: str,
                         event: Event) -> bool:
        """A power that triggers off a character or equipment leaving play ignores whether
        its text was inactive (stunned, on a stunned character, cosmic without a counter:
        seed 000 rule 502.4, an exception to 701.12f); other look-back powers see the
        picture's text as it was."""
        if event.kind == "leaves-play" and obj.zone in ("front", "back", "equipment"):
            return True
        return self.power_active(game, obj, kind, name)

    def base_stat(self, game: Game, obj: GameObject, stat: str) -> int:
        if stat == "willpower":
            value = game.card(obj).keyword("willpower")
            return int(value) if isinstance(value, int) and not isinstance(value, bool) else 0
        return super().base_stat(game, obj, stat)

    def counters_allowed(self, game: Game, obj: GameObject, kind: str, n: int) -> int:
        """Only a cosmic character can have a cosmic counter, and at most one (seed 004
        item 3)."""
        if kind != "cosmic":
            return n
        if not is_cosmic(game, obj):
            return 0
        return min(n, 1 - obj.count("cosmic"))

    # -- stun, KO ------------------------------------------------------------------------------
    def stun(self, game: Game, uid: int, source: int | None = None, cost: bool = False) -> bool:
        """Stun a character. Its replacements apply first, unless the stun pays a cost
        (costs can't be replaced): one without "may" at once, an optional one ("instead,
        you may ...") or several offered to their controller (seed 000 513.5c-f)."""
        o = game.state.objects.get(uid)
        if o is None or o.zone not in ("front", "back") or o.stunned:
            return False
        if not cost:
            options = self._stun_replacements(game, uid, source)
            mandatory = len(options) == 1 and (rep := replacement_named(game, *options[0])) \
                is not None and not rep.optional
            if mandatory:  # no "may", nothing to order: it applies
                replace_stun(game, uid, source, *options[0])
                return False
            if options:
                game.push(StunChoice(uid, source, options))
                return False
        return self.do_stun(game, uid, source)

    def _stun_replacements(self, game: Game, uid: int, source: int | None) -> list[list[Any]]:
        """The replacements that apply to this stun, but not the one whose effect makes it
        (its new event can't be replaced by it again, seed 000 513.5i)."""
        event = new_event("stun", uid, None, source, {})
        made_by = game.state.flags.get(REPLACING)
        out = []
        for src in game.replacers("stun"):
            if not self.replacement_active(game, src):
                continue
            for rep in game.script_of(src).replacements:
                if rep.event == "stun" and [src.uid, rep.name] != made_by and \
                        rep.applies(game, src, event):
                    out.append([src.uid, rep.name])
        return out

    def do_stun(self, game: Game, uid: int, source: int | None = None) -> bool:
        """Stunned: face down, exhausted, text inactive, cosmic counter removed; its
        controller loses endurance equal to its cost (original CR, stun endurance loss;
        decisions.md)."""
        o = game.state.objects.get(uid)
        if o is None or o.zone not in ("front", "back") or o.stunned:
            return False
        before = o.snapshot()
        att = attacking(game)
        game.turn_face(o, False, stunned=True, exhausted=True)
        game.remove_counters(uid, "cosmic")
        game.log_event("stun", f"{game.name_of(uid)} is stunned", subject=uid)
        cost = game.card(o).cost
        if cost:
            lose_endurance(game, o.controller, cost, f"{game.name_of(uid)} stunned")
        game.emit(new_event("stunned", uid, o.controller, source,
                            {"defending": bool(att and att["defender"] == uid),
                             "attacking": bool(att and uid in att["attackers"])},
                            before))
        return True

    def draw(self, game: Game, player: int, n: int, used: list[Any] | None = None) -> None:
        """A draw replacement in play asks about each card drawn (variants/original/draws.py)."""
        draw(game, player, n, used)

    def left_play(self, game: Game, old: GameObject) -> None:
        leaves_the_attack(game, old.uid)

    def ko(self, game: Game, uid: int, cause: str = "", look_back: GameObject | None = None) -> None:
        """KO an object in play by an effect; a replacement of ``ko`` events ("if a card
        would enter a KO'd pile from play, instead ...") applies first (seed 000 513.5;
        costs, which can't be replaced, leave play without this)."""
        o = game.state.objects.get(uid)
        if o is None or not o.in_play:
            return
        if game.replaces("ko") and \
                game.replace(new_event("ko", uid, o.controller, None, {})) is None:
            return
        leave_play(game, uid, "ko", cause or "KO", look_back=look_back)

    def can_wait(self, game: Game, choice: Choice) -> bool:
        """A plot twist that searches its player's deck and targets nothing ("look
        through your deck for ...") does the same at any moment of the turn; so does
        flipping a location whose powers are all activated ones, none of them usable
        now (flipped, it would only wait to be used)."""
        if isinstance(choice, PlayPlot):
            obj = game.state.objects.get(choice.card)
            power = plot_activated(game, game.card(obj)) if obj is not None else None
            return power is not None and not power.targets and any(
                isinstance(step, Searched) for step in power.steps)
        if isinstance(choice, FlipLocation):
            obj = game.state.objects.get(choice.card)
            if obj is None:
                return False
            script = self.card_script(game.card(obj))
            return not (script.triggered or script.static or script.replacements) and \
                not any(power.usable(game, obj) for power in script.activated)
        return False

    def does_nothing_now(self, game: Game, choice: Choice) -> bool:
        """A plot twist or a power whose effect would find nothing to act on now
        (``powers.does_nothing_now``)."""
        return does_nothing_now(game, choice)

    def acts_on(self, game: Game, choice: Choice) -> frozenset[int] | None:
        """What an untargeted plot twist or power would act on now (``powers.acts_on``)."""
        return acts_on(game, choice)

    def link_acts_on(self, game: Game, link: ChainLink) -> frozenset[int] | None:
        """A recruit acts on the card recruited (and, equipment, the character it is
        played on), a power-up or a reinforcement on its target, the normal draw on no
        card in play; a plot twist, a power and a triggered power as previewed
        (``core.foresight.reach``)."""
        if link.effect in ("recruit", "power-up", "reinforce"):
            touched = {*link.targets, link.source} if link.effect == "recruit" else link.targets
            return frozenset(u for u in touched if u is not None)
        if link.effect == "normal-draw":
            return frozenset()
        if link.effect in ("plot", "power"):
            return link_acts_on(game, link)
        if link.effect == "trigger" and link.trigger is not None:
            effect = trigger_effect(game, link)
            if effect is None:
                return None
            if effect.targeted and not effect.legal:
                return frozenset()  # negated as it resolves
            w = link.trigger
            found = reach(game, effect.steps, w.controller, w.source if w.source >= 0 else None,
                          effect.ctx)
            return None if found is None else found | set(link.targets)
        return None

    def phase_name(self, game: Game) -> str:
        return game.state.phase

    def describe_choice(self, game: Game, choice: Choice) -> str:
        if isinstance(choice, Equip):
            return f"Equip {game.name_of(choice.card)} to {game.name_of(choice.character)}"
        if isinstance(choice, FlipLocation):
            return f"Flip {game.name_of(choice.card)} face up"
        if isinstance(choice, Reinforce):
            return (f"Reinforce {game.name_of(choice.defender)} "
                    f"(exhaust {game.name_of(choice.exhaust)})")
        words = super().describe_choice(game, choice)
        if isinstance(choice, Move | Recruit) and choice.column is not None:
            words += f", column {choice.column + 1}"  # positions are numbered from 1
        return words

    def describe_object(self, game: Game, obj: GameObject) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if obj.zone in ("front", "back") and game.card(obj).is_character:
            out["willpower"] = willpower(game, obj)
            out["area"] = area(obj)
            if obj.memory.get("boosted"):
                out["boosted"] = True
        return out

    # -- rules lab -----------------------------------------------------------------------
    def setup_position(self, game: Game, lab: Any) -> None:
        sc = lab.scenario
        lab.populate()
        for p in game.state.players:  # default: columns in listed order, rows sharing numbers
            for row in ("front", "back"):
                for i, u in enumerate(p.zones[row]):
                    o = game.state.objects[u]
                    if o.column is None:
                        game.set_column(u, i)
                    if o.area is None:
                        o.area = "visible"
        for ps in sc.players:
            if ps.endurance is not None:  # else as ``prepare_game`` set it
                game.state.players[ps.index].endurance = ps.endurance
            if ps.main is not None:
                sc.notes.append(f"players.{ps.id}.main is ignored: the original game has no "
                                "main characters")
        st = game.state
        st.active = lab.player("active")
        st.turn = int(sc.game.get("turn", 1))
        phase = sc.game.get("phase", "draw")
        turn = Turn(st.active, index=0)
        if phase != "draw":
            owner = lab.player("step_owner", st.active)
            plan = turn_plan(game, st.active)
            turn.index = next(i for i, (step, o) in enumerate(plan)
                              if step == phase and o in (None, owner))
            # a file starting at the resource step is asked for its resource
            turn.asked = phase != "build:resource"
        game.push(turn)

    def lab_choice(self, game: Game, action: Any) -> Choice:
        f = action.fields
        if action.action == "reinforce":
            return Reinforce(f["defender"], f["exhaust"])
        if action.action == "power-up":
            return PowerUp(f["target"], f["discard"])
        if action.action == "play":
            card = game.state.objects.get(f["card"])
            if card is not None and game.card(card).type == "location":
                return FlipLocation(card.uid)  # playing a location is flipping it
            return PlayPlot(f["card"])
        if action.action == "power":
            if str(f.get("name", "")).lower() == "equip":
                # recruiting an equipment card: power source = the card, targets = [its host]
                hosts = f.get("targets") or []
                return Equip(f["source"], hosts[0] if isinstance(hosts, list) else hosts)
            return UsePower(f["source"], f["name"])
        if action.action == "choose":
            value = f.get("choice")
            for o in game.pending.options if game.pending else []:
                if getattr(o, "card", None) == value:
                    return o
        raise InputError("", action.where, f"the original variant does not implement the "
                         f"{action.action!r} action yet")


def willpower(game: Game, obj: GameObject | int) -> int:
    """Willpower N is a stat; 0 without the keyword; a stunned character has 0 and can't
    gain or lose willpower (original CR, Attack, Defense, and Willpower Values)."""
    if isinstance(obj, int):
        obj = game.state.objects[obj]
    if obj.stunned:
        return 0
    return game.stat(obj, "willpower")
