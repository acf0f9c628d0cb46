"""The 2PCG recruit listing reads a cost nothing in play changes as the variant's base stat,
and leaves out every card when the recruit points are below 0 (``max(0, cost) <= points``
is then never true). At every recruit-step decision of random games (two and three
players) it gives what ``check`` accepts among freshly made candidates: as the game is, on
a copy whose hand cards' costs are changed by modifiers (up, down, set below 0), and on a
copy of that with the points below 0."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.game import Game

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men"),
}


def _costs_changed(game: Game, player: int) -> Game:
    copy = game.clone()
    for i, u in enumerate(copy.zone(player, "hand")):
        if i % 4 == 3:
            copy.add_modifier(u, "cost", "set", -2)
        else:
            copy.add_modifier(u, "cost", "add", i % 4 - 1)
    return copy


def _in_debt(game: Game) -> Game:
    from vsrules.variants.twopcg.turn import current_turn

    copy = game.clone()
    turn = current_turn(copy)
    assert turn is not None
    turn.points = -1
    return copy


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_recruit_listing_equals_checked_candidates(registry, decks):
    from vsrules.variants.twopcg.build import RecruitRule

    rule = RecruitRule()
    listed = changed = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 670, 30):
        if game.state.phase != "build:recruit":
            continue
        player = game.pending.player
        costs_changed = _costs_changed(game, player)
        for g in (game, costs_changed, _in_debt(costs_changed)):
            options = listing(rule, g, player)
            assert options == checked_candidates(rule, g, player)
            changed += g is not game and g.touches("cost")
            listed += len(options)
    assert listed > 100 and changed > 20, (listed, changed)
