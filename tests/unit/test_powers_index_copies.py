"""The powers index follows what an object in play with copied powers (Hope Summers)
copies, not every face (docs/design.md, Caches, Powered objects): at every decision of
random 2PCG games (two and three players, the first bundled decks: one has Hope), the kept
index equals the one a copy of the game (whose caches start empty) builds, and what it
was built on equals what the copiers copy now. Characters turning face down or getting
stunned while Hope is in play must not always rebuild it, and must when her copies
change."""

from __future__ import annotations

import pytest
from helpers import deck_paths, every_decision

from vsrules.core.game import Game

TABLES = [(2, 81), (3, 82)]  # players, first seed


def _index(game: Game):
    static, triggers, replacements = game._powered()
    return ({k: [u for u, _ in v] for k, v in static.items() if v}, dict(triggers),
            dict(replacements))


def _faces(game: Game) -> tuple[tuple[bool, bool], ...]:
    return tuple((o.face_up, o.stunned) for o in game.characters(None))


@pytest.mark.parametrize(("players", "seed"), TABLES)
def test_index_equals_a_fresh_one_while_copiers_are_in_play(registry, players, seed):
    copying = kept = 0
    last: tuple[object, ...] = ()
    for game in every_decision(registry, "2pcg", deck_paths("twopcg")[:players],
                               range(3), seed):
        built = game._powered()
        fresh = game.clone()
        assert _index(game) == _index(fresh), game.state.turn
        assert game._touched() == fresh._touched(), game.state.turn
        if not game._copiers:
            continue
        copying += 1
        assert game._indexed_copies[0] == game._copies(), game.state.turn
        now = (game.layout, game.state.next_uid, _faces(game))
        if last and last[:2] == now[:2] and last[2] != now[2] and last[3] is built:
            kept += 1  # faces changed, same index
        last = (*now, built)
    assert copying > 50
    assert kept > 0
