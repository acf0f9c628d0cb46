"""Strength and speed of the AI players (a benchmark, not a test: pytest does not collect
it). Prints one JSON report per pairing, shaped like ``vsrules simulate --json``.

    .venv/bin/python tests/ai/bench_agents.py --variant original --games 100 --agents heuristic,random

2PCG uses the bundled decks (as ``vsrules simulate`` does); the original edition has no
bundled decks yet, so it uses the made-up filler decks of the fuzz tests.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/helpers.py, as pytest does

from helpers import deck_paths, deck_specs  # noqa: E402

from vsrules.core.ai.agent import ask  # noqa: E402
from vsrules.core.decks import filler_cards, filler_deck  # noqa: E402
from vsrules.core.game import Game  # noqa: E402
from vsrules.core.plugins import default_registry  # noqa: E402
from vsrules.core.setup import DeckSpec, Setup  # noqa: E402


def decks_for(registry, variant_id: str, all_decks: bool) -> tuple[list[DeckSpec], list[dict]]:
    """The original: the filler decks. 2PCG: the first two bundled decks (what ``vsrules
    simulate`` picks), or every bundled deck (``all_decks``)."""
    if variant_id == "original":
        return [filler_deck("Alpha"), filler_deck("Beta")], filler_cards()
    paths = deck_paths("twopcg")
    return deck_specs(registry.variant(variant_id), paths if all_decks else paths[:2]), []


def run(variant_id: str, games: int, seed: int, names: list[str], max_turns: int,
        all_decks: bool = False) -> dict:
    """Games between two agents; seats swap every game. With every bundled deck, game g
    pits deck g//2 against deck g//2 + 1 (each pairing twice, seats swapped)."""
    registry = default_registry()
    variant = registry.variant(variant_id)
    factories = registry.agents()
    decks, custom = decks_for(registry, variant_id, all_decks)
    wins = {n: 0 for n in names}
    draws = unfinished = 0
    times: dict[str, list[float]] = {n: [] for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    turns = 0
    start = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        order = [(i + g) % 2 for i in range(2)]  # seats (and decks) rotate
        pair = [decks[(g // 2 + k) % len(decks)] for k in range(2)] if all_decks else decks
        setup = Setup(variant_id, game_seed, [pair[i] for i in order], custom_cards=custom)
        game = Game.create(variant, setup, registry.hooks)
        agents = [factories[names[i]](game_seed * 31 + i) for i in order]
        while not game.over and game.pending is not None and game.state.turn <= max_turns:
            p = game.pending
            t0, c0 = time.perf_counter(), time.process_time()
            choice = ask(agents[p.player], game, p)
            times[names[order[p.player]]].append(time.perf_counter() - t0)
            cpu[names[order[p.player]]].append(time.process_time() - c0)
            game.apply(choice)
        turns += game.state.turn
        if not game.over:
            unfinished += 1
        elif game.state.draw or game.state.winner is None:
            draws += 1
        else:
            wins[names[order[game.state.winner]]] += 1
        print(f"game {g}: {wins} draws={draws} unfinished={unfinished}", file=sys.stderr,
              flush=True)
    report = {"variant": variant_id, "games": games, "seed": seed, "agents_order": names,
              "decks": len(decks),
              "seconds": round(time.perf_counter() - start, 1), "wins": wins,
              "draws": draws, "unfinished": unfinished, "avg_turns": round(turns / games, 1),
              "agents": {}}
    for n, ts in times.items():
        report["agents"][n] = {"decisions": len(ts), **_stats("", ts), **_stats("cpu_", cpu[n])}
    return report


def _stats(prefix: str, ts: list[float]) -> dict:
    """Mean and 95th percentile seconds (wall clock; ``cpu_``: this process's CPU time,
    which other work on the machine does not inflate)."""
    ts = sorted(ts)
    if not ts:
        return {prefix + "mean_s": 0, prefix + "p95_s": 0}
    return {prefix + "mean_s": round(sum(ts) / len(ts), 5),
            prefix + "p95_s": round(ts[int(0.95 * (len(ts) - 1))], 5)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="2pcg")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agents", default="heuristic,random")
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--all-decks", action="store_true", help="2PCG: every bundled deck")
    args = ap.parse_args()
    names = args.agents.split(",")
    if len(set(names)) != 2:
        raise SystemExit("give two different agent names")
    print(json.dumps(run(args.variant, args.games, args.seed, names, args.max_turns,
                         args.all_decks)))


if __name__ == "__main__":
    main()
