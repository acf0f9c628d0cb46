"""The answers a 2PCG player can give (beyond core's Pass / Pick / YesNo)."""

from __future__ import annotations

import attrs

from vsrules.core.decisions import Choice


@attrs.frozen
class PlayResource(Choice):
    card: int
    face_up: bool = False


@attrs.frozen
class Recruit(Choice):
    card: int
    row: str


@attrs.frozen
class MoveRow(Choice):
    character: int
    row: str


@attrs.frozen
class Attack(Choice):
    attackers: tuple[int, ...]
    defender: int


@attrs.frozen
class PlaceMain(Choice):
    row: str


@attrs.frozen
class Mulligan(Choice):
    take: bool
