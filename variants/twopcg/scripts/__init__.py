"""Card scripts of the 2PCG core set, one module per team, registered by card id.

Each module calls ``script(card_id, Script(...))`` once per card with powers, composed
from core.effects steps, keywords and the 2PCG steps; no script re-implements a rule.
Importing this package imports every team module and the modules of 2PCG card-data words
(``conditions``: ``when = { test = ... }``; ``words``: effect steps).
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
