"""The answers only a 2PCG player gives (the shared ones are in core.decisions)."""

from __future__ import annotations

from vsrules.core.decisions import Choice, choice


@choice
class PlaceMain(Choice):
    row: str
