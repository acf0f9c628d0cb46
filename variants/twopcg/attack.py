"""Which attacks are legal (2PCG rulebook: Main Phase, Making a Melee/Ranged Attack,
Flight and Ranged, Team Attacks). Legality is checked only at declaration.

Attacks go at characters; a character that may attack players (a lasting effect kept in
its memory under ``ATTACKS_PLAYERS``: Deadpool's "Oh, There's Someone! Hi There!") may
also attack, alone, an enemy player all of whose characters are stunned (FAQ Deadpool:
no team attack on a player). Such an attack is ``Attack((attacker,), None, player)``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import chain, combinations, product
from typing import Any

from vsrules.core.actions import ActionRule
from vsrules.core.cards import CardDb
from vsrules.core.decisions import Attack, Choice, kept_choices
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from .keywords import with_keyword

RB = "2PCG rulebook"
DEADPOOL = "MNB-032 Deadpool, Oh, There's Someone! Hi There!; FAQ Deadpool"
#: memory key of a character that may attack players directly (until the game ends)
ATTACKS_PLAYERS = "attacks-players"
ROWS = ("front", "back")


def ready_among(game: Game, uids: list[int]) -> list[int]:
    """The characters among ``uids`` that may attack: face up, not stunned, ready."""
    objs = game.state.objects
    return [u for u in uids if (o := objs[u]).face_up and not o.stunned and not o.exhausted]


def shares_team(game: Game, uids: tuple[int, ...]) -> bool:
    """Team attackers share a team affiliation; a Mercenary may also team attack with any
    main character, but still shares a team with every other supporting attacker
    (2PCG rulebook, Team Attacks; FAQ Mercenary)."""
    printed = [game.card(u).teams for u in uids]
    if set(printed[0]).intersection(*printed[1:]):
        return True  # granted teams only add to the printed ones
    return _share_granted_team(game, uids)


def _share_granted_team(game: Game, uids: tuple[int, ...]) -> bool:
    """``shares_team`` for attackers that share no printed team."""
    teams = [game.teams(u) for u in uids]
    if set.intersection(*teams):
        return True
    mains = {u for u in uids if game.card(u).type == "main-character"}
    if not mains or not any(game.has_keyword(u, "mercenary") for u in uids):
        return False
    for i, a in enumerate(uids):
        for j in range(i + 1, len(uids)):
            b = uids[j]
            exempt = (a in mains and game.has_keyword(b, "mercenary")) or \
                (b in mains and game.has_keyword(a, "mercenary"))
            if not exempt and not teams[i] & teams[j]:
                return False
    return True


def face_up_front(game: Game, player: int) -> list[int]:
    objs = game.state.objects
    return [u for u in game.zone(player, "front") if (o := objs[u]).face_up and not o.stunned]


def may_attack_players(game: Game, uid: int) -> bool:
    return bool(game.state.objects[uid].memory.get(ATTACKS_PLAYERS))


def team_groups(game: Game, ready: list[int]) -> list[tuple[int, ...]]:
    """Every attacker alone, then every team of two or more that shares a team."""
    groups: list[tuple[int, ...]] = [(u,) for u in ready]
    if len(ready) < 2:
        return groups
    # the printed teams of each attacker as bits: a group shares a printed team if the
    # AND of its bits is not 0
    bits = game.cards.derived("2pcg:team-bits", _team_bits)
    objs = game.state.objects
    masks = [bits[objs[u].card] for u in ready]
    for size in range(2, len(ready) + 1):
        for g, ms in zip(combinations(ready, size), combinations(masks, size), strict=True):
            common = ms[0]
            for m in ms[1:]:
                common &= m
            if common or _share_granted_team(game, g):
                groups.append(g)
    return groups


def _team_bits(db: CardDb) -> dict[str, int]:
    """Per card: its printed teams, one bit each."""
    bit = {team: 1 << i for i, team in enumerate(sorted({t for c in db for t in c.teams}))}
    return {c.id: sum(bit[t] for t in set(c.teams)) for c in db}


class _Reach:
    """Whom the characters of ``player`` may attack (one ``legal`` call: the state does
    not change): the enemies still in the game with no face-up character (``exposed``),
    the face-up characters of the others, by side (``sides``), and the defenders each
    row's attackers reach. What protects a side's back row is worked out once per side,
    and only for sides with a back-row defender."""

    def __init__(self, game: Game, player: int) -> None:
        self.game = game
        self.exposed: list[int] = []
        #: per side, its face-up, unstunned characters (``characters()`` order: front
        #: row, then back row)
        self.sides: list[tuple[int, list[GameObject]]] = []
        for p in game.state.players:
            if p.index != player and not p.out:
                up = [o for o in game.characters(p.index) if o.face_up and not o.stunned]
                if up:
                    self.sides.append((p.index, up))
                else:
                    self.exposed.append(p.index)
        self.cover: dict[int, tuple[bool, bool]] = {}  # side -> (face-up front, blocks Flight)
        self.reached: tuple[list[int], list[int]] | None = None  # ``_reach``, once worked out

    def _cover(self, side: int) -> tuple[bool, bool]:
        found = self.cover.get(side)
        if found is None:
            game = self.game
            front = face_up_front(game, side)
            blocks = bool(with_keyword(game, front, "flight") or with_keyword(game, front, "grab"))
            found = self.cover[side] = (bool(front), blocks)
        return found

    def targets(self, ranged: bool) -> tuple[list[int], list[int]]:
        """The defenders any group may attack, and those a group that all has Flight may
        (also back-row defenders behind a front row with no Flight or Grab), in order.
        A ranged attack can't target Dodge."""
        dodging = set(with_keyword(self.game, [o.uid for _side, up in self.sides for o in up],
                                   "dodge")) if ranged else None
        walk, fly = self.reached or self._reach()
        if dodging:
            return [u for u in walk if u not in dodging], [u for u in fly if u not in dodging]
        return walk, fly

    def _reach(self) -> tuple[list[int], list[int]]:
        """``targets`` but for Dodge."""
        walk: list[int] = []
        fly: list[int] = []
        for side, up in self.sides:
            uids = [o.uid for o in up]
            front = [o.uid for o in up if o.zone == "front"]
            if len(front) == len(uids):  # no back-row defender: nothing to fly over
                walk += uids
                fly += uids
                continue
            # covered: behind a face-up front row; blocked: and that row stops flyers too
            covered, blocked = self._cover(side)
            walk += front if covered else uids
            fly += front if blocked else uids
        self.reached = walk, fly
        return walk, fly


def _at_characters(game: Game, ready: list[int], walk: list[int], fly: list[int],
                   kept: Callable[[tuple[Any, ...]], Choice]) -> Iterable[Choice]:
    """The attacks of every group of ``ready`` attackers (``team_groups``) at each
    defender it reaches: ``fly`` for a group that all has Flight, ``walk`` for others."""
    if not fly:
        return ()
    flying = set(with_keyword(game, ready, "flight")) if len(fly) > len(walk) else None
    groups = team_groups(game, ready)
    if not flying:
        return map(kept, product(groups, walk))
    return map(kept, chain.from_iterable(
        product((g,), fly if flying.issuperset(g) else walk) for g in groups))


class AttackRule(ActionRule):
    choice_type = Attack

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        defenders = [o.uid for o in game.characters() if o.controller != player
                     and not game.state.players[o.controller].out]
        enemies = [p.index for p in game.state.players if p.index != player and not p.out]
        for row in ROWS:
            ready = ready_among(game, game.zone(player, row))
            for u in ready:
                for p in enemies:
                    yield Attack((u,), None, p)
            for g in team_groups(game, ready):
                for d in defenders:
                    yield Attack(g, d)

    def legal(self, game: Game, player: int) -> list[Choice]:
        """Fast path: facts about each attacker group and each defender are worked out
        once, instead of checking every group x defender pair; keywords are looked up
        only where they can change the answer (options come in ``candidates`` order, as
        choices kept per game)."""
        zones = game.state.players[player].zones
        front = ready_among(game, zones["front"])
        back = ready_among(game, zones["back"])
        if back:
            back = with_keyword(game, back, "ranged")  # only Ranged attack from the back row
        if not front and not back:
            return []
        reach = _Reach(game, player)
        kept = kept_choices(game, Attack).__getitem__
        out: list[Choice] = []
        for ready, ranged in ((front, False), (back, True)):
            if not ready:
                continue
            if reach.exposed:
                out.extend(kept(((u,), None, p)) for u in ready if may_attack_players(game, u)
                           for p in reach.exposed)
            if reach.sides:
                out.extend(_at_characters(game, ready, *reach.targets(ranged), kept))
        return out

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Attack)
        objs = game.state.objects
        atk = choice.attackers
        if not atk:
            return "an attack needs at least one attacker"
        if len(set(atk)) != len(atk):
            return "a character can be named only once among the attackers"
        for u in atk:
            o = objs.get(u)
            if o is None or not o.in_play or o.zone == "resources" or o.controller != player:
                return f"attacker {u} is not a character on your side"
            if o.stunned:
                return f"{game.name_of(u)} is stunned and can't attack ({RB}, Stunned Characters)"
            if o.exhausted:
                return (f"{game.name_of(u)} is exhausted: only ready characters attack "
                        f"({RB}, Ready/Exhausted)")
        rows = {objs[u].zone for u in atk}
        if len(rows) > 1:
            return f"team attackers must all be in the same row ({RB}, Team Attacks)"
        row = rows.pop()
        if row == "back":
            for u in atk:
                if not game.has_keyword(u, "ranged"):
                    return (f"{game.name_of(u)} is in the back row without Ranged: only Ranged "
                            f"characters attack from the back row ({RB}, Making a Ranged Attack)")
        if choice.defender is None:
            return self._check_player_attack(game, player, atk, choice.player)
        if choice.player is not None:
            return "an attack names a defending character or a player, not both"
        if len(atk) > 1 and not shares_team(game, atk):
            return f"team attackers must share a team affiliation ({RB}, Team Attacks)"
        d = objs.get(choice.defender)
        if d is None or not d.in_play or d.zone == "resources" or not game.card(d).is_character:
            return "the defender must be an enemy character in play"
        if d.controller == player:
            return "you can't attack a character on your side"
        if d.stunned or not d.face_up:
            return (f"{game.name_of(d.uid)} is stunned: stunned characters can't be attacked "
                    f"({RB}, Stunned Characters)")
        if row == "back" and game.has_keyword(d.uid, "dodge"):
            return f"{game.name_of(d.uid)} has Dodge: it can't be ranged attacked (FAQ, Dodge)"
        if d.zone == "back":
            enemy_front = face_up_front(game, d.controller)
            if enemy_front:
                if not all(game.has_keyword(u, "flight") for u in atk):
                    return (f"{game.name_of(d.uid)} is protected by a face-up front-row character; "
                            f"only attackers that all have Flight fly over ({RB}, Flight and Ranged)")
                if any(game.has_keyword(u, "flight") for u in enemy_front):
                    return (f"Flight: an enemy front-row character has Flight ({RB}, Flight and Ranged)")
                if any(game.has_keyword(u, "grab") for u in enemy_front):
                    return ("Grab: an enemy front-row character with Grab stops flying over it "
                            "(2PCG card text, Grab)")
        return None

    def _check_player_attack(self, game: Game, player: int, atk: tuple[int, ...],
                             target: int | None) -> str | None:
        if target is None:
            return f"an attack needs a defender: attack a character ({RB}, Main Phase)"
        if len(atk) > 1:
            return f"a player can't be team attacked ({DEADPOOL})"
        if not may_attack_players(game, atk[0]):
            return (f"2PCG has no attacks on a player: attack a character ({RB}, Main Phase); "
                    f"only a character with a power that lets it may ({DEADPOOL})")
        players = game.state.players
        if not 0 <= target < len(players) or target == player or players[target].out:
            return "the attacked player must be an enemy player still in the game"
        if any(o.face_up and not o.stunned for o in game.characters(target)):
            return (f"{game.player_name(target)} still has a face-up character: a player can "
                    f"be attacked only while all of their characters are stunned ({DEADPOOL})")
        return None
