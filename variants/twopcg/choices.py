"""The answers only a 2PCG player gives (the shared ones are in core.decisions)."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Choice


@attrs.frozen  # as core.decisions' choices
class PlaceMain(Choice):
    row: str
