"""Answers only an original-edition player gives (shared ones are in core.decisions)."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Choice


@attrs.frozen  # as core.decisions' choices
class FlipLocation(Choice):
    """Turn a face-down location of your resource row face up (no chain)."""

    card: int


@attrs.frozen  # as core.decisions' choices
class Equip(Choice):
    """Recruit an equipment card from hand onto a character you control."""

    card: int
    character: int
