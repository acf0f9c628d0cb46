"""The objects with copied powers (Hope Summers) are found again only when the indexed
layout or the count of objects moves (``PowersInPlay._refresh``'s key), not at every new
object: a draw makes one without touching them. Right after every ``_refresh`` and at
every decision of random 2PCG games (two and three players, decks with Hope Summers),
what it kept (the objects of copiers' cards still in the game, and those of them where
they copy, in uid order) is what the game's objects say now."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import deck_paths, every_decision

from vsrules.core.game import Game
from vsrules.core.objects import PLAY_ZONES

GAMES = [deck_paths("twopcg")[:2], deck_paths("twopcg")[:3]]  # (Hope Summers in both)


def _check(game: Game) -> None:
    objs = game.state.objects
    copiers = game.variant.dynamic_cards
    made = frozenset(u for u, o in objs.items() if o.card in copiers)
    assert game._dynamic == made
    zones = game.variant.dynamic_zones
    assert game._copiers == tuple(sorted(u for u in made if objs[u].zone in PLAY_ZONES
                                         and objs[u].zone in zones))


@pytest.mark.parametrize("paths", GAMES)
def test_kept_copiers_are_fresh(registry, monkeypatch, paths):
    seen: Counter[str] = Counter()
    refresh = Game._refresh

    def checked(game):
        key = game._dynamic_key
        refresh(game)
        if game._dynamic_uids or game._dynamic:
            seen["kept" if game._dynamic_key == key else "found again"] += 1
            _check(game)

    monkeypatch.setattr(Game, "_refresh", checked)
    for game in every_decision(registry, "2pcg", paths, range(3), 911, max_turns=25):
        game._powered()  # (what the next lookup does)
        _check(game)
        seen["copiers in play"] += bool(game._copiers)
    # the kept answer is used, and the copiers do come into play
    assert seen["kept"] > seen["found again"] > 20, seen
    assert seen["copiers in play"] > 50, seen
