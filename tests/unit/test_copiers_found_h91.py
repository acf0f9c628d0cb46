"""The objects with copied powers (Hope Summers) are found again when one is made
(``_copier_made``, without a rebuild of the powers index when it is made out of play)
and when the indexed layout or the count of objects moves (``_refresh``'s key), not at
every new object: a draw makes one without touching them. Right after every
``_copier_made`` and ``_refresh`` and at every decision of random 2PCG games (two and
three players, decks with Hope Summers), what is kept (the objects of copiers' cards
still in the game, those of them where they copy, in uid order, and the objects with
added powers) is what the game's objects and modifiers say now."""

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
    if not game._stale:  # (a rebuild works them out again)
        granted = {m.target for m in game.state.modifiers
                   if m.op == "grant" and m.stat.startswith("kw:") and m.target is not None}
        assert game._added_powers == granted | made


@pytest.mark.parametrize("paths", GAMES)
def test_kept_copiers_are_fresh(registry, monkeypatch, paths):
    seen: Counter[str] = Counter()
    refresh, made = Game._refresh, Game._copier_made

    def checked(game):
        key = game._dynamic_key
        refresh(game)
        if game._dynamic_uids or game._dynamic:
            seen["kept" if game._dynamic_key == key else "found again"] += 1
            _check(game)

    def found(game, uid):
        made(game, uid)
        seen["made in play" if game.state.objects[uid].in_play else "made"] += 1
        _check(game)

    monkeypatch.setattr(Game, "_refresh", checked)
    monkeypatch.setattr(Game, "_copier_made", found)
    for game in every_decision(registry, "2pcg", paths, range(3), 911, max_turns=25):
        game._powered()  # (what the next lookup does)
        _check(game)
        seen["copiers in play"] += bool(game._copiers)
    # the kept answer is used, and the copiers do come into play
    assert seen["kept"] > seen["found again"] > 20, seen
    assert seen["copiers in play"] > 50, seen
    assert seen["made"] > 10, seen
