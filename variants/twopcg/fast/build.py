"""The faster listings of the 2PCG build-step rules (build.py: ``ResourceRule``,
``RecruitRule``, ``MoveRule``; each the rule's ``candidates`` that its ``check`` accepts,
in order): a hand card's plays and recruits and a character's moves are made once per
game, and what a recruit listing reads of a hand card is kept for it. The checked mode
compares each with its rule at every decision."""

from __future__ import annotations

from vsrules.core.decisions import Choice, PlayResource, Recruit
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game

from ..build import ROWS, MoveRule, RecruitRule, ResourceRule, move_away
from ..turn import current_turn


def _in_game(game: Game, uid: int) -> bool:
    return uid in game.state.objects


def _plays(game: Game, uid: int) -> tuple[Choice, ...]:
    """The plays of the hand card ``uid`` as a resource: face down, and face up too if it
    is a location."""
    if game.state.objects[uid].card in game.cards.of_type("location"):
        return PlayResource(uid, False), PlayResource(uid, True)
    return (PlayResource(uid, False),)


def _recruit_facts(game: Game, uid: int) -> tuple[str, int] | tuple[()]:
    """What the recruit listing reads of the hand card ``uid``: its name and its cost as
    the variant's base stat, or nothing when it is not a character (the base stat of a
    cost reads the card alone: counters change only ATK and DEF)."""
    obj = game.state.objects[uid]
    card = game.cards.by_id[obj.card]
    if card.type != "character":
        return ()
    return card.name, game.variant.base_stat(game, obj, "cost")


def _recruits(_game: Game, uid: int) -> dict[str, Choice]:
    return {row: Recruit(uid, row) for row in ROWS}


def _moves(_game: Game, uid: int) -> dict[str, Choice]:
    """The moves of the character ``uid`` out of each row, to the other."""
    return {row: move_away(uid, row) for row in ROWS}


# Per game, by uid (a uid is never given to another object, an object keeps its card, and
# a game's cards are all added before it starts: only a determinized copy deals cards
# again, with tables of its own, before it lists):
#: a hand card's plays as a resource
RESOURCE_PLAYS: Facts[tuple[Choice, ...]] = declare(
    Facts("2pcg:resource-plays", _plays, live=_in_game))
#: a hand card's ``_recruit_facts``
RECRUIT_FACTS: Facts[tuple[str, int] | tuple[()]] = declare(
    Facts("2pcg:recruit-facts", _recruit_facts, live=_in_game))
#: a card's recruits, by row
RECRUITS: Facts[dict[str, Choice]] = declare(Facts("2pcg:recruits", _recruits))
#: a character's moves, by the row it leaves
MOVES: Facts[dict[str, Choice]] = declare(Facts("2pcg:moves", _moves))


class ResourceListing(ResourceRule):
    def legal(self, game: Game, player: int) -> list[Choice]:
        """``ResourceRule``'s listing (the checked mode compares it with candidates +
        check): in the resource step every candidate is legal (a card in hand, face up
        only if a location), in the same order; outside it none is. The choices are made
        once per hand card and kept for the game."""
        st = game.state
        if st.phase != "build:resource":
            return []
        kept = game.kept[RESOURCE_PLAYS]
        out: list[Choice] = []
        for u in st.players[player].zones["hand"]:
            out += kept[u]
        return out


class RecruitListing(RecruitRule):
    def legal(self, game: Game, player: int) -> list[Choice]:
        """``RecruitRule``'s listing (the checked mode compares it with candidates +
        check): the recruit points and each card's cost are worked out once for both rows
        (with no points below 0, ``max(0, cost) <= points`` is ``cost <= points``), a hand
        card's name and a cost nothing in play changes are its kept facts
        (``_recruit_facts``), and the choices are made once per hand card (``RECRUITS``)."""
        st = game.state
        if st.phase != "build:recruit":
            return []
        turn = current_turn(game)
        points = turn.points if turn is not None else 0
        if points < 0:
            return []
        objs = st.objects
        main = st.players[player].main
        taken = game.cards.by_id[objs[main].card].name if main is not None else None
        kept = game.kept[RECRUIT_FACTS]
        recruits = game.kept[RECRUITS]
        touched = game.touches("cost")
        out: list[Choice] = []
        for u in st.players[player].zones["hand"]:
            facts = kept[u]
            if facts and facts[0] != taken and \
                    (game.stat(u, "cost") if touched else facts[1]) <= points:
                out += recruits[u].values()
        return out


class MoveListing(MoveRule):
    def legal(self, game: Game, player: int) -> list[Choice]:
        """``MoveRule``'s listing (the checked mode compares it with candidates +
        check): in the formation step every character on your side may change rows; a
        character's two moves are made once per game (``MOVES``)."""
        if game.state.phase != "build:formation":
            return []
        moves = game.kept[MOVES]
        return [moves[o.uid][o.zone] for o in game.characters(player)]
