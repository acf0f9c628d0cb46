"""The public API's functions (``import vsrules`` gives them: see the package's docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import attrs

from vsrules.core.compare import DEFAULT_AGENTS, bundled_decks
from vsrules.core.compare import games as compare_games
from vsrules.core.decks import load_deck
from vsrules.core.errors import VsrulesError
from vsrules.core.game import Game
from vsrules.core.options import RULES_KEY, Option, OptionError, validate
from vsrules.core.plugins import Registry, default_registry
from vsrules.core.setup import DeckSpec, Setup
from vsrules.core.simulate import play_game

__all__ = ["DeckInfo", "Game", "Option", "OptionError", "VariantInfo", "VsrulesError",
           "decks", "new_game", "options", "play", "run_games", "variants"]


@attrs.frozen
class VariantInfo:
    id: str
    name: str
    description: str
    plugin: str
    player_counts: tuple[int, ...]


@attrs.frozen
class DeckInfo:
    name: str
    path: Path
    size: int
    legal: bool
    problems: tuple[str, ...]


def _registry(registry: Registry | None) -> Registry:
    return registry if registry is not None else default_registry()


def variants(registry: Registry | None = None) -> list[VariantInfo]:
    """Every installed variant (the editions, bundled and installed plugins' variants)."""
    return [VariantInfo(v.id, v.name, v.description, v.plugin, tuple(v.player_counts))
            for v in _registry(registry).variants.values()]


def decks(variant: str, options: Mapping[str, Any] | None = None,
          registry: Registry | None = None) -> list[DeckInfo]:
    """The variant's bundled decks (``Variant.deck_folder``), each checked against its rules
    (with rule ``options``: deck size, copy limit)."""
    reg = _registry(registry)
    v = reg.variant(variant)
    chosen = validate(v, options or {}, reg)
    out = []
    for path in v.deck_files():
        try:
            deck = load_deck(path)
        except VsrulesError as exc:
            out.append(DeckInfo(path.stem, path, 0, False, (str(exc),)))
            continue
        problems = tuple(f"{w}: {p}" for w, p in v.deck_problems(deck, chosen))
        out.append(DeckInfo(deck.name, path, deck.size, not problems, problems))
    return out


def options(variant: str, registry: Registry | None = None) -> list[Option]:
    """The rule options of the variant's games: its own and the installed plugins'."""
    reg = _registry(registry)
    return list(reg.options(reg.variant(variant)).values())


def _specs(variant: Any, deck_paths: Sequence[str | Path] | None,
           options: Mapping[str, Any]) -> list[DeckSpec]:
    if deck_paths:
        return [load_deck(Path(p), variant.card_db()).spec() for p in deck_paths]
    choice = bundled_decks(variant, options=options)
    if choice.problem is not None:
        raise VsrulesError(f"{variant.id}: {choice.problem}")
    return list(choice.specs)


def new_game(variant: str, decks: Sequence[str | Path] | None = None, seed: int = 1,
             options: Mapping[str, Any] | None = None,
             registry: Registry | None = None) -> Game:
    """A game of ``variant`` between ``decks`` (deck files; default: its first two legal
    bundled decks), set up from ``seed`` with rule ``options`` (checked: ``OptionError``
    names a wrong one). The game waits on its first decision (``game.pending``)."""
    reg = _registry(registry)
    v = reg.variant(variant)
    chosen = validate(v, options or {}, reg)
    setup = Setup(v.id, seed, _specs(v, decks, chosen), options={RULES_KEY: chosen} if chosen else {})
    return Game.create(v, setup, reg.hooks)


def play(game: Game, agents: Sequence[str | Any], seed: int = 1, max_decisions: int = 100_000,
         registry: Registry | None = None) -> Game:
    """Play ``game`` to its end: ``agents`` by seat, each an agent (``choose(decision)``) or
    the name of an installed one (``"random"``, ``"heuristic"``; made from ``seed``)."""
    factories = _registry(registry).agents()
    made = []
    for i in range(len(game.state.players)):
        agent = agents[i % len(agents)]
        if isinstance(agent, str):
            if agent not in factories:
                raise VsrulesError(f"unknown agent {agent!r} (known: {', '.join(sorted(factories))})")
            agent = factories[agent](seed * 31 + i)
        made.append(agent)
    return play_game(game, made, max_decisions)


def run_games(variant: str, games: int = 100, seed: int = 1,
              agents: Sequence[str] = DEFAULT_AGENTS,
              decks: Sequence[str | Path] | None = None,
              options: Mapping[str, Any] | None = None, max_turns: int = 200,
              workers: int = 1, registry: Registry | None = None) -> list[dict[str, Any]]:
    """Play ``games`` games and return one plain record per game, in game order (the
    fields of ``vsrules.core.compare.GAME_FIELDS``: decks and seats, seed, winner, how it
    ended, rounds, turns, decisions, attacks, stuns, ... and plugin_failures). They are the
    games ``vsrules compare`` plays for the same seed, whatever ``workers``; ``decks``:
    deck files (default: the variant's first two legal bundled decks)."""
    reg = _registry(registry)
    v = reg.variant(variant)
    chosen = validate(v, options or {}, reg)
    chosen_decks = {v.id: [str(p) for p in decks]} if decks else None
    return [result.game for result in compare_games(
        reg, [v.id], games, seed, agents, workers, max_turns, decks=chosen_decks,
        options=chosen)]
