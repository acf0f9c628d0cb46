"""Registers the 2PCG variant with vsrules (entry point group ``vsrules``)."""

from vsrules.core.hookspecs import hookimpl

from .variant import TwoPcg


@hookimpl
def vsrules_variants():
    return [TwoPcg()]
