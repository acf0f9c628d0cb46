"""Card scripts of the original edition, by card id (the escape hatch for powers card data
can't say: a set module registers its cards' scripts here), and the facts the rules read
from cards (powers implemented by the rules). Every bundled card is data now; the
registry stays for a card that needs a script."""

from __future__ import annotations

from .registry import RULES_POWERS, SCRIPTS, script, script_for

__all__ = ["RULES_POWERS", "SCRIPTS", "script", "script_for"]
