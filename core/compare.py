"""Comparing variants side by side (``vsrules compare``, ``vsrules lab compare``).

Two kinds of facts, neither written here:

- what each variant *declares* about itself (``Variant.mechanics``, ``player_counts``,
  ``phases``): the mechanics table;
- what its games *measure*: simulated games between the same agents with each variant's
  first two bundled legal decks (turns, first-player win rate with a 95% interval,
  attacks and stuns per game, how games end, seconds per game).

Games run on every core (worker processes) or on a Ray cluster. Each game's seed comes
from the base seed and the game's index alone and results are merged in game order, so a
report is the same for a seed whatever the number of workers (timings excepted).
"""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
import shutil
import sys
import textwrap
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any, TextIO

import attrs

from .ai.agent import ask
from .decks import load_deck
from .errors import InputError, VsrulesError
from .game import Game
from .options import RULES_KEY, parse_assignments
from .plugins import GameHooks, Registry, default_registry
from .rng import Rng
from .setup import DeckSpec, Setup
from .variant import Variant

#: two-sided 95% normal quantile (Wilson score interval)
Z95 = 1.959963984540054
_MASK = (1 << 64) - 1
#: a variant is in the default comparison when it declares this fact (published editions)
DEFAULT_KEY = "published"
BACKENDS = ("process", "ray")


class CompareError(VsrulesError):
    pass


# -- decks ----------------------------------------------------------------------------------
@attrs.define
class DeckChoice:
    """The decks a variant plays in the comparison, or why it can't play."""

    specs: list[DeckSpec] = attrs.Factory(list)
    files: list[str] = attrs.Factory(list)
    skipped: list[str] = attrs.Factory(list)
    problem: str | None = None
    note: str | None = None


def bundled_decks(variant: Variant, wanted: int = 2,
                  options: Mapping[str, Any] | None = None) -> DeckChoice:
    """The variant's first ``wanted`` bundled legal decks (file name order). One legal deck
    plays itself (a mirror match, noted); none is reported, not raised."""
    out = DeckChoice()
    folder = variant.deck_folder()
    paths = variant.deck_files()
    for path in paths:
        if len(out.specs) >= wanted:
            break
        try:
            deck = load_deck(path, variant.card_db())
        except InputError as exc:
            out.skipped.append(f"{path.name}: {exc.where}: {exc.what}")
            continue
        problems = variant.deck_problems(deck, options)
        if problems:
            out.skipped.append(f"{path.name}: " + "; ".join(f"{w}: {p}" for w, p in problems[:2]))
            continue
        out.specs.append(deck.spec())
        out.files.append(path.name)
    if not out.specs:
        where = f"in {folder}" if paths else "(no bundled deck files)"
        out.problem = f"no legal bundled deck {where}"
    elif len(out.specs) < wanted:
        out.note = f"only one legal bundled deck: {out.specs[0].name} plays itself"
        while len(out.specs) < wanted:
            out.specs.append(out.specs[0])
    return out


# -- one game ---------------------------------------------------------------------------------
@attrs.frozen
class GameJob:
    """One simulated game, self-contained so any process (or Ray worker) can play it."""

    variant: str
    index: int
    base_seed: int
    decks: tuple[DeckSpec, ...]
    agents: tuple[str, ...]
    max_turns: int = 200
    options: tuple[tuple[str, Any], ...] = ()


def game_seed(base_seed: int, index: int) -> int:
    """A game's seed from the base seed and its index only (SplitMix64 of both, 53 bits so
    it stays exact in JSON)."""
    rng = Rng(((base_seed & _MASK) * 0x100000001B3 + index) & _MASK)
    return rng.next64() >> 11


def play_job(registry: Registry, job: GameJob) -> dict[str, Any]:
    """Play one game to its end (or the turn bound) and measure it. Seats rotate with the
    game index, so no deck keeps the first seat; who goes first is the game's own choice."""
    variant = registry.variant(job.variant)
    factories = registry.agents()
    seed = game_seed(job.base_seed, job.index)
    n = len(job.decks)
    order = [(i + job.index) % n for i in range(n)]
    setup = Setup(job.variant, seed, [job.decks[i] for i in order], options=dict(job.options))
    start = time.perf_counter()
    game: Game | None = None
    try:
        game = Game.create(variant, setup, registry.hooks)
        agents = [factories[job.agents[slot % len(job.agents)]](seed * 31 + slot)
                  for slot in order]
        while not game.over and game.pending is not None and game.state.turn <= job.max_turns:
            pending = game.pending
            game.apply(ask(agents[pending.player], game, pending))
    except Exception as exc:  # a rules bug ends this game only; the report counts it
        return failed(job, seed, exc, game, time.perf_counter() - start)
    seconds = time.perf_counter() - start
    return measure(game, job, order, seed, seconds)


def failed(job: GameJob, seed: int, exc: Exception, game: Game | None,
           seconds: float) -> dict[str, Any]:
    tb = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({Path(tb[0].filename).name}:{tb[0].lineno})" if tb else ""
    st = game.state if game is not None else None
    return {
        "variant": job.variant, "index": job.index, "seed": seed,
        "turns": st.turn if st else 0, "decisions": st.decisions if st else 0,
        "over": False, "draw": False, "winner": None, "winner_deck": None, "first": None,
        "attacks": 0, "stuns": 0, "ending": "error", "reason": "",
        "error": f"{type(exc).__name__}: {exc}{where}", "seconds": seconds,
        "plugin_failures": plugin_failures(game) if game is not None else [],
    }


def measure(game: Game, job: GameJob, order: Sequence[int], seed: int,
            seconds: float) -> dict[str, Any]:
    st = game.state
    first = next((e.data.get("player") for e in st.log if e.kind == "turn"), None)
    attacks = stuns = 0
    reason = ""
    for e in st.log:
        if e.kind == "attack":
            attacks += 1
        elif e.kind == "stun":
            stuns += 1
        elif e.kind == "game-over":
            reason = str(e.data.get("reason") or "")
    winner = st.winner if st.over and not st.draw else None
    return {
        "variant": job.variant, "index": job.index, "seed": seed, "turns": st.turn,
        "decisions": st.decisions, "over": st.over, "draw": st.draw, "winner": winner,
        "winner_deck": order[winner] if winner is not None else None,
        "first": first, "attacks": attacks, "stuns": stuns,
        "ending": ending(game), "reason": reason, "seconds": seconds,
        "plugin_failures": plugin_failures(game),
    }


def plugin_failures(game: Game) -> list[str]:
    """What the game's log says of plugins switched off while it ran."""
    return [e.text for e in game.log if e.kind == "plugin-failed"]


def ending(game: Game) -> str:
    """How a game ended, from the state: ``ko`` (one player left: the others were knocked
    out, by a KO'd main character or by endurance), ``out-of-cards`` (it ended with more
    than one player in and every deck empty), ``other``, or ``unfinished``."""
    st = game.state
    if not st.over:
        return "unfinished"
    remaining = [p for p in st.players if not p.out]
    if len(remaining) <= 1:
        return "ko"
    if all(not p.zones["deck"] for p in remaining):
        return "out-of-cards"
    return "other"


#: the fields of a game's result that a seed fixes (not the timings)
DETERMINISTIC = ("variant", "index", "seed", "turns", "decisions", "over", "draw", "winner",
                 "first", "attacks", "stuns", "ending")


# -- running many games -------------------------------------------------------------------------
_WORKER_REGISTRY: Registry | None = None


def _run_chunk(jobs: Sequence[GameJob]) -> list[dict[str, Any]]:
    """Play some games in this process (a pool worker, a Ray task, or the caller)."""
    registry = _WORKER_REGISTRY if _WORKER_REGISTRY is not None else default_registry()
    return [play_job(registry, job) for job in jobs]


def _chunks(jobs: Sequence[GameJob], workers: int) -> list[list[GameJob]]:
    size = max(1, min(8, len(jobs) // max(1, workers * 4)))
    return [list(jobs[i:i + size]) for i in range(0, len(jobs), size)]


def run_jobs(jobs: Sequence[GameJob], registry: Registry, workers: int = 1,
             backend: str = "process", address: str | None = None,
             progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Play every job; results in job order whatever the workers. ``progress(n)`` is called
    as each batch of ``n`` games finishes."""
    tick = progress or (lambda n: None)
    if backend == "ray":
        results = _run_ray(jobs, workers, address, tick)
    elif backend != "process":
        raise CompareError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    elif workers <= 1 or len(jobs) <= 1:
        results = []
        for job in jobs:
            results.append(play_job(registry, job))
            tick(1)
    else:
        results = _run_processes(jobs, registry, workers, tick)
    order = {(j.variant, j.index): i for i, j in enumerate(jobs)}
    return sorted(results, key=lambda r: order[(r["variant"], r["index"])])


def _run_processes(jobs: Sequence[GameJob], registry: Registry, workers: int,
                   tick: Callable[[int], None]) -> list[dict[str, Any]]:
    """Worker processes. Forked workers share the caller's registry (plugins registered in
    code included); where fork is unavailable they load the installed plugins."""
    global _WORKER_REGISTRY
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
    for variant in {j.variant for j in jobs}:
        registry.variant(variant).card_db()  # loaded once, before the workers fork
    _WORKER_REGISTRY = registry
    results: list[dict[str, Any]] = []
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            pending = {pool.submit(_run_chunk, chunk) for chunk in _chunks(jobs, workers)}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    batch = future.result()
                    results.extend(batch)
                    tick(len(batch))
    finally:
        _WORKER_REGISTRY = None
    return results


def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def _run_ray(jobs: Sequence[GameJob], workers: int, address: str | None,
             tick: Callable[[int], None]) -> list[dict[str, Any]]:
    """The same games as Ray tasks (``pip install vsrules[ray]``): on the cluster at
    ``address``, or a local Ray instance with ``workers`` CPUs. Every Ray worker needs
    vsrules and the same plugins installed (it loads them through the entry points)."""
    try:
        import ray
    except ImportError:
        raise CompareError("the ray backend needs Ray: pip install 'vsrules[ray]'") from None
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"address": address, "include_dashboard": False,
                                  "log_to_driver": False}
        if address is None:
            kwargs["num_cpus"] = max(1, workers)
        ray.init(**kwargs)
        started = True
    try:
        task = ray.remote(_run_chunk)
        pending = [task.remote(chunk) for chunk in _chunks(jobs, max(1, workers))]
        results: list[dict[str, Any]] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                batch = ray.get(ref)
                results.extend(batch)
                tick(len(batch))
        return results
    finally:
        if started:
            ray.shutdown()


class Progress:
    """A progress bar on a stream (stderr): redrawn in place on a terminal, a line every
    tenth otherwise."""

    def __init__(self, total: int, stream: TextIO | None = None, label: str = "simulating",
                 ) -> None:
        self.total = max(0, total)
        self.done = 0
        self.stream = stream if stream is not None else sys.stderr
        self.label = label
        self.start = time.perf_counter()
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_tenth = -1

    def __call__(self, n: int = 1) -> None:
        self.done = min(self.total, self.done + n)
        if self.tty:
            self.stream.write("\r" + self.line())
            self.stream.flush()
            return
        tenth = self.done * 10 // self.total if self.total else 10
        if tenth != self._last_tenth:
            self._last_tenth = tenth
            self.stream.write(self.line() + "\n")
            self.stream.flush()

    def line(self, width: int = 30) -> str:
        frac = self.done / self.total if self.total else 1.0
        filled = int(round(frac * width))
        elapsed = time.perf_counter() - self.start
        return (f"{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                f"{self.done}/{self.total} games {elapsed:6.1f}s")

    def close(self) -> None:
        if self.tty:
            self.stream.write("\n")
            self.stream.flush()


# -- statistics -------------------------------------------------------------------------------
def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """The Wilson score interval of a proportion (None without trials)."""
    if n <= 0:
        return None
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(results: Sequence[dict[str, Any]], deck_names: Sequence[str]) -> dict[str, Any]:
    """The measured statistics of one variant's games (in game order)."""
    n = len(results)
    decided = [r for r in results if r["winner"] is not None and r["first"] is not None]
    first_wins = sum(1 for r in decided if r["winner"] == r["first"])
    ci = wilson(first_wins, len(decided))
    endings = {k: sum(1 for r in results if r["ending"] == k)
               for k in ("ko", "out-of-cards", "other", "unfinished", "error")}
    errors = [f"game {r['index']} (seed {r['seed']}): {r['error']}" for r in results
              if r["ending"] == "error"]
    deck_wins: dict[str, int] = {}
    for r in results:
        if r["winner_deck"] is not None:
            name = deck_names[r["winner_deck"]]
            deck_wins[name] = deck_wins.get(name, 0) + 1
    digest = hashlib.sha256(json.dumps([[r[k] for k in DETERMINISTIC] for r in results])
                            .encode()).hexdigest()[:16]

    def mean(key: str) -> float:
        return sum(r[key] for r in results) / n if n else 0.0

    return {
        "games": n,
        "finished": n - endings["unfinished"] - endings["error"],
        "errors": errors[:5],
        "draws": sum(1 for r in results if r["draw"]),
        "avg_turns": round(mean("turns"), 2),
        "decisions_per_game": round(mean("decisions"), 1),
        "first_player": {
            "wins": first_wins, "decided": len(decided),
            "rate": round(first_wins / len(decided), 4) if decided else None,
            "ci95": [round(ci[0], 4), round(ci[1], 4)] if ci else None,
        },
        "attacks_per_game": round(mean("attacks"), 2),
        "stuns_per_game": round(mean("stuns"), 2),
        "endings": endings,
        "ending_shares": {k: round(v / n, 4) if n else 0.0 for k, v in endings.items()},
        "reasons": _tally(r["reason"] for r in results if r["reason"]),
        "deck_wins": deck_wins,
        "seconds_per_game": round(mean("seconds"), 4),
        "digest": digest,
    }


def _tally(items: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: (-kv[1], kv[0])))


# -- the comparison -------------------------------------------------------------------------------
def default_variants(registry: Registry) -> list[str]:
    """The published editions (variants declaring when they were published); every
    variant if none does."""
    published = [v.id for v in registry.variants.values() if DEFAULT_KEY in v.mechanics]
    return published or list(registry.variants)


def declared(variant: Variant) -> dict[str, str]:
    """What a variant declares about itself: its players and phases, then its mechanics."""
    facts = {"players": ", ".join(str(n) for n in variant.player_counts),
             "phases": ", ".join(variant.phases)}
    facts.update(variant.mechanics)
    return facts


def compare(registry: Registry, variant_ids: Sequence[str] | None = None, games: int = 100,
            seed: int = 1, agents: Sequence[str] = ("random", "random"), workers: int = 1,
            backend: str = "process", address: str | None = None, max_turns: int = 200,
            progress: Callable[[int], None] | None = None,
            on_start: Callable[[int], None] | None = None,
            options: Sequence[str] = ()) -> dict[str, Any]:
    """The whole report as plain data (``vsrules compare --json`` prints it). ``options``:
    rule options ``NAME=VALUE`` for every variant compared (each must declare them)."""
    ids = list(variant_ids) if variant_ids else default_variants(registry)
    variants = [registry.variant(v) for v in ids]
    known = registry.agents()
    for name in agents:
        if name not in known:
            raise CompareError(f"unknown agent {name!r} (known: {', '.join(sorted(known))})")
    rows: list[dict[str, Any]] = []
    jobs: list[GameJob] = []
    for v in variants:
        chosen = parse_assignments(v, options, registry)
        choice = bundled_decks(v, options=chosen)
        row: dict[str, Any] = {"id": v.id, "name": v.name, "plugin": v.plugin,
                               "mechanics": declared(v), "decks": [s.name for s in choice.specs],
                               "deck_files": choice.files, "skipped_decks": choice.skipped,
                               "note": choice.note, "problem": choice.problem, "stats": None}
        if choice.problem is None and 2 not in v.player_counts:
            row["problem"] = f"{v.id} is not played by two players"
        if row["problem"] is None:
            setup_options = ((RULES_KEY, chosen),) if chosen else ()
            jobs.extend(GameJob(v.id, i, seed, tuple(choice.specs), tuple(agents), max_turns,
                                setup_options) for i in range(games))
        rows.append(row)
    if on_start is not None:
        on_start(len(jobs))
    start = time.perf_counter()
    results = run_jobs(jobs, registry, workers, backend, address, progress)
    wall = time.perf_counter() - start
    for row in rows:
        if row["problem"] is None:
            mine = [r for r in results if r["variant"] == row["id"]]
            row["stats"] = summarize(mine, row["decks"])
    return {"games": games, "seed": seed, "agents": list(agents), "max_turns": max_turns,
            "workers": workers, "backend": backend, "seconds": round(wall, 3),
            "options": list(options), "variants": rows,
            "plugin_failures": sorted({t for r in results for t in r.get("plugin_failures", ())})}


# -- text -------------------------------------------------------------------------------------------
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


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def render(report: dict[str, Any], width: int | None = None) -> str:
    width = width or max(80, min(160, shutil.get_terminal_size((110, 24)).columns))
    rows = report["variants"]
    ids = [r["id"] for r in rows]
    out = [f"vsrules compare: {', '.join(ids)}; {report['games']} games each, seed "
           f"{report['seed']}, agents {' vs '.join(report['agents'])}, "
           f"{report['workers']} worker(s) ({report['backend']})", ""]
    keys: list[str] = []
    for r in rows:
        keys.extend(k for k in r["mechanics"] if k not in keys)
    out.append("Mechanics (as each variant declares them)")
    out.append(table(["", *ids], [[k, *[r["mechanics"].get(k, "-") for r in rows]]
                                  for k in keys], width))
    out.append("")
    out.append(f"Measured ({report['games']} games each, {' vs '.join(report['agents'])}, "
               f"at most {report['max_turns']} turns)")
    measured: list[list[str]] = [["decks", *[_decks(r) for r in rows]]]
    stats = [r["stats"] for r in rows]

    def line(label: str, fn: Callable[[dict[str, Any]], str]) -> None:
        measured.append([label, *[fn(s) if s else "-" for s in stats]])

    line("games finished", lambda s: f"{s['finished']}/{s['games']}")
    line("average turns", lambda s: f"{s['avg_turns']:.1f}")
    line("first-player win rate (95% CI)", _first)
    line("attacks per game", lambda s: f"{s['attacks_per_game']:.1f}")
    line("stuns per game", lambda s: f"{s['stuns_per_game']:.1f}")
    line("ended by KO", lambda s: _pct(s["ending_shares"]["ko"]))
    line("ended by running out of cards", lambda s: _pct(s["ending_shares"]["out-of-cards"]))
    line("ended otherwise", lambda s: _pct(s["ending_shares"]["other"]))
    line("unfinished (turn limit)", lambda s: _pct(s["ending_shares"]["unfinished"]))
    if any(s and s["endings"]["error"] for s in stats):
        line("stopped by an engine error", lambda s: str(s["endings"]["error"]))
    line("draws", lambda s: str(s["draws"]))
    line("wins by deck", lambda s: ", ".join(f"{k} {v}" for k, v in s["deck_wins"].items())
         or "-")
    line("decisions per game", lambda s: f"{s['decisions_per_game']:.0f}")
    line("seconds per game", lambda s: f"{s['seconds_per_game']:.3f}")
    out.append(table(["", *ids], measured, width))
    for r in rows:
        if r["problem"]:
            out.append(f"{r['id']}: not measured: {r['problem']}")
            out.extend(f"  skipped {s}" for s in r["skipped_decks"])
        elif r["note"]:
            out.append(f"{r['id']}: {r['note']}")
        if r["stats"] and r["stats"]["errors"]:
            out.append(f"{r['id']}: engine errors (first {len(r['stats']['errors'])}):")
            out.extend(f"  {e}" for e in r["stats"]["errors"])
    out.append(f"({report['seconds']:.1f}s wall time)")
    return "\n".join(out)


def _decks(row: dict[str, Any]) -> str:
    if row["problem"]:
        return f"not measured: {row['problem']}"
    return " vs ".join(row["decks"])


def _first(s: dict[str, Any]) -> str:
    fp = s["first_player"]
    if fp["rate"] is None:
        return "-"
    lo, hi = fp["ci95"]
    return f"{_pct(fp['rate'])} ({_pct(lo)}-{_pct(hi)}), n={fp['decided']}"


# -- the same scenario under every variant (lab compare) ------------------------------------------
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
    express it (unknown phase, action or card, no rules lab) is reported with the reason."""
    from .lab.runner import run_scenario
    from .lab.scenario import parse_scenario

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


def cpu_count() -> int:
    return os.cpu_count() or 1
