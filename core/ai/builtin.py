"""Registers the built-in AI players (a plugin like any other)."""

from ..hookspecs import hookimpl
from .random_agent import RandomAgent


@hookimpl
def vsrules_agents():
    return {"random": RandomAgent}
