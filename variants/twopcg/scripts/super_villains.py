"""Super Villains cards of The Marvel Battles (MNB-079...MNB-104): the villains' choice
steps (card data words ``choose-enemy-player``, ``name-card``, ``pick-card``), the Python
their card data calls (``do = "call"``), and the cards still scripted (``script =
"python"``): Red Skull (MNB-091), Juggernaut (MNB-096) and Magneto's Magnetic
Suppression (MNB-097).

The other cards' powers are data (cards/mnb.toml); keyword-only cards and The Vault need
nothing more than the rules.
"""

from __future__ import annotations

from typing import Any

import attrs

from vsrules.core.abilities import Activated, Script, Static, Triggered
from vsrules.core.card_powers import effect_word
from vsrules.core.cards import CardDb
from vsrules.core.decisions import Choice, Pick
from vsrules.core.effects import (
    Call,
    Choose,
    KoIt,
    MoveTo,
    PicksOne,
    Resolve,
    Step,
    StunIt,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT, UNTIL_TURN
from vsrules.core.objects import GameObject
from vsrules.core.seating import next_player
from vsrules.core.selectors import Sel
from vsrules.core.state import Event

from ..combat import Combat
from ..damage import check_game_end
from ..uniqueness import enforce_uniqueness, named_like_main
from .registry import script

ROWS = ("front", "back")


# -- steps this team needs (they ask a question, so they can't be Calls) --------------------
def _enemies(game: Game, player: int) -> list[int]:
    """Enemy players still in the game, in seating order after ``player``."""
    out = []
    p = next_player(game, player)
    while p != player:
        out.append(p)
        p = next_player(game, p)
    return out


@attrs.frozen
class VillainsChooseEnemy(Step):
    """Choose an enemy player (no question when only one is left); stored in ``into``."""

    into: str = "enemy"
    prompt: str = "Choose an enemy player"

    def run(self, game: Game, res: Resolve) -> None:
        enemies = _enemies(game, res.controller)
        if len(enemies) <= 1:
            res.ctx[self.into] = enemies[0] if enemies else None
            return
        game.ask(res.controller, "choose", self.prompt, [Pick(p) for p in enemies],
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        res.ctx[self.into] = int(choice.value)


@attrs.frozen
class VillainsNameCard(Step):
    """Name any card of the game's card pool (in play or not); the name goes in ``into``."""

    into: str = "named"
    prompt: str = "Name a card"

    def run(self, game: Game, res: Resolve) -> None:
        names = game.pool.table("2pcg:name-picks", _name_picks)
        game.ask(res.controller, "choose", self.prompt, list(names),
                 source=res.source, effect=res.name)

    def receive(self, game: Game, res: Resolve, choice: Choice) -> None:
        assert isinstance(choice, Pick)
        res.ctx[self.into] = str(choice.value)


def _name_picks(db: CardDb) -> tuple[Pick, ...]:
    """``VillainsNameCard``'s options: a pick of each card name of the pool, sorted (the
    same at every ask while no card is added: made once per card pool, not at each ask)."""
    return tuple(Pick(n) for n in sorted({c.name for c in db if c.id != "lab:filler"}))


@attrs.frozen
class VillainsPickCard(PicksOne, Step):
    """Pick a card outside play (a KO pile) that the named filter accepts."""

    filter: str = attrs.field(validator=lambda _s, _a, v: _known_filter(v))
    into: str = "t"
    prompt: str = "Choose a card"
    optional: bool = False

    def run(self, game: Game, res: Resolve) -> None:
        found = FILTERS[self.filter](game, res)
        if not found:
            res.ctx[self.into] = None
            return
        self.ask_pick(game, res, res.controller, "target", self.prompt, found, self.optional)


def _known_filter(name: str) -> None:
    if name not in FILTERS:
        raise ValueError(f"unknown card filter {name!r} (known: {', '.join(sorted(FILTERS))})")


def _mischief_plots(game: Game, res: Resolve) -> list[int]:
    """Any Turn Combat plot twists in your KO pile whose team requirement you meet."""
    out = []
    for u in game.zone(res.controller, "ko"):
        card = game.card(u)
        if card.type != "plot-twist" or card.timing != "combat" or not card.any_turn:
            continue
        team = card.team_requirement
        if team and not any(game.has_team(o, team) for o in game.characters(res.controller)
                            if o.face_up and not o.stunned):
            continue
        activated = game.variant.card_script(card).find_activated(card.name)
        if activated is None or not activated.usable(game, game.state.objects[u]):
            continue
        out.append(u)
    return out


def _enemy_ko_characters(game: Game, res: Resolve) -> list[int]:
    """Supporting characters in enemy KO piles that may stand on your side."""
    out = []
    for p in _enemies(game, res.controller):
        for u in game.zone(p, "ko"):
            card = game.card(u)
            if card.type == "character" and not named_like_main(game, res.controller, card.name):
                out.append(u)
    return out


FILTERS = {"mischief-plot": _mischief_plots, "enemy-ko-character": _enemy_ko_characters}

# the words card data says them with (docs/cards.md)
effect_word("choose-enemy-player", VillainsChooseEnemy)
effect_word("name-card", VillainsNameCard)
effect_word("pick-card", VillainsPickCard)


# -- helpers for calls ---------------------------------------------------------------------
def _one(res: Resolve, game: Game, ref: str) -> int | None:
    found = res.uids(game, ref)
    return found[0] if found else None


def _discard(game: Game, uid: int, why: str) -> None:
    game.move(uid, "ko", cause=why)


def _reveal(game: Game, player: int, why: str) -> None:
    hand = game.zone(player, "hand")
    names = ", ".join(game.name_of(u) for u in hand) or "nothing"
    game.log_event("reveal", f"{game.player_name(player)} reveals their hand ({why}): {names}",
                   player=player, cards=[game.state.objects[u].card for u in hand])


def _combat_frame(game: Game) -> Combat | None:
    for f in reversed(game.state.frames):
        if isinstance(f, Combat):
            return f
    return None


# -- Green Goblin (MNB-079 / MNB-080) ------------------------------------------------------
@call("twopcg.villains.sadistic-setup")
def sadistic_setup(game: Game, res: Resolve) -> None:
    t = _one(res, game, "t")
    if t is None:
        return
    victim_player = game.state.objects[t].controller
    res.ctx["victim_player"] = victim_player
    res.ctx["can_discard"] = bool(game.zone(victim_player, "hand"))


@call("twopcg.villains.discard-random")
def discard_random(game: Game, res: Resolve, player: str, into: str) -> None:
    p = res.value(player)
    hand = game.zone(p, "hand")
    if not hand:
        return
    _discard(game, game.state.rng.choice(list(hand)), f"{res.name}: discarded at random")
    res.ctx[into] = True


@call("twopcg.villains.stun-unless")
def stun_unless(game: Game, res: Resolve, target: str, unless: str) -> None:
    if res.value(unless):
        return
    for u in res.uids(game, target):
        game.variant.stun(game, u, source=res.source)


# -- Loki (MNB-081 / MNB-082 / MNB-098) ----------------------------------------------------
@call("twopcg.villains.play-from-ko")
def play_from_ko(game: Game, res: Resolve, ref: str) -> None:
    """Play a plot twist from the KO pile as though from hand; it is shuffled into its
    owner's deck once it has resolved (instead of going to the KO pile)."""
    uid = _one(res, game, ref)
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


@call("twopcg.villains.discard-plots")
def discard_plots(game: Game, res: Resolve, player: str) -> None:
    p = res.value(player)
    if p is None:
        return
    _reveal(game, p, res.name)
    for u in list(game.zone(p, "hand")):
        if game.card(u).type == "plot-twist":
            _discard(game, u, res.name)


# -- Magneto (MNB-083 / MNB-084 / MNB-097) ---------------------------------------------------
def stunned_enemy_supporting(game: Game, src: GameObject, obj: GameObject) -> bool:
    return obj.controller != src.controller and obj.zone in ROWS and \
        game.card(obj).type == "character"


# Magneto (supporting): enemy supporting characters can't recover.
script("MNB-097", Script(static=(Static(
    "Magnetic Suppression", "cant-recover", "grant", lambda g, s, o: True,
    stunned_enemy_supporting),)))


# -- Thanos (MNB-085 / MNB-086 / MNB-100) ----------------------------------------------------
@call("twopcg.villains.court-death")
def court_death(game: Game, res: Resolve) -> None:
    """Every supporting character card in every KO pile into its owner's deck; Thanos
    gets a +1/+1 counter for each."""
    moved = 0
    for p in game.state.players:
        cards = [u for u in game.zone(p.index, "ko") if game.card(u).type == "character"]
        for u in cards:
            game.move(u, "deck", cause=res.name)
            moved += 1
        if cards:
            game.shuffle(p.index, "deck")
    game.log_event("effect", f"{res.name}: {moved} character card(s) shuffled away")
    if moved and res.source in game.state.objects:
        game.add_counters(res.source, "plus", moved)


@call("twopcg.villains.gauntlet")
def gauntlet(game: Game, res: Resolve) -> None:
    """For every enemy player: stun their main character, KO a resource and a supporting
    character of theirs (Thanos's controller chooses), then they discard their hand."""
    steps: list[Step] = []
    for p in _enemies(game, res.controller):
        name = game.player_name(p)
        main = game.state.players[p].main
        res.ctx[f"gauntlet.main.{p}"] = main
        steps += [
            StunIt(f"gauntlet.main.{p}"),
            Choose(Sel("resource", player=p), f"gauntlet.res.{p}",
                   f"The Infinity Gauntlet: KO which resource of {name}?"),
            KoIt(f"gauntlet.res.{p}"),
            Choose(Sel("character", player=p, supporting=True), f"gauntlet.sup.{p}",
                   f"The Infinity Gauntlet: KO which supporting character of {name}?"),
            KoIt(f"gauntlet.sup.{p}"),
            Call("twopcg.villains.discard-hand", {"player": p}),
        ]
    res.splice(steps)


@call("twopcg.villains.discard-hand")
def discard_hand(game: Game, res: Resolve, player: Any) -> None:
    p = res.value(player)
    if p is None or game.state.players[p].out:
        return
    for u in list(game.zone(p, "hand")):
        _discard(game, u, res.name)


@call("twopcg.villains.welcome-death")
def welcome_death(game: Game, res: Resolve) -> None:
    """A wound on every stunned character (main characters too); those that reach their
    health are KO'd together."""
    st = game.state
    wounded = []
    for o in list(game.characters()):
        if not o.stunned:
            continue
        if game.replace(Event("wound", subject=o.uid, source=res.source)) is None:
            continue
        game.set_counter(o.uid, "wound", o.count("wound") + 1)
        if st.players[o.controller].main == o.uid:
            st.flags["quiet_turns"] = 0
        game.log_event("wound", f"{game.name_of(o.uid)} gets a wound ({res.name})",
                       subject=o.uid)
        wounded.append(o.uid)
    doomed = [u for u in wounded
              if st.objects[u].count("wound") >= game.stat(u, "health")]
    mains = [u for u in doomed if st.players[st.objects[u].controller].main == u]
    for u in doomed:
        if u not in mains:
            game.variant.ko(game, u, cause="wounds")
    # main characters KO'd at once leave together (decisions.md: the last two KO'd at
    # once: the player whose turn it is wins), so nobody is out before the others
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


# -- Ronan (MNB-087) ---------------------------------------------------------------------------
@call("twopcg.villains.discard-named")
def discard_named(game: Game, res: Resolve, player: str, name: str) -> None:
    p, named = res.value(player), res.value(name)
    if p is None:
        return
    _reveal(game, p, res.name)
    for u in list(game.zone(p, "hand")):
        if game.name_of(u) == named:
            _discard(game, u, res.name)


# -- Mystique (MNB-088) ------------------------------------------------------------------------
@call("twopcg.villains.impersonate")
def impersonate(game: Game, res: Resolve, ref: str) -> None:
    """Her base ATK/DEF become the target's current ATK/DEF this turn: an add modifier
    of the difference to her printed numbers, so counters and other changes stay on top."""
    t = _one(res, game, ref)
    me = res.source
    if t is None or me not in game.state.objects:
        return
    card = game.card(me)
    for stat, printed in (("atk", card.atk or 0), ("def", card.defense or 0)):
        game.add_modifier(me, stat, "add", game.stat(t, stat) - printed, until=UNTIL_TURN,
                          source=me, controller=res.controller)
    game.log_event("effect", f"{game.name_of(me)} impersonates {game.name_of(t)}", subject=me)


# -- Red Skull (MNB-091) -----------------------------------------------------------------------
def melee_attacked(game: Game, src: GameObject) -> bool:
    combat = _combat_frame(game)
    return combat is not None and combat.defender == src.uid and not combat.ranged


# Red Skull: stun a character melee attacking him (the combat ends if no attacker is left).
script("MNB-091", Script(activated=(Activated("Dust of Death", (
    Choose(Sel("character", side="enemy", face_up=True, in_combat=True), "t",
           "Dust of Death: stun which attacker?"),
    StunIt("t"),
), usable=melee_attacked),)))


# -- Ultron (MNB-093) / Dormammu (MNB-099) -----------------------------------------------------
@call("twopcg.villains.find-copy")
def find_copy(game: Game, res: Resolve, into: str) -> None:
    me = res.source
    name = game.name_of(me) if me in game.state.objects else "Ultron"
    res.ctx[into] = next((u for u in game.zone(res.controller, "deck")
                          if game.card(u).type == "character" and game.name_of(u) == name), None)


@call("twopcg.villains.put-onto-side")
def put_onto_side(game: Game, res: Resolve, ref: str, row: str) -> None:
    uid = _one(res, game, ref)
    where = res.value(row)
    if uid is None or where not in ROWS:
        return
    new = game.move(uid, where, to_player=res.controller, cause=res.name)
    enforce_uniqueness(game, new)


@call("twopcg.villains.shuffle-deck")
def shuffle_deck(game: Game, res: Resolve) -> None:
    game.shuffle(res.controller, "deck")


# -- Mandarin (MNB-095) --------------------------------------------------------------------------
@call("twopcg.villains.enemy-discards")
def enemy_discards(game: Game, res: Resolve, player: str) -> None:
    """The chosen enemy picks a card from their own hand to discard."""
    p = res.value(player)
    if p is None:
        return
    res.splice([
        Choose(Sel("card-in-hand", player=p), "discard", "Makluan Rings: discard which card?",
               chooser=player),
        MoveTo("discard", "ko"),
    ])


# -- Juggernaut (MNB-096) ------------------------------------------------------------------------
def attacking_alone(game: Game, src: GameObject) -> bool:
    combat = _combat_frame(game)
    return combat is not None and combat.attackers == [src.uid] and not combat.team


@call("twopcg.villains.unstoppable-arm")
def unstoppable_arm(game: Game, res: Resolve) -> None:
    combat = _combat_frame(game)
    me = game.state.objects.get(res.source) if res.source is not None else None
    if combat is None or me is None:
        return
    d = game.state.objects[combat.defending]
    game.remember(me.uid, "unstoppable", {"turn": game.state.turn, "defender": d.uid,
                                          "player": d.controller, "front": d.zone == "front"})


def unstoppable_ready(game: Game, src: GameObject, event: Event) -> bool:
    """Juggernaut's armed solo attack ended (not cancelled), he stands, and the front-row
    defender was stunned (or KO'd) by it."""
    m = src.memory.get("unstoppable")
    if not m or m.get("turn") != game.state.turn or m.get("defender") != event.data.get("defender"):
        return False
    if event.data.get("cancelled") or event.data.get("started_team") or \
            event.data.get("attackers") != [src.uid] or not m.get("front"):
        return False
    d = game.state.objects.get(m["defender"])
    return d is None or d.stunned


@call("twopcg.villains.unstoppable-offer")
def unstoppable_offer(game: Game, res: Resolve) -> None:
    me = game.state.objects.get(res.source) if res.source is not None else None
    if me is None:
        return
    m = game.forget(me.uid, "unstoppable")
    if not m or game.state.players[m["player"]].out:
        return
    res.splice([
        Choose(Sel("character", player=m["player"], row="back", face_up=True), "d",
               "Unstoppable: attack which back-row character (or pass)?", optional=True),
        Call("twopcg.villains.unstoppable-attack", {"ref": "d"}),
    ])


@call("twopcg.villains.unstoppable-attack")
def unstoppable_attack(game: Game, res: Resolve, ref: str) -> None:
    d = _one(res, game, ref)
    me = game.state.objects.get(res.source) if res.source is not None else None
    if d is None or me is None or me.stunned or me.zone not in ROWS:
        return
    game.push(Combat(res.controller, [me.uid], d, ranged=False))


# Juggernaut: after a solo attack that stuns a front-row enemy, attack that player's back row.
script("MNB-096", Script(
    activated=(Activated("Unstoppable", (Call("twopcg.villains.unstoppable-arm"),),
                         usable=attacking_alone),),
    triggered=(Triggered("Unstoppable", "combat-ends",
                         (Call("twopcg.villains.unstoppable-offer"),), unstoppable_ready,
                         kind="super"),),
))


# -- Plot twists (MNB-101...MNB-103) ----------------------------------------------------------
@call("twopcg.villains.swap-stats")
def swap_stats(game: Game, res: Resolve, ref: str) -> None:
    """Exchange current ATK and DEF for this combat (add modifiers of the difference, so
    later changes work from the swapped numbers: FAQ Trickster God)."""
    t = _one(res, game, ref)
    if t is None:
        return
    atk, dfn = game.stat(t, "atk"), game.stat(t, "def")
    game.add_modifier(t, "atk", "add", dfn - atk, until=UNTIL_COMBAT, source=res.source,
                      controller=res.controller)
    game.add_modifier(t, "def", "add", atk - dfn, until=UNTIL_COMBAT, source=res.source,
                      controller=res.controller)
    game.log_event("effect", f"{res.name}: {game.name_of(t)} becomes {dfn}/{atk}", subject=t)


