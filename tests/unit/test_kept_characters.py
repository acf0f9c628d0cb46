"""``Game.characters`` keeps its lists between decisions, and ``reposition`` (a character
changing rows: a third of 2PCG's decisions) makes them right again instead of dropping
them. At every decision of random games of both editions (two and three players), the
lists kept for the current layout, and those asked for then, are a fresh walk's: the same
objects in the same order."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, deck_paths, every_decision

GAMES = [
    ("2pcg", ["captain-america-avengers-test", "green-goblin-super-villains-test"]),
    ("2pcg", ["storm-x-men", "loki-super-villains", "rocket-guardians"]),
    ("original", ["1-legionnaires-cosmic", "2-future-foes-darkseid"]),
    ("original", ["1-legionnaires-cosmic", "2-future-foes-darkseid", "1-legionnaires-cosmic"]),
]
FOLDERS = {"2pcg": "twopcg", "original": "original"}


def _same(kept, fresh) -> bool:
    return [id(o) for o in kept] == [id(o) for o in fresh]


@pytest.mark.parametrize(("variant", "decks"), GAMES)
def test_kept_characters_equal_a_fresh_walk(registry, variant, decks):
    paths = bundled_decks(FOLDERS[variant], decks)
    assert len(deck_paths(FOLDERS[variant])) >= 2
    carried = 0  # decisions where lists made before a change of layout were kept past it
    before: tuple[int, list] = (-1, [])
    for game in every_decision(registry, variant, paths, range(2), 70, max_turns=20):
        layout, lists = game._characters_kept
        if layout == game.layout:  # kept from earlier in this layout, or moved along
            for player, kept in lists.items():
                assert _same(kept, game._characters(player)), player
            carried += layout != before[0] and any(
                kept is old for kept in lists.values() for old in before[1])
        for player in [None, *range(len(decks))]:
            assert _same(game.characters(player), game._characters(player)), player
        before = (game.layout, list(game._characters_kept[1].values()))
    assert carried > 20
