"""Paying for 2PCG super powers: the locations a player could pay with and the symbols they
make (2PCG rulebook, Super Powers; Resources and Locations: a face-up location in the
resource row turned face down, or one in hand discarded; a team location makes any
symbol, for its team's characters only)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from vsrules.core.cards import CardDb
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game


def payers(game: Game, player: int, source: int) -> list[tuple[int, frozenset[str]]]:
    """Locations that can pay a symbol of ``source``'s power: face-up ones in the resource
    row (turned face down) and ones in hand (discarded); a team location only for a
    character of its team."""
    return payers_among(game, payment(game, player), source)


def payers_among(game: Game, found: Payment, source: int) -> list[tuple[int, frozenset[str]]]:
    """``payers`` among the locations ``found``."""
    if found.untied is not None:
        return found.untied
    out = []
    for u, symbols, teams in found.locations:
        if not teams:
            out.append((u, symbols))
            continue
        for team in teams:
            if game.has_team(source, team):
                out.append((u, symbols))
                break
    return out


class Payment(NamedTuple):
    """What a player could pay super powers with."""

    #: every location the player could pay with, its symbols, and the teams it is limited
    #: to (a team location makes any symbol, for its team's characters only)
    locations: list[tuple[int, frozenset[str], tuple[str, ...]]]
    #: every symbol one of them makes
    symbols: frozenset[str]
    #: the ``payers`` for any character, None when a team location is among them
    untied: list[tuple[int, frozenset[str]]] | None


def payment(game: Game, player: int) -> Payment:
    """The locations ``player`` could pay with (``PAYMENT``). Exact and cheap to test, so
    not remembered in a reading stretch as well."""
    return game.kept[PAYMENT][player]


def _payment(game: Game, player: int) -> Payment:
    """``Payment`` worked out: one walk of the row (its face-up locations) and one of the
    hand."""
    info = game.pool.table("2pcg:locations", _location_info)
    objs = game.state.objects
    zones = game.state.players[player].zones
    found: list[tuple[int, frozenset[str], tuple[str, ...]]] = []
    for u in zones["resources"]:
        o = objs[u]
        if o.face_up and o.card in info:
            symbols, teams = info[o.card]
            found.append((u, symbols, teams))
    for u in zones["hand"]:
        card = objs[u].card
        if card in info:
            symbols, teams = info[card]
            found.append((u, symbols, teams))
    every: set[str] = set()
    untied: list[tuple[int, frozenset[str]]] | None = []
    for u, symbols, teams in found:
        every |= symbols
        if teams:
            untied = None
        elif untied is not None:
            untied.append((u, symbols))
    # built as a tuple: a NamedTuple's class call runs a Python ``__new__``
    return tuple.__new__(Payment, (found, frozenset(every), untied))


#: per player: the locations they could pay with, while their resource row and hand hold
#: the same objects and no face turned (an object keeps its card for life; the card
#: database does not change in a game)
PAYMENT: Facts[Payment] = declare(Facts("2pcg:payment", _payment, ("faces",),
                                        zones=("resources", "hand")))


def _location_info(db: CardDb) -> dict[str, tuple[frozenset[str], tuple[str, ...]]]:
    """Per location card: its symbols, and the teams it pays for only (a team location)."""
    out = {}
    for card in db:
        if card.type == "location":
            symbols = frozenset(s.lower() for s in card.symbols)
            out[card.id] = (symbols, card.teams if card.teams and len(symbols) > 1 else ())
    return out


def can_pay(cost: Sequence[str], available: list[tuple[int, frozenset[str]]]) -> bool:
    """Whether ``available`` locations, each used once, make every symbol of ``cost`` (the
    last symbol needs no copy of what is left)."""
    if not cost:
        return True
    first, rest = cost[0], cost[1:]
    for i, (_u, symbols) in enumerate(available):
        if first in symbols and (not rest or can_pay(rest, available[:i] + available[i + 1:])):
            return True
    return False
