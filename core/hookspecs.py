"""The plugin hooks of vsrules (pluggy). Variants, house rules, AIs and CLI commands
are all plugins of these hooks; the two editions are registered the same way."""

from __future__ import annotations

from typing import Any

import pluggy

PROJECT = "vsrules"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def vsrules_variants() -> list[Any]:
    """Return the rules variants this plugin provides (``Variant`` instances)."""
    raise NotImplementedError


@hookspec
def vsrules_agents() -> dict[str, Any]:
    """Return AI players by name: ``{name: factory(seed) -> agent}``."""
    raise NotImplementedError


@hookspec
def vsrules_cli_commands(subparsers: Any) -> None:
    """Add subcommands to the ``vsrules`` command line (argparse subparsers)."""


@hookspec
def vsrules_game_created(game: Any) -> None:
    """A game was created (before its first step): house rules may adjust it."""


@hookspec
def vsrules_event(game: Any, event: Any) -> None:
    """Something happened in a game (after it happened)."""


@hookspec
def vsrules_options(variant: Any) -> list[Any]:
    """Declare the rule options this plugin adds to games of ``variant``
    (``core.options.Option``s; an empty list for a variant it does not change)."""
    raise NotImplementedError


@hookspec(firstresult=True)
def vsrules_option(game: Any, name: str) -> Any:
    """The value of rule option ``name`` in ``game`` when the game's set-up chose none (a
    variant's own default); None = the declared default. The first answer wins."""
