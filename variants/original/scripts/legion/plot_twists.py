"""Plot twists of the Legion of Super-Heroes era (played from hand or the resource row)."""

from __future__ import annotations

from vsrules.core.abilities import Activated, Script, Static
from vsrules.core.effects import Call, ChooseFrom, Resolve, call
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from ...affiliations import has_team, teams_of
from ..registry import script


# -- Joining the Darkseid -----------------------------------------------------------------------
@call("original.joining-options")
def _joining_options(game: Game, res: Resolve) -> None:
    teams: set[str] = set()
    for o in game.characters(res.controller):
        teams |= teams_of(game, o)
    res.ctx["teams"] = sorted(teams)


@call("original.joining-second")
def _joining_second(game: Game, res: Resolve) -> None:
    first = res.ctx.get("team1")
    res.ctx["teams"] = [t for t in res.ctx.get("teams", []) if t != first] if first else []


@call("original.joining-remember")
def _joining_remember(game: Game, res: Resolve) -> None:
    chosen = [t for t in (res.ctx.get("team1"), res.ctx.get("team2")) if t]
    src = game.state.objects.get(res.source) if res.source is not None else None
    if src is not None and len(chosen) == 2:
        game.remember(src.uid, "crossover", chosen)
    res.ctx["chosen"] = chosen


def _new_elite_substitute(game: Game, src: GameObject, obj: GameObject) -> bool:
    return src.zone == "resources" and obj.zone in ("front", "back") and \
        obj.controller == src.controller and game.card(obj).is_character and \
        bool(game.card(obj).keyword("substitute")) and \
        obj.memory.get("entered_turn") == game.state.turn and \
        has_team(game, obj, "Darkseid's Elite")


script("LSH-X11", Script(
    activated=(Activated("Joining the Darkseid", (), cost=(
        Call("original.joining-options"),
        ChooseFrom("teams", "team1", "Joining the Darkseid: choose an affiliation (or none)",
                   optional=True, kind="choose"),
        Call("original.joining-second"),
        ChooseFrom("teams", "team2", "Joining the Darkseid: choose a second affiliation "
                   "(or none)", optional=True, kind="choose"),
        Call("original.joining-remember"))),),
    static=(Static("Ongoing", "atk", "add", lambda g, s, o: 1, _new_elite_substitute),)))
