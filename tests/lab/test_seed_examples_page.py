"""docs/seed-examples.md says, for each worked example of seed 000, which file checks it:
its totals match its table, every file it names exists, and every file of
tests/rulings/original/examples/ is named there."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).parents[2]
PAGE = ROOT / "docs" / "seed-examples.md"
RULINGS = ROOT / "tests" / "rulings" / "original"
ROW = re.compile(r"^\| (\d+) \| \d+ \| [^|]+ \| [^|]+ \| (.*) \|$")
KINDS = ("scenario", "covered in part", "covered", "engine fault", "not expressible")
TOTALS = re.compile(r"Totals: (\d+) examples; (\d+) with a scenario file of their own .*?, "
                    r"(\d+) covered by other files \((\d+) of them in part.*?\), (\d+) stated\s+"
                    r"as (?:a )?known engine faults? .*?, (\d+) not expressible yet", re.S)


def _rows() -> dict[int, str]:
    rows = {}
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            rows[int(m.group(1))] = m.group(2)
    return rows


def _kind(status: str) -> str:
    return next(k for k in KINDS if status.startswith(k))


def test_every_example_has_one_row_with_a_known_status():
    rows = _rows()
    assert sorted(rows) == list(range(1, 90))
    for n, status in rows.items():
        assert any(status.startswith(k) for k in KINDS), f"#{n}: {status[:40]}"


def test_totals_match_the_table():
    counts = Counter(_kind(s) for s in _rows().values())
    m = TOTALS.search(PAGE.read_text(encoding="utf-8"))
    assert m, "the page states its totals"
    total, scenario, covered, in_part, faults, not_expressible = map(int, m.groups())
    assert total == sum(counts.values())
    assert scenario == counts["scenario"]
    assert covered == counts["covered"] + counts["covered in part"]
    assert in_part == counts["covered in part"]
    assert faults == counts["engine fault"]
    assert not_expressible == counts["not expressible"]


def _named_files() -> set[Path]:
    named = set()
    for status in _rows().values():
        for word in re.findall(r"[\w./*-]+\.toml", status):
            if "*" in word:
                continue
            named.add((ROOT / word) if word.startswith("tests/") else (RULINGS / word))
    return named


def test_every_file_the_page_names_exists():
    missing = sorted(str(p.relative_to(ROOT)) for p in _named_files() if not p.exists())
    assert not missing


def test_every_example_file_is_named_on_the_page():
    named = _named_files()
    unnamed = sorted(p.name for p in (RULINGS / "examples").glob("*.toml") if p not in named)
    assert not unnamed
