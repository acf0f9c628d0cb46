"""The powers index is updated in place when one object comes into play at the end of a
zone, leaves play or changes rows (docs/design.md, Caches, Powered objects): at every
decision of random games of both editions (two and three players; 2PCG with the test
decks and with the first bundled decks, one of which has Hope Summers), the kept index
equals the one a copy of the game (whose caches start empty) builds in full, entry for
entry and in play order; and it was kept through changes of layout (not rebuilt)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, deck_paths, every_decision

from vsrules.core.game import Game

TEST_DECKS = ["captain-america-avengers-test", "green-goblin-super-villains-test",
              "captain-america-avengers-test"]
TABLES = [("2pcg", "test", 2, 91), ("2pcg", "test", 3, 92), ("2pcg", "bundled", 2, 93),
          ("2pcg", "bundled", 3, 94), ("original", "bundled", 2, 95),
          ("original", "bundled", 3, 96)]


def _entries(game: Game) -> tuple[dict[str, list[tuple[int, str, str, str]]],
                                  dict[str, list[int]], dict[str, list[int]]]:
    static, triggers, replacements = game._powered()
    return ({stat: [(u, p.name, p.op, p.kind) for u, p in entries]
             for stat, entries in static.items()}, dict(triggers), dict(replacements))


@pytest.mark.parametrize(("variant_id", "decks", "players", "seed"), TABLES)
def test_index_kept_in_place_equals_a_full_rebuild(registry, variant_id, decks, players, seed):
    folder = "twopcg" if variant_id == "2pcg" else "original"
    paths = (bundled_decks(folder, TEST_DECKS[:players]) if decks == "test"
             else deck_paths(folder)[:players])
    kept = compared = 0
    last: tuple[int, object] = (-1, None)
    for game in every_decision(registry, variant_id, paths, range(1), seed, max_turns=30):
        built = game._powered()
        assert _entries(game) == _entries(game.clone()), game.state.turn
        compared += 1
        if last[0] != game.layout and last[1] is built:
            kept += 1  # the layout changed and the index was updated, not rebuilt
        last = (game.layout, built)
    assert compared > 300
    assert kept > 50
