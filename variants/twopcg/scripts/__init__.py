"""The Python of the 2PCG core set's cards beyond their card data, and the 2PCG words that
card data says.

Every card's powers are data but Hope Summers', a copier (``x_men``: registered with
``copies`` and ``script``); ``super_villains`` holds the villains' choice words. Importing
this package imports those modules and the modules of 2PCG card-data words
(``conditions``: ``when = { test = ... }`` and ``only_if``; ``words``: effect steps).
"""

from __future__ import annotations

from importlib import import_module

from .registry import COPIERS, SCRIPTS, Copier, copies, script, script_for

TEAM_MODULES = ("x_men", "super_villains")
#: the 2PCG words card data says (docs/cards.md): conditions and effect steps
WORD_MODULES = ("conditions", "words")

for _name in (*WORD_MODULES, *TEAM_MODULES):
    import_module(f"{__name__}.{_name}")

__all__ = ["COPIERS", "SCRIPTS", "Copier", "copies", "script", "script_for"]
