"""The rows written with ``--out`` are read by others' tools: the CSV by the csv module
(always) and the pandas example of docs/ (when pandas is installed)."""

from __future__ import annotations

import csv
import html
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

from vsrules.core.compare import GAME_FIELDS, ROUND_FIELDS, compare, report_from_rows
from vsrules.core.compare.html import render_html
from vsrules.core.compare.text import headline, render

EXAMPLE = Path(__file__).parents[2] / "docs" / "compare_example.py"


@pytest.fixture(scope="module")
def rows(tmp_path_factory, registry):
    folder = tmp_path_factory.mktemp("rows")
    report = compare(registry, games=2, seed=4, agents=["random"], out=folder)
    return folder, report


def test_csv_columns_and_types(rows):
    folder, report = rows
    with open(folder / "games.csv", newline="", encoding="utf-8") as f:
        games = list(csv.DictReader(f))
    assert list(games[0]) == list(GAME_FIELDS)
    for g in games:
        assert g["variant"] in ("original", "2pcg")
        assert int(g["rounds"]) >= 1 and int(g["turns"]) >= int(g["rounds"])
        assert float(g["choices_per_decision"]) >= 1
        assert g["first_won"] in ("True", "False")
        assert g["ended_by"] in ("ko", "endurance", "out-of-cards", "other", "unfinished")
    with open(folder / "rounds.csv", newline="", encoding="utf-8") as f:
        rounds = list(csv.DictReader(f))
    assert list(rounds[0]) == list(ROUND_FIELDS)
    assert all(0 <= float(r["life_norm_0"]) <= 1 for r in rounds)


def test_a_report_rebuilt_from_rows_matches_the_run(rows, registry):
    folder, report = rows
    again = report_from_rows(registry, [folder])
    assert [f["digest"] for f in again["groups"]] == [f["digest"] for f in report["groups"]]
    assert again["answers"][0].split(";")[0] == report["answers"][0].split(";")[0]


def test_the_pandas_example_reads_the_rows(rows):
    pytest.importorskip("pandas")
    folder, _ = rows
    per_edition, tempo = runpy.run_path(str(EXAMPLE))["summary"](folder)
    assert set(per_edition.index.get_level_values("variant")) == {"original", "2pcg"}
    assert (tempo["first_life"] <= 1).all()
    out = subprocess.run([sys.executable, str(EXAMPLE), str(folder)], capture_output=True,
                         text=True, check=True)
    assert "first_player_wins" in out.stdout


def test_runs_side_by_side_in_one_report(rows, registry, tmp_path):
    folder, _ = rows
    sweep = tmp_path / "sweep"
    compare(registry, ["2pcg"], games=2, seed=4, agents=["random"], out=sweep,
            sweep="opening_hand=6,7")
    report = report_from_rows(registry, [folder, sweep])
    assert [(f["variant"], f["experiment"]) for f in report["groups"]] == [
        ("original", ""), ("2pcg", ""), ("2pcg", "opening_hand=6"), ("2pcg", "opening_hand=7")]
    assert report["comparison"]["a"] == "original" and report["comparison"]["b"] == "2pcg"
    assert [s["experiment"] for s in report["sweeps"]["2pcg"]] == \
        ["", "opening_hand=6", "opening_hand=7"]
    assert report["total_games"] == report["planned_games"] == 8


def test_runs_side_by_side_are_each_described(rows, registry, tmp_path):
    """The headline of combined runs says how each was played, not the first one's way."""
    folder, _ = rows  # seed 4, random agents, seats alternating
    paired = tmp_path / "paired"
    compare(registry, ["2pcg"], games=2, seed=9, agents=["random", "heuristic"], out=paired,
            paired=True, max_turns=4)
    report = report_from_rows(registry, [folder, paired])
    line = headline(report)
    assert line.startswith("6 games read from the rows of 2 runs: ")
    assert f"{folder}: 4 games, seed 4, agents: random in every seat, seats alternating" in line
    assert (f"{paired}: 2 games, seed 9, agents: random vs heuristic, paired seeds "
            "(both seatings of each seed), at most 4 turns") in line
    assert report["seed"] is None and report["agents"] == []
    assert report["paired"] is True  # the paired run's pairs are counted
    assert html.escape(line) in render_html(report)
    assert line in render(report, width=1000, plots=False)
    alone = report_from_rows(registry, [folder])
    assert headline(alone) == ("4 games read from written rows, agents: random in every "
                               "seat, seats alternating")


def test_parquet_beside_the_csv_when_pyarrow_is_installed(rows):
    parquet = pytest.importorskip("pyarrow.parquet")
    folder, report = rows
    table = parquet.read_table(folder / "games.parquet")
    assert table.num_rows == report["total_games"]
    assert table.column_names == list(GAME_FIELDS)
    assert parquet.read_table(folder / "rounds.parquet").num_rows > table.num_rows
