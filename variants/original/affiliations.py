"""Team affiliations in the original edition: printed ones, crossovers from ongoing
Team-Up plot twists, and effects that take affiliations away (seed 004: Joining the
Darkseid, Youth of Tomorrow, Return of the Demon's Head; digest 5, Team-Up / Crossover).

Decisions (docs/rulings.md): "Crossover A and B" makes each character its controller
controls that has A or B (printed) have both, while the ongoing plot twist is face up in
that player's resource row; "lose all team affiliations" beats crossovers."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress
from operator import attrgetter

from vsrules.core.cards import CardDb
from vsrules.core.game import Game
from vsrules.core.modifiers import group_modifiers
from vsrules.core.objects import ROW_ZONES, GameObject

#: the keyword of an ongoing power that always crosses over the same affiliations,
#: written ``crossover:A/B`` (Youth of Tomorrow); cards that choose them keep the choice
#: in their memory ("crossover")
CROSSOVER = "crossover"


def crossovers(game: Game, player: int) -> list[tuple[str, ...]]:
    """The affiliation pairs crossed over on ``player``'s side (remembered while legal
    options are listed)."""
    return game.remembered(("crossovers", player), _crossovers, game, player)


def _crossovers(game: Game, player: int) -> list[tuple[str, ...]]:
    objs = game.state.objects
    row = list(map(objs.__getitem__, game.zone(player, "resources")))
    out = []
    for o in compress(row, map(_FACE_UP, row)):  # few resources are face up
        teams = o.memory.get("crossover") or _printed_crossover(game, o)
        if teams:
            out.append(tuple(teams))
    return out


_FACE_UP = attrgetter("face_up")

#: the rules keyword of a crossover that also applies to its player's cards in their
#: deck, hand and KO'd pile (seed 000 301.3a, Marvel Team-Up)
OUTSIDE = "crossover-outside-play"
OUTSIDE_PLAY = frozenset({"deck", "hand", "ko"})


def crossovers_outside_play(game: Game, player: int) -> list[tuple[str, ...]]:
    """The crossovers on ``player``'s side that also apply to the cards of their deck,
    hand and KO'd pile (an ongoing Team-Up with ``crossover-outside-play``: "characters
    you control, as well as cards in your deck, hand, and KO'd pile, with either of those
    affiliations have both of them")."""
    if not game.pool.table("original.crossover-outside-play", _any_outside):
        return []  # no card of the game's pool has it
    return game.remembered(("crossovers-outside", player), _crossovers_outside, game, player)


def _any_outside(db: CardDb) -> bool:
    return any(card.keyword(OUTSIDE) for card in db)


def _crossovers_outside(game: Game, player: int) -> list[tuple[str, ...]]:
    objs, defs = game.state.objects, game.cards.by_id
    out = []
    for u in game.zone(player, "resources"):
        o = objs[u]
        if o.face_up and defs[o.card].keyword(OUTSIDE):
            teams = o.memory.get("crossover") or _printed_crossover(game, o)
            if teams:
                out.append(tuple(teams))
    return out


def _printed_crossover(game: Game, obj: GameObject) -> tuple[str, ...] | None:
    value = game.cards.by_id[obj.card].keyword(CROSSOVER)
    return tuple(value.split("/")) if isinstance(value, str) else None


def teams_of(game: Game, obj: GameObject | int) -> set[str]:
    """The affiliations a character (or card) has now: printed, granted by effects
    (modifiers, those on a group too), crossed over; none while an effect takes them away. (Continuous powers
    of cards do not grant affiliations in this card pool, so they are not consulted:
    powers that test affiliations can use this without looping.) While legal options are
    listed (``Game.reading``) the answer is remembered: callers must not change the set."""
    if isinstance(obj, int):
        obj = game.state.objects[obj]
    return game.remembered(("teams", obj.uid), _teams_of, game, obj)


def _teams_of(game: Game, obj: GameObject) -> set[str]:
    teams = set(game.cards.by_id[obj.card].teams)
    uid = obj.uid
    grouped = False
    for m in game.state.modifiers:
        if m.op == "grant" and m.stat.startswith("team:"):
            if m.target == uid:
                teams.add(m.stat[5:])
            grouped = grouped or m.group is not None
    if grouped:  # and those of effects on a group covering it now (513.2c)
        teams.update(m.stat[5:] for m in group_modifiers(game, obj, None)
                     if m.op == "grant" and m.stat.startswith("team:"))
    if obj.zone != "front" and obj.zone != "back":
        if obj.zone in OUTSIDE_PLAY:
            for linked in crossovers_outside_play(game, obj.owner):
                if not teams.isdisjoint(linked):
                    teams.update(linked)
        return teams
    if _without_teams(game, obj):
        return set()
    for linked in crossovers(game, obj.controller):
        if not teams.isdisjoint(linked):
            teams.update(linked)
    return teams


#: the rules flag of an object that has no team affiliations while it has it ("lose all
#: team affiliations": Return of the Demon's Head, a ``grant`` of it on a group of
#: defenders); it beats printed, granted and crossed-over ones
NO_TEAMS = "no-teams"


def _without_teams(game: Game, obj: GameObject) -> bool:
    return game.flag(obj, NO_TEAMS)


def has_team(game: Game, obj: GameObject | int, team: str) -> bool:
    """``team`` in ``teams_of``; a printed affiliation at once (it is lost only by an
    object losing them all)."""
    if isinstance(obj, int):
        obj = game.state.objects[obj]
    if team in game.cards.by_id[obj.card].teams and not (
            obj.zone in ROW_ZONES and _without_teams(game, obj)):
        return True
    return team in teams_of(game, obj)


def team_candidates(game: Game, team: str) -> list[int]:
    """The objects in the rows that may have ``team`` (every one that has it, and
    perhaps others): printed on its card, granted by a modifier (one on a group: every
    object in the rows) or crossed over on its side (losing them all only takes away).
    Found without working out anyone's affiliations, and remembered while legal options
    are listed."""
    return game.remembered(("team-candidates", team), _team_candidates, game, team)


def _team_candidates(game: Game, team: str) -> list[int]:
    stat = "team:" + team
    grants = [m for m in game.state.modifiers if m.op == "grant" and m.stat == stat] \
        if game.touches(stat) else []
    granted = {m.target for m in grants}
    to_group = any(m.group is not None for m in grants)  # it may cover anyone in the rows
    printed = printed_teams(game).get(team, frozenset())
    objs = game.state.objects
    out: list[int] = []
    for p in game.state.players:
        rows = p.zones["front"] + p.zones["back"]
        if to_group or any(team in linked for linked in crossovers(game, p.index)):
            out += rows
        elif granted:
            out += [u for u in rows if u in granted or objs[u].card in printed]
        else:
            out += game.cards_among(rows, printed)
    return out


def printed_teams(game: Game) -> dict[str, frozenset[str]]:
    """Affiliation -> the ids of the cards printed with it."""
    return game.pool.table("original.printed-teams", _printed_teams)


def _printed_teams(db: CardDb) -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for card in db:
        for team in card.teams:
            out.setdefault(team, set()).add(card.id)
    return {team: frozenset(ids) for team, ids in out.items()}


def controls_team(game: Game, player: int, team: str) -> bool:
    """Whether ``player`` controls a non-stunned character with ``team``. When no
    modifier grants the team and it is not crossed over on that side, only the printed
    affiliations can give it (``has_team``'s own shortcut), and no one's need be worked
    out."""
    chars = game.characters(player)
    if game.touches("team:" + team) or any(team in linked for linked in crossovers(game, player)):
        return any(has_team(game, o, team) for o in chars if not o.stunned)
    defs = game.cards.by_id
    return any(team in defs[o.card].teams and not _without_teams(game, o)
               for o in chars if not o.stunned)


def common_teams(game: Game, objs: Iterable[GameObject | int]) -> set[str]:
    sets = [teams_of(game, o) for o in objs]
    return set.intersection(*sets) if sets else set()


def shares_affiliation(game: Game, uids: Iterable[int]) -> bool:
    return bool(common_teams(game, uids))
