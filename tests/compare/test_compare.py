"""``vsrules compare``: the rows every game gives, seeds that fix them whatever the
workers, experiments (decks, matchups, mirrors, paired seeds, sweeps), the report, the
files written with ``--out`` and ``--report``."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from vsrules.core.cli import main
from vsrules.core.compare import (
    CARD_FIELDS,
    DETERMINISTIC,
    GAME_FIELDS,
    ROUND_FIELDS,
    CompareError,
    bundled_decks,
    compare,
    default_variants,
    game_seed,
    games,
    read_rows,
    run_jobs,
)
from vsrules.core.compare.experiments import Cell, cell_jobs
from vsrules.core.compare.html import render_html
from vsrules.core.compare.text import render
from vsrules.core.hookspecs import hookimpl
from vsrules.core.plugins import Registry
from vsrules.core.variant import Variant

FAST = ("random",)  # random agents: a 2PCG game in a fraction of a second


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def twopcg_jobs(registry, n: int, seed: int = 7, paired: bool = False):
    decks = bundled_decks(registry.variant("2pcg")).specs
    return list(cell_jobs(Cell("2pcg", "", {}, (decks[0], decks[1])), n, seed, FAST, 200,
                          paired, 0))


def fixed(results):
    return [[r.game[k] for k in DETERMINISTIC] for r in results]


@pytest.fixture(scope="module")
def small(registry):
    """Both editions, a few fast games each, rows written; built once for the module."""
    import tempfile

    folder = Path(tempfile.mkdtemp())
    report = compare(registry, games=4, seed=3, agents=FAST, workers=1, out=folder,
                     paired=True)
    return report, folder


def test_game_seed_depends_on_base_and_index_only():
    assert game_seed(1, 0) == game_seed(1, 0)
    seeds = {game_seed(b, i) for b in range(3) for i in range(50)}
    assert len(seeds) == 150
    assert all(0 <= s < 2 ** 53 for s in seeds)


def test_game_rows_have_every_field_with_sensible_values(registry):
    results = list(run_jobs(twopcg_jobs(registry, 3), registry))
    for r in results:
        g = r.game
        assert set(g) >= set(GAME_FIELDS)
        assert g["variant"] == "2pcg" and g["agents"] == "random" and g["players"] == 2
        assert g["ended_by"] in ("ko", "out-of-cards", "unfinished")
        assert g["winner"] in (0, 1) and g["winner_deck"] in (g["deck_0"], g["deck_1"])
        assert g["first_won"] == (g["winner"] == g["first"])
        # a 2PCG turn is one player's: two turns a round
        assert g["rounds"] == (g["turns"] + 1) // 2
        assert g["asked"] <= g["decisions"] and g["choices_per_decision"] >= 1
        assert g["attacks"] > 0 and g["stuns"] > 0 and g["cards_played"] > 0
        assert g["life_unit"] == "wounds left"
        assert g["life_left_0"] == 0 or g["life_left_1"] == 0  # a main character KO'd
        assert [row["round"] for row in r.rounds] == list(range(1, g["rounds"] + 1))
        for row in r.rounds:
            assert set(row) == set(ROUND_FIELDS)
            assert 0 <= row["life_norm_0"] <= 1 and row["characters_0"] >= 0
        assert all(set(c) == set(CARD_FIELDS) for c in r.cards)
        assert sum(c["times"] for c in r.cards) == g["cards_played"]
    # seats alternate from game to game
    assert results[0].game["deck_0"] == results[1].game["deck_1"]


def test_original_games_end_by_endurance_in_whole_rounds(registry):
    decks = bundled_decks(registry.variant("original")).specs
    job = next(cell_jobs(Cell("original", "", {}, (decks[0], decks[1])), 1, 2, FAST, 200,
                         False, 0))
    g = next(run_jobs([job], registry))
    assert g.game["ended_by"] == "endurance"  # not "KO": the original has no main character
    assert g.game["rounds"] == g.game["turns"]  # an original turn is shared: one a round
    assert g.game["life_unit"] == "endurance"
    assert g.rounds[0]["life_norm_0"] <= 1 and g.rounds[-1]["life_1"] is not None


def test_results_are_the_same_whatever_the_workers(registry):
    jobs = twopcg_jobs(registry, 6)
    one = list(run_jobs(jobs, registry, workers=1))
    two = list(run_jobs(jobs, registry, workers=2, chunk=1))
    assert [r.game["game"] for r in two] == list(range(6))  # merged in game order
    assert fixed(one) == fixed(two)
    assert [r.rounds for r in one] == [r.rounds for r in two]


def test_paired_games_share_a_seed_with_the_seats_swapped(registry):
    jobs = twopcg_jobs(registry, 4, paired=True)
    rows = [r.game for r in run_jobs(jobs, registry)]
    assert rows[0]["seed"] == rows[1]["seed"] != rows[2]["seed"] == rows[3]["seed"]
    assert [r["pair"] for r in rows] == [0, 0, 1, 1]
    assert (rows[0]["deck_0"], rows[0]["deck_1"]) == (rows[1]["deck_1"], rows[1]["deck_0"])


def test_progress_is_called_for_every_game(registry):
    seen = []
    list(run_jobs(twopcg_jobs(registry, 4), registry, workers=2, progress=seen.append))
    assert sum(seen) == 4


def test_report_figures_have_intervals(small):
    report, _ = small
    assert report["agents"] == ["random"] and report["paired"]
    for f in report["groups"]:
        assert f["games"] == 4
        for key in ("rounds", "turns", "lead_changes", "attacks"):
            lo, hi = f[key]["ci95"]
            assert lo <= f[key]["mean"] <= hi
        fp = f["first_player"]
        assert fp["n"] > 0 and fp["ci95"][0] <= fp["rate"] <= fp["ci95"][1]
        assert sum(f["rounds_histogram"].values()) == 4
        assert f["tempo"][0]["round"] == 1 and f["tempo"][0]["games"] == 4
    comp = report["comparison"]
    assert {comp["a"], comp["b"]} == {"original", "2pcg"}
    keys = {d["key"] for d in comp["differences"]}
    assert {"rounds", "turns", "first", "lead_changes", "comebacks"} <= keys
    assert all(0 <= d["p"] <= 1 for d in comp["differences"])
    assert any(a.startswith("Longer games:") for a in report["answers"])
    assert any(a.startswith("More first-player advantage:") for a in report["answers"])
    assert any(a.startswith("Lead changes:") for a in report["answers"])
    original = next(f for f in report["groups"] if f["variant"] == "original")
    assert original["endings"]["endurance"] == original["finished"]
    assert original["endings"]["ko"] == 0


def test_rows_written_as_csv_and_json_lines(small):
    report, folder = small
    with open(folder / "games.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0]) == GAME_FIELDS and len(rows) == report["total_games"] == 8
    assert {r["variant"] for r in rows} == {"original", "2pcg"}
    assert all(int(r["rounds"]) >= 1 and r["ended_by"] for r in rows)
    jsonl = read_rows(folder / "games.jsonl")
    assert [j["game"] for j in jsonl] == [int(r["game"]) for r in rows]
    rounds = read_rows(folder / "rounds.jsonl")
    with open(folder / "rounds.csv", newline="", encoding="utf-8") as f:
        assert len(list(csv.DictReader(f))) == len(rounds)
    per_game = {}
    for r in rounds:
        per_game[r["game"]] = max(per_game.get(r["game"], 0), r["round"])
    assert per_game == {j["game"]: j["rounds"] for j in jsonl}
    assert (folder / "cards.csv").read_text().startswith(",".join(CARD_FIELDS))


def test_report_renders_as_text_and_html(small):
    report, _ = small
    text = render(report, width=140)
    for label in ("rounds per game (95% CI)", "turns per game", "first-player win rate",
                  "lead changes per game", "comeback rate", "ended by endurance",
                  "Game length", "Tempo", "against", "win condition", "random in every seat"):
        assert label in text, label
    page = render_html(report)
    assert page.startswith("<!doctype html>") and page.count("<svg") >= 5
    assert "<script src" not in page and "<link" not in page  # self-contained
    data = page.split('id="report-data">')[1].split("</script>")[0]
    assert json.loads(data.replace("<\\/", "</"))["groups"][0]["games"] == 4


def test_the_public_api_streams_plain_records(registry):
    seen = list(games(registry, ["2pcg"], games=2, agents=FAST))
    assert [r.game["game"] for r in seen] == [0, 1]
    assert json.loads(json.dumps(seen[0].game)) == seen[0].game  # plain data


def test_sweep_plays_each_value_on_the_same_seeds(registry):
    report = compare(registry, ["2pcg"], games=2, agents=FAST, sweep="opening_hand=5,7")
    labels = [f["experiment"] for f in report["groups"]]
    assert labels == ["opening_hand=5", "opening_hand=7"]
    rows = report["sweeps"]["2pcg"]
    assert rows[0]["vs_first_value"] == [] and rows[1]["vs_first_value"]
    assert any(a.startswith("Sweep (2pcg)") for a in report["answers"])
    seen = list(games(registry, ["2pcg"], games=1, agents=FAST, sweep="opening_hand=5,7"))
    assert seen[0].game["seed"] == seen[1].game["seed"]
    assert json.loads(seen[0].game["options"]) == {"rules": {"opening_hand": 5}}


def test_a_bad_sweep_is_refused_with_the_reason(registry):
    with pytest.raises(CompareError, match="opening_hand"):
        compare(registry, ["2pcg"], games=1, agents=FAST, sweep="opening_hand=99")
    with pytest.raises(CompareError, match="OPTION=a,b,c"):
        compare(registry, ["2pcg"], games=1, agents=FAST, sweep="opening_hand")


def test_decks_matchups_and_mirrors(registry):
    report = compare(registry, ["2pcg"], games=1, agents=FAST, matchups=True, mirror=True,
                     decks={"2pcg": ["hulk-avengers", "loki-super-villains", "storm-x-men"]})
    row = report["variants"][0]
    assert len(row["matchups"]) == 3 + 3  # every pair, then each deck against itself
    assert report["total_games"] == 6
    assert "Hulk — Avengers vs Hulk — Avengers" in row["matchups"] or any(
        m.split(" vs ")[0] == m.split(" vs ")[1] for m in row["matchups"])
    with pytest.raises(CompareError, match="no bundled deck or file 'nope'"):
        compare(registry, ["2pcg"], games=1, agents=FAST, decks={"2pcg": ["nope"]})


def test_default_agents_are_heuristic_and_named_in_the_report(registry):
    import inspect

    assert inspect.signature(compare).parameters["agents"].default == ("heuristic",)


def test_cli_compare_writes_rows_and_report(capsys, tmp_path):
    out, page = tmp_path / "rows", tmp_path / "report.html"
    code, text, err = run(capsys, "compare", "--games", "2", "--variants", "2pcg",
                          "--agents", "random", "--workers", "2", "--seed", "9",
                          "--out", str(out), "--report", str(page), "--paired")
    assert code == 0, err
    assert "simulating" in err and "2/2" in err  # the progress bar, on stderr
    assert "agents: random in every seat" in text and page.read_text().startswith("<!doctype")
    assert (out / "games.csv").is_file() and (out / "rounds.jsonl").is_file()
    code, again, _ = run(capsys, "compare", "--games", "2", "--variants", "2pcg",
                         "--agents", "random", "--workers", "1", "--seed", "9", "--json",
                         "--no-progress", "--paired")
    one = json.loads(again)
    code, twice, _ = run(capsys, "compare", "--games", "2", "--variants", "2pcg",
                         "--agents", "random", "--workers", "2", "--seed", "9", "--json",
                         "--no-progress", "--paired")
    assert json.loads(twice)["groups"][0]["digest"] == one["groups"][0]["digest"]


def test_cli_compare_refuses_bad_arguments(capsys):
    code, _, err = run(capsys, "compare", "--variants", "nope", "--no-progress")
    assert code == 2 and "unknown variant 'nope'" in err
    code, _, err = run(capsys, "compare", "--decks", "2pcg", "--no-progress")
    assert code == 2 and "VARIANT=deck,deck" in err
    code, _, err = run(capsys, "compare", "--agents", "nobody", "--no-progress")
    assert code == 2 and "unknown agent 'nobody'" in err


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


def test_variant_without_legal_decks_is_reported_not_raised():
    reg = Registry()
    reg.load_entry_points()
    reg.register(Plugin, "deckless")
    report = compare(reg, ["2pcg", "deckless"], games=1, agents=FAST)
    rows = {r["id"]: r for r in report["variants"]}
    assert rows["deckless"]["stats"] is None
    assert "no legal bundled deck" in rows["deckless"]["problem"]
    assert rows["2pcg"]["stats"]["games"] == 1
    text = render(report)
    assert "deckless: not measured: no legal bundled deck" in text
    assert "none at all" in text  # its declared mechanics still show


def test_default_variants_are_the_published_editions(registry):
    ids = default_variants(registry)
    assert "2pcg" in ids and "hybrid" not in ids
    assert all("published" in registry.variant(v).mechanics for v in ids)


def test_pyproject_declares_the_extras():
    import tomllib

    config = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    extras = config["project"]["optional-dependencies"]
    assert any(d.startswith("ray") for d in extras["ray"])
    assert any(d.startswith("pandas") for d in extras["data"])
