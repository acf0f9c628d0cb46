"""The touched stats (``_touched``: the stats, keywords and flags some modifier or static
power in play changes) follow only the modifiers and the static powers of the index, so
they are kept past an object without static powers coming, going or changing rows, and,
while an object copies powers (Hope Summers), past changes of ``powers_version`` that
leave the index as it is. Right after every primitive that changes what is in play, the
modifiers or faces, and at every decision, in random games of both editions (two and
three players), the kept set and what ``_touched`` answers are those of a copy of the game
(whose caches start empty)."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import bundled_decks, check_after, deck_paths, every_decision

from vsrules.core.game import Game

GAMES = [
    ("2pcg", deck_paths("twopcg")[:2]),  # Hope Summers: copied powers
    ("2pcg", deck_paths("twopcg")[:3]),
    ("2pcg", bundled_decks("twopcg", ["captain-america-avengers-test",
                                      "green-goblin-super-villains-test"])),
    ("original", deck_paths("original")[:2]),
    ("original", deck_paths("original")[:3]),
]
WATCHED = ("new_object", "move", "reposition", "add_modifier", "end_duration", "turn_face",
           "remove_object", "change_control", "swap_places", "replace_object")


def _fresh(game: Game) -> set[str]:
    copy = game.clone()
    return {m.stat for m in copy.state.modifiers} | set(copy._powered()[0])


def _check(game: Game, seen: Counter[str]) -> None:
    fresh = _fresh(game)
    if game._touched_stats is not None:  # read directly by ``stat`` and ``touches``
        assert game._touched_stats == fresh
        seen["kept"] += 1
    elif game._copied_touched is not None:
        seen["copied kept"] += 1
    assert game._touched() == fresh


@pytest.mark.parametrize(("variant", "paths"), GAMES)
def test_kept_touched_stats_are_fresh(registry, monkeypatch, variant, paths):
    seen: Counter[str] = Counter()

    check_after(monkeypatch, WATCHED, lambda game: _check(game, seen))
    for game in every_decision(registry, variant, paths, range(2), 841, max_turns=15):
        _check(game, seen)
    assert seen["kept"] > 100, seen
