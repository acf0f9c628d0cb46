"""``--backend ray``: the same games as Ray tasks give the same rows and figures as the
local backend for a seed, whatever the worker count; asking for it without Ray installed
is refused with what to install."""

from __future__ import annotations

import sys

import pytest

from vsrules.core.cli import main
from vsrules.core.compare import (
    CARD_FIELDS,
    DETERMINISTIC,
    ROUND_FIELDS,
    CompareError,
    bundled_decks,
    compare,
    ray_available,
    run_jobs,
)
from vsrules.core.compare.experiments import Cell, cell_jobs

needs_ray = pytest.mark.skipif(not ray_available(),
                               reason="ray is not installed (pip install 'vsrules[ray]')")
FAST = ("random",)


def jobs(registry, variant: str, n: int, seed: int = 7):
    decks = bundled_decks(registry.variant(variant)).specs
    return list(cell_jobs(Cell(variant, "", {}, (decks[0], decks[1])), n, seed, FAST, 200,
                          False, 0))


def rows(results):
    """Every row a game gives, the clock's seconds left out."""
    return [([r.game[k] for k in DETERMINISTIC],
             [[x[k] for k in ROUND_FIELDS] for x in r.rounds],
             [[x[k] for k in CARD_FIELDS] for x in r.cards]) for r in results]


def without_clock(report):
    return [{k: v for k, v in f.items() if k != "seconds"} for f in report["groups"]]


@needs_ray
def test_ray_rows_are_the_local_rows_whatever_the_workers(registry):
    played = jobs(registry, "2pcg", 4) + jobs(registry, "original", 2)
    local = rows(run_jobs(played, registry, workers=1))
    assert rows(run_jobs(played, registry, workers=1, backend="ray", chunk=1)) == local
    assert rows(run_jobs(played, registry, workers=2, backend="ray", chunk=1)) == local


@needs_ray
def test_ray_report_has_the_local_figures(registry):
    local = compare(registry, games=2, seed=11, agents=FAST, workers=1)
    on_ray = compare(registry, games=2, seed=11, agents=FAST, workers=2, backend="ray")
    assert on_ray["backend"] == "ray"
    assert without_clock(on_ray) == without_clock(local)


def test_ray_backend_without_ray_is_a_clear_error(registry, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails, as uninstalled
    assert not ray_available()
    with pytest.raises(CompareError, match=r"pip install 'vsrules\[ray\]'"):
        list(run_jobs(jobs(registry, "2pcg", 1), registry, backend="ray"))


def test_cli_backend_ray_without_ray_says_what_to_install(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)
    code = main(["compare", "--games", "1", "--agents", "random", "--backend", "ray",
                 "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "the ray backend needs Ray: pip install 'vsrules[ray]'" in err
