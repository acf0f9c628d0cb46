"""Card scripts of the original edition, by card id (one module per set), and the
keyword scripts."""

from __future__ import annotations

from importlib import import_module

from .registry import SCRIPTS, script, script_for

SET_MODULES: tuple[str, ...] = ()

for _name in SET_MODULES:
    import_module(f"{__name__}.{_name}")

__all__ = ["SCRIPTS", "script", "script_for"]
