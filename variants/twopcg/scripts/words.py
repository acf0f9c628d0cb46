"""Effect words only 2PCG card data says (docs/cards.md), beside those of ``steps.py``:
the shapes several cards' powers share."""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.card_powers import effect_word
from vsrules.core.effects import Choose, MoveTo, Resolve, Step
from vsrules.core.game import Game
from vsrules.core.selectors import Sel, one_of
from vsrules.core.state import Event

from ..attack import ATTACKS_PLAYERS
from ..combat import Combat, current_combat
from ..damage import check_game_end
from ..levels import swap_level
from ..turn import Turn
from ..uniqueness import enforce_uniqueness, named_like_main

ROWS = ("front", "back")


def face_up(game: Game, uid: Any) -> bool:
    o = game.state.objects.get(uid) if isinstance(uid, int) else None
    return o is not None and o.in_play and o.face_up and not o.stunned


def attackers(game: Game) -> list[int]:
    """The face-up attackers of the current combat, in the order they were declared."""
    return [u for u in game.state.flags.get("attackers") or [] if face_up(game, u)]


def defenders(game: Game) -> list[int]:
    """The current combat's defender while it is face up (a list of one, or none)."""
    d = game.state.flags.get("defender")
    return [d] if d is not None and game.state.flags.get("combat") and face_up(game, d) else []


@attrs.frozen
class Combatants(Step):
    """The face-up attackers of the current combat, in the order they were declared
    (``role = "attacker"``), or its face-up defender (``"defender"``), as a list in
    ``into``."""

    role: str = attrs.field(validator=one_of("attacker", "defender"))
    into: str = "choices"

    def run(self, game: Game, res: Resolve) -> None:
        res.ctx[self.into] = attackers(game) if self.role == "attacker" else defenders(game)


@attrs.frozen
class ToRow(Step):
    """Move a character in play to a row of its side (``"front"``, ``"back"``, or
    ``"other"``: the row it is not in); nothing when it is there already. ``push``: an
    enemy's power pushes it (told so)."""

    target: str
    row: str = attrs.field(default="other",
                           validator=one_of("front", "back", "other"))
    push: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        if uid is None:
            return
        zone = game.state.objects[uid].zone
        if zone not in ROWS:
            return
        row = self.row if self.row != "other" else "back" if zone == "front" else "front"
        if zone == row:
            return
        game.reposition(uid, row)
        if self.push:
            game.log_event("formation", f"{res.name}: {game.name_of(uid)} is pushed to the "
                           f"{row} row", subject=uid)
        else:
            game.log_event("formation", f"{game.name_of(uid)} moves to the {row} row "
                           f"({res.name})", subject=uid)


@attrs.frozen
class OntoSide(Step):
    """Put a card from outside play (``from_zone``: only from there) onto the effect's
    controller's side, into ``row`` (a row, or the context key of a chosen one). A
    character named like that player's main character never comes: the effect is
    ignored (rulebook, Uniqueness)."""

    target: str
    row: str
    from_zone: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        where = self.row if self.row in ROWS else res.value(self.row)
        if uid is None or where not in ROWS or \
                (self.from_zone is not None and game.state.objects[uid].zone != self.from_zone):
            return
        if named_like_main(game, res.controller, game.name_of(uid)):
            game.log_event("effect", f"{res.name}: you can't control a character named like "
                           "your main character", subject=uid)
            return
        new = game.move(uid, where, to_player=res.controller, cause=res.name)
        enforce_uniqueness(game, new)


@attrs.frozen
class PlayerDiscards(Step):
    """A player (``player``: a reference, the effect's controller by default) chooses a
    card of their hand and discards it (to their KO pile); ``at_random``: a card of their
    hand taken at random, and ``into`` notes that one was (for an ``unless``); ``all``:
    their whole hand, and ``into`` lists the cards discarded ("as many as they
    discarded")."""

    player: str = "controller"
    prompt: str = "Discard which card?"
    at_random: bool = False
    all: bool = False
    into: str | None = None

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        if p is None:
            return
        if self.all:
            gone = [game.move(u, "ko", cause=f"discarded by {res.name}")
                    for u in list(game.zone(p, "hand"))]
            if self.into is not None:
                res.ctx[self.into] = gone
            return
        if self.at_random:
            hand = game.zone(p, "hand")
            if hand:
                game.move(game.state.rng.choice(list(hand)), "ko",
                          cause=f"{res.name}: discarded at random")
                if self.into is not None:
                    res.ctx[self.into] = True
            return
        res.splice([Choose(Sel("card-in-hand", player=p), "discard", self.prompt,
                           chooser=self.player), MoveTo("discard", "ko")])


@attrs.frozen
class PlayFromKo(Step):
    """Play the plot twist ``plot`` names from its owner's KO pile as though it were in
    hand; once it has resolved it is shuffled into its owner's deck (instead of going to
    the KO pile). Nothing when it is no longer in the KO pile."""

    plot: str

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.plot)
        if uid is None or game.state.objects[uid].zone != "ko":
            return
        card = game.card(uid)
        activated = game.variant.card_script(card).find_activated(card.name)
        if activated is None:
            return
        in_limbo = game.move(uid, "chain", cause=f"played from the KO pile ({res.name})")
        game.log_event("plot", f"{game.player_name(res.controller)} plays {card.name} "
                       f"from the KO pile", card=card.id)
        steps = [*activated.steps, MoveTo("source", "deck", shuffle=True)]
        game.push(Resolve(steps, res.controller, in_limbo, card.name))
        game.emit(Event("plot-played", subject=in_limbo, player=res.controller,
                        data={"card": card.id}))


@attrs.frozen
class MainCharacter(Step):
    """A player's main character (``player``: a reference), in ``into``."""

    player: str = "controller"
    into: str = "main"

    def acts(self, game: Game, res: Resolve) -> bool:
        return False

    def run(self, game: Game, res: Resolve) -> None:
        p = res.value(self.player)
        res.ctx[self.into] = None if p is None else game.state.players[p].main


@attrs.frozen
class BaseStats(Step):
    """Each target's ATK and DEF go back to its base values (printed; for an I Am Groot
    character, its + too) for a while: modifiers of the difference, made once, so later
    changes count normally (FAQ Even the Odds)."""

    target: str
    until: str = "end-of-combat"

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            obj = game.state.objects[u]
            card = game.card(obj)
            groot = len(game.zone(obj.controller, "resources")) \
                if game.has_keyword(obj, "i-am-groot") else 0
            for stat, printed in (("atk", card.atk), ("def", card.defense)):
                delta = (printed or 0) + groot - game.stat(obj, stat)
                if delta:
                    game.add_modifier(u, stat, "add", delta, until=self.until,
                                      source=res.source, controller=res.controller)
            game.log_event("reset", f"{res.name}: {game.name_of(u)} is back to its base "
                           "ATK/DEF", subject=u)


@attrs.frozen
class BaseStatsOf(Step):
    """The base ATK and DEF of ``target`` become the current ATK and DEF of the object
    ``of`` names, for a while: modifiers of the difference to its printed numbers, so its
    counters and other changes still count on top."""

    target: str
    of: str
    until: str = "end-of-turn"

    def run(self, game: Game, res: Resolve) -> None:
        model = res.one(game, self.of)
        if model is None:
            return
        for u in res.uids(game, self.target):
            card = game.card(u)
            for stat, printed in (("atk", card.atk or 0), ("def", card.defense or 0)):
                game.add_modifier(u, stat, "add", game.stat(model, stat) - printed,
                                  until=self.until, source=res.source,
                                  controller=res.controller)
            game.log_event("effect", f"{game.name_of(u)} impersonates "
                           f"{game.name_of(model)}", subject=u)


@attrs.frozen
class BecomeDefender(Step):
    """The character ``new`` names becomes the current combat's defender in place of the
    defender, and the two exchange row positions (the attack goes on, even if it could
    not have targeted the new one: FAQ Uncanny Defense)."""

    new: str

    def run(self, game: Game, res: Resolve) -> None:
        combat = current_combat(game)
        uid = res.one(game, self.new)
        objs = game.state.objects
        old = combat.defender if combat is not None else None
        if combat is None or uid is None or old is None or old not in objs or old == uid:
            return
        old_row, new_row = objs[old].zone, objs[uid].zone
        if old_row != new_row:
            game.reposition(old, new_row)
            game.reposition(uid, old_row)
        combat.replace_uid(old, uid)
        flags: dict[str, Any] = game.state.flags
        flags["combatants"] = [uid if u == old else u for u in flags.get("combatants", [])]
        flags["defender"] = uid
        game.changed("combat")
        game.log_event("defender", f"{game.name_of(uid)} becomes the defender instead of "
                       f"{game.name_of(old)} ({res.name})", old_defender=old, defender=uid)


def _turn(game: Game) -> Turn | None:
    return next((f for f in reversed(game.state.frames) if isinstance(f, Turn)), None)


@attrs.frozen
class RecruitDiscount(Step):
    """"Reduce by 1 the cost of the next character you recruit this turn": in your recruit
    step, one more recruit point now; earlier in the turn it is noted on this card
    (``key``), and ``recruit-refund`` gives the point back as that recruit is paid."""

    key: str = "recruit-discount"

    def run(self, game: Game, res: Resolve) -> None:
        frame = _turn(game)
        if game.state.phase == "build:recruit" and frame is not None:
            frame.points += 1
            game.log_event("cost", f"{res.name}: the next character costs 1 less")
        elif res.source in game.state.objects:
            game.mark(res.source, self.key)


@attrs.frozen
class RecruitRefund(Step):
    """A discount noted by ``recruit-discount`` (``key``) this turn is given back: the
    recruit just paid costs 1 less (a power triggered by your recruit says it)."""

    key: str = "recruit-discount"
    say: str = "that character cost 1 less"

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        frame = _turn(game)
        if src is not None and frame is not None and \
                game.forget(src.uid, self.key) == game.state.turn:
            frame.points += 1
            game.log_event("cost", f"{res.name}: {self.say}")


@attrs.frozen
class LevelDown(Step):
    """This main character goes back to its other level's card, as a level up is done
    (FAQ Groot: from there it can level up again)."""

    def run(self, game: Game, res: Resolve) -> None:
        if res.source in game.state.objects:
            swap_level(game, res.source)


#: the lasting facts the 2PCG rules read from a character's memory (``lasting``)
LASTING = (ATTACKS_PLAYERS,)


@attrs.frozen
class Lasting(Step):
    """"From now until the game ends, this character ...": a fact noted on the source
    character for the rest of the game, which the rules read under its name
    (``attacks-players``: it may attack an enemy player directly). It is the character's
    own from then on, not a power: it stays through level changes and changes of
    control, and Nullify or a stun do not switch it off. ``say`` tells the players."""

    what: str = attrs.field(validator=one_of(*LASTING))
    say: str = ""

    def run(self, game: Game, res: Resolve) -> None:
        src = game.state.objects.get(res.source) if res.source is not None else None
        if src is None or src.zone not in ROWS:
            return
        game.remember(src.uid, self.what, True)
        if self.say:
            game.log_event("effect", f"{game.name_of(src.uid)} {self.say}", subject=src.uid)


@attrs.frozen
class Wound(Step):
    """Each character ``target`` names gets a wound, without being stunned (a wound a
    replacement prevents is not given); then those whose wounds reach their Health are
    KO'd together, supporting characters first, and the main characters KO'd so at once
    leave together (decisions.md: the last two KO'd at once: the player whose turn it is
    wins), so no player is out before the others."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        st = game.state
        wounded = []
        for u in res.uids(game, self.target):
            o = st.objects[u]
            if game.replace(Event("wound", subject=u, source=res.source)) is None:
                continue
            game.set_counter(u, "wound", o.count("wound") + 1)
            if st.players[o.controller].main == u:
                st.flags["quiet_turns"] = 0
            game.log_event("wound", f"{game.name_of(u)} gets a wound ({res.name})", subject=u)
            wounded.append(u)
        doomed = [u for u in wounded if st.objects[u].count("wound") >= game.stat(u, "health")]
        mains = [u for u in doomed if st.players[st.objects[u].controller].main == u]
        for u in doomed:
            if u not in mains:
                game.variant.ko(game, u, cause="wounds")
        out = [st.objects[u].controller for u in mains]
        for p in out:
            st.players[p].out = True
        for u in mains:
            game.variant.ko(game, u, cause="wounds")
        for p in out:
            game.log_event("player-out", f"{game.player_name(p)}'s main character is KO'd: "
                           f"{game.player_name(p)} is out", player=p)
            if sum(1 for q in st.players if not q.out) >= 2:
                for zone in ("front", "back", "resources", "hand"):
                    for u in list(st.players[p].zones[zone]):
                        game.move(u, "removed", cause=f"{game.player_name(p)} left the game")
        if out:
            check_game_end(game)


@attrs.frozen
class Take(Step):
    """A character an effect is about to take (put on your side until it gives it back):
    one named like your main character can't come to your side, and the effect ignores
    it (rulebook, Uniqueness: the reference ``target`` is cleared and the players told);
    else its owner and whether it is their main character are noted (``<target>.owner``,
    ``<target>.main``), so that ``still-taken`` finds it again after it levels up."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.one(game, self.target)
        if uid is not None and named_like_main(game, res.controller, game.name_of(uid)):
            game.log_event("effect", f"{res.name}: you can't control a character named like "
                           "your main character", subject=uid)
            uid = None
        res.ctx[self.target] = uid
        if uid is not None:
            owner = game.state.objects[uid].owner
            res.ctx[f"{self.target}.owner"] = owner
            res.ctx[f"{self.target}.main"] = game.state.players[owner].main == uid


@attrs.frozen
class StillTaken(Step):
    """The character a ``take`` took (``target``), if it is still on your side and not
    yours: else the reference is cleared. A main character that levelled up meanwhile is
    a new object, found as its owner's main character; one whose owner has left the game
    meanwhile leaves it too, like the rest of their cards."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        uid = res.ctx.get(self.target)
        objs, players = game.state.objects, game.state.players
        if uid not in objs and res.ctx.get(f"{self.target}.main"):
            uid = players[res.ctx[f"{self.target}.owner"]].main
        o = objs.get(uid) if isinstance(uid, int) else None
        keep = o is not None and o.zone in ROWS and o.controller == res.controller \
            and o.owner != res.controller
        if keep and o is not None and players[o.owner].out:
            game.move(o.uid, "removed", cause=f"{game.player_name(o.owner)} left the game")
            keep = False
        res.ctx[self.target] = uid if keep else None


@attrs.frozen
class PutStunned(Step):
    """"Put into play in the stunned state": each character ``target`` names turns face
    down, stunned and exhausted, and loses its +1/+1 and -1/-1 counters, without being
    stunned: no wound, and nothing that waits for a stun happens."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            if o.zone not in ROWS or o.stunned:
                continue
            game.turn_face(o, False, stunned=True, exhausted=True)
            game.remove_counters(u, "plus")
            game.remove_counters(u, "minus")
            game.log_event("stun", f"{game.name_of(u)} is put in the stunned state "
                           f"({res.name})", subject=u)


@attrs.frozen
class Unstun(Step):
    """Each stunned character ``target`` names recovers at once, outside the recovery
    phase: face up, its wounds kept, still exhausted ("recovers" happens); a ``ready``
    after it readies it too ("he recovers and readies")."""

    target: str

    def run(self, game: Game, res: Resolve) -> None:
        for u in res.uids(game, self.target):
            o = game.state.objects[u]
            if o.zone not in ROWS or not o.stunned:
                continue
            game.turn_face(o, True, stunned=False)
            game.log_event("recover", f"{game.name_of(u)} recovers ({res.name})", subject=u)
            game.emit(Event("recovers", subject=u, player=o.controller))


@attrs.frozen
class AttackAtOnce(Step):
    """"He may at once attack ...": the character ``attacker`` names (this card by
    default) makes a melee attack on the character ``defender`` names, alone, at once: no
    declaration rule applies (it may be exhausted, the defender protected). Nothing when
    either is missing, or the attacker is stunned or out of play."""

    defender: str
    attacker: str = "source"

    def run(self, game: Game, res: Resolve) -> None:
        me, d = res.one(game, self.attacker), res.one(game, self.defender)
        objs = game.state.objects
        if me is None or d is None or objs[me].stunned or objs[me].zone not in ROWS:
            return
        game.push(Combat(res.controller, [me], d, ranged=False))


effect_word("level-down", LevelDown)
effect_word("attack-at-once", AttackAtOnce)
effect_word("put-stunned", PutStunned)
effect_word("unstun", Unstun)
effect_word("take", Take)
effect_word("still-taken", StillTaken)
effect_word("wound", Wound)
effect_word("lasting", Lasting)
effect_word("recruit-discount", RecruitDiscount)
effect_word("recruit-refund", RecruitRefund)
effect_word("become-defender", BecomeDefender)
effect_word("base-stats", BaseStats)
effect_word("base-stats-of", BaseStatsOf)
effect_word("main-character", MainCharacter)
effect_word("player-discards", PlayerDiscards)
effect_word("play-from-ko", PlayFromKo)
effect_word("combatants", Combatants)
effect_word("to-row", ToRow)
effect_word("onto-side", OntoSide)
