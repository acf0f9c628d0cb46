"""The hybrid variant plugin: the original turn with 2PCG's wounds and main characters,
built by composition. It plays full random games to the end."""

from __future__ import annotations

import inspect
import json

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.cli import main
from vsrules.core.compare import bundled_decks
from vsrules.core.game import Game
from vsrules.core.serialize import dump
from vsrules.core.setup import Setup

MAX_TURNS = 150


@pytest.fixture(scope="module")
def hybrid(registry):
    if "hybrid" not in registry.variants:
        status = {p.name: p.error for p in registry.plugins}
        pytest.fail(f"the hybrid plugin is not loaded: {status.get('hybrid', 'not installed')}")
    return registry.variant("hybrid")


def play(registry, variant, seed: int) -> Game:
    decks = bundled_decks(variant).specs
    game = Game.create(variant, Setup(variant.id, seed, decks), registry.hooks)
    agents = [RandomAgent(seed * 7 + i) for i in range(2)]
    while not game.over and game.state.turn <= MAX_TURNS:
        pending = game.pending
        assert pending is not None and pending.options
        game.apply(agents[pending.player].choose(pending))
    return game


@pytest.mark.parametrize("seed", range(6))
def test_random_games_play_to_the_end(registry, hybrid, seed):
    game = play(registry, hybrid, seed)
    assert game.over, f"seed {seed}: no winner after {MAX_TURNS} turns"
    kinds = {e.kind for e in game.log}
    assert "attack" in kinds and "stun" in kinds
    # 2PCG damage: stuns wound; the original turn: initiative, chain, endurance
    assert any("wounds" in e.text for e in game.log if e.kind == "stun")
    assert all(p.endurance <= 50 for p in game.state.players)
    loser = [p for p in game.state.players if p.index != game.state.winner][0]
    assert loser.out and (loser.main is None or loser.endurance <= 0)


def test_the_hybrid_turn_survives_save_and_load(registry, hybrid):
    from vsrules.core.serialize import load
    from vsrules.core.state import GameState

    decks = bundled_decks(hybrid).specs
    game = Game.create(hybrid, Setup("hybrid", 3, decks), registry.hooks)
    agents = [RandomAgent(1), RandomAgent(2)]
    while not game.over and game.state.turn < 3:
        game.apply(agents[game.pending.player].choose(game.pending))
    frames = [type(f).__name__ for f in game.state.frames]
    assert "HybridTurn" in frames and "Turn" not in frames
    state = load(json.loads(json.dumps(dump(game.state))), GameState)
    assert [type(f).__name__ for f in state.frames] == frames


def test_main_characters_start_in_play(registry, hybrid):
    decks = bundled_decks(hybrid).specs
    game = Game.create(hybrid, Setup("hybrid", 1, decks), registry.hooks)
    for p in game.state.players:
        main = game.state.objects[p.main]
        assert main.zone == "front" and game.card(main).type == "main-character"
        assert main.area == "visible" and main.column is not None


def test_hybrid_is_composition_not_a_copy(hybrid):
    from vsrules.plugins.hybrid import variant as module
    from vsrules.variants.original.turn import Turn
    from vsrules.variants.original.variant import Original
    from vsrules.variants.twopcg import damage

    assert isinstance(hybrid, Original) and module.damage is damage
    assert issubclass(module.HybridTurn, Turn)
    source = inspect.getsource(module)
    assert "damage.stun(" in source and "damage.ko(" in source
    assert len(source.splitlines()) < 250  # a few overrides, not a copied rules engine


def test_listed_by_vsrules_variants(capsys, hybrid):
    assert main(["variants", "--json"]) == 0
    rows = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["hybrid"]["plugin"] == "hybrid"
    assert main(["plugins", "--json"]) == 0
    plugins = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert plugins["hybrid"]["status"] == "loaded" and plugins["hybrid"]["provides"] == ["hybrid"]


def test_hybrid_in_compare(registry, hybrid):
    from vsrules.core.compare import compare

    report = compare(registry, ["hybrid"], games=2, workers=1)
    row = report["variants"][0]
    assert row["stats"]["finished"] == 2
    assert "wound" in row["mechanics"]["damage"]


@pytest.mark.parametrize("players", [3, 4])
def test_multiplayer_games_finish(registry, hybrid, players):
    decks = bundled_decks(hybrid).specs
    game = Game.create(hybrid, Setup("hybrid", players, [decks[i % 2] for i in range(players)]),
                       registry.hooks)
    agents = [RandomAgent(11 + i) for i in range(players)]
    while not game.over and game.state.turn <= MAX_TURNS:
        game.apply(agents[game.pending.player].choose(game.pending))
    assert game.over and sum(not p.out for p in game.state.players) == 1
