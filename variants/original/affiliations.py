"""Team affiliations in the original edition: printed ones, crossovers from ongoing
Team-Up plot twists, and effects that take affiliations away (seed 004: Joining the
Darkseid, Youth of Tomorrow, Return of the Demon's Head; digest 5, Team-Up / Crossover).

Decisions (docs/rulings.md): "Crossover A and B" makes each character its controller
controls that has A or B (printed) have both, while the ongoing plot twist is face up in
that player's resource row; "lose all team affiliations" beats crossovers."""

from __future__ import annotations

from collections.abc import Iterable

from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from .tracking import noted

#: card id -> the affiliations its ongoing power always crosses over (Youth of Tomorrow);
#: cards that choose them keep the choice in their memory ("crossover")
FIXED_CROSSOVERS: dict[str, tuple[str, ...]] = {}


def crossovers(game: Game, player: int) -> list[tuple[str, ...]]:
    """The affiliation pairs crossed over on ``player``'s side (remembered while legal
    options are listed)."""
    return game.remembered(("crossovers", player), _crossovers, game, player)


def _crossovers(game: Game, player: int) -> list[tuple[str, ...]]:
    out = []
    objs = game.state.objects
    for u in game.zone(player, "resources"):
        o = objs[u]
        if not o.face_up:
            continue
        teams = o.memory.get("crossover") or FIXED_CROSSOVERS.get(o.card)
        if teams:
            out.append(tuple(teams))
    return out


def teams_of(game: Game, obj: GameObject | int) -> set[str]:
    """The affiliations a character (or card) has now: printed, granted by effects
    (modifiers), crossed over; none while an effect takes them away. (Continuous powers
    of cards do not grant affiliations in this card pool, so they are not consulted:
    powers that test affiliations can use this without looping.) While legal options are
    listed (``Game.reading``) the answer is remembered: callers must not change the set."""
    if isinstance(obj, int):
        obj = game.state.objects[obj]
    return game.remembered(("teams", obj.uid), _teams_of, game, obj)


def _teams_of(game: Game, obj: GameObject) -> set[str]:
    teams = set(game.cards.by_id[obj.card].teams)
    uid = obj.uid
    for m in game.state.modifiers:
        if m.target == uid and m.op == "grant" and m.stat.startswith("team:"):
            teams.add(m.stat[5:])
    if obj.zone != "front" and obj.zone != "back":
        return teams
    att = game.state.flags.get("attack")
    if att is not None and att["defender"] == uid and _loses_teams(game, obj):
        return set()
    for linked in crossovers(game, obj.controller):
        if not teams.isdisjoint(linked):
            teams.update(linked)
    return teams


def _loses_teams(game: Game, obj: GameObject) -> bool:
    """The defender ``obj`` loses its affiliations (Return of the Demon's Head)."""
    cost = game.card(obj).cost
    for controller, max_cost in noted(game, "lose-teams-defending"):
        if controller != obj.controller and cost is not None and cost <= max_cost:
            return True
    return False


def has_team(game: Game, obj: GameObject | int, team: str) -> bool:
    return team in teams_of(game, obj)


def team_candidates(game: Game, team: str) -> list[int]:
    """The objects in the rows that may have ``team`` (every one that has it, and
    perhaps others): printed on its card, granted by a modifier or crossed over on its
    side; only a defender loses affiliations. Found without working out anyone's
    affiliations, and remembered while legal options are listed."""
    return game.remembered(("team-candidates", team), _team_candidates, game, team)


def _team_candidates(game: Game, team: str) -> list[int]:
    stat = "team:" + team
    granted = {m.target for m in game.state.modifiers if m.op == "grant" and m.stat == stat}
    objs, defs = game.state.objects, game.cards.by_id
    out: list[int] = []
    for p in game.state.players:
        crossed = any(team in linked for linked in crossovers(game, p.index))
        for z in ("front", "back"):
            out += [u for u in p.zones[z]
                    if crossed or u in granted or team in defs[objs[u].card].teams]
    return out


def common_teams(game: Game, objs: Iterable[GameObject | int]) -> set[str]:
    sets = [teams_of(game, o) for o in objs]
    return set.intersection(*sets) if sets else set()


def shares_affiliation(game: Game, uids: Iterable[int]) -> bool:
    return bool(common_teams(game, uids))
