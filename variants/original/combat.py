"""Original combat: proposing attacks (601), the attack substep with priority, power-up
and reinforcement on the chain, the attack conclusion (602.4a/b/c), strikes, stun
endurance loss and breakthrough (original CR seed 000 and the 600s digest,
shared/rules/original-combat-and-keywords.md; decisions.md).

The attack in progress is ``state.flags["attack"]``: ``player``, ``attackers``,
``defender``, ``target_player``, ``reinforced``; effects that remove an attacker or the
defender change it, and the conclusion reads it.

The rules of the attack, power-up and reinforcement actions are ``AttackRule``,
``PowerUpRule`` and ``ReinforceRule`` (``candidates`` + ``check``); their faster listings
are in fast/combat.py."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import attrs

from vsrules.core.actions import ActionRule
from vsrules.core.chain import PriorityRound, add_link
from vsrules.core.combat import strike_stuns, total_atk, value
from vsrules.core.decisions import Attack, Choice, Pass, Pick, PowerUp
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.objects import GameObject
from vsrules.core.state import new_event

from .affiliations import shares_affiliation, teams_of
from .positions import adjacent, area, protected
from .replacing import HAPPENS, happen
from .steps import end_delayed
from .tracking import note, note_if_asked, noted

CR = "original CR"


def attacking(game: Game) -> dict | None:
    return game.state.flags.get("attack")


def can_attack(game: Game, uid: int) -> bool:
    o = game.state.objects[uid]
    if o.stunned or o.exhausted or game.flag(o, "cant-attack"):
        return False
    return o.zone == "front" or (o.zone == "back" and game.has_keyword(uid, "range"))


#: the rules flag "can attack hidden characters and protected characters" (a card's grant:
#: Sewer System); it supersedes neither the front-row rule nor range (seed 000 103.1)
ATTACKS_HIDDEN = "attacks-hidden-and-protected"


def defender_candidates(game: Game, player: int) -> Iterator[tuple[int, bool]]:
    """The opposing non-stunned characters an attack may name, each with whether it is
    hidden (only an attacker with ``ATTACKS_HIDDEN`` may attack a hidden one)."""
    for o in game.characters():
        if o.controller != player and not o.stunned and \
                not game.state.players[o.controller].out:
            where = area(o)
            if where in ("visible", "hidden"):
                yield o.uid, where == "hidden"


def visible_defenders(game: Game, player: int) -> Iterator[int]:
    for o in game.characters():
        if o.controller != player and not o.stunned and area(o) == "visible" and \
                not game.state.players[o.controller].out:
            yield o.uid


def open_to_direct_attack(game: Game, player: int) -> bool:
    """A player may be attacked directly while controlling no visible, non-stunned character."""
    return not any(not o.stunned and area(o) == "visible" for o in game.characters(player))


def _take_out(game: Game, att: dict, uid: int) -> bool:
    """``uid`` is no longer an attacker or the defender of the attack ``att``; whether it
    was one."""
    if uid in att["attackers"]:
        att["attackers"] = [u for u in att["attackers"] if u != uid]
    elif att["defender"] == uid:
        att["defender"] = None
        att["defender_removed"] = True
    else:
        return False
    game.changed("combat")
    return True


def remove_from_attack(game: Game, uid: int) -> None:
    """"Remove target attacker from this attack" / the defender stops being the defender."""
    att = attacking(game)
    if att is not None and _take_out(game, att, uid):
        game.log_event("attack", f"{game.name_of(uid)} is removed from the attack", subject=uid)


def leaves_the_attack(game: Game, uid: int) -> None:
    """A character that leaves play (its card moved away: the object ``uid`` is no more)
    is no longer in the attack, attacker or defender: the attack goes on without it and
    nothing later sees it (602.4a: no attacker left; 602.4b: the defender is no longer a
    defender, "moved, removed"; an attacker removed after the attackers exhausted: the
    attack continues without its ATK; shared/rules/original-combat-and-keywords.md
    1.3). Its move is the log's word for it."""
    att = attacking(game)
    if att is not None:
        _take_out(game, att, uid)


class AttackRule(ActionRule):
    choice_type = Attack
    phases = frozenset({"combat:attack"})

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        ready = [o.uid for o in game.characters(player) if can_attack(game, o.uid)]
        defenders = [d for d, _hidden in defender_candidates(game, player)]
        opponents = [p.index for p in game.state.players if p.index != player and not p.out]
        for g in attack_groups(game, ready):
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


def attack_groups(game: Game, ready: list[int]) -> list[tuple[int, ...]]:
    """Every solo attacker and every group of two or more sharing an affiliation."""
    groups: list[tuple[int, ...]] = [(u,) for u in ready]
    if len(ready) > 1:
        teams = {u: teams_of(game, u) for u in ready}
        for size in range(2, len(ready) + 1):
            groups.extend(g for g in combinations(ready, size)
                          if set.intersection(*(teams[u] for u in g)))
    return groups


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
        if game.flag(o, "cant-attack"):
            return f"{game.name_of(u)} can't attack"
        if o.zone == "back" and not game.has_keyword(u, "range"):
            return (f"{game.name_of(u)} is in the support row without range ({CR} 601, "
                    f"701.8 range)")
    if len(atk) > 1 and not shares_affiliation(game, atk):
        return f"team attackers must share an affiliation ({CR} 601, team attack)"
    if choice.defender is None:
        target = choice.player
        if target is None or target == player or not 0 <= target < len(game.state.players) \
                or game.state.players[target].out:
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
    if area(d) == "hidden" and not all(game.flag(objs[u], ATTACKS_HIDDEN) for u in atk):
        return f"{game.name_of(d.uid)} is hidden and can't be attacked ({CR} 601.3e)"
    if protected(game, d) and not all(game.has_keyword(u, "flight") or
                                      game.flag(objs[u], ATTACKS_HIDDEN) for u in atk):
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
    to_stun: list[int] = attrs.Factory(list)
    struck_falls: bool = False
    defender_falls: bool = False
    breakthrough: int = 0
    cosmic: list[int] = attrs.Factory(list)
    #: the combatants as they were right before the strikes stunned anyone (502.4)
    pictures: list[GameObject] = attrs.Factory(list)

    def run(self, game: Game) -> None:
        getattr(self, "_" + self.stage.replace("-", "_"))(game)

    def holds_triggers(self) -> bool:
        """Powers that trigger during the attack conclusion wait until it is over (seed
        000, Attack Step: added to the chain after the attack has concluded)."""
        return self.stage != "check"

    def _check(self, game: Game) -> None:
        reason = attack_problem(game, self.player, Attack(tuple(self.attackers), self.defender,
                                                          self.target_player))
        if reason:
            game.log_event("attack-illegal", f"The attack is no longer legal: {reason}; "
                           "nobody exhausts (602.1)")
            game.pop(self)
            return
        for u in self.attackers:
            game.exhaust(u)
        who = (game.name_of(self.defender) if self.defender is not None
               else game.player_name(self.target_player))
        names = " and ".join(game.name_of(u) for u in self.attackers)
        verb = "attacks" if len(self.attackers) == 1 else "attack"
        game.log_event("attack", f"{names} {verb} {who}", attackers=list(self.attackers),
                       defender=self.defender, player=self.target_player)
        game.state.flags["attack"] = {"player": self.player, "attackers": list(self.attackers),
                                      "defender": self.defender,
                                      "target_player": self.target_player,
                                      "reinforced": False}
        game.changed("combat")
        note(game, "attacks", self.player)
        for u in (*self.attackers, *([self.defender] if self.defender is not None else [])):
            note_if_asked(game, "in-combat", u)
        if self.defender is not None:
            defended_against_other_earth(game, self.defender)
        if len(self.attackers) > 1:
            for u in self.attackers:
                note(game, "team-attacked", u)
        for u in self.attackers:
            game.emit(new_event("attacks", u, self.player, None, {"defender": self.defender}))
        if self.defender is not None:
            game.emit(new_event("defends", self.defender, game.state.objects[self.defender].controller,
                                None, {}))
        self.stage = "conclude"
        game.push(PriorityRound(self.player))

    def _still_attackers(self, game: Game) -> list[int]:
        objs = game.state.objects
        att = attacking(game) or {}
        return [u for u in att.get("attackers", ()) if u in objs and objs[u].in_play
                and not objs[u].stunned and objs[u].controller == self.player]

    def _conclude(self, game: Game) -> None:
        attackers = self._still_attackers(game)
        att = attacking(game) or {}
        if not attackers:  # 602.4a
            game.log_event("attack-ends", "No attacker is left: nothing happens (602.4a)")
            self._finish(game)
            return
        self.attackers = attackers
        if self.defender is None:
            eligible = [u for u in attackers if not game.flag(u, "no-breakthrough")]
            self.stage = "finish"
            push_breakthrough(game, eligible, self.target_player, total_atk(game, eligible),
                              self.player)
            return
        d = game.state.objects.get(att.get("defender") or -1)
        if d is None or not d.in_play or d.stunned or d.uid != self.defender:  # 602.4b
            for u in attackers:
                game.ready(u)
            game.log_event("attack-ends", "The defender is gone: the attackers ready (602.4b)")
            self._finish(game)
            return
        if len(attackers) == 1:
            self.struck = attackers[0]
            self.stage = "strike"
            return
        self.stage = "choose"
        game.ask(d.controller, "strike-back", f"{game.name_of(d.uid)} strikes which attacker?",
                 [Pick(u) for u in attackers])

    def receive(self, game: Game, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        self.struck = int(choice.value)
        self.stage = "strike"

    def _strike(self, game: Game) -> None:
        """Both strikes at once (602.5): the attackers' total ATK against the defender's
        DEF, the defender's ATK against the struck attacker's DEF."""
        assert self.defender is not None
        d = self.defender
        atk_total = total_atk(game, self.attackers)
        d_def = value(game, d, "def")
        self.defender_falls = strike_stuns(atk_total, d_def)
        self.struck_falls = self.struck is not None and strike_stuns(
            value(game, d, "atk"), value(game, self.struck, "def"))
        reinforced = (bool((attacking(game) or {}).get("reinforced")) or
                      game.flag(d, "reinforcement") or game.flag(d, "kw:reinforcement")) and \
            not cant_have_reinforcement(game, d)
        solo = len(self.attackers) == 1
        self.breakthrough = atk_total - d_def if (self.defender_falls and solo and
                                                  not reinforced) else 0
        self.cosmic = [u for u in self.attackers if game.state.objects[u].count("cosmic")]
        if self.struck is not None and game.state.objects[d].count("cosmic"):
            self.cosmic.append(d)
        self.to_stun = ([d] if self.defender_falls else []) + \
            ([self.struck] if self.struck_falls and self.struck is not None else [])
        objs = game.state.objects
        self.pictures = [objs[u].snapshot() for u in (*self.attackers, d) if u in objs]
        self.stage = "stuns"

    def _stuns(self, game: Game) -> None:
        while self.to_stun:
            u = self.to_stun.pop(0)
            source = self.attackers[0] if u == self.defender else self.defender
            frames = len(game.state.frames)
            game.variant.stun(game, u, source=source)
            if len(game.state.frames) != frames or game.state.pending is not None:
                return  # a replacement asks first
        self.stage = "after"

    def _after(self, game: Game) -> None:
        assert self.defender is not None
        objs = game.state.objects
        d = objs.get(self.defender)
        defending_player = d.controller if d is not None else None
        defender_stunned = self.defender_falls and d is not None and d.stunned
        struck = objs.get(self.struck) if self.struck is not None else None
        attacker_stunned = self.struck_falls and struck is not None and struck.stunned
        # "whenever X stuns a character" looks back to the moment right before the strikes
        # (502.4): a stunner stunned by the same strikes still had its text then
        before = {o.uid: o for o in self.pictures}
        if defender_stunned:
            note(game, "defender-stunned", defending_player)
            for u in self.attackers:
                game.emit(new_event("stuns", u, self.player, None, {"victim": self.defender},
                                    before.get(u)))
            game.emit(new_event("strike-stun", self.defender, self.player, None,
                                {"stunners": list(self.attackers),
                                 "victim_player": defending_player,
                                 "cosmic": [u for u in self.cosmic if u in self.attackers]}))
        if attacker_stunned:
            game.emit(new_event("stuns", self.defender, defending_player, None,
                                {"victim": self.struck}, before.get(self.defender)))
            game.emit(new_event("strike-stun", self.struck, defending_player, None,
                                {"stunners": [self.defender], "victim_player": self.player,
                                 "cosmic": [u for u in self.cosmic if u == self.defender]}))
        self.stage = "finish"
        if defender_stunned and self.breakthrough > 0 and \
                not game.flag(self.attackers[0], "no-breakthrough"):
            push_breakthrough(game, [self.attackers[0]], defending_player, self.breakthrough,
                              self.player, self.pictures)

    def _finish(self, game: Game) -> None:
        game.state.flags.pop("attack", None)
        game.changed("combat")
        game.end_duration(UNTIL_COMBAT)
        end_delayed(game, "attack")
        game.pop(self)
        game.emit(new_event("attack-concluded", None, self.player, None, {}))


# -- Other-Earth (a plot twist whose modifier the attack rules read) --------------------------
def cant_have_reinforcement(game: Game, uid: int) -> bool:
    """A character an Other-Earth player's opponent controls loses and can't have
    reinforcement this turn ("can't have" beats "has": seed 000 Contradictions, Burn
    Rubber and Blind Sided)."""
    o = game.state.objects.get(uid)
    return o is not None and any(p != o.controller for p in noted(game, "other-earth"))


def defended_against_other_earth(game: Game, defender: int) -> None:
    """-2 DEF while defending this turn, once for each Other-Earth an opponent of the
    defender's controller played: given as the character becomes the defender, for
    this attack."""
    o = game.state.objects[defender]
    for p in noted(game, "other-earth"):
        if p != o.controller:
            game.add_modifier(defender, "def", "add", -2, until=UNTIL_COMBAT, controller=p)


# -- breakthrough -------------------------------------------------------------------------------
def push_breakthrough(game: Game, attackers: list[int], player: int | None, amount: int,
                      attacking_player: int, pictures: list[GameObject] | None = None) -> None:
    """Breakthrough by ``attackers``; ``pictures``: how they were right before the
    strikes (a direct attack strikes nothing: as they are now)."""
    if player is None or amount <= 0 or not attackers:
        return
    objs = game.state.objects
    if pictures is None:
        pictures = [objs[u].snapshot() for u in attackers if u in objs]
    game.push(Breakthrough(list(attackers), player, amount, attacking_player,
                           [p for p in pictures if p.uid in attackers]))


@attrs.define
class Breakthrough(Frame):
    """Breakthrough to ``player``: replacement effects first (Dominated: "instead, you may
    stun a character with DEF less than or equal to that amount"), then endurance loss and
    the "causes breakthrough" triggers."""

    attackers: list[int]
    player: int
    amount: int
    attacking_player: int
    #: "causes breakthrough" triggers look back to the attackers as they were (502.4)
    pictures: list[GameObject] = attrs.Factory(list)
    asked: bool = False

    def holds_triggers(self) -> bool:
        return True

    def run(self, game: Game) -> None:
        if not self.asked:
            self.asked = True
            offer = self._replacement(game)
            if offer is not None:
                controller, victims = offer
                game.ask(controller, "choose", f"Dominated: instead of {self.amount} "
                         "breakthrough, stun a character with DEF that low?",
                         [Pass(), *[Pick(u) for u in victims]])
                return
        game.pop(self)
        if game.replaces("breakthrough") and self._replaced(game):
            return
        lose_endurance(game, self.player, self.amount, "breakthrough")
        before = {o.uid: o for o in self.pictures}
        for u in self.attackers:
            data = {"to": self.player, "amount": self.amount}
            game.emit(new_event("breakthrough", u, self.attacking_player, None, data,
                                before.get(u)))
            game.emit(new_event(f"breakthrough:{u}", u, self.attacking_player, None, data))

    def _replaced(self, game: Game) -> bool:
        """A replacement of ``breakthrough`` ("if X would cause breakthrough, instead ...",
        seed 000 511.5 Arcanna): the event is about an attacker causing it, its player the
        one it would go to; replaced, there is no endurance loss and no "causes
        breakthrough" trigger, though the replacement may find nothing to do."""
        for u in self.attackers:
            data = {"to": self.player, "amount": self.amount}
            if game.replace(new_event("breakthrough", u, self.player, None, data)) is None:
                return True
        return False

    def _replacement(self, game: Game) -> tuple[int, list[int]] | None:
        if len(self.attackers) != 1:
            return None
        for rep in noted(game, "breakthrough-replacements"):
            if rep["target"] == self.attackers[0]:
                victims = [o.uid for o in game.characters() if not o.stunned
                           and game.stat(o, "def") <= self.amount]
                if victims:
                    return rep["controller"], victims
        return None

    def receive(self, game: Game, choice: Choice) -> None:
        if isinstance(choice, Pick):
            game.pop(self)
            game.log_event("replace", f"Dominated: {game.name_of(int(choice.value))} is "
                           "stunned instead of breakthrough")
            game.variant.stun(game, int(choice.value), source=None)


def lose_endurance(game: Game, player: int | None, amount: int, why: str) -> None:
    if player is None or amount <= 0:
        return
    event = game.replace(new_event("endurance-loss", None, player, None, {"amount": amount, "why": why}))
    if event is None:
        return
    p = game.state.players[player]
    p.endurance -= int(event.data["amount"])
    game.log_event("endurance", f"{p.name} loses {event.data['amount']} endurance ({why}): "
                   f"{p.endurance}", player=player, amount=event.data["amount"])


# -- game-based effects in the attack substep (power-up 708.5, reinforcement 708.7) -----------
@attrs.frozen  # as core.decisions' choices
class Reinforce(Choice):
    """Exhaust ``exhaust`` (adjacent support-row character sharing an affiliation) so the
    defender has reinforcement this attack."""

    defender: int
    exhaust: int


class PowerUpRule(ActionRule):
    choice_type = PowerUp
    #: an attack is in progress only in an attack step: the substep is pushed by an attack
    #: proposed there, and ends (dropping ``flags["attack"]``) before the turn moves on
    phases = frozenset({"combat:attack"})

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        att = attacking(game)
        if not att:
            return
        combatants = [*att["attackers"], *([att["defender"]] if att["defender"] else [])]
        hand = game.zone(player, "hand")
        for t in combatants:
            o = game.state.objects.get(t)
            if o is None or o.controller != player or o.stunned:
                continue
            name = game.card(o).name
            for u in hand:
                card = game.card(u)
                if card.is_character and card.name == name:
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
    phases = frozenset({"combat:attack"})

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
        if not teams_of(game, d) & teams_of(game, r):
            return f"{game.name_of(r.uid)} shares no affiliation with the defender ({CR} 708.7b)"
        return None


def play_power_up(game: Game, player: int, choice: PowerUp) -> None:
    game.move(choice.discard, "ko", cause="discarded to power up")
    add_link(game, "power-up", player, targets=[choice.target])


def play_reinforce(game: Game, player: int, choice: Reinforce) -> None:
    game.exhaust(choice.exhaust)
    add_link(game, "reinforce", player, targets=[choice.defender], by=choice.exhaust)


def resolve_power_up(game: Game, target: int) -> None:
    """The power-up resolves: the target would become powered-up, which a replacement
    ("if X would become powered-up, instead ...") may change (seed 000 203.7a)."""
    happen(game, "power-up", target)


def power_up(game: Game, target: int) -> None:
    """Powered up: +1 ATK/+1 DEF this attack (708.5)."""
    game.add_modifier(target, "atk", "add", 1, until=UNTIL_COMBAT)
    game.add_modifier(target, "def", "add", 1, until=UNTIL_COMBAT)
    game.log_event("power-up", f"{game.name_of(target)} is powered up (+1/+1 this attack)")
    game.emit(new_event("powered-up", target, game.state.objects[target].controller, None, {}))


HAPPENS["power-up"] = power_up


def resolve_reinforce(game: Game, target: int, by: int | None = None) -> None:
    """"Cannot reinforce other characters" (seed 004 item 5): the effect paid by
    exhausting such a character gives another defender nothing; checked as it resolves
    (the modifier is created then)."""
    att = attacking(game)
    if by is not None and by != target and by in game.state.objects and \
            game.flag(by, "cant-reinforce-others"):
        game.log_event("reinforce", f"{game.name_of(by)} can't reinforce other characters: "
                       "the reinforcement does nothing")
        return
    if att and att["defender"] == target:
        att["reinforced"] = True
        game.log_event("reinforce", f"{game.name_of(target)} has reinforcement this attack")
