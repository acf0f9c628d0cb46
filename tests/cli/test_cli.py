"""The command line: stable names, JSON shapes, exit codes and located errors."""

from __future__ import annotations

import json
from pathlib import Path

from vsrules.core.cli import main

LAB = Path(__file__).parents[1] / "lab"
RULINGS = Path(__file__).parents[1] / "rulings"


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_variants_json_lists_both_editions(capsys):
    code, out, _ = run(capsys, "variants", "--json")
    rows = json.loads(out)
    assert code == 0
    assert {r["id"] for r in rows} >= {"original", "2pcg"}
    assert all(set(r) == {"id", "name", "description", "plugin"} for r in rows)


def test_plugins_json(capsys):
    code, out, _ = run(capsys, "plugins", "--json")
    rows = {r["name"]: r for r in json.loads(out)}
    assert code == 0
    assert rows["twopcg"]["status"] == "loaded" and rows["original"]["status"] == "loaded"


def test_cards_json_and_search(capsys):
    code, out, _ = run(capsys, "cards", "--variant", "2pcg", "--search", "Black Panther",
                       "--json")
    rows = json.loads(out)
    assert code == 0
    assert rows[0]["id"] == "2pcg:MNB-011" and rows[0]["atk"] == 3 and rows[0]["def"] == 2
    assert "implemented" in rows[0]
    code, out, _ = run(capsys, "cards", "--variant", "2pcg", "--json")
    assert len(json.loads(out)) == 123  # 112 core cards + 11 later plot twists


def test_unknown_variant_is_a_clear_error(capsys):
    code, _, err = run(capsys, "cards", "--variant", "nope")
    assert code == 2 and "unknown variant 'nope'" in err


def test_lab_all_hold_exit_0(capsys):
    files = [str(p) for p in sorted(RULINGS.rglob("*.toml"))]
    code, out, _ = run(capsys, "lab", "run", *files)
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith(" passed, 0 failed")


def test_lab_failed_expectation_exit_1(capsys):
    code, out, _ = run(capsys, "lab", "run", str(LAB / "failing-expectation.toml"))
    assert code == 1
    assert "FAIL bp.stunned: expected true got false" in out
    assert out.strip().splitlines()[-1] == "0 passed, 1 failed"


def test_lab_invalid_files_exit_2_with_file_and_key_path(capsys):
    cases = {
        "unknown-label.toml": ("do[0].defender", "unknown label 'nobody'"),
        "unknown-card.toml": ("players.p1.front[0].card", "unknown card '2pcg:MNB-999'"),
        "bad-type.toml": ("players.p1.front[0].exhausted", "must be true or false"),
        "illegal-action.toml": ("do[0]", "illegal action: "),
    }
    for name, (where, what) in cases.items():
        code, _, err = run(capsys, "lab", "run", str(LAB / "bad" / name))
        assert code == 2, name
        assert name in err and where in err and what in err, err


def test_lab_json_and_other_variant(capsys):
    path = str(LAB / "compare-team-attack.toml")
    code, out, _ = run(capsys, "lab", "run", path, "--json")
    assert code == 0
    final = json.loads(out)[path]
    assert final["h1"]["atk"] == 5 and final["p1"]["hand"] == 2
    code, out, _ = run(capsys, "lab", "run", path, "--variant", "original")
    assert code == 0, out
    assert "[original]" in out


def test_simulate_json_shape(capsys):
    code, out, _ = run(capsys, "simulate", "--variant", "2pcg", "--games", "2", "--seed", "3",
                       "--json")
    report = json.loads(out)
    assert code == 0
    for key in ("games", "seconds", "games_per_second", "decisions", "decisions_per_second",
                "wins", "draws", "avg_turns", "cpu_seconds", "decisions_per_cpu_second"):
        assert key in report
    assert report["games"] == 2 and report["decisions"] > 0
    assert report["cpu_seconds"] > 0 and report["decisions_per_cpu_second"] > 0


def test_decks_lists_bundled_decks_with_legality(capsys):
    code, out, _ = run(capsys, "decks", "--variant", "2pcg", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) >= 2
    assert all({"name", "size", "valid", "main"} <= set(r) for r in rows)
    assert all(r["valid"] and r["size"] == 60 for r in rows)


def test_deck_check_reports_problems_with_places(capsys, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "bad"\nvariant = "2pcg"\nmain = "MNB-002"\n'
                   'cards = [{ id = "MNB-009", count = 5 }, { id = "MNB-109", count = 20 }]\n')
    code, out, _ = run(capsys, "deck", "check", str(bad))
    assert code == 1
    assert "main: Captain America (MNB-002) is not a level 1 main character" in out
    assert "25 cards: a deck has exactly 60" in out
    assert "5 copies of Ant-Man: at most 4" in out
    unknown = tmp_path / "unknown.toml"
    unknown.write_text('name = "u"\nvariant = "2pcg"\ncards = [{ id = "MNB-999", count = 1 }]\n')
    code, out, _ = run(capsys, "deck", "check", str(unknown))
    assert code == 1 and "cards[0].id: unknown card 'MNB-999'" in out


def test_deck_import_turns_a_text_list_into_a_deck_file(capsys, tmp_path):
    listing = tmp_path / "list.txt"
    listing.write_text("Main: Captain America\n4 Ant-Man\n2x Hulk (MNB-022)\n")
    out_file = tmp_path / "deck.toml"
    code, _, _ = run(capsys, "deck", "import", str(listing), "--variant", "2pcg", "-o",
                     str(out_file))
    text = out_file.read_text()
    assert code == 0 and 'main = "MNB-001"' in text
    assert '{ id = "MNB-009", count = 4 }' in text and '{ id = "MNB-022", count = 2 }' in text
    listing.write_text("4 Nobody Atall\n")
    code, _, err = run(capsys, "deck", "import", str(listing), "--variant", "2pcg")
    assert code == 2 and "line 1: no card named 'Nobody Atall'" in err


def test_simulate_digest_is_the_same_for_the_same_seed(capsys):
    _, out1, _ = run(capsys, "simulate", "--variant", "2pcg", "--games", "2", "--seed", "8",
                     "--digest", "--json")
    _, out2, _ = run(capsys, "simulate", "--variant", "2pcg", "--games", "2", "--seed", "8",
                     "--digest", "--json")
    d1, d2 = json.loads(out1)["digests"], json.loads(out2)["digests"]
    assert d1 == d2 and len(d1) == 2 and all(len(d) == 64 for d in d1)
