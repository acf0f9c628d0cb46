"""Flow pieces' fast paths give what a fresh computation gives, at every decision of random
2PCG games (two and three players): ``Sel.find`` (which skips the zone test, where the
kind is, and the other sides' zones) equals testing every object of every zone with
``Sel.matches``, and uniqueness finds the same characters named like a newcomer as a walk
over every object in play."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, every_decision

from vsrules.core.selectors import Sel

DECKS = {
    2: ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    3: ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}
SELECTIONS = [
    Sel(kind, side=side, **narrowing)
    for kind in ("character", "location", "resource", "card-in-hand", "any")
    for side in ("own", "enemy", "any")
    for narrowing in ({}, {"face_up": True}, {"supporting": True, "exclude_source": True},
                      {"row": "back"}, {"player": 1}, {"max_cost": 3, "main": False})
]


def _decisions(registry, players: int):
    return every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[players]),
                          range(2), 700 + players, max_turns=14)


def _fresh_find(game, sel: Sel, controller: int, source: int | None) -> list[int]:
    objs = game.state.objects
    return [u for p in game.state.players
            for z in (p.zones if sel.kind != "any" else ("front", "back")) for u in p.zones[z]
            if sel.matches(game, objs[u], controller, source)]


@pytest.mark.parametrize("players", sorted(DECKS))
def test_find_equals_matching_every_object(registry, players):
    found = 0
    for game in _decisions(registry, players):
        in_rows = [o.uid for o in game.characters()]
        for controller in range(players):
            for source in (None, *in_rows[:2]):
                for sel in SELECTIONS:
                    fast = list(sel.find(game, controller, source))
                    assert fast == _fresh_find(game, sel, controller, source), sel
                    found += len(fast)
    assert found > 10_000


@pytest.mark.parametrize("players", sorted(DECKS))
def test_others_named_equals_a_walk_over_play(registry, players):
    from vsrules.variants.twopcg.uniqueness import others_named

    compared = 0
    for game in _decisions(registry, players):
        objs = game.state.objects
        for new in game.characters():
            name = game.card(new).name
            fresh = [o for o in objs.values() if o.zone in ("front", "back")
                     and o.controller == new.controller and o.uid != new.uid
                     and game.card(o).is_character and game.card(o).name == name]
            kept = others_named(game, new, name)
            assert sorted(o.uid for o in kept) == sorted(o.uid for o in fresh)
            compared += 1
    assert compared > 1000
