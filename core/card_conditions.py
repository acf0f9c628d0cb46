"""Conditions of card powers as data (docs/cards.md), named by the variant that knows
them, in two kinds:

- ``only_if`` words: named facts of the game a power depends on ("during the combat
  phase", "if you control a Future Foes character", "while this is exhausted"), which no
  selection says; registered with ``condition_word``; a word may take one argument after
  a colon (``"controls-team:Future Foes"``);
- event tests (``when = { test = ... }``): whether the event a triggered power waits for
  is the one it means ("stuns an enemy in a team attack"), which ``When``'s other keys
  can't say; registered with ``event_test``.

Where a power's ``only_if`` applies: an activated power is usable, a continuous power
applies, a triggered power triggers, a replacement replaces, only while every word
holds."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .errors import InputError
from .selectors import ARG_TESTS, TESTS, known_test

if TYPE_CHECKING:
    from .game import Game
    from .objects import GameObject
    from .state import Event

#: (game, the power's card, the word's argument or "", the power's name) -> whether it holds
Condition = Callable[["Game", "GameObject", str, str], bool]

#: condition words -> what each checks
CONDITIONS: dict[str, Condition] = {}
#: words whose argument is required
NEEDS_ARGUMENT: set[str] = set()


def condition_word(word: str, check: Condition, argument: bool = False) -> None:
    """Let card data say ``only_if = [word]`` (``argument``: it is written
    ``word:value``)."""
    if CONDITIONS.get(word, check) is not check:
        raise ValueError(f"two conditions for the word {word!r}")
    CONDITIONS[word] = check
    if argument:
        NEEDS_ARGUMENT.add(word)


#: an event test: whether the event (and the game around it) is the one the power waits
#: for, seen from the power's card
EventTest = Callable[["Game", "GameObject", "Event"], bool]
#: event test words -> their tests
EVENT_TESTS: dict[str, EventTest] = {}


#: an event test with a value, written ``word:value`` (the value its last argument)
ArgEventTest = Callable[["Game", "GameObject", "Event", str], bool]
#: event test words written with a value -> their tests
EVENT_ARG_TESTS: dict[str, ArgEventTest] = {}


def event_test(word: str, test: EventTest) -> None:
    """Let card data say ``when = { test = word }``."""
    if EVENT_TESTS.get(word, test) is not test:
        raise ValueError(f"two tests for the event test word {word!r}")
    EVENT_TESTS[word] = test


def event_arg_test(word: str, test: ArgEventTest) -> None:
    """Let card data say ``when = { test = "word:value" }``."""
    if EVENT_ARG_TESTS.get(word, test) is not test:
        raise ValueError(f"two tests for the event test word {word!r}")
    EVENT_ARG_TESTS[word] = test


def known_event_test(test: str) -> bool:
    """Whether a variant gives the event test (``word``, or ``word:value``)."""
    word, colon, value = test.partition(":")
    return test in EVENT_TESTS or (bool(colon) and bool(value) and word in EVENT_ARG_TESTS)


def event_test_holds(test: str, game: Game, src: GameObject, event: Event) -> bool:
    """Whether the named event test (with its value, if written ``word:value``) holds."""
    fn = EVENT_TESTS.get(test)
    if fn is not None:
        return fn(game, src, event)
    word, _, value = test.partition(":")
    return EVENT_ARG_TESTS[word](game, src, event, value)


def check_words(words: Sequence[str], file: str, where: str) -> None:
    """Every word is known (the variants' words loaded first) and has its argument."""
    from .card_powers import load_variant_words

    for i, raw in enumerate(words):
        if not isinstance(raw, str):
            raise InputError(file, f"{where}[{i}]", f"must be a string, got {raw!r}")
        word, _, arg = raw.partition(":")
        if word not in CONDITIONS:
            load_variant_words()
        if word not in CONDITIONS:
            raise InputError(file, f"{where}[{i}]", f"unknown condition {word!r} (known: "
                             f"{', '.join(sorted(CONDITIONS))})")
        if word in NEEDS_ARGUMENT and not arg:
            raise InputError(file, f"{where}[{i}]", f"{word!r} is written {word}:<value>")


def check_tests(tests: Sequence[str], file: str, where: str) -> None:
    """Named object tests (a selection's ``tests``) are known."""
    from .card_powers import load_variant_words

    if not all(known_test(t) for t in tests):
        load_variant_words()
    for i, t in enumerate(tests):
        if not known_test(t):
            known = sorted({*TESTS, *(f"{w}:<value>" for w in ARG_TESTS)})
            raise InputError(file, f"{where}[{i}]", f"unknown test {t!r} (known: "
                             f"{', '.join(known)})")


def holds(words: Sequence[str], name: str) -> Callable[[Game, GameObject], bool] | None:
    """Whether every word holds for the power ``name`` of a card (None: no words)."""
    if not words:
        return None
    return all_of([_word(CONDITIONS[w], arg, name)
                   for w, _, arg in (raw.partition(":") for raw in words)])


#: a check of a power's card: (game, the card) -> whether it passes
Check = Callable[["Game", "GameObject"], bool]


def all_of(checks: Sequence[Check]) -> Check:
    """One check passing when each of ``checks`` does, asked in order: the first that fails
    decides (at least one check)."""
    check = checks[-1]
    for first in reversed(checks[:-1]):
        check = _both(first, check)
    return check


def _word(fn: Condition, arg: str, name: str) -> Check:
    def check(game: Game, src: GameObject) -> bool:
        return fn(game, src, arg, name)
    return check


def _both(first: Check, then: Check) -> Check:
    def check(game: Game, src: GameObject) -> bool:
        return first(game, src) and then(game, src)
    return check
