"""Registers the hybrid variant (entry point ``hybrid``): it only adds a variant, so it is
registered by default and changes no other game."""

from vsrules.core.hookspecs import hookimpl

from .variant import Hybrid


@hookimpl
def vsrules_variants():
    return [Hybrid()]
