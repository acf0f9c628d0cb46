"""Team-less plot twists of The Marvel Battles (MNB-105...MNB-108) and the plot twists of
later 2016 sets in cards/extra-plot-twists.toml (AFF-, DEF-, LEG-, ALN- ids).

Loyalty (the Legacy plot twists LEG-009/018/027/036) is a deck-building restriction: the
engine checks no deck rules yet, so it is not enforced. Their effects are card data; this
module holds the Python some of them call (``do = "call"``).
"""

from __future__ import annotations

from vsrules.core.effects import (
    ChooseFrom,
    ModifyStat,
    Resolve,
    Step,
    call,
)
from vsrules.core.game import Game
from vsrules.core.modifiers import UNTIL_COMBAT

from .words import Combatants
from .words import face_up as _face_up


def boost_one(role: str, atk: int, dfn: int, prompt: str) -> tuple[Step, ...]:
    """An attacking / defending character of your choice gets +atk/+dfn this combat."""
    boosts = [ModifyStat("t", stat, n, UNTIL_COMBAT) for stat, n in (("atk", atk), ("def", dfn))
              if n]
    return (Combatants(role, "choices"), ChooseFrom("choices", "t", prompt, objects=True),
            *boosts)


# -- A-Force (AFF-023, AFF-053) ---------------------------------------------------------------
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


# -- The Alien Battles (ALN-054) --------------------------------------------------------------
@call("twopcg.plots.lets-rock")
def lets_rock(game: Game, res: Resolve, mode: str) -> None:
    if res.value(mode) == "attacker":
        res.splice(list(boost_one("attacker", 1, 0, "Let's Rock!: which attacker gets +1/+0?")))
    else:
        res.splice(list(boost_one("defender", 0, 2, "Let's Rock!: which defender gets +0/+2?")))


