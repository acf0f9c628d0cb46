"""``Game.new_objects`` (a deck built in one pass) makes what ``new_object`` makes for each
card in turn: the same fields (every one, so a field added to ``GameObject`` and forgotten
in the builder fails here), uids, timestamps, zone order, and the same objects with
copied powers noted (Hope Summers)."""

from __future__ import annotations

import attrs
import pytest
from helpers import deck_paths, every_decision

from vsrules.core.objects import GameObject

HOPE = "MNB-037"


def _fields(obj: GameObject) -> dict:
    return {f.name: getattr(obj, f.name) for f in attrs.fields(GameObject)}


def _games(registry):
    made = every_decision(registry, "2pcg", deck_paths("twopcg")[:2], range(1), 84)
    return next(made), next(every_decision(registry, "2pcg", deck_paths("twopcg")[:2],
                                           range(1), 84))


def test_new_objects_makes_what_new_object_makes(registry):
    one_by_one, in_bulk = _games(registry)
    cards = ["MNB-001", HOPE, "MNB-002", "MNB-001"]
    before = list(in_bulk.state.players[1].zones["ko"])
    uids = [one_by_one.new_object(card, 1, "ko") for card in cards]
    in_bulk.new_objects(iter(cards), 1, "ko")
    assert in_bulk.state.players[1].zones["ko"] == before + uids
    assert in_bulk.state.next_uid == one_by_one.state.next_uid
    assert in_bulk.state.clock == one_by_one.state.clock
    for uid in uids:
        made, expected = in_bulk.state.objects[uid], one_by_one.state.objects[uid]
        assert type(made) is GameObject and _fields(made) == _fields(expected)
    assert in_bulk.state.objects[uids[0]].counters is not in_bulk.state.objects[uids[3]].counters
    assert in_bulk._dynamic_uids == one_by_one._dynamic_uids and uids[1] in in_bulk._dynamic_uids
    assert in_bulk._stale and in_bulk.state == one_by_one.state


def test_new_objects_refuses_play_zones(registry):
    game = _games(registry)[0]
    with pytest.raises(ValueError, match="out of play"):
        game.new_objects(["MNB-001"], 0, "front")
