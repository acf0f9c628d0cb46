"""The 2PCG combat: declare, "attacks"/"attacked" triggers, the combat window, strikes,
stuns, end of combat (2PCG rulebook: During Combat, Resolving Combat, Team Attacks;
FAQ (seed 003): Combat Sequence, Ferocious, Fearless, Leader, Monstrous, Invade).

A direct attack on a player (Deadpool's "Oh, There's Someone! Hi There!"; FAQ Deadpool):
for that combat the player is represented by a stand-in object, a 0/1 supporting
character with 1 Health in the front row of their side, so strikes, counters and plot
twists reach the player like any defending supporting character; stunned, the player is
out (damage.py). The stand-in leaves as the combat ends (with the effects that last "this
combat"); its +1/+1 and -1/-1 counters stay with the player for a later attack."""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

import attrs

from vsrules.core.combat import strike_stuns
from vsrules.core.decisions import PASS, Choice, Pass, Pick, kept_choices
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.objects import PLAY_ZONES
from vsrules.core.seating import next_player, players_in_game
from vsrules.core.state import new_event, new_log_entry

from .damage import remove_stand_in, stand_in_card
from .edition import twopcg_rules
from .keywords import may_have, with_keyword

#: the ``Combat`` method that runs each stage (by name: a subclass may override one; at
#: "strike-back" the combat waits for the answer)
_STAGE_METHODS = {stage: "_" + stage for stage in ("declare", "window", "resolve", "strike", "end")}


def in_combat(game: Game, uid: int) -> bool:
    o = game.state.objects.get(uid)
    return o is not None and o.zone in PLAY_ZONES and not o.stunned


def _all_in_combat(game: Game, attackers: list[int], defender: int | None) -> bool:
    """``in_combat`` of the defender and of every attacker (asked before every combat
    decision)."""
    objs = game.state.objects
    o = objs.get(defender) if defender is not None else None
    for u in attackers:
        if o is None or o.stunned or o.zone not in PLAY_ZONES:
            return False
        o = objs.get(u)
    return o is not None and not o.stunned and o.zone in PLAY_ZONES


def _has(game: Game, uid: int, keyword: str) -> bool:
    """``has_keyword``, asked only when the object's card may have it (``may_have``)."""
    cards = may_have(game, keyword)
    return (cards is None or game.state.objects[uid].card in cards) and \
        game.has_keyword(uid, keyword)


def strike_total(game: Game, attackers: Sequence[int], defender: int) -> int:
    """The attackers' strikes together: each one's ATK (not below 0), doubled by Fearless
    against a main character (checked as the combat resolves, FAQ Fearless)."""
    if not attackers:
        return 0
    against_main = game.card(defender).type == "main-character"
    total = 0
    for u in attackers:
        atk = max(0, game.stat(u, "atk"))
        total += atk * 2 if against_main and _has(game, u, "fearless") else atk
    return total


def bring_in_player(game: Game, player: int) -> int:
    """The attacked player's stand-in enters the combat, in the front row of their side,
    with the counters the player kept from earlier attacks."""
    uid = game.new_object(stand_in_card(game, player), player, "front")
    # a -1/-1 counter kept from before may leave it at 0 DEF (the state check looks)
    for kind, n in game.state.players[player].flags.get("counters", {}).items():
        game.set_counter(uid, kind, n)
    return uid


#: who one round of strikes stuns, each with the characters striking it (``_victims``)
_Victims = list[tuple[int, list[int]]]
#: no character stunned yet (``Combat._victims``' first round)
_NONE: frozenset[int] = frozenset()
#: the strikes' first round (``Combat._first_strikes``): the Ferocious attackers, whether
#: the defender is Ferocious, the Ferocious attackers' strike, and who the round stuns
#: (None: no round, the defender is gone)
_FirstStrikes = tuple[list[int], bool, int, _Victims | None]


@attrs.define
class Combat(Frame):
    player: int
    attackers: list[int]
    defender: int | None
    ranged: bool
    stage: str = "declare"
    actor: int = 0
    passes: int = 0
    struck: list[int] = attrs.Factory(list)
    team: bool = False
    #: a direct attack on a player: that player, and the object standing in for them
    target_player: int | None = None
    stand_in: int | None = None

    @property
    def defending(self) -> int:
        """The defender once the attack is declared: a character, or the stand-in of the
        player attacked directly (``defender`` is None only before the declaration)."""
        assert self.defender is not None, "the attack is not declared yet"
        return self.defender

    def run(self, game: Game) -> None:
        if self.stage == "window":  # most runs: no method looked up by name
            self._window(game)
        else:
            getattr(self, _STAGE_METHODS[self.stage])(game)

    # -- declare ---------------------------------------------------------------------------
    def _declare(self, game: Game) -> None:
        st = game.state
        objs = st.objects
        by_id = game.cards.by_id
        attackers = self.attackers
        self.team = len(attackers) > 1
        names = sep = ""
        for u in attackers:  # exhausted and named
            o = objs[u]
            game.exhaust(u)
            names = f"{names}{sep}{by_id[o.card].name}"
            sep = " and "
        direct = self.defender is None
        if direct:
            assert self.target_player is not None, "a direct attack names the player"
            self.stand_in = self.defender = bring_in_player(game, self.target_player)
            target = f"{game.player_name(self.target_player)} directly"
        else:
            target = by_id[objs[self.defending].card].name
        log = st.log  # ``log_event``'s entry, built here (one an attack)
        log.append(new_log_entry(
            len(log), st.turn, "attack", f"{names} {'team-attack' if self.team else 'attacks'} "
            f"{target} ({'ranged' if self.ranged else 'melee'})",
            {"attackers": list(attackers), "defender": self.defender,
             "player": self.target_player}))
        flags = st.flags
        flags["combat"] = True
        flags["cancel_combat"] = False
        self._publish(game)
        # (the events are made only when something may hear them: ``listens``)
        if game.listens("attacks"):
            for u in attackers:
                game.emit(new_event("attacks", u, self.player, None,
                                    {"defender": self.defender, "team": self.team,
                                     "ranged": self.ranged, "direct": direct}))
        if game.listens("attacked"):
            game.emit(new_event("attacked", self.defending, objs[self.defending].controller, None,
                                {"attackers": list(self.attackers), "ranged": self.ranged,
                                 "attacker_player": self.player, "direct": direct}))
        self.stage, self.actor, self.passes = "window", self.player, 0

    def _publish(self, game: Game) -> None:
        """What the combat shows the rest of the game: its attackers, and its defender
        while the defender is in play (None once it left: the frame keeps the uid, so the
        combat sees the defender is gone)."""
        d = self.defender if self.defender in game.state.objects else None
        game.state.flags["combatants"] = [*self.attackers, *(() if d is None else (d,))]
        game.state.flags["attackers"] = list(self.attackers)
        game.state.flags["defender"] = d
        game.changed("combat")

    def leaves_play(self, game: Game, uid: int) -> None:
        """A character that leaves play (KO'd, returned to a hand...) is removed from the
        combat at once: an attacker is no longer one (nor struck back at), a defender no
        longer defends; with no attacker or no defender left, the combat is cancelled
        (rulebook: Stunned Characters, "removed from combat"; FAQ Combat Sequence: "If all
        attackers or defenders get removed from combat, the attack is canceled"). A
        Ferocious strike that KOs the only attacker or defender does not cancel the combat
        (FAQ): the strikes go on as worked out, without it."""
        if uid in self.attackers:
            self.attackers = [u for u in self.attackers if u != uid]
            self.struck = [u for u in self.struck if u != uid]
        elif uid != self.defender:
            return
        self._publish(game)

    def change_defender(self, game: Game, new: int) -> None:
        """An effect makes another character the defender (Uncanny Defense). The attack is
        not checked again (FAQ: once an attack starts it can't become illegal)."""
        old = self.defender
        self.defender = new
        self._publish(game)
        game.log_event("defender", f"{game.name_of(new)} becomes the defender"
                       + (f" instead of {game.name_of(old)}" if old in game.state.objects else ""))

    def replace_uid(self, old: int, new: int) -> None:
        """A combatant became a new object but stays in combat (2PCG level up)."""
        self.attackers = [new if u == old else u for u in self.attackers]
        self.struck = [new if u == old else u for u in self.struck]
        if self.defender == old:
            self.defender = new

    def _cancelled(self, game: Game) -> bool:
        if self.attackers and not game.state.flags.get("cancel_combat") and \
                _all_in_combat(game, self.attackers, self.defender):
            return False  # the usual answer (asked before every combat decision), in one loop
        staying = [u for u in self.attackers if in_combat(game, u)]
        if staying != self.attackers:  # else the published combatants are still right
            self.attackers = staying
            self._publish(game)
        reason = ""
        if game.state.flags.get("cancel_combat"):
            reason = "an effect cancels it"
        elif not self.attackers:
            reason = "no attacker is left"
        elif not in_combat(game, self.defending):
            reason = "the defender is gone"
        if reason:
            game.log_event("combat-cancelled", f"The combat is cancelled: {reason}")
            self.stage = "end"
            game.state.flags["combat_cancelled"] = True
        return bool(reason)

    # -- the combat window -------------------------------------------------------------
    def _window(self, game: Game) -> None:
        passes = self.passes
        if not passes:  # (a pass changes nothing: after one, the combat is as last checked)
            attackers = self.attackers
            # (``_cancelled``'s usual answer first)
            if not (attackers and not game.state.flags.get("cancel_combat") and
                    _all_in_combat(game, attackers, self.defender)) and self._cancelled(game):
                return
        # everyone still in the game passed (at least two are while it goes on: the count
        # is needed only from the second pass)
        elif passes > 1 and passes >= players_in_game(game):
            self.stage = "resolve"
            return
        actor = self.actor
        options: list[Choice] = twopcg_rules(game).combat_actions(game, actor)
        options.insert(0, PASS)  # (a new list: ``legal_actions`` makes one per call)
        game.ask(actor, "combat", "Combat: play a combat effect or pass", options, is_action=True)

    def receive(self, game: Game, choice: Choice) -> None:
        if self.stage == "window":
            actor = self.actor
            self.actor = next_player(game, actor)
            if isinstance(choice, Pass):
                self.passes += 1
            else:
                self.passes = 0
                game.variant.perform(game, actor, choice)
        elif self.stage == "strike-back":
            assert isinstance(choice, Pick)
            self.struck = [int(choice.value)]
            self.stage = "strike"

    # -- resolution --------------------------------------------------------------------
    def _resolve(self, game: Game) -> None:
        """Resolve the combat unless it is cancelled: who is struck back (the strikes
        follow in their stage, or after someone picks)."""
        if not self._cancelled(game):
            self._pick_struck(game)

    def _pick_struck(self, game: Game) -> None:
        """Which attackers the defender strikes back at, or ask who picks one."""
        d = self.defending
        if self.ranged and not _has(game, d, "ranged"):
            self.struck = []
        elif len(self.attackers) == 1:
            self.struck = list(self.attackers)
        elif not self.ranged and _has(game, d, "monstrous"):
            self.struck = list(self.attackers)  # Monstrous beats Leader (FAQ)
        elif not self._may_strike_back(game) or \
                all(self._invade_stops(game, u) for u in self.attackers):
            self.struck = []  # nobody can be struck back: nothing to choose
        else:
            leader = bool(with_keyword(game, self.attackers, "leader"))
            chooser = self.player if leader else game.state.objects[d].controller
            self.stage = "strike-back"
            picks = kept_choices(game, Pick)  # (a ``Pick`` of a uid is made once per game)
            game.ask(chooser, "strike-back", f"{game.name_of(d)} strikes back at which attacker?",
                     [picks[(u,)] for u in self.attackers], leader=leader)
            return
        self.stage = "strike"

    def strike_back_moot(self, game: Game) -> bool:
        """Whether the defender's strike back, asked for, stuns none of the attackers it
        may be aimed at: a strike back only stuns (and a stun is what wounds: 2PCG
        rulebook, Resolving Combat), so then the pick changes nothing."""
        if self.stage != "strike-back":
            return False
        attackers = list(self.attackers)
        struck = self._victims(game, attackers, True, _NONE, 0, attackers)
        return not any(v in attackers for v, _by in struck)

    def _may_strike_back(self, game: Game) -> bool:
        """Whether the defender may strike back at all (at whichever attacker)."""
        d = self.defending
        if game.flag(d, "cant-strike-back"):
            return False
        if self.team:  # Avengers Assemble: a game-wide modifier of the attacking player
            defending = game.state.objects[d].controller
            for m in game.state.modifiers:
                if m.target is None and m.stat == "no-strike-back-in-team-attacks" \
                        and m.controller != defending:
                    return False
        return True

    def _invade_stops(self, game: Game, target: int) -> bool:
        """Invade: a back-row defender can't strike back at ``target``."""
        return game.state.objects[self.defending].zone == "back" and _has(game, target, "invade")

    def _strike(self, game: Game) -> None:
        """The strikes, once the defender's strike-back target is known (or after a stop)."""
        self._land_strikes(game, self._first_strikes(game))

    def _first_strikes(self, game: Game) -> _FirstStrikes:
        """What the strikes' first round is, worked out before any strike lands: the
        Ferocious strikes when there are any, else all of them (or none when the defender
        is gone), with who it stuns."""
        d = self.defending
        ferocious_attackers: list[int] = []
        defender_ferocious = False
        if not self.ranged:  # (the defender asked with the attackers: one ``may_have``)
            ferocious_attackers = with_keyword(game, [*self.attackers, d], "ferocious")
            if ferocious_attackers and ferocious_attackers[-1] == d:
                defender_ferocious = True
                ferocious_attackers = ferocious_attackers[:-1]
        # Ferocious attackers' ATK still adds to the later strike even if the first
        # strikes stun (or KO) them (FAQ, Ferocious): their strike is taken as it was.
        early_atk = strike_total(game, ferocious_attackers, d) if ferocious_attackers else 0
        if ferocious_attackers or defender_ferocious:
            victims = self._victims(game, ferocious_attackers, defender_ferocious, _NONE, 0)
        elif in_combat(game, d):  # (no Ferocious: all strike, the defender back)
            victims = self._victims(game, self.attackers, True, _NONE, 0)
        else:
            victims = None
        return ferocious_attackers, defender_ferocious, early_atk, victims

    def _land_strikes(self, game: Game, first: _FirstStrikes) -> None:
        """The first round of strikes lands, then, after Ferocious strikes, the others."""
        ferocious_attackers, defender_ferocious, early_atk, victims = first
        d = self.defending
        stunned = self._land(game, victims) if victims is not None else set()
        if (ferocious_attackers or defender_ferocious) and d not in stunned and \
                in_combat(game, d):
            late = [u for u in self.attackers if u not in ferocious_attackers]
            striking_back = not defender_ferocious
            if late or striking_back:
                stunned |= self._strike_pass(game, late, striking_back, stunned,
                                             add_atk=early_atk)
        if not stunned:
            game.log_event("strike", "The strikes land: nobody is stunned")
        self.stage = "end"

    def _strike_pass(self, game: Game, attackers: list[int], defender_strikes: bool,
                     already: set[int], add_atk: int = 0) -> set[int]:
        """One round of simultaneous strikes (worked out before any of them lands);
        returns the characters it stunned."""
        return self._land(game, self._victims(game, attackers, defender_strikes, already,
                                              add_atk))

    def _land(self, game: Game, victims: _Victims) -> set[int]:
        """The strikes of one round land: ``victims`` (from ``_victims``) are stunned; returns
        those it stunned."""
        done: set[int] = set()
        if not victims:  # (the strikes stun nobody: 40% of the rounds)
            return done
        d = self.defending
        objs = game.state.objects
        team = len(self.attackers) > 1
        # "when X stuns" is decided by the strikes: every striker gets its credit as the
        # strikes land, before any stun of the same exchange switches powers off (the events
        # are made only when something may hear them: ``listens``)
        for victim, by in victims if game.listens("stuns") else ():
            if victim not in objs:
                continue
            for s in by:
                game.emit(new_event("stuns", s, objs[s].controller if s in objs else None, None,
                                    {"victim": victim, "victim_player": objs[victim].controller,
                                     "defending": victim == d, "team": team}))
        for victim, by in victims:
            if victim not in objs:
                continue  # it left play while an earlier simultaneous stun was dealt with
            if game.variant.stun(game, victim, by[0]):
                done.add(victim)
        return done

    def forecast(self, game: Game) -> frozenset[int] | None:
        """Who the strikes would stun if the combat resolved as things stand; None when
        that waits on something still to come (the pick of the attacker struck back, when
        it decides who is stunned; a Ferocious first round) or the combat is past its
        window."""
        if self.stage != "window" or self.defender is None:
            return None
        attackers, d = self.attackers, self.defending
        if not (attackers and not game.state.flags.get("cancel_combat") and
                _all_in_combat(game, attackers, d)):
            return frozenset()  # it is cancelled as it resolves: nobody is stunned
        if not self.ranged and with_keyword(game, [*attackers, d], "ferocious"):
            return None
        if self.ranged and not _has(game, d, "ranged"):
            struck: list[int] = []
        elif len(attackers) == 1 or not self.ranged and _has(game, d, "monstrous"):
            struck = list(attackers)
        elif not self._may_strike_back(game) or \
                all(self._invade_stops(game, u) for u in attackers):
            struck = []
        else:  # the defender strikes one attacker, still to be picked
            struck = [u for u in attackers if not self._invade_stops(game, u)]
            stunned = frozenset(v for v, _by in self._victims(game, attackers, True, _NONE, 0,
                                                             struck))
            # only when the strike back stuns none of them is the pick without effect
            return None if stunned.intersection(attackers) else stunned
        return frozenset(v for v, _by in self._victims(game, attackers, True, _NONE, 0, struck))

    def _victims(self, game: Game, attackers: list[int], defender_strikes: bool,
                 already: AbstractSet[int], add_atk: int,
                 struck: list[int] | None = None) -> _Victims:
        """Who one round of strikes stuns, each with the characters striking it (struck
        back: ``struck``, by default the combat's own pick)."""
        d = self.defending
        victims: _Victims = []
        strikers = [u for u in attackers if in_combat(game, u)]
        if strikers:
            total = strike_total(game, strikers, d) + add_atk
            if strike_stuns(total, max(0, game.stat(d, "def"))):
                victims.append((d, list(self.attackers)))
        if defender_strikes and in_combat(game, d) and self._may_strike_back(game):
            d_atk = max(0, game.stat(d, "atk"))
            for t in self.struck if struck is None else struck:
                if t in already or not in_combat(game, t) or \
                        self._invade_stops(game, t):
                    continue
                if strike_stuns(d_atk, max(0, game.stat(t, "def"))):
                    victims.append((t, [d]))
        return victims

    def _end(self, game: Game) -> None:
        st = game.state
        pop = st.flags.pop
        cancelled = bool(pop("combat_cancelled", None))
        for key in ("combat", "combatants", "attackers", "defender", "cancel_combat"):
            pop(key, None)
        game.changed("combat")
        if self.stand_in is not None:
            # the player stops defending as the combat ends, as "this combat" effects end:
            # only counters stay with them
            remove_stand_in(game, self.stand_in)
        if st.modifiers:  # (with none, nothing lasts until the combat ends)
            game.end_duration(UNTIL_COMBAT)
        game.pop(self)
        if game.listens("combat-ends"):
            game.emit(new_event("combat-ends", None, self.player, None,
                                {"attackers": list(self.attackers), "defender": self.defender,
                                 "cancelled": cancelled, "team": len(self.attackers) > 1,
                                 "started_team": self.team}))


def current_combat(game: Game) -> Combat | None:
    for frame in reversed(game.state.frames):
        if isinstance(frame, Combat):
            return frame
    return None


def leaves_combat(game: Game, uid: int) -> None:
    """The object ``uid`` left play: the combat under way, if any, goes on without it
    (``Combat.leaves_play``). Once the combat ends (its flags cleared), nothing is left
    to leave: the stand-in of a player attacked directly goes then."""
    if game.state.flags.get("combat"):
        combat = current_combat(game)
        if combat is not None:
            combat.leaves_play(game, uid)
