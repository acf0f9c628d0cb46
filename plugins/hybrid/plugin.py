"""Registers the hybrid variant (entry point ``hybrid``): it only adds a variant, so it is
registered by default and changes no other game. Its rules are imported on first use
(``edition.LazyHybrid``), for a faster start."""

from vsrules.core.hookspecs import hookimpl

from .edition import LazyHybrid


@hookimpl
def vsrules_variants():
    return [LazyHybrid()]
