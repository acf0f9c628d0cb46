from __future__ import annotations

from pathlib import Path

import pytest

from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.lab.runner import LabGame, build
from vsrules.core.lab.scenario import parse_scenario
from vsrules.core.plugins import Registry, default_registry
from vsrules.core.setup import Setup

ROOT = Path(__file__).resolve().parent.parent


def pytest_addoption(parser):
    parser.addoption("--runslow", action="store_true", help="run long fuzz/simulation tests")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="long run: use --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def registry() -> Registry:
    return default_registry()


@pytest.fixture(scope="session")
def twopcg_decks(registry):
    variant = registry.variant("2pcg")
    folder = ROOT / "variants" / "twopcg" / "decks"
    names = ("captain-america-avengers-test.toml", "green-goblin-super-villains-test.toml")
    return [load_deck(folder / n, variant.card_db()).spec() for n in names]


@pytest.fixture
def new_2pcg_game(registry, twopcg_decks):
    def make(seed: int = 1) -> Game:
        return Game.create(registry.variant("2pcg"), Setup("2pcg", seed, twopcg_decks),
                           registry.hooks)

    return make


@pytest.fixture
def lab_board(tmp_path, registry):
    """``lab_board(text)``: the rules-lab game a scenario text sets up (its ``[[do]]``
    actions already played), for tests that go on by hand."""

    def make(text: str) -> LabGame:
        path = tmp_path / "board.toml"
        path.write_text(text, encoding="utf-8")
        return build(parse_scenario(path), registry=registry)

    return make
