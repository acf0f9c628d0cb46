"""Original combat: proposing attacks (601), the attack substep with priority, power-up
and reinforcement on the chain, the attack conclusion (602.4a/b/c), strikes, stun
endurance loss and breakthrough (original CR seed 000 and the 600s digest,
shared/rules/original-combat-and-keywords.md; decisions.md)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import attrs

from vsrules.core.actions import ActionRule
from vsrules.core.chain import PriorityRound, add_link
from vsrules.core.combat import strike_stuns, total_atk, value
from vsrules.core.decisions import Attack, Choice, Pick, PowerUp
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.state import Event

from .positions import adjacent, area, protected

CR = "original CR"


def attacking(game: Game) -> dict | None:
    return game.state.flags.get("attack")


def can_attack(game: Game, uid: int) -> bool:
    o = game.state.objects[uid]
    if o.stunned or o.exhausted:
        return False
    return o.zone == "front" or (o.zone == "back" and game.has_keyword(uid, "range"))


def shares_affiliation(game: Game, uids: tuple[int, ...]) -> bool:
    return bool(set.intersection(*(game.teams(u) for u in uids)))


def visible_defenders(game: Game, player: int) -> Iterator[int]:
    for o in game.characters():
        if o.controller != player and not o.stunned and area(o) == "visible" and \
                not game.state.players[o.controller].out:
            yield o.uid


def open_to_direct_attack(game: Game, player: int) -> bool:
    """A player may be attacked directly while controlling no visible, non-stunned character."""
    return not any(not o.stunned and area(o) == "visible" for o in game.characters(player))


class AttackRule(ActionRule):
    choice_type = Attack

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        ready = [o.uid for o in game.characters(player) if can_attack(game, o.uid)]
        groups: list[tuple[int, ...]] = [(u,) for u in ready]
        for size in range(2, len(ready) + 1):
            groups.extend(g for g in combinations(ready, size) if shares_affiliation(game, g))
        defenders = list(visible_defenders(game, player))
        opponents = [p.index for p in game.state.players if p.index != player and not p.out]
        for g in groups:
            for d in defenders:
                yield Attack(g, d)
            for p in opponents:
                yield Attack(g, None, p)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Attack)
        st = game.state
        if st.phase != "combat:attack" or st.step_owner != player:
            return f"you propose attacks only in your own attack step ({CR}, Attack Step)"
        if st.chain:
            return f"attacks are proposed only while the chain is empty ({CR}, Attack Step)"
        if attacking(game):
            return f"the previous attack has not concluded ({CR}, Attack Step)"
        return attack_problem(game, player, choice)


def attack_problem(game: Game, player: int, choice: Attack) -> str | None:
    """Why this attack is not legal now (601), or None. Checked when proposed and again as
    the substep starts."""
    objs = game.state.objects
    atk = choice.attackers
    if not atk or len(set(atk)) != len(atk):
        return "name each attacker once"
    for u in atk:
        o = objs.get(u)
        if o is None or o.controller != player or o.zone not in ("front", "back") or \
                not game.card(o).is_character:
            return f"attacker {u} is not a character you control"
        if o.stunned:
            return f"{game.name_of(u)} is stunned ({CR} 601: attackers must not be stunned)"
        if o.exhausted:
            return f"{game.name_of(u)} is exhausted ({CR} 601: attackers must be ready)"
        if o.zone == "back" and not game.has_keyword(u, "range"):
            return (f"{game.name_of(u)} is in the support row without range ({CR} 601, "
                    f"701.8 range)")
    if len(atk) > 1 and not shares_affiliation(game, atk):
        return f"team attackers must share an affiliation ({CR} 601, team attack)"
    if choice.defender is None:
        target = choice.player
        if target is None or target == player or game.state.players[target].out:
            return "attack an opponent or an opposing character"
        if not open_to_direct_attack(game, target):
            return (f"{game.player_name(target)} controls a visible, non-stunned character: "
                    f"no direct attack ({CR} 601, direct attack)")
        return None
    d = objs.get(choice.defender)
    if d is None or d.zone not in ("front", "back") or not game.card(d).is_character:
        return "the defender must be a character in play"
    if d.controller == player:
        return "you can't attack your own character"
    if d.stunned:
        return f"{game.name_of(d.uid)} is stunned and can't be attacked ({CR} 601)"
    if area(d) == "hidden":
        return f"{game.name_of(d.uid)} is hidden and can't be attacked ({CR} 601.3e)"
    if protected(game, d) and not all(game.has_keyword(u, "flight") for u in atk):
        return (f"{game.name_of(d.uid)} is protected by the character in front of it; only "
                f"flight attacks a protected character ({CR} 601, flight)")
    return None


@attrs.define
class AttackSubstep(Frame):
    player: int
    attackers: list[int]
    defender: int | None
    target_player: int | None
    stage: str = "check"
    struck: int | None = None

    def run(self, game: Game) -> None:
        getattr(self, "_" + self.stage)(game)

    def _check(self, game: Game) -> None:
        reason = attack_problem(game, self.player, Attack(tuple(self.attackers), self.defender,
                                                          self.target_player))
        if reason:
            game.log_event("attack-illegal", f"The attack is no longer legal: {reason}; "
                           "nobody exhausts (602.1)")
            game.pop(self)
            return
        for u in self.attackers:
            game.state.objects[u].exhausted = True
        who = (game.name_of(self.defender) if self.defender is not None
               else game.player_name(self.target_player))
        names = " and ".join(game.name_of(u) for u in self.attackers)
        game.log_event("attack", f"{names} attack {who}", attackers=list(self.attackers),
                       defender=self.defender, player=self.target_player)
        game.state.flags["attack"] = {"player": self.player, "attackers": list(self.attackers),
                                      "defender": self.defender,
                                      "target_player": self.target_player,
                                      "reinforced": False}
        for u in self.attackers:
            game.emit(Event("attacks", subject=u, player=self.player,
                            data={"defender": self.defender}))
        if self.defender is not None:
            game.emit(Event("defends", subject=self.defender,
                            player=game.state.objects[self.defender].controller))
        self.stage = "conclude"
        game.push(PriorityRound(self.player))

    def _still_attackers(self, game: Game) -> list[int]:
        objs = game.state.objects
        return [u for u in self.attackers if u in objs and objs[u].in_play
                and not objs[u].stunned and objs[u].controller == self.player]

    def _conclude(self, game: Game) -> None:
        attackers = self._still_attackers(game)
        if not attackers:  # 602.4a
            game.log_event("attack-ends", "No attacker is left: nothing happens (602.4a)")
            self._finish(game)
            return
        if self.defender is None:
            total = total_atk(game, attackers)
            lose_endurance(game, self.target_player, total, "direct attack")
            for u in attackers:
                game.emit(Event("breakthrough", subject=u, player=self.player,
                                data={"to": self.target_player, "amount": total}))
            self._finish(game)
            return
        d = game.state.objects.get(self.defender)
        if d is None or not d.in_play or d.stunned:  # 602.4b
            for u in attackers:
                game.state.objects[u].exhausted = False
            game.log_event("attack-ends", "The defender is gone: the attackers ready (602.4b)")
            self._finish(game)
            return
        self.attackers = attackers
        if len(attackers) == 1:
            self.struck = attackers[0]
            self._strike(game)
            return
        self.stage = "choose"
        game.ask(d.controller, "strike-back", f"{game.name_of(d.uid)} strikes which attacker?",
                 [Pick(u) for u in attackers])

    def receive(self, game: Game, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        self.struck = int(choice.value)
        self._strike(game)

    def _strike(self, game: Game) -> None:
        assert self.defender is not None
        d = self.defender
        atk_total = total_atk(game, self.attackers)
        d_def = value(game, d, "def")
        defender_falls = strike_stuns(atk_total, d_def)
        attacker_falls = self.struck is not None and strike_stuns(
            value(game, d, "atk"), value(game, self.struck, "def"))
        defending_player = game.state.objects[d].controller
        reinforced = bool((attacking(game) or {}).get("reinforced"))
        breakthrough = atk_total - d_def if (defender_falls and len(self.attackers) == 1
                                             and not reinforced) else 0
        if defender_falls:
            game.variant.stun(game, d, source=self.attackers[0])  # type: ignore[attr-defined]
            for u in self.attackers:
                game.emit(Event("stuns", subject=u, player=self.player, data={"victim": d}))
        if attacker_falls and self.struck is not None:
            game.variant.stun(game, self.struck, source=d)  # type: ignore[attr-defined]
            game.emit(Event("stuns", subject=d, player=defending_player,
                            data={"victim": self.struck}))
        if breakthrough > 0:
            lose_endurance(game, defending_player, breakthrough, "breakthrough")
            game.emit(Event("breakthrough", subject=self.attackers[0], player=self.player,
                            data={"to": defending_player, "amount": breakthrough}))
        self._finish(game)

    def _finish(self, game: Game) -> None:
        game.state.flags.pop("attack", None)
        game.end_duration(UNTIL_COMBAT)
        game.pop(self)
        game.emit(Event("attack-concluded", player=self.player))


def lose_endurance(game: Game, player: int | None, amount: int, why: str) -> None:
    if player is None or amount <= 0:
        return
    event = game.replace(Event("endurance-loss", player=player, data={"amount": amount,
                                                                       "why": why}))
    if event is None:
        return
    p = game.state.players[player]
    p.endurance -= int(event.data["amount"])
    game.log_event("endurance", f"{p.name} loses {event.data['amount']} endurance ({why}): "
                   f"{p.endurance}", player=player, amount=event.data["amount"])


# -- game-based effects in the attack substep (power-up 708.5, reinforcement 708.7) -----------
@attrs.frozen
class Reinforce(Choice):
    """Exhaust ``exhaust`` (adjacent support-row character sharing an affiliation) so the
    defender has reinforcement this attack."""

    defender: int
    exhaust: int


class PowerUpRule(ActionRule):
    choice_type = PowerUp

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        att = attacking(game)
        if not att:
            return
        combatants = [*att["attackers"], *([att["defender"]] if att["defender"] else [])]
        for t in combatants:
            o = game.state.objects.get(t)
            if o is None or o.controller != player:
                continue
            for u in game.zone(player, "hand"):
                if game.card(u).is_character and game.name_of(u) == game.card(o).name:
                    yield PowerUp(t, u)
                    break

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PowerUp)
        att = attacking(game)
        if not att:
            return f"power-up is played only during an attack ({CR} 708.5)"
        if choice.target not in [*att["attackers"], att["defender"]]:
            return f"power up an attacker or the defender ({CR} 708.5)"
        o = game.state.objects.get(choice.target)
        if o is None or o.controller != player or o.stunned:
            return "power up a non-stunned attacker or defender you control"
        if choice.discard not in game.zone(player, "hand") or \
                not game.card(choice.discard).is_character or \
                game.name_of(choice.discard) != game.card(o).name:
            return f"discard a character card named {game.card(o).name} ({CR} 708.5)"
        return None


class ReinforceRule(ActionRule):
    choice_type = Reinforce

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        att = attacking(game)
        if not att or att["defender"] is None:
            return
        d = game.state.objects.get(att["defender"])
        if d is None or d.controller != player:
            return
        for o in game.characters(player):
            yield Reinforce(d.uid, o.uid)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Reinforce)
        att = attacking(game)
        if not att or att["defender"] != choice.defender:
            return f"reinforce only the defender of the current attack ({CR} 708.7)"
        d = game.state.objects.get(choice.defender)
        r = game.state.objects.get(choice.exhaust)
        if d is None or r is None or d.controller != player or r.controller != player:
            return "reinforce your own defender with your own character"
        if r.zone != "back" or r.stunned or r.exhausted:
            return f"the reinforcing character must be a ready support-row character ({CR} 708.7b)"
        if not adjacent(d, r):
            return f"{game.name_of(r.uid)} is not adjacent to {game.name_of(d.uid)} ({CR} 708.7b)"
        if not game.teams(d) & game.teams(r):
            return f"{game.name_of(r.uid)} shares no affiliation with the defender ({CR} 708.7b)"
        return None


def play_power_up(game: Game, player: int, choice: PowerUp) -> None:
    game.move(choice.discard, "ko", cause="discarded to power up")
    add_link(game, "power-up", player, targets=[choice.target])


def play_reinforce(game: Game, player: int, choice: Reinforce) -> None:
    game.state.objects[choice.exhaust].exhausted = True
    add_link(game, "reinforce", player, targets=[choice.defender])


def resolve_power_up(game: Game, target: int) -> None:
    game.add_modifier(target, "atk", "add", 1, until=UNTIL_COMBAT)
    game.add_modifier(target, "def", "add", 1, until=UNTIL_COMBAT)
    game.log_event("power-up", f"{game.name_of(target)} is powered up (+1/+1 this attack)")
    game.emit(Event("powered-up", subject=target,
                    player=game.state.objects[target].controller))


def resolve_reinforce(game: Game, target: int) -> None:
    att = attacking(game)
    if att and att["defender"] == target:
        att["reinforced"] = True
        game.log_event("reinforce", f"{game.name_of(target)} has reinforcement this attack")
