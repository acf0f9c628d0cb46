"""Team-less plot twists of The Marvel Battles (MNB-105...MNB-108) and the plot twists of
later 2016 sets in cards/extra-plot-twists.toml (AFF-, DEF-, LEG-, ALN- ids).

Loyalty (the Legacy plot twists LEG-009/018/027/036) is a deck-building restriction: the
engine checks no deck rules yet, so it is not enforced; their effects are scripted.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.abilities import Activated, Script
from vsrules.core.effects import (
    Call,
    Choose,
    ChooseFrom,
    ChooseOption,
    Collect,
    Draw,
    ModifyStat,
    PutCounters,
    Resolve,
    Step,
    StunIt,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.selectors import Sel

from .registry import script

IN_COMBAT = Sel("character", face_up=True, in_combat=True)


# -- helpers ------------------------------------------------------------------------------
def _face_up(game: Game, uid: Any) -> bool:
    o = game.state.objects.get(uid) if isinstance(uid, int) else None
    return o is not None and o.in_play and o.face_up and not o.stunned


def attackers(game: Game) -> list[int]:
    return [u for u in game.state.flags.get("attackers") or [] if _face_up(game, u)]


def defenders(game: Game) -> list[int]:
    d = game.state.flags.get("defender")
    return [d] if game.state.flags.get("combat") and _face_up(game, d) else []


@call("twopcg.plots.combatants")
def combatants(game: Game, res: Resolve, role: str, into: str) -> None:
    """The attacking (or defending) characters of the current combat."""
    res.ctx[into] = attackers(game) if role == "attacker" else defenders(game)


@call("twopcg.plots.this-combat")
def this_combat(game: Game, res: Resolve, target: str, atk: int = 0, dfn: int = 0) -> None:
    for u in res.uids(game, target):
        for stat, n in (("atk", atk), ("def", dfn)):
            if n:
                game.add_modifier(u, stat, "add", n, until=UNTIL_COMBAT, source=res.source,
                                  controller=res.controller)


def boost_one(role: str, atk: int, dfn: int, prompt: str) -> tuple[Step, ...]:
    """An attacking / defending character of your choice gets +atk/+dfn this combat."""
    return (
        Call("twopcg.plots.combatants", {"role": role, "into": "choices"}),
        ChooseFrom("choices", "t", prompt, objects=True),
        Call("twopcg.plots.this-combat", {"target": "t", "atk": atk, "dfn": dfn}),
    )


# -- The Marvel Battles (MNB-105...MNB-108) ---------------------------------------------------
# Open Fire: an attacking character gets +2/+0 this combat.
script("MNB-105", Script(activated=(Activated("Open Fire", boost_one(
    "attacker", 2, 0, "Open Fire: which attacker gets +2/+0?")),)))

# Best Offense Is A Good Defense: an attacking character gets +0/+5 this combat.
script("MNB-106", Script(activated=(Activated("Best Offense Is A Good Defense", boost_one(
    "attacker", 0, 5, "Best Offense Is A Good Defense: which attacker gets +0/+5?")),)))

# Savage Surprise: a defending character gets +4/+0 this combat.
script("MNB-107", Script(activated=(Activated("Savage Surprise", boost_one(
    "defender", 4, 0, "Savage Surprise: which defender gets +4/+0?")),)))

# Find Cover: a defending character gets +0/+3 this combat.
script("MNB-108", Script(activated=(Activated("Find Cover", boost_one(
    "defender", 0, 3, "Find Cover: which defender gets +0/+3?")),)))


# -- A-Force (AFF-023, AFF-053) ---------------------------------------------------------------
@call("twopcg.plots.heroines")
def heroines(game: Game, res: Resolve) -> None:
    """Only while it is a team attack (two or more attackers still in the combat)."""
    team = attackers(game)
    if len(team) > 1:
        res.ctx["team"] = team
        this_combat(game, res, "team", atk=3)


@call("twopcg.plots.own-main-in-combat")
def own_main_in_combat(game: Game, res: Resolve, into: str) -> None:
    main = game.state.players[res.controller].main
    in_combat = main in (game.state.flags.get("combatants") or [])
    res.ctx[into] = main if in_combat and _face_up(game, main) else None


# Heroines of Arcadia: in a team attack, every attacker gets +3/+0 this combat.
script("AFF-023", Script(activated=(Activated("Heroines of Arcadia", (
    Call("twopcg.plots.heroines"),)),)))

# Main Strength: your main character gets +2/+0 this combat (if it is in the combat).
script("AFF-053", Script(activated=(Activated("Main Strength", (
    Call("twopcg.plots.own-main-in-combat", {"into": "t"}),
    Call("twopcg.plots.this-combat", {"target": "t", "atk": 2}),
)),)))


# -- The Defenders (DEF-025, DEF-050, DEF-053, DEF-054) --------------------------------------
@call("twopcg.plots.teams-on-side")
def teams_on_side(game: Game, res: Resolve, into: str) -> None:
    """The team affiliations worth naming: those of the characters on your side."""
    names: set[str] = set()
    for o in game.characters(res.controller):
        names |= game.teams(o)
    res.ctx[into] = sorted(names)


@call("twopcg.plots.loyal-soldiers")
def loyal_soldiers(game: Game, res: Resolve, team: str) -> None:
    named = res.value(team)
    side = list(game.characters(res.controller))
    if named is None or not side or not all(game.has_team(o, named) for o in side):
        game.log_event("effect", f"{res.name}: not every character on the side is {named}")
        return
    for o in side:
        game.add_counters(o.uid, "plus", 1)


# Super Senses: a defending character gets +0/+5 this combat.
script("DEF-025", Script(activated=(Activated("Super Senses", boost_one(
    "defender", 0, 5, "Super Senses: which defender gets +0/+5?")),)))

# Pain and Suffering: a character in the combat gets -0/-2 this combat.
script("DEF-050", Script(activated=(Activated("Pain and Suffering", (
    Choose(IN_COMBAT, "t", "Pain and Suffering: which character gets -0/-2?"),
    ModifyStat("t", "def", -2, UNTIL_COMBAT),
)),)))

# Loyal Soldiers: name a team; if every character on your side has it, a +1/+1 counter each.
script("DEF-053", Script(activated=(Activated("Loyal Soldiers", (
    Call("twopcg.plots.teams-on-side", {"into": "teams"}),
    ChooseFrom("teams", "team", "Loyal Soldiers: name a team affiliation",
                     kind="choose"),
    Call("twopcg.plots.loyal-soldiers", {"team": "team"}),
)),)))

# Shock to the System: an attacking character gets -3/-0 this combat.
script("DEF-054", Script(activated=(Activated("Shock to the System", boost_one(
    "attacker", -3, 0, "Shock to the System: which attacker gets -3/-0?")),)))


# -- Legacy (LEG-009, LEG-018, LEG-027, LEG-036; Loyalty not enforced) -----------------------
@call("twopcg.plots.exhausted-supporting")
def exhausted_supporting(game: Game, res: Resolve, into: str) -> None:
    res.ctx[into] = [o.uid for o in game.characters()
                     if game.card(o).type == "character" and o.exhausted
                     and o.face_up and not o.stunned]


@call("twopcg.plots.per-resource")
def per_resource(game: Game, res: Resolve, target: str) -> None:
    n = len(game.zone(res.controller, "resources"))
    this_combat(game, res, target, atk=n, dfn=n)


# Avenge: stun an exhausted supporting character.
script("LEG-009", Script(activated=(Activated("Avenge", (
    Call("twopcg.plots.exhausted-supporting", {"into": "choices"}),
    ChooseFrom("choices", "t", "Avenge: stun which exhausted supporting character?",
               objects=True),
    StunIt("t"),
)),)))

# Gifted and Talented: draw two cards.
script("LEG-018", Script(activated=(Activated("Gifted and Talented", (
    Draw("controller", 2),)),)))

# We Are Groot: a character in the combat gets +1/+1 per resource on your side this combat.
script("LEG-027", Script(activated=(Activated("We Are Groot", (
    Choose(IN_COMBAT, "t", "We Are Groot: which character gets +1/+1 per resource?"),
    Call("twopcg.plots.per-resource", {"target": "t"}),
)),)))

# Steel and Flame: two -1/-1 counters on each enemy supporting character.
script("LEG-036", Script(activated=(Activated("Steel and Flame", (
    Collect(Sel("character", side="enemy", supporting=True, face_up=True), "all"),
    PutCounters("all", "minus", 2),
)),)))


# -- The Alien Battles (ALN-054) --------------------------------------------------------------
@call("twopcg.plots.lets-rock")
def lets_rock(game: Game, res: Resolve, mode: str) -> None:
    if res.value(mode) == "attacker":
        res.splice(list(boost_one("attacker", 1, 0, "Let's Rock!: which attacker gets +1/+0?")))
    else:
        res.splice(list(boost_one("defender", 0, 2, "Let's Rock!: which defender gets +0/+2?")))


# Let's Rock!: choose one - an attacker gets +1/+0, or a defender gets +0/+2, this combat.
script("ALN-054", Script(activated=(Activated("Let's Rock!", (
    ChooseOption(("attacker", "defender"), "mode",
                 "Let's Rock!: an attacker gets +1/+0, or a defender gets +0/+2?"),
    Call("twopcg.plots.lets-rock", {"mode": "mode"}),
)),)))
