"""Build phase actions: the resource step, the recruit step and the formation step
(2PCG rulebook: 3. Build Phase)."""

from __future__ import annotations

from collections.abc import Iterator

from vsrules.core.actions import ActionRule
from vsrules.core.decisions import Choice, Move, PlayResource, Recruit
from vsrules.core.derived import Facts, declare
from vsrules.core.game import Game

from .turn import current_turn

RB = "2PCG rulebook"
ROWS = ("front", "back")


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
    return {row: _move_away(uid, row) for row in ROWS}


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


class ResourceRule(ActionRule):
    choice_type = PlayResource

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        locations = game.cards.of_type("location")
        hand = game.zone(player, "hand")
        for u, card in zip(hand, game.card_ids(hand), strict=True):
            yield PlayResource(u, False)
            if card in locations:
                yield PlayResource(u, True)

    def legal(self, game: Game, player: int) -> list[Choice]:
        """A faster listing of this rule (the checked mode compares it with candidates +
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

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, PlayResource)
        if game.state.phase != "build:resource":
            return f"a resource is played only in your resource step ({RB}, Resource Step)"
        if choice.card not in game.zone(player, "hand"):
            return "that card is not in your hand"
        if choice.face_up and game.card(choice.card).type != "location":
            return f"only a location may be played face up as a resource ({RB}, Resource Step)"
        return None


class RecruitRule(ActionRule):
    choice_type = Recruit

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for u in game.zone(player, "hand"):
            if game.card(u).type == "character":
                for row in ROWS:
                    yield Recruit(u, row)

    def legal(self, game: Game, player: int) -> list[Choice]:
        """A faster listing of this rule (the checked mode compares it with candidates +
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

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Recruit)
        if game.state.phase != "build:recruit":
            return f"characters are recruited only in your recruit step ({RB}, Recruit Step)"
        if choice.card not in game.zone(player, "hand"):
            return "that card is not in your hand"
        card = game.card(choice.card)
        if card.type != "character":
            return f"{card.name} is not a supporting character"
        if choice.row not in ROWS:
            return f"row must be front or back, not {choice.row!r}"
        turn = current_turn(game)
        points = turn.points if turn is not None else 0
        cost = max(0, game.stat(choice.card, "cost"))
        if cost > points:
            return f"{card.name} costs {cost} and you have {points} recruit points ({RB}, Recruit Step)"
        main = game.state.players[player].main
        if main is not None and game.name_of(main) == card.name:
            return (f"you can't recruit a supporting character named like your main character, "
                    f"{card.name} ({RB}, Uniqueness)")
        return None


def _move_away(uid: int, row: str) -> Move:
    """Move the character ``uid`` out of ``row``, to the other row."""
    return Move(uid, "back" if row == "front" else "front")


class MoveRule(ActionRule):
    choice_type = Move

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in game.characters(player):
            yield _move_away(o.uid, o.zone)

    def legal(self, game: Game, player: int) -> list[Choice]:
        """A faster listing of this rule (the checked mode compares it with candidates +
        check): in the formation step every character on your side may change rows; a
        character's two moves are made once per game (``MOVES``)."""
        if game.state.phase != "build:formation":
            return []
        moves = game.kept[MOVES]
        return [moves[o.uid][o.zone] for o in game.characters(player)]

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Move)
        if game.state.phase != "build:formation":
            return f"characters change rows only in your formation step ({RB}, Formation Step)"
        o = game.state.objects.get(choice.character)
        if o is None or o.controller != player or o.zone not in ROWS:
            return "that is not a character on your side"
        if choice.row not in ROWS or choice.row == o.zone:
            return f"{game.name_of(o.uid)} is already in the {o.zone} row"
        return None
