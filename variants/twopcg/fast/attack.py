"""The faster listing of the 2PCG attack rule (``attack.AttackRule``: its ``candidates``
that its ``check`` accepts, in order): whom each row's attackers reach is worked out once
per listing, each group of attackers and its attacks are kept for the game, and keywords
are looked up only where they can change the answer. The checked mode compares it with
the rule at every decision."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from vsrules.core.cards import CardDb
from vsrules.core.decisions import Attack, Choice, kept_choices
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ..attack import AttackRule, face_up_front, may_attack_players, ready_among, share_granted_team
from ..keywords import with_keyword

#: at most this many groups of attackers (``_Versus``) are kept per game, and this many
#: attacks per group (characters that come into play get new uids: the tables would grow)
KEPT_GROUPS = 1024
KEPT_DEFENDERS = 256


def _group_rows(game: Game, ready: list[int]) -> list[_Versus]:
    """The attacks of each of the rule's ``team_groups``, by defender (``_Versus``, in that order;
    ``GROUPS``)."""
    kept = game.kept[GROUPS]
    rows = [kept[u] for u in ready]
    if len(ready) < 2:
        return rows
    for size in range(2, len(ready) + 1):
        for g in combinations(ready, size):
            versus = kept[g]
            if versus.printed or share_granted_team(game, g):
                rows.append(versus)
    return rows


def _versus(game: Game, key: int | tuple[int, ...]) -> _Versus:
    """The ``_Versus`` of a lone attacker (its uid) or of a group (a tuple of uids): whether
    the group shares a printed team is the AND of its attackers' printed teams as bits
    (an object's card never changes while it is in play)."""
    if isinstance(key, int):
        return _Versus((key,), True)
    bits = game.pool.table("2pcg:team-bits", _team_bits)
    objs = game.state.objects
    common = -1
    for u in key:
        common &= bits[objs[u].card]
    return _Versus(key, common != 0)


def _in_game(game: Game, key: int | tuple[int, ...]) -> bool:
    objs = game.state.objects
    return key in objs if isinstance(key, int) else all(u in objs for u in key)


def _shown_versus(versus: _Versus) -> tuple[tuple[int, ...], bool, list[Choice]]:
    """A group, whether it shares a printed team, and the attacks it keeps that are not
    its attack at their defender (none)."""
    return versus.group, versus.printed, [a for d, a in versus.items()
                                          if a != Attack(versus.attackers, d)]


#: per game, each attacker alone (by uid) and each group of attackers (a tuple of uids)
#: with its attacks by defender (characters that come into play get new uids: the table
#: would grow, so at most ``KEPT_GROUPS`` are kept)
GROUPS: Facts[_Versus] = declare(Facts("2pcg:attacks", _versus, (), KEPT_GROUPS, _shown_versus,
                                       live=_in_game))


class _Versus(dict[int, Choice]):
    """One group of attackers and its attacks, by defender: each made once per game and
    handed out again (like ``KeptChoices``, but one dict lookup by an int per option
    rather than hashing the group's tuple again for each defender). ``printed``: the
    group shares a printed team (else granted teams are asked at each listing)."""

    __slots__ = ("group", "attackers", "printed")

    def __init__(self, group: tuple[int, ...], printed: bool) -> None:
        # (no ``dict.__init__``: the dict is empty already)
        self.group = group
        #: the group sorted, as ``Attack`` keeps its attackers
        self.attackers = group if len(group) == 1 else tuple(sorted(group))
        self.printed = printed

    def __missing__(self, defender: int) -> Choice:
        """``Attack(group, defender)``, made as the listing makes it (``_add_attacks``)."""
        made: list[Choice] = []
        _add_attacks(made, (self,), (defender,))
        return made[0]


def _add_attacks(out: list[Choice], rows: Iterable[_Versus], defenders: Sequence[int]) -> None:
    """Add to ``out`` the attack of each of ``rows`` at each of ``defenders`` (the kept one,
    or a new one)."""
    for row in rows:
        for d in defenders:
            attack = row.get(d)
            if attack is None:
                if len(row) >= KEPT_DEFENDERS:
                    row.clear()
                attack = row[d] = Attack(row.attackers, d)
            out.append(attack)


def _team_bits(db: CardDb) -> dict[str, int]:
    """Per card: its printed teams, one bit each."""
    bit = {team: 1 << i for i, team in enumerate(sorted({t for c in db for t in c.teams}))}
    return {c.id: sum(bit[t] for t in set(c.teams)) for c in db}


#: whom the characters of a player may attack (``_reach``): the exposed players, the
#: defenders, the defenders any group reaches (``walk``) and the covered sides
_Reach = tuple[list[int], list[int], list[int], list[tuple[int, list[int], list[int]]]]


def _reach(game: Game, player: int) -> _Reach:
    """Whom the characters of ``player`` may attack (one ``legal`` call: the state does not
    change; a tuple, not an object: a class call enters its Python ``__init__`` from C):
    the enemies still in the game with no face-up character (``exposed``), the face-up,
    unstunned characters of the others (``defenders``, ``characters()`` order) and the
    defenders any group reaches (``walk``). Sides whose back-row defenders are behind a
    face-up front row are ``covered``: what flies over it is worked out only when some
    attacker has Flight (``_flown_over``)."""
    exposed: list[int] = []
    defenders: list[int] = []
    walk: list[int] = []
    # per covered side: where its back row would go in ``walk`` (after its front row),
    # its face-up front row and its back-row defenders
    covered: list[tuple[int, list[int], list[int]]] = []
    for p in game.state.players:
        side = p.index
        if side == player or p.out:
            continue
        front: list[int] = []
        back: list[int] = []
        characters = game.characters(side)
        for o in characters:
            if o.face_up and not o.stunned:
                (front if o.zone == "front" else back).append(o.uid)
        if not back:
            if not front:
                exposed.append(side)
                continue
            defenders += front
            walk += front
            continue
        uids = front + back
        defenders += uids
        covering = front if _only_characters(p.zones, characters) else \
            face_up_front(game, side)
        if covering:
            walk += front
            covered.append((len(walk), covering, back))
        else:
            walk += uids
    return exposed, defenders, walk, covered


def _only_characters(zones: dict[str, list[int]], characters: list[GameObject]) -> bool:
    """Whether the rows of a side (its ``zones``) hold characters only (``characters``
    lists the characters among them): then its face-up front row is its front-row
    defenders."""
    return len(characters) == len(zones["front"]) + len(zones["back"])


def _flown_over(game: Game, walk: list[int],
                covered: list[tuple[int, list[int], list[int]]]) -> list[int]:
    """The defenders a group that all has Flight reaches: ``walk`` and also the back rows
    behind a front row with no Flight or Grab (not kept: asked again only when both rows
    have attackers with Flight and a side is covered)."""
    fly = walk
    for end, covering, back in reversed(covered):
        if not (with_keyword(game, covering, "flight") or with_keyword(game, covering, "grab")):
            fly = fly[:end] + back + fly[end:]
    return fly


def _add_reached(game: Game, reach: _Reach, ready: list[int], ranged: bool,
                 out: list[Choice]) -> None:
    """Add to ``out`` the attacks of ``ready`` (one row's attackers) at whom they ``reach``:
    at the exposed players, then those of every group of them (``team_groups``) at each
    defender it reaches. Only a group that all has Flight reaches a back row behind a
    face-up front row (the attackers' Flight asked only when a side is covered); a ranged
    attack can't target Dodge."""
    exposed, defenders, walk, covered = reach
    if exposed:
        kept = kept_choices(game, Attack)
        out += [kept[(u,), None, p] for u in ready if may_attack_players(game, u)
                for p in exposed]
    if not defenders:
        return
    fly = walk
    flyers = with_keyword(game, ready, "flight") if covered else []
    if flyers:
        fly = _flown_over(game, walk, covered)
    if ranged:
        dodging = with_keyword(game, defenders, "dodge")
        if dodging:
            walk = [u for u in walk if u not in dodging]
            fly = [u for u in fly if u not in dodging]
    if not fly:
        return
    rows = _group_rows(game, ready)
    if len(fly) > len(walk):
        flying = set(flyers)
        for row in rows:
            _add_attacks(out, (row,), fly if flying.issuperset(row.group) else walk)
    else:
        _add_attacks(out, rows, walk)


class AttackListing(AttackRule):
    def legal(self, game: Game, player: int) -> list[Choice]:
        """``AttackRule``'s listing (``candidates`` + ``check``; the checked mode compares
        the two): facts about each attacker group and each defender are worked
        out once instead of checking every group x defender pair, and keywords are looked
        up only where they can change the answer; options come in ``candidates`` order."""
        zones = game.state.players[player].zones
        front = ready_among(game, zones["front"])
        back = ready_among(game, zones["back"])
        if back:
            back = with_keyword(game, back, "ranged")  # only Ranged attack from the back row
        if not front and not back:
            return []
        reach = _reach(game, player)
        out: list[Choice] = []
        if front:
            _add_reached(game, reach, front, False, out)
        if back:
            _add_reached(game, reach, back, True, out)
        return out
