"""Vs. System 2PCG (The Marvel Battles) as a variant of the core engine."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from vsrules.core.actions import ActionRule, explain_illegal, legal_actions
from vsrules.core.decisions import Attack, Choice, Decision, Move, Pass, PlayResource, Recruit
from vsrules.core.game import Game
from vsrules.core.objects import GameObject
from vsrules.core.setup import Setup
from vsrules.core.variant import Variant

from . import lab
from .attack import AttackRule
from .build import MoveRule, RecruitRule, ResourceRule
from .combat import Combat
from .turn import PHASES, SetUp

CARD_DIR = Path(__file__).parent / "cards"

STEP_RULES: dict[str, tuple[ActionRule, ...]] = {
    "build:resource": (ResourceRule(),),
    "build:recruit": (RecruitRule(),),
    "build:formation": (MoveRule(),),
    "main": (AttackRule(),),
}


class TwoPcg(Variant):
    id = "2pcg"
    name = "Vs. System 2PCG"
    description = ("The 2015 two-player card game: main characters that level up, wounds "
                   "and health, individual turns, super powers paid with location symbols.")
    phases = PHASES
    player_counts = (2, 3, 4)
    card_dir = CARD_DIR
    phase_aliases = {"combat:attack": "main", "combat": "main", "build": "build:resource"}
    mechanics = {
        "turn structure": "individual turns: draw, recovery, build (resource, recruit, "
                          "formation), main",
        "resources": "one card a turn into the resource row; 1 recruit point per resource; "
                     "locations pay super powers by symbol",
        "damage": "a stunned character takes a wound; KO'd at wounds >= health",
        "win condition": "KO every other main character",
        "combat window": "attacker first, then alternate; one effect or pass each",
        "opening hand": "7 cards, one mulligan (shuffle in, draw 7)",
        "deck rules": "exactly 60 cards plus a main character",
    }

    def new_game(self, game: Game, setup: Setup) -> None:
        for i, deck in enumerate(setup.decks):
            for card_id in deck.cards:
                game.new_object(card_id, i, "deck")
            if deck.main:
                main = game.cards.get(deck.main)
                game.new_object(main.id, i, "aside")
                if main.other_level:
                    game.new_object(main.other_level, i, "aside")
        game.push(SetUp())

    # -- actions -------------------------------------------------------------------------
    def step_actions(self, game: Game, player: int, step: str) -> list[Choice]:
        return [Pass(), *legal_actions(game, player, STEP_RULES.get(step, ()))]

    def combat_actions(self, game: Game, player: int, combat: Combat) -> list[Choice]:
        return []

    def explain_illegal(self, game: Game, pending: Decision, choice: Choice) -> str | None:
        rules = [r for rs in STEP_RULES.values() for r in rs]
        return explain_illegal(game, pending.player, rules, choice)

    def perform(self, game: Game, player: int, choice: Choice) -> None:
        if isinstance(choice, PlayResource):
            uid = game.move(choice.card, "resources", face_up=choice.face_up, cause="resource")
            game.state.objects[uid].face_up = choice.face_up
        elif isinstance(choice, Recruit):
            cost = game.card(choice.card).cost or 0
            game.state.frames[-1].points -= cost  # type: ignore[attr-defined]
            game.move(choice.card, choice.row, to_player=player, cause="recruited")
        elif isinstance(choice, Move):
            game.reposition(choice.character, choice.row)
            game.log_event("formation", f"{game.name_of(choice.character)} moves to the "
                           f"{choice.row} row", subject=choice.character)
        elif isinstance(choice, Attack):
            ranged = game.state.objects[choice.attackers[0]].zone == "back"
            game.push(Combat(player, list(choice.attackers), choice.defender, ranged))
        else:
            raise ValueError(f"2PCG does not know the action {choice.describe()}")

    # -- rules hooks ---------------------------------------------------------------------
    def base_stat(self, game: Game, obj: GameObject, stat: str) -> int:
        if stat == "health":
            return game.card(obj).health or 1
        return super().base_stat(game, obj, stat)

    def handle_triggers(self, game: Game) -> None:
        """Triggers resolve at once, before anyone can act; the player whose turn it is
        orders simultaneous ones (2PCG rulebook, Timing)."""
        waiting = list(game.state.waiting_triggers)
        game.state.waiting_triggers.clear()
        for w in waiting:
            game.trigger_ability(w).resolve(game, w)

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

    # -- rules lab -----------------------------------------------------------------------
    @cached_property
    def _lab(self) -> lab.TwoPcgLab:
        return lab.TwoPcgLab(self)

    def setup_position(self, game: Game, scenario: Any) -> None:
        self._lab.setup_position(game, scenario)

    def lab_choice(self, game: Game, action: Any) -> Choice:
        return self._lab.choice(game, action)
