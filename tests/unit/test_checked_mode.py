"""The checked mode over random games of every bundled deck of both editions and of the
hybrid variant: at every decision each faster listing equals its rule (candidates that
the check accepts, in order) and every value the engine keeps equals one worked out
afresh (docs/design.md, The checked mode)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from helpers import deck_paths, deck_specs, random_agents

from vsrules.core.checked import CheckedModeError
from vsrules.core.compare import bundled_decks
from vsrules.core.game import Game
from vsrules.core.setup import Setup

MAX_TURNS = 14


def _play_checked(registry, variant_id: str, specs, seed: int) -> int:
    """A random game in the checked mode (turned on by the environment); the decisions
    it made."""
    variant = registry.variant(variant_id)
    game = Game.create(variant, Setup(variant_id, seed, specs), registry.hooks)
    assert game.checked
    agents = random_agents(game, seed)
    decisions = 0
    while not game.over and game.state.turn <= MAX_TURNS:
        game.apply(agents[game.pending.player].choose(game.pending))
        decisions += 1
    return decisions


def _playable(folder: str) -> list[Path]:
    """The bundled decks of ``folder`` that list cards (some original decks only record
    cards not transcribed yet)."""
    return [p for p in deck_paths(folder) if tomllib.loads(p.read_text("utf-8")).get("cards")]


def _pairs(folder: str) -> list[tuple[int, int]]:
    n = len(_playable(folder))
    return [(i, (i + 1) % n) for i in range(n)]


@pytest.fixture
def checked_env(monkeypatch):
    monkeypatch.setenv("VSRULES_CHECKED", "1")


@pytest.mark.parametrize("pair", _pairs("twopcg"), ids=lambda p: f"decks{p[0]}-{p[1]}")
def test_2pcg_games_keep_to_the_rules_in_checked_mode(registry, checked_env, pair):
    paths = _playable("twopcg")
    specs = deck_specs(registry.variant("2pcg"), [paths[pair[0]], paths[pair[1]]])
    assert _play_checked(registry, "2pcg", specs, 100 + pair[0]) > 40


@pytest.mark.parametrize("pair", _pairs("original"), ids=lambda p: f"decks{p[0]}-{p[1]}")
def test_original_games_keep_to_the_rules_in_checked_mode(registry, checked_env, pair):
    paths = _playable("original")
    specs = deck_specs(registry.variant("original"), [paths[pair[0]], paths[pair[1]]])
    assert _play_checked(registry, "original", specs, 200 + pair[0]) > 40


@pytest.mark.parametrize("seed", range(3))
def test_hybrid_games_keep_to_the_rules_in_checked_mode(registry, checked_env, seed):
    if "hybrid" not in registry.variants:
        pytest.fail("the hybrid plugin is not loaded")
    specs = bundled_decks(registry.variant("hybrid")).specs
    assert _play_checked(registry, "hybrid", specs, 300 + seed) > 40


def test_a_write_to_an_object_outside_the_primitives_is_refused_at_once(new_2pcg_game):
    """A plugin that turns a character face down by writing the field (not through
    ``Game.turn_face``) is told at once, with the primitive to use; the primitive works."""
    from vsrules.core.ai.random_agent import RandomAgent

    game = new_2pcg_game(3)
    game.checked = True
    agent = RandomAgent(3)
    game.apply(agent.choose(game.pending))
    while game.state.players[0].main is None:
        game.apply(agent.choose(game.pending))
    main = game.obj(game.state.players[0].main)
    row = main.zone
    with pytest.raises(CheckedModeError, match="turn_face"):
        main.face_up = False
    with pytest.raises(CheckedModeError, match="move"):
        main.zone = "ko"
    assert main.face_up and main.zone == row
    game.turn_face(main, False, stunned=True)
    assert not main.face_up and main.stunned


def test_a_stale_kept_value_is_named(new_2pcg_game):
    """A kept value that no longer matches the state (the kept powers index and character
    lists, after a character was taken out of its row by hand) is named by the comparison
    the checked mode makes at every decision."""
    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.checked import compare_derived

    game = new_2pcg_game(4)
    agent = RandomAgent(4)
    while game.state.players[0].main is None:
        game.apply(agent.choose(game.pending))
    compare_derived(game)  # as kept: right
    game.characters(0)
    main = game.state.players[0].main
    zones = game.state.players[0].zones
    zones[game.obj(main).zone].remove(main)
    with pytest.raises(CheckedModeError, match="is stale"):
        compare_derived(game)


def test_candidates_that_leave_out_an_object_passing_the_test_are_named(new_2pcg_game,
                                                                        monkeypatch):
    """Whether a selection finds anything is asked of the candidates its test names
    (``core.selectors.test_candidates``); the checked mode compares that with a search
    of every character, so candidates leaving out one that passes are named at once."""
    from vsrules.core.ai.random_agent import RandomAgent
    from vsrules.core.selectors import CANDIDATES, TESTS, Sel, test_candidates

    game = new_2pcg_game(5)
    agent = RandomAgent(5)
    while game.state.players[0].main is None:
        game.apply(agent.choose(game.pending))
    main = game.state.players[0].main
    monkeypatch.setitem(TESTS, "main-of-0", lambda g, obj, _c, _s: obj.uid == main)
    sel = Sel(tests=("main-of-0",))
    monkeypatch.setitem(CANDIDATES, "main-of-0", None)  # taken out again after the test
    test_candidates("main-of-0", lambda g, _value: (main,))
    game.checked = True
    assert sel.exists(game, 0) and Sel(side="enemy", tests=("main-of-0",)).exists(game, 1)
    assert not Sel(side="own", tests=("main-of-0",)).exists(game, 1)
    test_candidates("main-of-0", lambda g, _value: ())
    game.checked = False
    assert not Sel(face_up=True, tests=("main-of-0",)).exists(game, 0)  # trusted as named
    game.checked = True
    with pytest.raises(CheckedModeError, match="candidates its tests name"):
        Sel(face_up=True, tests=("main-of-0",)).exists(game, 0)
