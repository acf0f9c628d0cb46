"""Legion of Super-Heroes era cards (cards/legion.toml), from the Nov 2006 expansion FAQ
(seed 004, SPECIFIC CARDS). Each power is composed of engine steps; the FAQ's rulings for
the card are noted where they shape the script. One module per card type (``common``:
what the scripts share); importing a module registers its scripts."""

from __future__ import annotations

from importlib import import_module

MODULES: tuple[str, ...] = ("common", "characters")

for _name in MODULES:
    import_module(f"{__name__}.{_name}")
