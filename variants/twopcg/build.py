"""Build phase actions: the resource step, the recruit step and the formation step
(2PCG rulebook: 3. Build Phase). Each rule is ``candidates`` + ``check``; their faster
listings are in fast/build.py."""

from __future__ import annotations

from collections.abc import Iterator

from vsrules.core.actions import ActionRule
from vsrules.core.decisions import Choice, Move, PlayResource, Recruit
from vsrules.core.game import Game

from .turn import current_turn

RB = "2PCG rulebook"
ROWS = ("front", "back")


class ResourceRule(ActionRule):
    choice_type = PlayResource

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        locations = game.cards.of_type("location")
        hand = game.zone(player, "hand")
        for u, card in zip(hand, game.card_ids(hand), strict=True):
            yield PlayResource(u, False)
            if card in locations:
                yield PlayResource(u, True)

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


def move_away(uid: int, row: str) -> Move:
    """Move the character ``uid`` out of ``row``, to the other row."""
    return Move(uid, "back" if row == "front" else "front")


class MoveRule(ActionRule):
    choice_type = Move

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in game.characters(player):
            yield move_away(o.uid, o.zone)

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
