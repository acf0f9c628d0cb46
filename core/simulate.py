"""Headless games between agents, for benchmarks and fuzzing."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .ai.agent import asker
from .autopass import SeatFlow
from .game import Game
from .logexport import state_digest
from .options import RULES_KEY
from .plugins import Registry
from .setup import DeckSpec, Setup


def play_game(game: Game, agents: Sequence[Any], max_decisions: int = 100_000) -> Game:
    """Answer every decision with the agents until the game ends (or the bound)."""
    choosers = [asker(a, game) for a in agents]
    while not game.over and game.pending is not None:
        if game.state.decisions >= max_decisions:
            break
        pending = game.pending
        game.apply(choosers[pending.player](pending))
    return game


def simulate(registry: Registry, variant_id: str, decks: Sequence[DeckSpec], games: int,
             seed: int, agent_factories: Sequence[Callable[[int], Any]],
             max_turns: int = 200, digest: bool = False, autopass: bool = True,
             options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Play ``games`` games. With ``autopass`` the agents use the players' auto-pass
    (core/autopass.py): a decision whose only option is to pass is answered by the engine
    (and counted) without asking the agent, as it would be for a person."""
    variant = registry.variant(variant_id)
    wins: dict[str, int] = {}
    draws = unfinished = decisions = turns = 0
    times: dict[str, list[float]] = {}
    digests: list[str] = []
    failures: list[str] = []
    start, cpu_start = time.perf_counter(), time.process_time()
    for g in range(games):
        game_seed = seed + g
        # seats rotate from game to game so no deck/agent keeps the first seat
        n = len(decks)
        order = [(i + g) % n for i in range(n)]
        setup = Setup(variant_id, game_seed, [decks[i] for i in order],
                      options={RULES_KEY: dict(options)} if options else {})
        failed = _switched_off(registry)
        game = Game.create(variant, setup, registry.hooks, start=False)
        if autopass:
            game.flow = {seat: SeatFlow(stops=frozenset()) for seat in range(n)}
        variant.new_game(game, setup)
        game.run()
        agents = [agent_factories[i](game_seed * 31 + i) for i in order]
        # per seat, worked out once a game: how its agent is asked, where its times go
        choosers = [asker(a, game) for a in agents]
        laps = [times.setdefault(getattr(a, "name", "agent"), []).append for a in agents]
        clock, st = time.perf_counter, game.state
        while not st.over and st.pending is not None and st.turn <= max_turns:
            pending = st.pending
            t0 = clock()
            choice = choosers[pending.player](pending)
            laps[pending.player](clock() - t0)
            game.apply(choice)
        if _switched_off(registry) != failed:  # the game's log says which and why
            failures.extend(e.text for e in game.log if e.kind == "plugin-failed")
        if digest:
            digests.append(state_digest(game))
        decisions += game.state.decisions
        turns += game.state.turn
        if not game.over:
            unfinished += 1
        elif game.state.draw or game.state.winner is None:
            draws += 1
        else:
            slot = order[game.state.winner]
            key = f"{slot + 1}:{getattr(agents[game.state.winner], 'name', 'agent')}"
            wins[key] = wins.get(key, 0) + 1
    seconds = time.perf_counter() - start
    # CPU time of this process: on a shared machine, less moved by what else runs
    cpu = time.process_time() - cpu_start
    report: dict[str, Any] = {
        "variant": variant_id, "games": games, "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "decisions": decisions,
        "decisions_per_second": round(decisions / seconds) if seconds else None,
        "cpu_seconds": round(cpu, 3),
        "decisions_per_cpu_second": round(decisions / cpu) if cpu else None,
        "wins": wins, "draws": draws, "unfinished": unfinished,
        "avg_turns": round(turns / games, 2) if games else 0,
        "agents": {name: _timing(ts) for name, ts in sorted(times.items())},
        "options": dict(options or {}), "plugin_failures": failures,
    }
    if digest:
        report["digests"] = digests
    return report


def _switched_off(registry: Registry) -> int:
    """How many plugins have failed (a plugin that fails in a game is switched off, once,
    and the game logs it)."""
    return sum(1 for p in registry.plugins if p.status == "failed")


def _timing(ts: list[float]) -> dict[str, Any]:
    """Seconds per decision an agent took: mean and 95th percentile."""
    ordered = sorted(ts)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0
    return {"decisions": len(ts), "mean_s": round(sum(ts) / len(ts), 6) if ts else 0.0,
            "p95_s": round(p95, 6)}
