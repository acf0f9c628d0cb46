"""How a game asks an AI player for a choice (the agent contract).

An agent is an object with ``name`` and ``choose(decision, view=None, game=None)``:

- ``decision``: the pending ``Decision`` (its options are the legal answers);
- ``view``: ``game.view(player)``, what that player may see (a mapping built on first
  use);
- ``game``: the live game, *only* for agents that simulate: such an agent must read it
  through ``determinize(game, player, rng)`` (``core/ai/determinize.py``), which deals
  every card the player can't see again at random, and never otherwise.

``ask`` passes each agent what its ``choose`` accepts (an agent written as
``choose(decision)`` still works), so the simulator, the TUI and plugins call agents
the same way. Agents are registered by name through the ``vsrules_agents`` hook as
``factory(seed) -> agent``; the same seed must give the same choices.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..decisions import Choice, Decision
from ..game import Game

_ACCEPTS: dict[type, tuple[bool, bool]] = {}


class LazyView(Mapping[str, Any]):
    """``game.view(player)``, built on first use (most agents never read it)."""

    __slots__ = ("_game", "_player", "_view")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self._player = player
        self._view: dict[str, Any] | None = None

    def _built(self) -> dict[str, Any]:
        if self._view is None:
            self._view = self._game.view(self._player)
        return self._view

    def __getitem__(self, key: str) -> Any:
        return self._built()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._built())

    def __len__(self) -> int:
        return len(self._built())


def accepts(agent: Any) -> tuple[bool, bool]:
    """Whether ``agent.choose`` takes a view (second argument) and a ``game`` keyword."""
    key = type(agent)
    found = _ACCEPTS.get(key)
    if found is None:
        try:
            params = list(inspect.signature(agent.choose).parameters.values())
        except (TypeError, ValueError):
            params = []
        positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        var_pos = any(p.kind == p.VAR_POSITIONAL for p in params)
        var_kw = any(p.kind == p.VAR_KEYWORD for p in params)
        view = len(positional) >= 2 or var_pos
        game = var_kw or any(p.name == "game" and p.kind != p.POSITIONAL_ONLY for p in params)
        found = _ACCEPTS[key] = (view, game)
    return found


def ask(agent: Any, game: Game, decision: Decision | None = None) -> Choice:
    """The agent's answer to ``decision`` (default: the game's pending decision)."""
    decision = decision if decision is not None else game.pending
    if decision is None:
        raise ValueError("no decision is pending")
    return asker(agent, game)(decision)


def asker(agent: Any, game: Game) -> Callable[[Decision], Choice]:
    """``ask(agent, game, decision)`` as a function of the decision alone, worked out once
    for a loop that asks the same agent of the same game many times (the simulator)."""
    takes_view, takes_game = accepts(agent)
    choose = agent.choose
    if takes_game:
        return lambda decision: choose(decision, LazyView(game, decision.player), game=game)
    if takes_view:
        return lambda decision: choose(decision, LazyView(game, decision.player))
    return choose
