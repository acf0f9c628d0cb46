"""Registers the built-in AI players (a plugin like any other). The thinking agents are
imported when first made, not at start-up: `vsrules play` shows its first screen sooner."""

from __future__ import annotations

from typing import Any

from ..hookspecs import hookimpl
from .random_agent import RandomAgent


def heuristic(seed: int) -> Any:
    from .heuristic import HeuristicAgent

    return HeuristicAgent(seed)


def search(seed: int) -> Any:
    from .search import SearchAgent

    return SearchAgent(seed)


@hookimpl
def vsrules_agents() -> dict[str, Any]:
    return {"random": RandomAgent, "heuristic": heuristic, "search": search}
