"""Playing the games of a comparison: one game as a self-contained job, many on every
core (worker processes) or on a Ray cluster.

A game's seed comes from the base seed and its pair alone, and results come back in
job order whatever the workers, so the rows and figures of a seed are the same for any
number of workers (the clock's ``seconds`` excepted). Results are yielded as they are
ready, a bounded number of jobs in flight: a run of any size streams.
"""

from __future__ import annotations

import multiprocessing
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

import attrs

from ..ai.agent import asker
from ..autopass import SeatFlow
from ..errors import VsrulesError
from ..game import Game
from ..plugins import Registry, default_registry
from ..rng import Rng
from ..setup import DeckSpec, Setup
from .records import Tracker, options_text

_MASK = (1 << 64) - 1
BACKENDS = ("process", "ray")


class CompareError(VsrulesError):
    pass


@attrs.frozen
class GameJob:
    """One simulated game, self-contained so any process (or Ray worker) can play it.
    ``decks`` are in seat order. The seed comes from ``seed_index``: the games of one
    ``pair`` share it with the seats swapped, and every value of a sweep plays the same
    seeds (common random numbers)."""

    variant: str
    index: int
    base_seed: int
    decks: tuple[DeckSpec, ...]
    agents: tuple[str, ...]
    max_turns: int = 200
    options: tuple[tuple[str, Any], ...] = ()
    seed_index: int = 0
    pair: int | None = None
    experiment: str = ""
    matchup: str = ""


@attrs.frozen
class GameResult:
    """What one game gives: its game row, its round rows and its card rows."""

    game: dict[str, Any]
    rounds: list[dict[str, Any]]
    cards: list[dict[str, Any]]


def game_seed(base_seed: int, index: int) -> int:
    """A game's seed from the base seed and an index only (SplitMix64 of both, 53 bits so
    it stays exact in JSON)."""
    rng = Rng(((base_seed & _MASK) * 0x100000001B3 + index) & _MASK)
    return rng.next64() >> 11


def play_job(registry: Registry, job: GameJob) -> GameResult:
    """Play one game to its end (or the turn bound) and record it. The agents use the
    players' auto-pass (a decision whose only answer is to pass is answered by the engine,
    as for a person); who goes first is the game's own choice."""
    variant = registry.variant(job.variant)
    factories = registry.agents()
    seed = game_seed(job.base_seed, job.seed_index)
    options = dict(job.options)
    n = len(job.decks)
    base: dict[str, Any] = {
        "variant": job.variant, "experiment": job.experiment, "matchup": job.matchup,
        "game": job.index, "seed": seed,
        "pair": job.pair, "options": options_text(options), "agents": ",".join(job.agents),
        "players": n, "deck_0": job.decks[0].name, "deck_1": job.decks[1].name if n > 1 else None,
    }
    start = time.perf_counter()
    game: Game | None = None
    tracker: Tracker | None = None
    try:
        setup = Setup(job.variant, seed, list(job.decks), options=options)
        game = Game.create(variant, setup, registry.hooks, start=False)
        game.flow = {seat: SeatFlow(stops=frozenset()) for seat in range(n)}
        variant.new_game(game, setup)
        game.run()
        tracker = Tracker(game, variant, base)
        agents = [factories[job.agents[seat % len(job.agents)]](seed * 31 + seat)
                  for seat in range(n)]
        choosers = [asker(a, game) for a in agents]
        st = game.state
        while not st.over and st.pending is not None and st.turn <= job.max_turns:
            pending = st.pending
            tracker.asking(len(pending.options))
            game.apply(choosers[pending.player](pending))
            tracker.seen(game)
    except Exception as exc:  # a rules bug ends this game only; the report counts it
        return failed(base, exc, game, time.perf_counter() - start)
    facts, rounds = tracker.close(game)
    base["plugin_failures"] = plugin_failures(game)
    return finish(base, facts, rounds, job, time.perf_counter() - start)


def plugin_failures(game: Game) -> str:
    """What the game's log says of plugins switched off while it ran, one per line."""
    return "\n".join(e.text for e in game.log if e.kind == "plugin-failed")


def finish(base: dict[str, Any], facts: dict[str, Any], rounds: list[dict[str, Any]],
           job: GameJob, seconds: float) -> GameResult:
    names = [d.name for d in job.decks]
    winner, first = facts["winner"], facts["first"]
    played = facts.pop("played")
    row = {**base, **facts}
    row.update({
        "first_deck": names[first] if first is not None else None,
        "winner_deck": names[winner] if winner is not None else None,
        "first_won": None if winner is None or first is None else winner == first,
        "first_stunned_won": None if winner is None or facts["first_stun"] is None
        else facts["first_stun"] == winner,
        "seconds": round(seconds, 4), "error": "",
    })
    cards = [{"variant": job.variant, "experiment": job.experiment, "game": job.index,
              "seat": seat, "deck": names[seat], "card": card, "times": times,
              "won": None if winner is None else winner == seat}
             for seat, counts in enumerate(played) for card, times in sorted(counts.items())]
    return GameResult(row, rounds, cards)


def failed(base: dict[str, Any], exc: Exception, game: Game | None,
           seconds: float) -> GameResult:
    tb = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
    where = f" ({Path(tb[0].filename).name}:{tb[0].lineno})" if tb else ""
    st = game.state if game is not None else None
    row = {**base, "turns": st.turn if st else 0, "decisions": st.decisions if st else 0,
           "ended_by": "error", "draw": False, "seconds": round(seconds, 4),
           "error": f"{type(exc).__name__}: {exc}{where}",
           "plugin_failures": plugin_failures(game) if game is not None else ""}
    return GameResult(row, [], [])


# -- many games -------------------------------------------------------------------------------
_WORKER_REGISTRY: Registry | None = None


def _run_chunk(jobs: Sequence[GameJob]) -> list[GameResult]:
    """Play some games in this process (a pool worker, a Ray task, or the caller)."""
    registry = _WORKER_REGISTRY if _WORKER_REGISTRY is not None else default_registry()
    return [play_job(registry, job) for job in jobs]


def _chunks(jobs: Iterable[GameJob], size: int) -> Iterator[list[GameJob]]:
    chunk: list[GameJob] = []
    for job in jobs:
        chunk.append(job)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def run_jobs(jobs: Iterable[GameJob], registry: Registry, workers: int = 1,
             backend: str = "process", address: str | None = None,
             progress: Callable[[int], None] | None = None,
             chunk: int = 2) -> Iterator[GameResult]:
    """Play every job; results in job order whatever the workers, each yielded as soon as
    it and those before it are done. ``progress(n)`` is called as ``n`` games finish."""
    tick = progress or (lambda n: None)
    if backend not in BACKENDS:
        raise CompareError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    if backend == "ray":
        yield from _run_ray(jobs, workers, address, tick, chunk)
    elif workers <= 1:
        for job in jobs:
            result = play_job(registry, job)
            tick(1)
            yield result
    else:
        yield from _run_processes(jobs, registry, workers, tick, chunk)


def _in_order(submit: Callable[[list[GameJob]], Any], collect: Callable[[Any], Any],
              jobs: Iterable[GameJob], window: int, size: int,
              tick: Callable[[int], None]) -> Iterator[GameResult]:
    """At most ``window`` chunks in flight; finished chunks are held until those before
    them are done, then yielded in order."""
    chunks = enumerate(_chunks(jobs, size))
    flying: dict[Any, int] = {}
    ready: dict[int, list[GameResult]] = {}
    following = 0
    exhausted = False
    while True:
        while not exhausted and len(flying) < window:
            item = next(chunks, None)
            if item is None:
                exhausted = True
                break
            flying[submit(item[1])] = item[0]
        if not flying:
            break
        for handle, batch in collect(list(flying)):
            ready[flying.pop(handle)] = batch
            tick(len(batch))
        while following in ready:
            yield from ready.pop(following)
            following += 1


def _run_processes(jobs: Iterable[GameJob], registry: Registry, workers: int,
                   tick: Callable[[int], None], size: int) -> Iterator[GameResult]:
    """Worker processes. Forked workers share the caller's registry (plugins registered in
    code included); where fork is unavailable they load the installed plugins."""
    global _WORKER_REGISTRY
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
    for variant in registry.variants.values():
        if variant.deck_folder() is not None:
            variant.card_db()  # loaded once, before the workers fork
    _WORKER_REGISTRY = registry
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            def collect(handles: list[Future[list[GameResult]]]) -> list[tuple[Any, Any]]:
                done, _ = wait(handles, return_when=FIRST_COMPLETED)
                return [(f, f.result()) for f in done]

            yield from _in_order(lambda c: pool.submit(_run_chunk, c), collect, jobs,
                                 workers * 3, size, tick)
    finally:
        _WORKER_REGISTRY = None


def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


def _run_ray(jobs: Iterable[GameJob], workers: int, address: str | None,
             tick: Callable[[int], None], size: int) -> Iterator[GameResult]:
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

        def collect(handles: list[Any]) -> list[tuple[Any, Any]]:
            done, _ = ray.wait(handles, num_returns=1)
            return [(ref, ray.get(ref)) for ref in done]

        yield from _in_order(task.remote, collect, jobs, max(1, workers) * 3, size, tick)
    finally:
        if started:
            ray.shutdown()
