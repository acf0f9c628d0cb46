"""Engine throughput with random agents on one core, as `vsrules simulate` measures it:
decisions per second for each edition and deck pair. Printed at the end of the run
(``Engine throughput``), never asserted (shared, noisy machines): the tests check only
that every game finished. Bigger runs: ``vsrules simulate --variant ID --games N --json``.
Targets (issues): 2PCG 30,000 decisions/s, original 15,000."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from vsrules.core.decks import load_deck
from vsrules.core.simulate import simulate

GAMES = 20
RUNS = {
    "2pcg test decks": ("2pcg", ("captain-america-avengers-test", "green-goblin-super-villains-test")),
    "2pcg default decks": ("2pcg", None),
    "original default decks": ("original", None),
}


@pytest.mark.parametrize("name", list(RUNS))
def test_random_agents_throughput(registry, throughput, name):
    variant_id, names = RUNS[name]
    variant = registry.variant(variant_id)
    folder = Path(sys.modules[type(variant).__module__].__file__ or ".").parent / "decks"
    paths = [folder / f"{n}.toml" for n in names] if names else sorted(folder.glob("*.toml"))[:2]
    decks = [load_deck(p, variant.card_db()).spec() for p in paths]
    random_agent = registry.agents()["random"]
    report = simulate(registry, variant_id, decks, GAMES, 1, [random_agent, random_agent])
    assert report["unfinished"] == 0 and report["games"] == GAMES
    throughput(name, report)
