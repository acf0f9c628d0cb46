"""Registers the original Vs. System variant (entry point group ``vsrules``): a stand-in
whose rules are imported on first use (``edition.LazyOriginal``), for a faster start."""

from vsrules.core.hookspecs import hookimpl

from .edition import LazyOriginal


@hookimpl
def vsrules_variants():
    return [LazyOriginal()]
