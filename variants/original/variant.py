"""The original Vs. System TCG (2004-2009) as a variant of the core engine.

Present: start of game, the turn sequence with shared phases and per-player steps,
priority and the chain in every phase and step, building resources, recruiting,
the wrap-up with the endurance check. Combat, plot twists, powers and keywords are the
work of the original-rules issue (see docs/design.md, "What is not built yet")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from vsrules.core.actions import ActionRule, explain_illegal, legal_actions
from vsrules.core.decisions import Choice, Decision, PlayResource, Recruit
from vsrules.core.errors import InputError
from vsrules.core.game import Game
from vsrules.core.setup import Setup
from vsrules.core.state import ChainLink
from vsrules.core.variant import Variant

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


PRIORITY_RULES: tuple[ActionRule, ...] = (RecruitRule(),)


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
            game.move(choice.card, choice.row, to_player=player, cause="recruited")
        else:
            raise ValueError(f"the original variant does not know {choice.describe()}")

    def resolve_link(self, game: Game, link: ChainLink) -> None:
        if link.effect == "normal-draw":
            for p in game.state.players:
                if not p.out:
                    game.draw(p.index, 2)
        else:
            raise ValueError(f"unknown chain effect {link.effect!r}")

    def handle_triggers(self, game: Game) -> None:
        raise NotImplementedError("original triggered powers arrive with the original rules")

    def phase_name(self, game: Game) -> str:
        return game.state.phase

    # -- rules lab -----------------------------------------------------------------------
    def setup_position(self, game: Game, lab: Any) -> None:
        sc = lab.scenario
        lab.populate()
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
        raise InputError("", action.where, f"the original variant does not implement the "
                         f"{action.action!r} action yet")
