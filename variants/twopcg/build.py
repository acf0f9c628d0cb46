"""Build phase actions: the resource step, the recruit step and the formation step
(2PCG rulebook: 3. Build Phase)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from vsrules.core.actions import ActionRule
from vsrules.core.decisions import Choice, Move, PlayResource, Recruit
from vsrules.core.game import Game

from .turn import current_turn

if TYPE_CHECKING:
    from vsrules.core.objects import GameObject

RB = "2PCG rulebook"
ROWS = ("front", "back")


class _ByRow(dict[int, dict[str, Choice]]):
    """Per game, by uid: a card's choice for each row (``make(uid, row)``), made the first
    time it is looked up and kept for the game (a uid is never given to another object)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[int, str], Choice]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, uid: int) -> dict[str, Choice]:
        made = self[uid] = {row: self.make(uid, row) for row in ROWS}
        return made


def _by_row(game: Game, name: str, make: Callable[[int, str], Choice]) -> _ByRow:
    """The game's ``_ByRow`` table called ``name`` (in its caches: a copy starts afresh)."""
    kept = game.caches.get(name)
    if kept is None:
        kept = game.caches[name] = _ByRow(make)
    return kept


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
        # per game, by uid, its plays (a uid is never given to another object, an object
        # keeps its card, and a game's cards are all added before it starts: only a
        # determinized copy deals cards again, with caches of its own, before it lists)
        kept: dict[int, tuple[Choice, ...]] = game.caches["2pcg:resource-plays"]
        out: list[Choice] = []
        for u in st.players[player].zones["hand"]:
            plays = kept.get(u)
            if plays is None:
                plays = kept[u] = (PlayResource(u, False), PlayResource(u, True)) \
                    if st.objects[u].card in game.cards.of_type("location") else \
                    (PlayResource(u, False),)
            out += plays
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


def _recruit_facts(game: Game, obj: GameObject) -> tuple[str, int] | tuple[()]:
    """What the recruit listing reads of the hand card ``obj``: its name and its cost as
    the variant's base stat, or nothing when it is not a character. Kept per game by uid
    (``caches["2pcg:recruit-facts"]``; a copy starts afresh): a uid is never given to
    another object, an object keeps its card, a game's cards are all added before it
    starts, and the base stat of a cost reads the card alone (counters change only ATK
    and DEF)."""
    card = game.cards.by_id[obj.card]
    if card.type != "character":
        return ()
    return card.name, game.variant.base_stat(game, obj, "cost")


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
        (``_recruit_facts``), and the choices are made once per hand card (``_ByRow``)."""
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
        kept: dict[int, tuple[str, int] | tuple[()]] = game.caches["2pcg:recruit-facts"]
        recruits = game.caches.get("2pcg:recruits") or _by_row(game, "2pcg:recruits", Recruit)
        touched = game.touches("cost")
        out: list[Choice] = []
        for u in st.players[player].zones["hand"]:
            facts = kept.get(u)
            if facts is None:
                facts = kept[u] = _recruit_facts(game, objs[u])
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
        character's two moves are made once per game (``_ByRow``)."""
        if game.state.phase != "build:formation":
            return []
        moves = game.caches.get("2pcg:moves") or _by_row(game, "2pcg:moves", _move_away)
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
