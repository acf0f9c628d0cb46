"""Card scripts of the original edition, by card id (one module per set), and the
facts the rules read from cards (deck limits, powers implemented by the rules)."""

from __future__ import annotations

from importlib import import_module

from .registry import RULES_POWERS, SCRIPTS, script, script_for

SET_MODULES: tuple[str, ...] = ("legion",)

for _name in SET_MODULES:
    import_module(f"{__name__}.{_name}")

__all__ = ["RULES_POWERS", "SCRIPTS", "script", "script_for"]
