"""The answers only a 2PCG player gives (the shared ones are in core.decisions)."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Choice


@attrs.frozen
class PlaceMain(Choice):
    row: str


@attrs.frozen
class PlayPlot(Choice):
    """Play a plot twist from hand."""

    card: int


@attrs.frozen
class UsePower(Choice):
    """Use a super power of a character (paid with locations afterwards)."""

    source: int
    name: str
