"""Registers the built-in AI players (a plugin like any other)."""

from ..hookspecs import hookimpl
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent
from .search import SearchAgent


@hookimpl
def vsrules_agents():
    return {"random": RandomAgent, "heuristic": HeuristicAgent, "search": SearchAgent}
