"""Smart stops and the rule-required choices (core/autopass.py), through the engine's
contract: the flow answers decisions, agents answer the rest."""

from __future__ import annotations

from pathlib import Path

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.autopass import SeatFlow, cannot_differ, required
from vsrules.core.decisions import Pass, PlayPlot, PlayResource, Recruit
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.setup import Setup

DECKS = Path(__file__).parents[2] / "variants" / "original" / "decks"


def original_game(registry, seed: int) -> Game:
    variant = registry.variant("original")
    decks = [load_deck(DECKS / name, variant.card_db()).spec()
             for name in ("1-legionnaires-cosmic.toml", "2-future-foes-darkseid.toml")]
    return Game.create(variant, Setup("original", seed, decks), registry.hooks)


def test_a_yield_never_builds_or_declines_a_resource_for_the_player(registry):
    """Seed 000, Resource Step: the player chooses to build a resource or not. "Pass until
    the end of the turn" started at every turn of seat 0 stops at its resource step."""
    asked_resource = 0
    for seed in (3, 4):
        game = original_game(registry, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 1)]
        flow = SeatFlow()
        yielded_turn = -1
        while not game.over and game.state.turn <= 8:
            pending = game.pending
            if pending.player == 0:
                if game.state.turn != yielded_turn and game.state.turn:
                    flow.start_yield(game, "turn-end")
                    yielded_turn = game.state.turn
                auto = flow.answer(game, pending)
                if auto is not None:
                    assert not required(pending), pending.prompt
                    assert not any(isinstance(o, PlayResource | Recruit) for o in pending.options)
                    game.apply(auto)
                    continue
                if pending.kind == "resource" and len(pending.options) > 1:
                    asked_resource += 1
                    assert flow.yield_until is None  # the yield ended there
            game.apply(agents[pending.player].choose(pending))
    assert asked_resource >= 4


def test_smart_stops_pass_only_where_nothing_can_matter(registry):
    """With smart stops a priority question holding only plot twists or powers is passed,
    except at a stop, once per attack and once per effect an opponent put on the chain;
    every decision with an action of the step (resource, recruit, attack) is asked."""
    passed = asked = 0
    for seed in (5, 6):
        game = original_game(registry, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 7)]
        flow = SeatFlow(smart=True)
        links_asked: list[int] = []
        while not game.over and game.state.turn <= 8:
            pending = game.pending
            if pending.player == 0:
                auto = flow.answer(game, pending)
                st = game.state
                quick_only = all(isinstance(o, Pass | PlayPlot) for o in pending.options)
                if auto is not None:
                    alike = cannot_differ(game, pending)  # answers that can't be told apart
                    assert auto == Pass() and pending.kind in ("priority", "resource",
                                                                 "recover", "place") \
                        or len(pending.options) == 1 or alike
                    if len(pending.options) > 1 and not alike:
                        passed += 1
                        assert quick_only or pending.kind == "priority"
                    game.apply(auto)
                    continue
                if pending.kind == "priority" and quick_only and st.chain and \
                        not st.flags.get("attack"):
                    top = st.chain[-1]
                    if top.controller == 1:
                        assert top.id not in links_asked  # each effect is offered once
                        links_asked.append(top.id)
                asked += 1
            game.apply(agents[pending.player].choose(pending))
    assert passed > 10 and asked > 10


def test_smart_stops_are_kept_in_the_settings():
    flow = SeatFlow(smart=True)
    assert SeatFlow.from_settings(flow.settings()).smart
    assert not SeatFlow.from_settings({}).smart
