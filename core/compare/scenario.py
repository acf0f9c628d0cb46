"""The same rules-lab scenario under every variant that can express it (``vsrules lab
compare``): the final positions side by side, the facts that differ marked."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from ..errors import VsrulesError
from ..game import Game
from ..plugins import GameHooks, Registry


def table(header: Sequence[str], rows: Sequence[Sequence[str]], width: int,
          first: int | None = None) -> str:
    """Columns side by side, each cell wrapped to its column."""
    ncols = len(header)
    first = first or min(30, max(len(str(r[0])) for r in [header, *rows]) + 1)
    rest = max(12, (width - first) // max(1, ncols - 1) - 2) if ncols > 1 else width
    widths = [first] + [rest] * (ncols - 1)
    lines = []
    for row in [header, *rows]:
        cells = [textwrap.wrap(str(c), w) or [""] for c, w in zip(row, widths, strict=True)]
        for k in range(max(len(c) for c in cells)):
            parts = [(c[k] if k < len(c) else "").ljust(w) for c, w in zip(cells, widths,
                                                                               strict=True)]
            lines.append("  ".join(parts).rstrip())
        if row is header:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)



@attrs.define
class ScenarioRun:
    variant: str
    result: Any = None  # lab.runner.Result
    error: str | None = None
    log: list[str] = attrs.Factory(list)

    @property
    def expressed(self) -> bool:
        return self.result is not None


class _Capture(GameHooks):
    """The registry's game hooks, remembering the games they see created."""

    def __init__(self, inner: GameHooks) -> None:
        super().__init__(inner._registry)
        self.games: list[Game] = []

    def vsrules_game_created(self, game: Any) -> None:
        self.games.append(game)
        super().vsrules_game_created(game)


LOG_SKIP = frozenset({"auto-pass", "chain-add", "chain-resolve"})


def compare_scenario(path: Path, registry: Registry, variant_ids: Sequence[str] | None = None,
                     options: Sequence[str] = ()) -> tuple[Any, list[ScenarioRun]]:
    """Run one scenario file under each variant (its own first); a variant that can't
    express it (unknown phase, action or card, no rules lab) is reported with the reason.
    ``options``: rule options ``NAME=VALUE`` for every run (each variant must declare them)."""
    from ..lab.runner import run_scenario
    from ..lab.scenario import parse_scenario

    scenario = parse_scenario(path)  # a file error stops here, located
    ids = list(variant_ids) if variant_ids else list(registry.variants)
    for vid in ids:
        registry.variant(vid)
    ids.sort(key=lambda v: v != scenario.variant)
    runs = []
    for vid in ids:
        capture = _Capture(registry.hooks)
        inner, registry.hooks = registry.hooks, capture
        run = ScenarioRun(vid)
        try:
            run.result = run_scenario(parse_scenario(path), registry, vid, options)
        except VsrulesError as exc:
            run.error = str(exc)
        except Exception as exc:  # a variant without a rules lab, or a rules bug
            run.error = f"{type(exc).__name__}: {exc}"
        finally:
            registry.hooks = inner
        if capture.games:
            run.log = [f"[t{e.turn}] {e.text}" for e in capture.games[-1].log
                       if e.kind not in LOG_SKIP]
        runs.append(run)
    return scenario, runs


IGNORED_FACTS = frozenset({"card", "name", "controller"})


def scenario_rows(runs: Sequence[ScenarioRun]) -> list[tuple[str, list[Any], bool]]:
    """(fact, value per run, differs) for every fact of the final positions."""
    done = [r for r in runs if r.result is not None]
    keys: list[str] = []
    for r in done:
        for label, facts in r.result.final.items():
            for k in facts:
                key = f"{label}.{k}"
                if k not in IGNORED_FACTS and key not in keys:
                    keys.append(key)
    rows = []
    for key in keys:
        label, k = key.split(".", 1)
        values = [r.result.final.get(label, {}).get(k, "-") for r in done]
        rows.append((key, values, any(v != values[0] for v in values)))
    return rows


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, dict):
        return ", ".join(f"{k}={x}" for k, x in v.items() if x) or "-"
    return "-" if v is None else str(v)


def render_scenario(scenario: Any, runs: Sequence[ScenarioRun], width: int | None = None,
                    log: bool = True, every: bool = False) -> str:
    width = width or max(80, min(160, shutil.get_terminal_size((110, 24)).columns))
    out = [f"== {scenario.path}: {scenario.title}"]
    if scenario.source:
        out.append(f"   source: {scenario.source}")
    done = [r for r in runs if r.result is not None]
    for r in runs:
        if r.result is None:
            out.append(f"   {r.variant}: can't express it: {r.error}")
    if not done:
        return "\n".join(out)
    header = ["", *[r.variant + (" (own)" if r.variant == scenario.variant else "")
                    for r in done]]
    expected = {f"{label}.{k}" for label, facts in scenario.expect.items() for k in facts}
    shown = [(key, values, differs) for key, values, differs in scenario_rows(runs)
             if every or differs or key in expected]
    hidden = len(scenario_rows(runs)) - len(shown)
    rows = [[("* " if differs else "  ") + key, *[_show(v) for v in values]]
            for key, values, differs in shown]
    rows.append(["  expectations", *[f"{r.result.passed} ok, {r.result.failed} differ"
                                     if r.result.checks else "-" for r in done]])
    out.append(table(header, rows, width))
    out.append("   (* differs between variants" + (f"; {hidden} facts the same in every variant "
                                                   "and not expected are not shown: --all)"
                                                   if hidden else ")"))
    for r in done:
        fails = [c.line() for c in r.result.checks if not c.ok]
        notes = r.result.notes
        if fails or notes or (log and r.log):
            out.append(f"-- {r.variant}")
        out.extend(f"   note: {n}" for n in notes)
        out.extend(f"   {f}" for f in fails)
        if log:
            out.extend(f"   {line}" for line in r.log)
    return "\n".join(out)


def scenario_json(scenario: Any, runs: Sequence[ScenarioRun]) -> dict[str, Any]:
    return {
        "file": scenario.path, "title": scenario.title, "variant": scenario.variant,
        "runs": [{"variant": r.variant, "expressed": r.expressed, "error": r.error,
                  "notes": r.result.notes if r.result else [],
                  "checks": [{"label": c.label, "key": c.key, "expected": c.expected,
                              "actual": c.actual, "ok": c.ok}
                             for c in (r.result.checks if r.result else [])],
                  "final": r.result.final if r.result else None, "log": r.log}
                 for r in runs],
        "differs": [key for key, _values, differs in scenario_rows(runs) if differs],
    }
