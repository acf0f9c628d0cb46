"""Registers the original Vs. System variant (entry point group ``vsrules``)."""

from vsrules.core.hookspecs import hookimpl

from .variant import Original


@hookimpl
def vsrules_variants():
    return [Original()]
