"""Building an attack on the board: pick the attacker(s), then a defender (or a player)
among the engine's legal options for that group. Nothing here decides a rule: every
narrowing is a filter over the pending decision's ``Attack`` options."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from vsrules.core.decisions import Attack


def player_token(seat: int) -> int:
    """A board cursor stop for a player (a direct attack target): never an object uid."""
    return -1 - seat


def token_seat(token: int) -> int | None:
    return -1 - token if token < 0 else None


@attrs.frozen
class StartAttack:
    """The option "Attack with X…": opens the builder with X."""

    attacker: int


@attrs.frozen
class AddAttacker:
    """"+ X joins (team attack)"."""

    attacker: int


@attrs.frozen
class DropAttacker:
    """"− X leaves the attack"."""

    attacker: int


BuilderStep = StartAttack | AddAttacker | DropAttacker
#: an option as the decision panel lists it: (choice, words, uids it names)
Entry = tuple[Any, str, frozenset[int]]


class AttackBuilder:
    """The attack being put together for one pending decision."""

    def __init__(self, options: Sequence[Any]) -> None:
        self.options = options
        self.attacks = [o for o in options if isinstance(o, Attack)]
        self.attackers: frozenset[int] = frozenset()

    @property
    def active(self) -> bool:
        return bool(self.attackers)

    def starters(self) -> list[int]:
        """Every character named as an attacker by some option, in the options' order."""
        out: dict[int, None] = {}
        for a in self.attacks:
            out.update(dict.fromkeys(a.attackers))
        return list(out)

    def matching(self) -> list[Attack]:
        """The options attacking with exactly the chosen group."""
        return [a for a in self.attacks if frozenset(a.attackers) == self.attackers]

    def partners(self) -> list[int]:
        """Characters that may join the chosen group in some legal team attack."""
        out: dict[int, None] = {}
        for a in self.attacks:
            group = frozenset(a.attackers)
            if self.attackers < group:
                out.update(dict.fromkeys(u for u in a.attackers if u not in self.attackers))
        return list(out)

    def defenders(self) -> frozenset[int]:
        return frozenset(a.defender for a in self.matching() if a.defender is not None)

    def players(self) -> frozenset[int]:
        return frozenset(a.player for a in self.matching()
                         if a.defender is None and a.player is not None)

    def marks(self) -> dict[int, str]:
        """Board roles: chosen attackers, legal defenders (and player tokens), partners."""
        roles: dict[int, str] = dict.fromkeys(self.partners(), "partner")
        roles.update(dict.fromkeys(self.attackers, "attacker"))
        roles.update(dict.fromkeys(self.defenders(), "defender"))
        roles.update({player_token(p): "defender" for p in self.players()})
        return roles

    # -- changing the group --------------------------------------------------------------
    def start(self, uid: int) -> None:
        self.attackers = frozenset((uid,))

    def toggle(self, uid: int) -> None:
        self.attackers = self.attackers ^ {uid}

    def cancel(self) -> None:
        self.attackers = frozenset()

    def step(self, step: BuilderStep) -> None:
        if isinstance(step, StartAttack):
            self.start(step.attacker)
        else:
            self.toggle(step.attacker)

    # -- the attack itself ---------------------------------------------------------------
    def attempt(self, target: int) -> Attack:
        """The attack on ``target`` (an object uid or a player token), legal or not."""
        seat = token_seat(target)
        attackers = tuple(self.attackers)
        return Attack(attackers, None, seat) if seat is not None else Attack(attackers, target)

    def attempt_with(self, uid: int) -> Attack:
        """An attack adding ``uid`` to the group, at a target the group may attack (to ask
        the engine why ``uid`` can't join)."""
        target = next(iter(self.matching() or self.attacks))
        return Attack(tuple(self.attackers | {uid}), target.defender, target.player)

    # -- the option list -----------------------------------------------------------------
    def entries(self, base: list[Entry], name: Callable[[int], str]) -> list[Entry]:
        """The decision panel's options: with no attacker chosen, the attacks are folded
        into one "Attack with X…" per character; while building, the attacks of the chosen
        group and the characters that may join or leave it."""
        if not self.attacks:
            return base
        if self.active:
            group = set(self.matching())
            out = [e for e in base if e[0] in group]
            out += [(AddAttacker(u), f"+ {name(u)} joins (team attack)", frozenset((u,)))
                    for u in self.partners()]
            if len(self.attackers) > 1:
                out += [(DropAttacker(u), f"− {name(u)} leaves the attack", frozenset((u,)))
                        for u in sorted(self.attackers)]
            return out
        out = []
        for e in base:
            if not isinstance(e[0], Attack):
                out.append(e)
            elif not any(isinstance(o[0], StartAttack) for o in out):
                out += [(StartAttack(u), f"Attack with {name(u)}…", frozenset((u,)))
                        for u in self.starters()]
        return out
