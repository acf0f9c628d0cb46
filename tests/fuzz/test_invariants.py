"""Random games of every edition (2-4 players, the bundled decks in turn, the hybrid too)
checked at every decision (tests/fuzz/invariants.py): cards conserved, no negative
counter, every option applies, nobody who is out is asked, no hidden card in a view, a
log or a refusal. A few games here; ``--runslow`` plays 10,000 per edition
(``VSRULES_FUZZ_GAMES=N``: N instead). The same run with figures printed as it goes:
``python tests/fuzz/invariants.py --games 10000``."""

from __future__ import annotations

import json
import os

import pytest
from invariants import main, run

VARIANTS = ["2pcg", "original", "hybrid"]
BIG = int(os.environ.get("VSRULES_FUZZ_GAMES", "0") or 0)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_few_checked_random_games_keep_every_invariant(registry, variant):
    figures = run(registry, variant, games=3, first_seed=40, max_turns=25, probe_every=15,
                  sample=3)
    assert figures.games == 3 and figures.decisions > 100 and figures.probes > 0
    assert not figures.failures, figures.examples


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
def test_ten_thousand_checked_games_per_edition(registry, variant):
    figures = run(registry, variant, games=BIG or 10_000, first_seed=1, max_turns=80,
                  probe_every=200, sample=20)
    assert not figures.failures, (dict(figures.failures), figures.examples)



def figures_printed(capsys, workers: int) -> list[dict]:
    assert main(["--games", "2", "--chunk", "1", "--max-turns", "6", "--sample", "3",
                 "--probe-every", "20", "--workers", str(workers)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1].startswith("summary: 6 games (2pcg 2, original 2, hybrid 2), ")
    assert "failures: none" in lines[-1]
    rounds = [json.loads(line) for line in lines[:-1]]
    for r in rounds:  # processor time is the one figure that may differ
        for figures in r.values():
            del figures["cpu seconds per game"]
    return rounds


def test_the_figures_are_the_same_whatever_the_number_of_workers(capsys):
    one = figures_printed(capsys, 1)
    assert len(one) == 2 and one[-1]["original"]["games"] == 2
    assert figures_printed(capsys, 2) == one
