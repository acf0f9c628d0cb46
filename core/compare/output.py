"""Writing a comparison's rows as they come (``--out DIR``): ``games``, ``rounds`` and
``cards``, each as CSV and as JSON lines; Parquet beside them when pyarrow is installed
(converted from the CSV once the run is over, so rows are never all held); ``run.json``
the run's settings. Reading them back game by game (``vsrules compare --from DIR``)."""

from __future__ import annotations

import csv
import json
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import IO, Any

from ..errors import InputError
from .records import CARD_FIELDS, GAME_FIELDS, ROUND_FIELDS
from .rows import iter_rows
from .runner import GameResult

TABLES = {"games": GAME_FIELDS, "rounds": ROUND_FIELDS, "cards": CARD_FIELDS}


def parquet_available() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


class RowWriter:
    """Streams every result's rows to ``folder``; ``close()`` finishes the files."""

    def __init__(self, folder: Path, run: dict[str, Any] | None = None) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "run.json").write_text(json.dumps(run or {}, indent=2), encoding="utf-8")
        self._files: list[IO[str]] = []
        self._csv: dict[str, Any] = {}
        self._jsonl: dict[str, IO[str]] = {}
        for table, fields in TABLES.items():
            f = open(folder / f"{table}.csv", "w", newline="", encoding="utf-8")  # noqa: SIM115
            j = open(folder / f"{table}.jsonl", "w", encoding="utf-8")  # noqa: SIM115
            self._files += [f, j]
            writer = csv.DictWriter(f, fieldnames=fields, extrasaction="ignore")
            writer.writeheader()
            self._csv[table] = writer
            self._jsonl[table] = j

    def write(self, result: GameResult) -> None:
        for table, rows in (("games", [result.game]), ("rounds", result.rounds),
                            ("cards", result.cards)):
            fields = TABLES[table]
            for row in rows:
                full = {k: row.get(k) for k in fields}
                self._csv[table].writerow(full)
                self._jsonl[table].write(json.dumps(full) + "\n")
        for f in self._files:
            f.flush()  # a run stopped half way leaves whole games behind

    def close(self) -> list[Path]:
        """Close the files; write Parquet copies when pyarrow is installed. The paths."""
        for f in self._files:
            f.close()
        paths = [self.folder / f"{t}.{ext}" for t in TABLES for ext in ("csv", "jsonl")]
        if parquet_available():
            from pyarrow import csv as pacsv
            from pyarrow import parquet

            for table in TABLES:
                data = pacsv.read_csv(self.folder / f"{table}.csv")
                parquet.write_table(data, self.folder / f"{table}.parquet")
                paths.append(self.folder / f"{table}.parquet")
        return paths


def results_from(folder: Path, variants: Collection[str] | None = None) -> Iterator[GameResult]:
    """The games written to ``folder``, one by one, each with its round and card rows (the
    three files are in the same game order), every row checked as it is read
    (``rows.iter_rows``; ``variants``: the variants a row may name)."""
    for name in ("games.jsonl", "rounds.jsonl", "cards.jsonl"):
        if (folder / name).is_dir():
            raise InputError(str(folder / name), "", "is a folder, not a file")
        if not (folder / name).is_file():
            raise InputError(str(folder / name), "", "no such file (written by --out)")
    rounds = iter_rows(folder / "rounds.jsonl", variants=variants)
    cards = iter_rows(folder / "cards.jsonl", variants=variants)
    next_round, next_card = next(rounds, None), next(cards, None)
    for row in iter_rows(folder / "games.jsonl", variants=variants):
        mine_r, mine_c = [], []
        while next_round is not None and next_round["game"] == row["game"]:
            mine_r.append(next_round)
            next_round = next(rounds, None)
        while next_card is not None and next_card["game"] == row["game"]:
            mine_c.append(next_card)
            next_card = next(cards, None)
        yield GameResult(row, mine_r, mine_c)
