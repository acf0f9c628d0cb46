"""``listens`` and ``emit`` read the powers index directly, without ``_powered``, when it
is known to be up to date (not stale, no copier in play to check). Right after every
primitive that changes what is in play, the modifiers or faces, and at every decision of
random games of both editions (two and three players, and decks with Hope Summers),
what they read then is the index a copy of the game (whose caches start empty) builds,
and ``listens`` answers as the copy does for every event kind."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import BOTH_EDITIONS, bundled_decks, check_after, deck_paths, every_decision

from vsrules.core.game import Game

GAMES = [(variant, bundled_decks(folder, decks)) for variant, folder, decks in BOTH_EDITIONS]
GAMES.append(("2pcg", deck_paths("twopcg")[:2]))  # (Hope Summers: copied powers)
WATCHED = ("new_object", "move", "reposition", "add_modifier", "end_duration", "turn_face",
           "remove_object", "change_control", "swap_places", "replace_object", "draw")
#: kinds heard in both editions, and one nothing hears
KINDS = ("leaves-hand", "enters-play", "leaves-play", "attacks", "attacked", "stuns",
         "turn-start", "turn-end", "combat-ends", "recovers", "counters", "no-such-kind")


def _check(game: Game, seen: Counter[str]) -> None:
    copy = game.clone()
    fresh = copy._powered()
    if not (game._stale or game._copiers):  # what ``listens`` and ``emit`` read directly
        assert game._powered_index == fresh
        seen["read directly"] += 1
    for kind in (*KINDS, *fresh[1]):
        assert game.listens(kind) == copy.listens(kind), kind


@pytest.mark.parametrize(("variant", "paths"), GAMES)
def test_the_index_read_directly_is_fresh(registry, monkeypatch, variant, paths):
    seen: Counter[str] = Counter()

    check_after(monkeypatch, WATCHED, lambda game: _check(game, seen))
    for game in every_decision(registry, variant, paths, range(2), 913, max_turns=12):
        _check(game, seen)
    assert seen["read directly"] > 100, seen
