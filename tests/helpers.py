"""Helpers shared by the tests (tests/ is on ``sys.path``, next to tests/conftest.py):
made-up filler decks for the original edition, the bundled decks, random play-outs."""

from __future__ import annotations

import importlib.metadata
import types
from pathlib import Path

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import Pass
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.plugins import Registry
from vsrules.core.rng import Rng
from vsrules.core.setup import DeckSpec

ROOT = Path(__file__).resolve().parent.parent


def card_check_error(path: Path, text: str, capsys) -> str:
    """Write ``text`` as a card file at ``path``; ``vsrules card check`` refuses it (exit 2):
    what it said."""
    from vsrules.core.cli import main

    path.write_text(text)
    assert main(["card", "check", str(path)]) == 2
    return capsys.readouterr().err


def deck_paths(variant_folder: str) -> list[Path]:
    """The bundled deck files of a variant (``twopcg``, ``original``), sorted by name."""
    return sorted((ROOT / "variants" / variant_folder / "decks").glob("*.toml"))


def bundled_decks(variant_folder: str, names) -> list[Path]:
    """The bundled deck files named ``names`` (file names without ``.toml``), in order."""
    paths = {p.stem: p for p in deck_paths(variant_folder)}
    return [paths[n] for n in names]


def deck_specs(variant, paths) -> list[DeckSpec]:
    return [load_deck(p, variant.card_db()).spec() for p in paths]


def random_agents(game: Game, seed: int, spread: int = 7) -> list[RandomAgent]:
    """One random player a seat, seeded ``seed * spread + seat``."""
    return [RandomAgent(seed * spread + i) for i in range(len(game.state.players))]


def play_out(game: Game, agents, max_turns: int) -> Game:
    """Play random answers until the game ends or passes ``max_turns``, checking that
    the engine always asks something answerable (an action decision can be passed)."""
    while not game.over and game.state.turn <= max_turns:
        pending = game.pending
        assert pending is not None, "the engine stopped without a decision"
        assert pending.options, f"a decision with no options: {pending.prompt}"
        if pending.is_action:
            assert Pass() in pending.options
        game.apply(agents[pending.player].choose(pending))
    return game


def reference_below(rng: Rng, n: int) -> int:
    """``Rng.below`` by its definition: rejection sampling over ``next64`` (its fast paths
    must give the same numbers, so games and saves play the same)."""
    mask = (1 << 64) - 1
    limit = mask - (mask % n)
    while True:
        x = rng.next64()
        if x < limit:
            return x % n


def registry_with(*modules: types.ModuleType,
                  more: tuple[importlib.metadata.EntryPoint, ...] = ()) -> Registry:
    """The installed plugins (and ``more`` entry points), then ``modules`` registered as
    plugins by their names."""
    reg = Registry()
    reg.load_entry_points([*importlib.metadata.entry_points(group="vsrules"), *more])
    for m in modules:
        reg.register(m, m.__name__)
    return reg
