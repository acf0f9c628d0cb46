"""The public Python API of vsrules (``import vsrules``): list the variants, their decks and
rule options; create a game; play it with agents; run many games and get one plain record
per game (``pandas.DataFrame(vsrules.run_games(...))``).

These names are stable; everything else (``vsrules.core`` ...) is the engine and may change.
A record is the same as ``vsrules compare --json`` measures for the same seed (one game of
``run_games`` is one game of ``compare``: same seed derivation, seats and agents)::

    import vsrules
    vsrules.variants()                       # [VariantInfo(id='2pcg', ...), ...]
    vsrules.decks("2pcg")                    # [DeckInfo(name=..., legal=True, ...), ...]
    vsrules.options("2pcg")                  # [Option(name='opening_hand', ...), ...]
    game = vsrules.new_game("2pcg", seed=3, options={"opening_hand": 8})
    vsrules.play(game, ["random", "heuristic"])
    rows = vsrules.run_games("2pcg", games=100, seed=1, options={"health_bonus": 1})
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .games import (
        DeckInfo,
        Game,
        Option,
        OptionError,
        VariantInfo,
        VsrulesError,
        decks,
        new_game,
        options,
        play,
        run_games,
        variants,
    )

__all__ = ["DeckInfo", "Game", "Option", "OptionError", "VariantInfo", "VsrulesError",
           "decks", "new_game", "options", "play", "run_games", "variants"]


def __getattr__(name: str) -> Any:
    # loaded on first use: every ``vsrules.*`` import (the CLI, the TUI's start) imports
    # this package first, and must not pay for the engine it exposes
    if name in __all__:
        return getattr(importlib.import_module(".games", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
