"""``_index_now``, the powers index kept while it is known to be up to date, which the hot
paths (``emit``, ``listens``, ``replace``, ``script_of``, ``has_keyword``, static modifiers)
read instead of calling ``_powered``. Right after every primitive that changes what is in
play, the modifiers, faces or the clock, and at every decision of random games of both
editions (two and three players, and decks with Hope Summers, whose copied powers follow
``powers_version``): whenever it is kept, ``_powered`` would do nothing (the index is not
stale and, with a copier in play, ``_refresh`` looked at the current version), it is the
index itself, and a copy of the game (whose caches start empty) builds the same index."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import BOTH_EDITIONS, bundled_decks, copying_everyone, deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.variants.twopcg.scripts import COPIERS, copier

GAMES = [(variant, bundled_decks(folder, decks)) for variant, folder, decks in BOTH_EDITIONS]
GAMES.append(("2pcg", deck_paths("twopcg")[:2]))  # (Hope Summers: copied powers)
GAMES.append(("2pcg", deck_paths("twopcg")[:3]))  # (three players, Hope among them)
#: decks and first seed for Hope with wider sources (``copying_everyone``)
WIDER = [(["deadpool-x-men", "groot-guardians"], 932),
         (["professor-x-x-men", "groot-guardians", "star-lord-guardians"], 943)]
HOPE = "MNB-037"
WATCHED = ("new_object", "new_objects", "move", "reposition", "add_modifier", "end_duration",
           "turn_face", "tick", "remove_object", "change_control", "swap_places",
           "replace_object", "draw")


def _check(game: Game, seen: Counter[str]) -> None:
    kept = game._index_now
    if kept is None:
        seen["dropped"] += 1
        return
    version = game.state.clock + game.layout + game.faces_turned
    assert not game._stale
    assert not game._copiers or version == game._version
    assert kept is game._powered_index
    assert kept == game.clone()._powered()
    seen["kept, copier in play" if game._copiers else "kept"] += 1


def _checked_games(registry, monkeypatch, variant, paths, seeds, first_seed) -> Counter[str]:
    """Plays the games, checking after the outermost primitives and at every decision."""
    seen: Counter[str] = Counter()
    depth = [0]  # (checked after the outermost primitive: ``tick`` runs inside others)

    def checked(name):
        original = getattr(Game, name)

        def call(game, *args, **kwargs):
            depth[0] += 1
            try:
                result = original(game, *args, **kwargs)
            finally:
                depth[0] -= 1
            if depth[0] == 0 and game._memo is None:  # (a reading stretch changes nothing)
                _check(game, seen)
            return result
        return call

    for name in WATCHED:
        monkeypatch.setattr(Game, name, checked(name))
    for game in every_decision(registry, variant, paths, seeds, first_seed, max_turns=12):
        _check(game, seen)
    assert seen["kept"] + seen["kept, copier in play"] > 100 and seen["dropped"] > 10, seen
    return seen


@pytest.mark.parametrize(("variant", "paths"), GAMES)
def test_the_kept_index_is_up_to_date(registry, monkeypatch, variant, paths):
    seen = _checked_games(registry, monkeypatch, variant, paths, range(2), 1)
    if any(p.stem == "deadpool-x-men" for p in paths):  # (Hope Summers)
        assert seen["kept, copier in play"] > 20, seen


@pytest.mark.parametrize(("names", "seed"), WIDER)
def test_the_kept_index_is_up_to_date_with_a_wider_copier(registry, monkeypatch, names, seed):
    """Hope copying every supporting character in play and in the KO piles: her copies
    bring triggered and static powers into the index and take them out again, so a kept
    index gone stale would list other powers than a fresh one."""
    monkeypatch.setitem(COPIERS, HOPE, copier(copying_everyone))
    seen = _checked_games(registry, monkeypatch, "2pcg", bundled_decks("twopcg", names),
                          range(3), seed)
    assert seen["kept, copier in play"] > 50, seen
