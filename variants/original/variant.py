"""The original Vs. System TCG (2004-2009) as a variant of the core engine.

Present: start of game, the turn sequence with shared phases and per-player steps,
priority and the chain in every phase and step, building resources, recruiting,
the wrap-up with the endurance check. Combat, plot twists, powers and keywords are the
work of the original-rules issue (see docs/design.md, "What is not built yet")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from vsrules.core.abilities import EMPTY_SCRIPT, Script
from vsrules.core.actions import ActionRule, explain_illegal, legal_actions
from vsrules.core.cards import CardDef
from vsrules.core.chain import add_link
from vsrules.core.decisions import (
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
from vsrules.core.errors import InputError
from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.core.state import ChainLink, Event
from vsrules.core.triggers import start_trigger
from vsrules.core.variant import Variant

from .choices import Equip, FlipLocation
from .combat import (
    AttackRule,
    AttackSubstep,
    PowerUpRule,
    Reinforce,
    ReinforceRule,
    attacking,
    lose_endurance,
    play_power_up,
    play_reinforce,
    resolve_power_up,
    resolve_reinforce,
)
from .keywords import KEYWORDS, RULE_KEYWORDS
from .positions import area, first_free_column, occupant
from .powers import (
    EquipRule,
    FlipRule,
    PlayPlotRule,
    UsePowerRule,
    equip,
    flip_location,
    play_plot,
    resolve_effect,
    use_power,
)
from .scripts import script_for
from .turn import PHASES, SetUp, Turn, turn_plan

CARD_DIR = Path(__file__).parent / "cards"
CR = "original CR"


class RecruitRule(ActionRule):
    choice_type = Recruit

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "hand"):
            if game.card(u).type == "character":
                yield Recruit(u, "front")
                yield Recruit(u, "back")

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Recruit)
        st = game.state
        if st.phase != "build:recruit" or st.step_owner != player:
            return f"you recruit only during your own recruit step ({CR}, Recruit Step)"
        if st.chain:
            return f"you recruit only while the chain is empty ({CR}, Recruit Step)"
        if choice.card not in game.zone(player, "hand"):
            return "that card is not in your hand"
        card = game.card(choice.card)
        if card.type != "character":
            return f"{card.name} is not a character"
        if choice.row not in ("front", "back"):
            return "row must be front or support"
        points = _turn(game).points
        if (card.cost or 0) > points:
            return f"{card.name} costs {card.cost}; you have {points} resource points ({CR}, Recruit Step)"
        return None


def _turn(game: Game) -> Turn:
    for f in reversed(game.state.frames):
        if isinstance(f, Turn):
            return f
    raise RuntimeError("no turn in progress")


class MoveRule(ActionRule):
    """Formation step: move a character to the empty position in the other row of its
    column, or to a new column at the end of its row (original CR, Formation Step)."""

    choice_type = Move

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in game.characters(player):
            other = "back" if o.zone == "front" else "front"
            yield Move(o.uid, other, o.column)
            yield Move(o.uid, o.zone, first_free_column(game, player, o.zone, area(o)))

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Move)
        st = game.state
        if st.phase != "build:formation" or st.step_owner != player:
            return f"characters move only in your own formation step ({CR}, Formation Step)"
        if st.chain:
            return "characters move only while the chain is empty"
        o = st.objects.get(choice.character)
        if o is None or o.controller != player or o.zone not in ("front", "back"):
            return "move a character you control"
        if choice.row not in ("front", "back"):
            return "row must be front or support"
        if (choice.row, choice.column) == (o.zone, o.column):
            return f"{game.name_of(o.uid)} is already there"
        if occupant(game, player, choice.row, choice.column, area(o)) is not None:
            return f"that position is taken ({CR}, Formation Step: one character per position)"
        return None


PRIORITY_RULES: tuple[ActionRule, ...] = (
    RecruitRule(), EquipRule(), MoveRule(), AttackRule(), PowerUpRule(), ReinforceRule(),
    PlayPlotRule(), UsePowerRule(), FlipRule())


class Original(Variant):
    id = "original"
    name = "Vs. System (original TCG)"
    description = ("The 2004-2009 trading card game: endurance, initiative, shared phases, "
                   "the chain and priority, breakthrough.")
    phases = PHASES
    player_counts = (2, 3, 4)
    card_dir = CARD_DIR
    phase_aliases = {"main": "combat:attack", "build": "build:resource"}
    mechanics = {
        "turn structure": "shared phases (draw, build, combat, recovery), each player's "
                          "steps in initiative order; priority in every step",
        "resources": "one card a turn face down; resource points equal resources",
        "damage": "a stunned character costs its controller endurance equal to its cost; "
                  "breakthrough",
        "win condition": "the last player remaining (0 or less endurance at the wrap-up loses)",
        "combat window": "priority passes clockwise in the attack substep; the chain",
        "opening hand": "4 cards, one mulligan (to the bottom, draw 4)",
        "deck rules": "60 or more cards, at most 4 per name and version, Army unlimited",
    }

    def card_script(self, card: CardDef) -> Script:
        return script_for(card.id)

    def keyword_script(self, keyword: str) -> Script:
        return KEYWORDS.get(keyword, EMPTY_SCRIPT)

    def is_implemented(self, card: CardDef) -> bool:
        """Every keyword known and every printed power declared in the card's script."""
        if any(kw not in KEYWORDS and kw not in RULE_KEYWORDS for kw in card.keyword_values):
            return False
        script = self.card_script(card)
        if card.type == "plot-twist" and script.find_activated(card.name) is None:
            return False
        names = {x.name.lower() for x in (*script.activated, *script.triggered,
                                          *script.static, *script.replacements)}
        return all(p.kind == "keyword" or p.name.lower() in names for p in card.powers)

    def new_game(self, game: Game, setup: Setup) -> None:
        for i, deck in enumerate(setup.decks):
            for card_id in deck.cards:
                game.new_object(card_id, i, "deck")
        game.push(SetUp())

    # -- actions -------------------------------------------------------------------------
    def resource_options(self, game: Game, player: int) -> list[Choice]:
        return [PlayResource(u) for u in game.zone(player, "hand")]

    def priority_actions(self, game: Game, player: int) -> list[Choice]:
        return legal_actions(game, player, PRIORITY_RULES)

    def explain_illegal(self, game: Game, pending: Decision, choice: Choice) -> str | None:
        if isinstance(choice, PlayResource) and pending.kind != "resource":
            return f"a resource is built only as your resource step starts ({CR}, Resource Step)"
        return explain_illegal(game, pending.player, PRIORITY_RULES, choice)

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        if isinstance(choice, PlayResource):
            uid = game.move(choice.card, "resources", face_up=False, cause="built a resource")
            game.state.objects[uid].face_up = False
        elif isinstance(choice, Recruit):
            _turn(game).points -= game.card(choice.card).cost or 0
            uid = game.move(choice.card, choice.row, to_player=player, cause="recruited")
            o = game.state.objects[uid]
            o.area = "visible"
            taken = occupant(game, player, choice.row, choice.column, "visible")
            o.column = choice.column if choice.column is not None and taken in (None, o) \
                else first_free_column(game, player, choice.row)
            self._unique(game, uid)
        elif isinstance(choice, Move):
            o = game.state.objects[choice.character]
            if o.zone != choice.row:
                game.reposition(o.uid, choice.row)
            o.column = choice.column
            game.log_event("formation", f"{game.name_of(o.uid)} moves", subject=o.uid)
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
            equip(game, player, choice.card, choice.character)
        else:
            raise ValueError(f"the original variant does not know {choice.describe()}")

    def _unique(self, game: Game, uid: int) -> None:
        """Recruiting a unique character KOs your other same-name unique objects (704.1);
        Army characters are not unique."""
        card = game.card(uid)
        if card.version.lower() == "army":
            return
        for o in list(game.characters(game.state.objects[uid].controller)):
            if o.uid != uid and game.card(o).name == card.name and \
                    game.card(o).version.lower() != "army":
                game.log_event("uniqueness", f"{card.name}: the older copy is KO'd (704.1)")
                self.ko(game, o.uid)

    def resolve_link(self, game: Game, link: ChainLink) -> None:
        if link.effect == "normal-draw":
            for p in game.state.players:
                if not p.out:
                    game.draw(p.index, 2)
            return
        if link.effect == "trigger" and link.trigger is not None:
            start_trigger(game, link.trigger)
            return
        if link.effect in ("plot", "power"):
            resolve_effect(game, link)
            return
        att = attacking(game)
        legal = [t for t in link.targets if att and t in (*att["attackers"], att["defender"])]
        if not legal:  # every target is illegal on resolution: negated (target re-check)
            game.log_event("negated", f"{link.effect} is negated: its target is no longer "
                           "in the attack")
            return
        if link.effect == "power-up":
            resolve_power_up(game, legal[0])
        elif link.effect == "reinforce":
            resolve_reinforce(game, legal[0])
        else:
            raise ValueError(f"unknown chain effect {link.effect!r}")

    def handle_triggers(self, game: Game) -> None:
        """Triggered effects go on the chain before anyone gets priority, the primary
        player's first (original CR, Triggered Effects)."""
        st = game.state
        primary = st.step_owner if st.step_owner is not None else st.active
        waiting = sorted(st.waiting_triggers,
                         key=lambda w: (w.controller - primary) % len(st.players))
        st.waiting_triggers.clear()
        for w in waiting:
            link = add_link(game, "trigger", w.controller, source=w.source, card=w.card,
                            ability=w.ability)
            link.trigger = w

    # -- stun, KO, endurance ---------------------------------------------------------------
    def stun(self, game: Game, uid: int, source: int | None = None) -> bool:
        """Stunned: face down, exhausted, text inactive; its controller loses endurance
        equal to its cost (original CR, stun endurance loss; decisions.md)."""
        o = game.state.objects.get(uid)
        if o is None or not o.in_play or o.stunned:
            return False
        if game.replace(Event("stun", subject=uid, source=source)) is None:
            return False
        before = o.snapshot()
        o.stunned, o.face_up, o.exhausted = True, False, True
        o.counters.pop("cosmic", None)
        game.log_event("stun", f"{game.name_of(uid)} is stunned", subject=uid)
        lose_endurance(game, o.controller, game.card(o).cost or 0, f"{game.name_of(uid)} stunned")
        game.emit(Event("stunned", subject=uid, player=o.controller, source=source,
                        before=before))
        return True

    def ko(self, game: Game, uid: int, cause: str = "") -> None:
        if uid in game.state.objects and game.state.objects[uid].in_play:
            game.move(uid, "ko", cause=cause or "KO")

    def phase_name(self, game: Game) -> str:
        return game.state.phase

    # -- rules lab -----------------------------------------------------------------------
    def setup_position(self, game: Game, lab: Any) -> None:
        sc = lab.scenario
        lab.populate()
        for p in game.state.players:  # default: columns in listed order, rows sharing numbers
            for row in ("front", "back"):
                for i, u in enumerate(p.zones[row]):
                    o = game.state.objects[u]
                    if o.column is None:
                        o.column = i
                    if o.area is None:
                        o.area = "visible"
        for ps in sc.players:
            game.state.players[ps.index].endurance = (
                ps.endurance if ps.endurance is not None else 50)
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
            turn.asked = True
        game.push(turn)

    def lab_choice(self, game: Game, action: Any) -> Choice:
        f = action.fields
        if action.action == "reinforce":
            return Reinforce(f["defender"], f["exhaust"])
        if action.action == "power-up":
            return PowerUp(f["target"], f["discard"])
        raise InputError("", action.where, f"the original variant does not implement the "
                         f"{action.action!r} action yet")
