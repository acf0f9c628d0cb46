"""Decisions the engine waits on, and the choices that answer them.

A ``Decision`` names one player, a kind and the legal options. *Action* decisions
(priority, a combat-window turn, "what do you do now") always offer a way to pass;
every other decision (a target, an order, yes/no) must be answered with one of its
options. Choices are small records compared by value, never changed once made.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Any

import attrs

from .records import Tagged

if TYPE_CHECKING:
    from .game import Game


#: decision kinds whose ``Pick`` values are player seats, not objects (a target player,
#: who goes first); every other ``Pick`` of an int names an object
PLAYER_KINDS = frozenset({"first-player", "initiative", "player"})


class Choice(Tagged):
    """Base of every answer a player can give."""

    __slots__ = ()

    def fields(self) -> dict[str, Any]:
        """The answer's fields by name (every choice class is an attrs record)."""
        return attrs.asdict(self, recurse=False)  # type: ignore[arg-type]

    def describe(self) -> str:
        fields = ", ".join(f"{k}={v}" for k, v in self.fields().items())
        return f"{self.tag}({fields})" if fields else self.tag


# Every choice class is declared ``attrs.frozen``: a record compared and hashed by its
# fields that nothing can change once made. An answer is checked against the options the
# engine offered, so a caller holding an offered option must not be able to turn it into
# another answer in place (kept choices are also shared between decisions: ``KeptChoices``).


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


#: at most this many choices of one kind are kept per game (cards that move make new ones)
KEPT_CHOICES = 4096


class KeptChoices(dict[Hashable, Choice]):
    """Choices of one kind made once and handed out again: a choice is an immutable
    value, equal to any made from the same fields, so a kept one does for a new one (a
    listing that offers the same moves decision after decision builds none).
    ``kept[fields]`` makes ``make(*fields)`` the first time; ``map(kept.__getitem__, ...)``
    lists choices without a Python loop."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[..., Choice]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, fields: Any) -> Choice:
        if len(self) >= KEPT_CHOICES:
            self.clear()
        choice = self[fields] = self.make(*fields)
        return choice


def kept_choices(game: Game, make: Callable[..., Choice]) -> KeptChoices:
    """The choices ``make`` made for ``game`` (in its caches: a copy starts afresh)."""
    tables: dict[Callable[..., Choice], KeptChoices] = game.caches["kept-choices"]
    table = tables.get(make)
    if table is None:
        table = tables[make] = KeptChoices(make)
    return table


@attrs.define(slots=True)
class Decision:
    player: int
    kind: str
    prompt: str
    options: list[Choice]
    is_action: bool = False
    context: dict[str, Any] = attrs.Factory(dict)


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


@attrs.frozen(init=False)
class Attack(Choice):
    """Attack a character (``defender``) or, original edition, a player directly. The
    attackers are kept sorted: the same group is the same choice in any order."""

    attackers: tuple[int, ...]
    defender: int | None = None
    player: int | None = None

    def __init__(self, attackers: Iterable[int], defender: int | None = None,
                 player: int | None = None) -> None:
        # written out rather than an attrs converter (one more call per choice); a frozen
        # record's fields are set through ``object.__setattr__``
        setattr_ = object.__setattr__
        setattr_(self, "attackers", tuple(sorted(attackers)))
        setattr_(self, "defender", defender)
        setattr_(self, "player", player)


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
