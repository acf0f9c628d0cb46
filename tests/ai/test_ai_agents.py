"""The AI players: registered by name, deterministic with a seed, always legal, blind
to hidden cards, and they finish games of both editions."""

from __future__ import annotations

import json

import pytest
from ai_helpers import advance, permute_hidden

from vsrules.core.ai.agent import ask
from vsrules.core.ai.heuristic import HeuristicAgent
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.ai.search import SearchAgent
from vsrules.core.game import Game
from vsrules.core.setup import Setup

VARIANTS = ["2pcg", "original"]


def small_search(seed: int) -> SearchAgent:
    """A search player with a tiny, deterministic budget (no time limit)."""
    return SearchAgent(seed, rounds=2, time_limit=None, candidates=2, rollout_decisions=12)


def play(game: Game, agents, max_turns: int = 80, record: list | None = None) -> Game:
    while not game.over and game.state.turn <= max_turns:
        pending = game.pending
        assert pending is not None
        choice = ask(agents[pending.player], game, pending)
        assert choice in pending.options, f"illegal answer {choice} to {pending.prompt}"
        if record is not None:
            record.append(choice)
        game.apply(choice)
    return game


def test_agents_are_registered_by_name(registry):
    agents = registry.agents()
    assert {"random", "heuristic", "search"} <= set(agents)
    assert agents["heuristic"](1).name == "heuristic"
    assert agents["search"](1).name == "search"


@pytest.mark.parametrize("variant", VARIANTS)
def test_heuristic_finishes_games_legally_and_beats_random(new_game, variant):
    for seed in (1, 2):
        game = new_game(variant, seed)
        agents = [HeuristicAgent(seed), RandomAgent(seed)] if seed % 2 else \
            [RandomAgent(seed), HeuristicAgent(seed)]
        play(game, agents)
        assert game.over
        assert game.state.winner == (0 if seed % 2 else 1)
        assert [a.errors for a in agents if hasattr(a, "errors")] == [[]]


@pytest.mark.parametrize("variant", VARIANTS)
def test_heuristic_is_deterministic_with_a_seed(new_game, variant):
    runs = []
    for _ in range(2):
        record: list = []
        play(new_game(variant, 5), [HeuristicAgent(3), HeuristicAgent(4)], max_turns=6,
             record=record)
        runs.append(record)
    assert runs[0] == runs[1] and len(runs[0]) > 20


@pytest.mark.parametrize("variant", VARIANTS)
def test_search_finishes_a_game_legally(new_game, variant):
    game = new_game(variant, 8)
    record: list = []
    agents = [small_search(1), HeuristicAgent(2)]
    play(game, agents, record=record)
    assert game.over
    assert agents[0].errors == [] and agents[1].errors == []


def test_search_is_deterministic_with_a_seed(new_game):
    runs = []
    for _ in range(2):
        record: list = []
        play(new_game("2pcg", 6), [small_search(7), RandomAgent(2)], max_turns=4,
             record=record)
        runs.append(record)
    assert runs[0] == runs[1]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("factory", [HeuristicAgent, small_search])
def test_choices_do_not_depend_on_hidden_cards(new_game, variant, factory):
    """Two games identical but for the opponent's hand and the decks: same choices."""
    game = advance(new_game(variant, 21), 30, seed=1)
    checked = 0
    for step in range(60):
        advance(game, 5, seed=step)
        if game.over:
            break
        pending = game.pending
        if len(pending.options) < 2:
            continue
        player = pending.player
        other = permute_hidden(game, player, step)
        opp_hand = [u for u in game.zone(1 - player, "hand")]
        if [game.state.objects[u].card for u in opp_hand] == \
                [other.state.objects[u].card for u in opp_hand]:
            continue
        a = ask(factory(step), game, pending)
        b = ask(factory(step), other, other.pending)
        assert a == b, f"step {step}: {a} vs {b}"
        checked += 1
        if checked >= 5:
            break
    assert checked >= 3


def test_simulate_reports_seconds_per_decision_per_agent(capsys):
    from vsrules.core.cli import main

    assert main(["simulate", "--variant", "2pcg", "--games", "1", "--agents",
                 "heuristic,random", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["agents"]) == {"heuristic", "random"}
    for row in report["agents"].values():
        assert row["decisions"] > 0 and row["mean_s"] >= 0 and row["p95_s"] >= 0


def test_agents_play_a_plugin_variant(registry, twopcg_decks):
    """The hybrid variant (a plugin: the original turn with 2PCG damage and cards): the
    agents know no rule, so they play it like any other."""
    if "hybrid" not in registry.variants:
        pytest.skip("the hybrid plugin is not loaded")
    for seed, agents in ((1, [HeuristicAgent(1), RandomAgent(1)]),
                         (2, [small_search(2), HeuristicAgent(2)])):
        game = Game.create(registry.variant("hybrid"), Setup("hybrid", seed, twopcg_decks),
                           registry.hooks)
        play(game, agents)
        assert game.over
        assert all(a.errors == [] for a in agents if hasattr(a, "errors"))
