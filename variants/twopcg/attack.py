"""Which attacks are legal (2PCG rulebook: Main Phase, Making a Melee/Ranged Attack,
Flight and Ranged, Team Attacks). Legality is checked only at declaration.

Attacks go at characters; a character that may attack players (a lasting effect kept in
its memory under ``ATTACKS_PLAYERS``: Deadpool's "Oh, There's Someone! Hi There!") may
also attack, alone, an enemy player all of whose characters are stunned (FAQ Deadpool:
no team attack on a player). Such an attack is ``Attack((attacker,), None, player)``.

The rule is ``AttackRule`` (``candidates`` + ``check``); its faster listing is
``fast.attack.AttackListing``."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from vsrules.core.actions import ActionRule
from vsrules.core.decisions import Attack, Choice
from vsrules.core.game import Game

RB = "2PCG rulebook"
DEADPOOL = "MNB-032 Deadpool, Oh, There's Someone! Hi There!; FAQ Deadpool"
#: memory key of a character that may attack players directly (until the game ends)
ATTACKS_PLAYERS = "attacks-players"
ROWS = ("front", "back")
def ready_among(game: Game, uids: list[int]) -> list[int]:
    """The characters among ``uids`` that may attack: face up, not stunned, ready."""
    objs = game.state.objects
    ready: list[int] = []
    for u in uids:
        o = objs[u]
        if o.face_up and not o.stunned and not o.exhausted:
            ready.append(u)
    return ready


def shares_team(game: Game, uids: tuple[int, ...]) -> bool:
    """Team attackers share a team affiliation; a Mercenary may also team attack with any
    main character, but still shares a team with every other supporting attacker
    (2PCG rulebook, Team Attacks; FAQ Mercenary)."""
    printed = [game.card(u).teams for u in uids]
    if set(printed[0]).intersection(*printed[1:]):
        return True  # granted teams only add to the printed ones
    return share_granted_team(game, uids)


def share_granted_team(game: Game, uids: tuple[int, ...]) -> bool:
    """``shares_team`` for attackers that share no printed team (granted teams, Mercenary)."""
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
    for size in range(2, len(ready) + 1):
        groups += [g for g in combinations(ready, size) if shares_team(game, g)]
    return groups


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
