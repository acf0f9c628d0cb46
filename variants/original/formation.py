"""The formation step (original CR, Formation Step; seed 000 rule 405): a character moves
to any empty position of its own area or changes places within its column, one move at a
time, asked in two steps (which character, then where)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import attrs

from vsrules.core.actions import ActionRule
from vsrules.core.checked import compare_listing
from vsrules.core.decisions import PASS, Choice, Move, Reposition, kept_choices
from vsrules.core.frames import Frame
from vsrules.core.game import Game
from vsrules.core.objects import GameObject

from .positions import area, occupant

CR = "original CR"

#: the state flag set once anything but a formation move was done in a formation step:
#: the rearrangement is over (seed 000 rule 405: the player rearranges as the step starts,
#: then the primary player gets priority)
REARRANGED = "original:rearranged"
#: why a move is refused then
AFTER_START = ("characters move only as your formation step starts, before anything else "
               "is done in it (seed 000 rule 405)")


def rearranging(game: Game, player: int) -> bool:
    """Whether ``player`` may move characters now: in their own formation step, with the
    chain empty, before anything but moves was done in it."""
    st = game.state
    return st.phase == "build:formation" and st.step_owner == player and not st.chain and \
        REARRANGED not in st.flags


def end_rearranging(game: Game, choice: Choice) -> None:
    """Anything done in a formation step but a move (an effect played, a power used, a
    location flipped, by any player) ends the rearrangement: the moves were made as the
    step started (seed 000 rule 405)."""
    st = game.state
    if st.phase == "build:formation" and not isinstance(choice, Reposition | Move):
        st.flags[REARRANGED] = True


class MoveRule(ActionRule):
    """Formation step: a character moves to any empty position of its own area (a gap
    between characters is allowed), or changes places with the character in the other row
    of its column; one move at a time stands for the simultaneous rearrangement, and any
    formation is reachable (original CR, Formation Step). Positions are offered up to two
    columns past the area's rightmost character: a one-column gap already separates
    characters, so wider gaps change nothing (decision, docs/rulings.md)."""

    choice_type = Move

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        chars = game.characters(player)
        for o in chars:
            yield from _places(game, chars, o)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Move)
        st = game.state
        if st.phase != "build:formation" or st.step_owner != player:
            return f"characters move only in your own formation step ({CR}, Formation Step)"
        if st.chain:
            return "characters move only while the chain is empty"
        if REARRANGED in st.flags:
            return AFTER_START
        o = st.objects.get(choice.character)
        if o is None or o.controller != player or o.zone not in ("front", "back"):
            return "move a character you control"
        if choice.row not in ("front", "back"):
            return "row must be front or support"
        if (choice.row, choice.column) == (o.zone, o.column):
            return f"{game.name_of(o.uid)} is already there"
        last = _last_column(game.characters(player), area(o))
        if not isinstance(choice.column, int) or not 0 <= choice.column <= last + 2:
            return (f"choose a column from 0 to {last + 2} (a character moves within its own "
                    f"area: {CR}, Formation Step)")
        if occupant(game, player, choice.row, choice.column, area(o)) is not None and \
                choice.column != o.column:
            return ("that position is taken: a character changes places only with the one in "
                    "the other row of its column; move one of them to an empty position first")
        return None

    def positions(self, game: Game, player: int, uid: int) -> list[Choice]:
        """Where one character may go now: the rule's candidates of that character that
        its check accepts, in order, listed without the check (the checked mode compares
        the two as the place is asked)."""
        o = game.state.objects.get(uid)
        if not rearranging(game, player) or o is None or o.controller != player or \
                o.zone not in ("front", "back"):
            return []
        return _places(game, game.characters(player), o)


MOVE_RULE = MoveRule()


class RepositionRule(ActionRule):
    """The formation step's action: pick a character to move; ``PlaceCharacter`` then
    asks where (with dozens of positions per character, one flat list would bury the
    choice to stop moving)."""

    choice_type = Reposition
    phases = frozenset({"build:formation"})

    def candidates(self, game: Game, player: int) -> Iterator[Choice]:
        for o in game.characters(player):
            yield Reposition(o.uid)

    def check(self, game: Game, player: int, choice: Choice) -> str | None:
        assert isinstance(choice, Reposition)
        o = game.state.objects.get(choice.character)
        if o is None:
            return "move a character you control"
        return MOVE_RULE.check(game, player, Move(o.uid, "back" if o.zone == "front" else "front",
                                                  o.column))

@attrs.define
class PlaceCharacter(Frame):
    """Where the character picked in the formation step goes (or it stays)."""

    player: int
    uid: int

    def run(self, game: Game) -> None:
        positions = MOVE_RULE.positions(game, self.player, self.uid)
        if game.checked:
            compare_listing(game, self.player, MOVE_RULE, positions, what="positions",
                            among=lambda c: isinstance(c, Move) and c.character == self.uid)
        options: list[Choice] = [PASS, *positions]
        game.ask(self.player, "place", f"Move {game.name_of(self.uid)} where?", options,
                 source=self.uid)

    def receive(self, game: Game, choice: Choice) -> None:
        game.pop(self)
        if isinstance(choice, Move):
            formation_move(game, game.state.objects[choice.character], choice.row,
                           choice.column)


def _places(game: Game, chars: list[GameObject], o: GameObject) -> list[Choice]:
    """The positions of ``o``'s area it may move to: the empty ones and the other row of
    its own column, front row first, columns from the left."""
    where = area(o)
    mates = [p for p in chars if area(p) == where]
    taken = {(p.zone, p.column) for p in mates}
    taken.discard(("back" if o.zone == "front" else "front", o.column))
    moves, uid = kept_choices(game, _move_to), o.uid
    return [moves[uid, k] for k in _positions(_last_column(mates, where)) if k not in taken]


@cache
def _positions(last: int) -> tuple[tuple[str, int], ...]:
    """Every position up to two columns past ``last``, in the order offered."""
    return tuple((row, col) for row in ("front", "back") for col in range(last + 3))


def _move_to(uid: int, position: tuple[str, int]) -> Move:
    """The move of ``uid`` to ``position`` (kept per game by ``kept_choices``)."""
    return Move(uid, *position)


def _last_column(chars: list[GameObject], where: str) -> int:
    """The rightmost column used by characters in an area (-1 when it is empty)."""
    return max([o.column for o in chars if area(o) == where and o.column is not None],
               default=-1)


def formation_move(game: Game, o: GameObject, row: str, column: int | None) -> None:
    """Move ``o``; a character of its area already there takes ``o``'s old place."""
    other = occupant(game, o.controller, row, column, area(o))
    old_row, old_column = o.zone, o.column
    if o.zone != row:
        game.reposition(o.uid, row)
    game.set_column(o.uid, column)
    if other is not None:
        if other.zone != old_row:
            game.reposition(other.uid, old_row)
        game.set_column(other.uid, old_column)
        game.log_event("formation", f"{game.name_of(o.uid)} and {game.name_of(other.uid)} "
                       "change places", subject=o.uid)
    else:
        where = game.variant.row_words.get(row, row)
        words = f"moves to the {where}" if row != old_row else f"moves along the {where}"
        game.log_event("formation", f"{game.name_of(o.uid)} {words}", subject=o.uid)
