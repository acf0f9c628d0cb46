"""Team-less plot twists of The Marvel Battles (MNB-105...MNB-108) and the plot twists of
later 2016 sets in cards/extra-plot-twists.toml (AFF-, DEF-, LEG-, ALN- ids).

Loyalty (the Legacy plot twists LEG-009/018/027/036) is a deck-building restriction: the
engine checks no deck rules yet, so it is not enforced; their effects are scripted.
"""

from __future__ import annotations

from typing import Any

from vsrules.core.effects import (
    Call,
    ChooseFrom,
    Resolve,
    Step,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT
from vsrules.core.selectors import Sel

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







# -- The Alien Battles (ALN-054) --------------------------------------------------------------
@call("twopcg.plots.lets-rock")
def lets_rock(game: Game, res: Resolve, mode: str) -> None:
    if res.value(mode) == "attacker":
        res.splice(list(boost_one("attacker", 1, 0, "Let's Rock!: which attacker gets +1/+0?")))
    else:
        res.splice(list(boost_one("defender", 0, 2, "Let's Rock!: which defender gets +0/+2?")))


