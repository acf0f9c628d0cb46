"""``vsrules compare``: declared mechanics, measured play, seeds that fix the results
whatever the workers, variants without decks reported, the Ray backend (when installed)."""

from __future__ import annotations

import io
import json
import math
from pathlib import Path

import pytest

from vsrules.core.cli import main
from vsrules.core.compare import (
    DETERMINISTIC,
    GameJob,
    Progress,
    bundled_decks,
    compare,
    default_variants,
    game_seed,
    ray_available,
    render,
    run_jobs,
    wilson,
)
from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry
from vsrules.core.variant import Variant


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def twopcg_jobs(registry, games: int, seed: int = 7) -> list[GameJob]:
    decks = bundled_decks(registry.variant("2pcg"))
    assert decks.problem is None and len(decks.specs) == 2
    return [GameJob("2pcg", i, seed, tuple(decks.specs), ("random", "random"))
            for i in range(games)]


def fixed(results):
    return [[r[k] for k in DETERMINISTIC] for r in results]


def test_game_seed_depends_on_base_and_index_only():
    assert game_seed(1, 0) == game_seed(1, 0)
    seeds = {game_seed(b, i) for b in range(3) for i in range(50)}
    assert len(seeds) == 150  # no overlap between base seeds (unlike seed + index)
    assert all(0 <= s < 2 ** 53 for s in seeds)


def test_results_are_the_same_whatever_the_workers(registry):
    jobs = twopcg_jobs(registry, 6)
    one = run_jobs(jobs, registry, workers=1)
    two = run_jobs(jobs, registry, workers=2)
    assert [r["index"] for r in two] == list(range(6))  # merged in game order
    assert fixed(one) == fixed(two)
    assert all(r["over"] for r in one)


def test_progress_is_called_for_every_game(registry):
    seen = []
    run_jobs(twopcg_jobs(registry, 4), registry, workers=2, progress=seen.append)
    assert sum(seen) == 4


def test_report_measures_2pcg(registry):
    report = compare(registry, ["2pcg"], games=6, seed=3, workers=1)
    row = report["variants"][0]
    stats = row["stats"]
    assert row["problem"] is None and len(row["decks"]) == 2
    assert stats["games"] == 6 and stats["finished"] == 6
    assert stats["avg_turns"] > 1 and stats["attacks_per_game"] > 0
    assert stats["stuns_per_game"] > 0
    assert sum(stats["endings"].values()) == 6
    fp = stats["first_player"]
    lo, hi = fp["ci95"]
    assert 0 <= lo <= fp["rate"] <= hi <= 1 and fp["decided"] == 6
    # the mechanics come from what the variant declares, not from the compare command
    assert row["mechanics"]["damage"] == registry.variant("2pcg").mechanics["damage"]
    assert row["mechanics"]["players"] == "2, 3, 4"
    text = render(report, width=120)
    for label in ("average turns", "first-player win rate", "attacks per game",
                  "stuns per game", "ended by KO", "running out of cards", "seconds per game",
                  "win condition"):
        assert label in text


def test_stats_count_log_kinds_and_endings(registry):
    report = compare(registry, ["2pcg"], games=3, seed=5, workers=1)
    stats = report["variants"][0]["stats"]
    # 2PCG between the bundled decks: every finished game ends with a main character KO'd
    assert stats["endings"]["ko"] + stats["endings"]["out-of-cards"] == stats["finished"]
    assert stats["reasons"]


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-3) and math.isclose(hi, 0.5962, abs_tol=1e-3)
    assert wilson(0, 0) is None
    assert math.isclose(wilson(10, 10)[1], 1.0) and wilson(10, 10)[0] > 0.69


class Deckless(Variant):
    id = "deckless"
    name = "No decks"
    description = "A made-up variant without bundled decks."
    mechanics = {"damage": "none at all"}


class Plugin:
    @staticmethod
    @hookimpl
    def vsrules_variants():
        return [Deckless()]


def test_variant_without_legal_decks_is_reported_not_raised(registry):
    reg = Registry()
    reg.load_entry_points()
    reg.register(Plugin, "deckless")
    report = compare(reg, ["2pcg", "deckless"], games=2, workers=1)
    rows = {r["id"]: r for r in report["variants"]}
    assert rows["deckless"]["stats"] is None
    assert "no legal bundled deck" in rows["deckless"]["problem"]
    assert rows["2pcg"]["stats"]["games"] == 2
    text = render(report)
    assert "deckless: not measured: no legal bundled deck" in text
    assert "none at all" in text  # its declared mechanics still show


def test_default_variants_are_the_published_editions(registry):
    ids = default_variants(registry)
    assert "2pcg" in ids
    assert "hybrid" not in ids  # a plugin variant is compared when named
    assert all("published" in registry.variant(v).mechanics for v in ids)


def test_original_decks_are_used_if_legal_or_reported(registry):
    if "original" not in registry.variants:
        pytest.skip("the original variant is not loaded")
    choice = bundled_decks(registry.variant("original"))
    assert choice.problem is not None or len(choice.specs) == 2


def test_cli_compare_json_and_progress(capsys):
    code, out, err = run(capsys, "compare", "--games", "4", "--variants", "2pcg",
                         "--workers", "2", "--seed", "9", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["workers"] == 2 and report["games"] == 4
    assert report["variants"][0]["stats"]["games"] == 4
    assert "simulating [" in err and "4/4 games" in err  # the progress bar, on stderr
    code, out1, _ = run(capsys, "compare", "--games", "4", "--variants", "2pcg",
                        "--workers", "1", "--seed", "9", "--json", "--no-progress")
    again = json.loads(out1)
    assert again["variants"][0]["stats"]["digest"] == report["variants"][0]["stats"]["digest"]


def test_cli_compare_text(capsys):
    code, out, _ = run(capsys, "compare", "--games", "2", "--variants", "2pcg",
                       "--workers", "1", "--no-progress")
    assert code == 0
    assert "Mechanics (as each variant declares them)" in out and "Measured" in out


def test_cli_compare_unknown_variant(capsys):
    code, _, err = run(capsys, "compare", "--variants", "nope", "--no-progress")
    assert code == 2 and "unknown variant 'nope'" in err


def test_progress_bar_text():
    stream = io.StringIO()
    bar = Progress(20, stream)
    for _ in range(20):
        bar(1)
    bar.close()
    lines = stream.getvalue().splitlines()
    assert 1 <= len(lines) <= 11 and lines[-1].startswith("simulating [") and "20/20" in lines[-1]


@pytest.mark.skipif(not ray_available(), reason="ray is not installed (pip install 'vsrules[ray]')")
def test_ray_backend_gives_the_same_results(registry):
    jobs = twopcg_jobs(registry, 4)
    local = run_jobs(jobs, registry, workers=1)
    on_ray = run_jobs(jobs, registry, workers=2, backend="ray")
    assert fixed(local) == fixed(on_ray)


def test_ray_backend_without_ray_is_a_clear_error(registry, monkeypatch):
    if ray_available():
        pytest.skip("ray is installed")
    from vsrules.core.compare import CompareError

    with pytest.raises(CompareError, match="vsrules\\[ray\\]"):
        run_jobs(twopcg_jobs(registry, 1), registry, backend="ray")


def test_pyproject_declares_the_ray_extra():
    import tomllib

    config = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    assert any(d.startswith("ray") for d in config["project"]["optional-dependencies"]["ray"])
