"""Answers only an original-edition player gives (shared ones are in core.decisions)."""

from __future__ import annotations

from vsrules.core.decisions import Choice, choice


@choice
class FlipLocation(Choice):
    """Turn a face-down location of your resource row face up (no chain)."""

    card: int


@choice
class Equip(Choice):
    """Recruit an equipment card from hand onto a character you control."""

    card: int
    character: int
