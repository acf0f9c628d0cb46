"""Comparing variants side by side (``vsrules compare``, ``vsrules lab compare``).

Two kinds of facts, neither written here:

- what each variant *declares* about itself (``Variant.mechanics``, ``player_counts``,
  ``phases``): the mechanics table;
- what its games *measure*: simulated games between the same agents, recorded game by
  game and round by round (``records``), played on every core or a Ray cluster
  (``runner``), laid out as decks, matchups, paired seeds and option sweeps
  (``experiments``), gathered into figures with intervals (``summary``, ``stats``) and a
  report (``report``), shown as text (``text``) or one HTML page (``html``) and written
  as rows (``output``).

A game's seed comes from the base seed and its place in its cell alone, and results are
taken in game order, so a report is the same for a seed whatever the number of workers
(timings excepted).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..plugins import Registry
from . import report as _report
from .experiments import (
    DeckChoice,
    bundled_decks,
    cell_jobs,
    declared,
    default_variants,
    parse_sweep,
    plan_cells,
    rule_options,
)
from .output import RowWriter, results_from
from .records import CARD_FIELDS, DETERMINISTIC, GAME_FIELDS, ROUND_FIELDS
from .rows import read_rows, run_settings
from .runner import BACKENDS, CompareError, GameJob, GameResult, game_seed, play_job, ray_available, run_jobs
from .scenario import compare_scenario, render_scenario, scenario_json
from .stats import wilson
from .summary import Group

__all__ = [
    "BACKENDS", "CARD_FIELDS", "DETERMINISTIC", "GAME_FIELDS", "ROUND_FIELDS", "CompareError",
    "DeckChoice", "GameJob", "GameResult", "bundled_decks", "compare", "compare_scenario",
    "cpu_count", "default_variants", "game_seed", "games", "interleave", "play_job", "ray_available",
    "read_rows", "render_scenario", "report_from_rows", "run_jobs", "scenario_json", "wilson",
]

DEFAULT_AGENTS = ("heuristic",)


def cpu_count() -> int:
    return os.cpu_count() or 1


def _plan(registry: Registry, variant_ids: Sequence[str] | None, games: int, seed: int,
          agents: Sequence[str], max_turns: int, decks: Mapping[str, Sequence[str]],
          matchups: bool, mirror: bool, paired: bool, sweep: str | None,
          options: Mapping[str, Any] | Sequence[str] = ()
          ) -> tuple[list[dict[str, Any]], list[GameJob], list[tuple[str, str]]]:
    ids = list(variant_ids) if variant_ids else default_variants(registry)
    unknown = set(decks) - set(ids)
    if unknown:
        raise CompareError(f"--decks names a variant not compared: {', '.join(sorted(unknown))}")
    known = registry.agents()
    for name in agents:
        if name not in known:
            raise CompareError(f"unknown agent {name!r} (known: {', '.join(sorted(known))})")
    swept = parse_sweep(sweep) if sweep else None
    rows: list[dict[str, Any]] = []
    per_cell: list[list[GameJob]] = []
    groups: list[tuple[str, str]] = []
    first = 0
    for vid in ids:
        v = registry.variant(vid)
        base = rule_options(registry, v, options)
        choice = bundled_decks(v, None if matchups and vid not in decks else 2,
                               decks.get(vid, ()), base)
        row: dict[str, Any] = {"id": v.id, "name": v.name, "plugin": v.plugin,
                               "mechanics": declared(v), "decks": [s.name for s in choice.specs],
                               "deck_files": choice.files, "skipped_decks": choice.skipped,
                               "note": choice.note, "problem": choice.problem, "stats": None}
        if choice.problem is None and 2 not in v.player_counts:
            row["problem"] = f"{v.id} is not played by two players"
        rows.append(row)
        if row["problem"] is not None:
            continue
        cells = plan_cells(registry, vid, choice, matchups, mirror, swept, base)
        row["matchups"] = list(dict.fromkeys(c.matchup for c in cells))
        for cell in cells:
            if (vid, cell.experiment) not in groups:
                groups.append((vid, cell.experiment))
            per_cell.append(list(cell_jobs(cell, games, seed, agents, max_turns, paired, first)))
            first += games
    return rows, interleave(per_cell), groups


def interleave(cells: Sequence[Sequence[GameJob]], block: int = 2) -> list[GameJob]:
    """The cells' games taken in turn, two at a time (a pair stays together), so every
    cell is measured from the first minutes of a run (and a run stopped early is even)."""
    out: list[GameJob] = []
    for start in range(0, max((len(c) for c in cells), default=0), block):
        for cell in cells:
            out.extend(cell[start:start + block])
    return out


def compare(registry: Registry, variant_ids: Sequence[str] | None = None, games: int = 100,
            seed: int = 1, agents: Sequence[str] = DEFAULT_AGENTS, workers: int = 1,
            backend: str = "process", address: str | None = None, max_turns: int = 200,
            progress: Callable[[int], None] | None = None,
            on_start: Callable[[int], None] | None = None,
            decks: Mapping[str, Sequence[str]] | None = None, matchups: bool = False,
            mirror: bool = False, paired: bool = False, sweep: str | None = None,
            out: Path | None = None,
            options: Mapping[str, Any] | Sequence[str] = ()) -> dict[str, Any]:
    """Play the comparison and return its report as plain data. ``games`` is per cell (a
    variant, a swept value and a matchup); ``agents`` play the seats in turn (one name:
    every seat); ``out``: write every row there as the games finish."""
    rows, jobs, keys = _plan(registry, variant_ids, games, seed, agents, max_turns,
                             decks or {}, matchups, mirror, paired, sweep, options)
    groups = {key: Group(*key) for key in keys}
    if on_start is not None:
        on_start(len(jobs))
    settings = {"games": games, "seed": seed, "agents": list(agents), "max_turns": max_turns,
                "paired": paired, "matchups": matchups, "mirror": mirror, "sweep": sweep,
                "options": _option_texts(options), "total_games": len(jobs)}
    writer = RowWriter(out, {**settings, "variants": rows, "groups": keys}) \
        if out is not None else None
    start = time.perf_counter()
    files: list[str] = []
    failures: set[str] = set()
    try:
        for result in run_jobs(jobs, registry, workers, backend, address, progress):
            groups[(result.game["variant"], result.game["experiment"])].add(result)
            failures.update(filter(None, result.game["plugin_failures"].split("\n")))
            if writer is not None:
                writer.write(result)
    finally:
        if writer is not None:
            files = [str(p) for p in writer.close()]
    meta = {**settings, "workers": workers, "backend": backend,
            "seconds": round(time.perf_counter() - start, 3), "files": files,
            "plugin_failures": sorted(failures)}
    return _named(registry, _report.build(meta, rows, list(groups.values())))


def _named(registry: Registry, report: dict[str, Any]) -> dict[str, Any]:
    """Each group's played cards with their names (the rows keep the ids)."""
    for f in report["groups"]:
        db = registry.variant(f["variant"]).card_db()
        for c in f["cards"]:
            card = db.resolve_id(c["card"])
            c["name"] = db.get(card).name if card is not None else c["card"]
    return report


def _option_texts(options: Mapping[str, Any] | Sequence[str]) -> list[str]:
    if isinstance(options, Mapping):
        return [f"{name}={value}" for name, value in options.items()]
    return list(options)


def report_from_rows(registry: Registry, folders: Sequence[Path]) -> dict[str, Any]:
    """The report of the rows runs wrote (``--out``), without playing again: one folder, or
    several side by side (say the editions' run and a sweep's). A run stopped half way
    gives the report of the games it finished (``planned_games`` says how many it would
    have played, when its ``run.json`` is there)."""
    if not folders:
        raise CompareError("no folder of rows to read")
    groups: dict[tuple[str, str], Group] = {}
    rows: dict[str, dict[str, Any]] = {}
    runs: list[dict[str, Any]] = []
    planned = played = 0
    for folder in folders:
        run = run_settings(folder, registry.variants)
        for key in run.pop("groups", []):
            groups.setdefault((key[0], key[1]), Group(key[0], key[1]))
        for row in run.pop("variants", []):
            rows.setdefault(row["id"], row)
        planned += run.get("total_games") or 0
        seen: dict[str, None] = {}
        count = 0
        for result in results_from(folder, registry.variants):
            key = (result.game["variant"], result.game["experiment"])
            groups.setdefault(key, Group(*key)).add(result)
            seen.setdefault(result.game["agents"])
            count += 1
        played += count
        runs.append({"folder": str(folder), "games": count, "seed": run.get("seed"),
                     "agents": run.get("agents") or next(iter(seen), "").split(","),
                     "paired": bool(run.get("paired")), "sweep": run.get("sweep"),
                     "max_turns": run.get("max_turns")})
    for vid in dict.fromkeys(v for v, _e in groups):
        if vid not in rows:  # no settings: the variant as it declares itself
            v = registry.variant(vid)
            rows[vid] = {"id": v.id, "name": v.name, "plugin": v.plugin,
                         "mechanics": declared(v), "decks": [], "deck_files": [],
                         "skipped_decks": [], "note": None, "problem": None, "stats": None,
                         "matchups": []}
    # the settings all the runs share; where they differ, the headline names each run's
    agents = {tuple(r["agents"]) for r in runs}
    sweeps = list(dict.fromkeys(r["sweep"] for r in runs if r["sweep"]))
    same = {k: runs[0][k] if len({str(r[k]) for r in runs}) == 1 else None
            for k in ("seed", "max_turns")}
    meta = {"games": None, **same, "agents": list(runs[0]["agents"]) if len(agents) == 1 else [],
            "paired": any(r["paired"] for r in runs), "matchups": False, "mirror": False,
            "sweep": "; ".join(sweeps) or None, "runs": runs,
            "planned_games": planned or None, "total_games": played,
            "workers": None, "backend": None, "seconds": None, "files": [],
            "plugin_failures": []}
    return _named(registry, _report.build(meta, list(rows.values()),
                                          [g for g in groups.values() if g.games]))


def games(registry: Registry, variant_ids: Sequence[str] | None = None, games: int = 10,
          seed: int = 1, agents: Sequence[str] = DEFAULT_AGENTS, workers: int = 1,
          max_turns: int = 200, decks: Mapping[str, Sequence[str]] | None = None,
          matchups: bool = False, mirror: bool = False, paired: bool = False,
          sweep: str | None = None,
          options: Mapping[str, Any] | Sequence[str] = ()) -> Iterator[GameResult]:
    """The comparison's games one by one, as plain records (``result.game`` a dict of
    ``GAME_FIELDS``, ``result.rounds`` of ``ROUND_FIELDS``, ``result.cards`` of
    ``CARD_FIELDS``), in game order, without keeping them."""
    _rows, jobs, _keys = _plan(registry, variant_ids, games, seed, agents, max_turns,
                               decks or {}, matchups, mirror, paired, sweep, options)
    yield from run_jobs(jobs, registry, workers)
