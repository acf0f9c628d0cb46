"""Decisions the engine waits on, and the choices that answer them.

A ``Decision`` names one player, a kind and the legal options. *Action* decisions
(priority, a combat-window turn, "what do you do now") always offer a way to pass;
every other decision (a target, an order, yes/no) must be answered with one of its
options. Choices are small frozen records compared by value.
"""

from __future__ import annotations

from typing import Any

import attrs

from .records import Tagged


class Choice(Tagged):
    """Base of every answer a player can give."""

    __slots__ = ()

    def describe(self) -> str:
        fields = ", ".join(f"{k}={v}" for k, v in attrs.asdict(self, recurse=False).items())  # type: ignore[arg-type]
        return f"{self.tag}({fields})" if fields else self.tag


@attrs.frozen
class Pass(Choice):
    """Pass priority / pass in a combat window / end a step or phase."""


#: the one pass: choices are compared by value, and offering this same object lets a
#: list test (``PASS in options``) stop at the identity check
PASS = Pass()


@attrs.frozen
class Pick(Choice):
    """Pick one thing: an object uid, a player index, a number or a word."""

    value: Any


@attrs.frozen
class PickMany(Choice):
    values: tuple[Any, ...]


@attrs.frozen
class YesNo(Choice):
    answer: bool


@attrs.define(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    options: list[Choice]
    is_action: bool = False
    context: dict[str, Any] = attrs.Factory(dict)

    def allows(self, choice: Choice) -> bool:
        return choice in self.options


# -- the vocabulary of actions shared by the editions ------------------------------------
@attrs.frozen
class PlayResource(Choice):
    """Put a card from hand into the resource row (a location may go face up in 2PCG)."""

    card: int
    face_up: bool = False


@attrs.frozen
class Recruit(Choice):
    card: int
    row: str
    column: int | None = None


@attrs.frozen
class Move(Choice):
    """Move a character within its side (formation)."""

    character: int
    row: str
    column: int | None = None


@attrs.frozen
class Reposition(Choice):
    """Pick a character to move in a formation step; where it goes is asked next (a
    variant with many positions asks in two steps, see ``Variant.answers_for``)."""

    character: int


def _canonical(uids: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(sorted(uids))


@attrs.frozen
class Attack(Choice):
    """Attack a character (``defender``) or, original edition, a player directly. The
    attackers are kept sorted: the same group is the same choice in any order."""

    attackers: tuple[int, ...] = attrs.field(converter=_canonical)
    defender: int | None = None
    player: int | None = None


@attrs.frozen
class Mulligan(Choice):
    take: bool


@attrs.frozen
class PowerUp(Choice):
    """Discard ``discard`` (a card named like ``target``) to power ``target`` up."""

    target: int
    discard: int


@attrs.frozen
class PlayPlot(Choice):
    """Play a plot twist (from hand; original edition: also from the resource row)."""

    card: int


@attrs.frozen
class UsePower(Choice):
    """Use a power of an object: a 2PCG super power, an original payment power."""

    source: int
    name: str
