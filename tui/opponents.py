"""Who can take the other seat: the registered AI players (light to import: the start
screen needs only their names, not the game engine)."""

from __future__ import annotations

from typing import Any


def agent_names(registry: Any) -> list[str]:
    """Registered AI players, the plain random one last (the others play better)."""
    return sorted(registry.agents(), key=lambda name: (name == "random", name))
