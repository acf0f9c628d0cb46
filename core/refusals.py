"""Checking an answer against the offered options, and the reason a refused one gets.

``apply`` runs only the engine's own option equal to the answer (same class, same
fields): an answer of another kind, a look-alike subclass or anything that is not a
choice at all is refused with ``IllegalChoice``. A refusal's reason is read by the seat
that answered, so it may name only what that seat sees: an answer naming a card the seat
can't see (an opponent's hand, a face-down resource, a deck) or no card at all gets the
same plain reason, without asking the variant (whose reasons name cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from .decisions import Choice, Decision
from .errors import IllegalChoice
from .view import visible_to

if TYPE_CHECKING:
    from .game import Game

#: the values a choice's fields hold (an answer with anything else is no answer)
PLAIN = (int, str, bool, type(None))
#: fields of choices whose numbers are never cards
NOT_CARDS = frozenset({"player", "column"})


def offered(pending: Decision, choice: object) -> Choice | None:
    """The offered option equal to ``choice`` (same class and fields), or None."""
    kind = type(choice)
    for option in pending.options:
        if type(option) is kind and option == choice:
            return option
    return None


def check_answer(game: Game, pending: Decision, choice: object) -> Choice:
    """The engine's own option that ``choice`` answers with; ``IllegalChoice`` if none."""
    if not isinstance(choice, Choice) or not attrs.has(type(choice)) or \
            type(choice).registry.get(type(choice).tag) is not type(choice):
        raise IllegalChoice(f"not an answer (a {type(choice).__name__}): answer with one of "
                            f"the options of: {pending.prompt}")
    option = offered(pending, choice)
    if option is None:
        raise IllegalChoice(game.explain(pending, choice))
    return option


def plain_reason(pending: Decision, choice: Choice) -> str:
    return f"{choice.describe()} is not a legal answer to: {pending.prompt}"


def names_unseen(game: Game, pending: Decision, choice: Choice) -> bool:
    """Whether ``choice`` holds a value that is not plain data, or a number naming a card
    ``pending.player`` can't see (or no card: a deck's uids are not shown either). A card
    the decision itself shows (the top of a deck being looked at) is seen: an offered
    option of the same kind names it in the same field."""
    objects = game.state.objects
    player = pending.player
    kind = type(choice)
    for field in attrs.fields(kind):  # type: ignore[arg-type]
        value = getattr(choice, field.name)
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if not isinstance(v, PLAIN):
                return True
            if not isinstance(v, int) or isinstance(v, bool) or field.name in NOT_CARDS:
                continue
            obj = objects.get(v)
            if obj is not None and visible_to(obj, player):
                continue
            if obj is None or not any(
                    type(o) is kind and v in _numbers(getattr(o, field.name))
                    for o in pending.options):
                return True
    return False


def _numbers(value: object) -> tuple[int, ...]:
    values = value if isinstance(value, tuple) else (value,)
    return tuple(v for v in values if isinstance(v, int) and not isinstance(v, bool))


def refusal(game: Game, pending: Decision, choice: Choice) -> str:
    """The reason ``choice`` is refused, as the answering seat may read it."""
    if names_unseen(game, pending, choice):
        return plain_reason(pending, choice)
    rules = getattr(game.variant, "explain_illegal", None)
    if rules is not None:
        reason = rules(game, pending, choice)
        if reason:
            return str(reason)
    return plain_reason(pending, choice)
