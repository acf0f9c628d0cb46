"""Registers the 2PCG variant with vsrules (entry point group ``vsrules``): a stand-in
whose rules are imported on first use (``edition.LazyTwoPcg``), for a faster start."""

from vsrules.core.hookspecs import hookimpl

from .edition import LazyTwoPcg


@hookimpl
def vsrules_variants():
    return [LazyTwoPcg()]
