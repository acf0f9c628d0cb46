"""The 2PCG recruit listing reads each hand card's kept facts (name and cost as the
variant's base stat; none for a card that is not a character), worked out once per game by
uid. At every decision of random games of two, three and four players:

- the kept facts of every object still in the game are what its card gives now;
- in the recruit step, every player's listing equals the listing of a copy of the game (a
  copy starts with nothing kept) and what ``check`` accepts among freshly made candidates:
  as the game is, and on a copy whose hand cards' costs are changed by modifiers (then the
  cost is read through ``Game.stat``, not from the kept facts)."""

from __future__ import annotations

import pytest
from helpers import bundled_decks, checked_candidates, every_decision, listing

from vsrules.core.game import Game

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("star-lord-guardians", "magneto-super-villains", "storm-x-men"),
    "4p": ("green-goblin-super-villains-test", "groot-guardians", "storm-x-men",
           "captain-america-avengers-test"),
}


def _fresh_facts(game: Game, uid: int) -> tuple:
    obj = game.state.objects[uid]
    card = game.card(obj)
    return (card.name, game.variant.base_stat(game, obj, "cost")) \
        if card.type == "character" else ()


def _costs_changed(game: Game) -> Game:
    copy = game.clone()
    for player in range(len(copy.state.players)):
        for i, u in enumerate(copy.zone(player, "hand")):
            copy.add_modifier(u, "cost", "add", i % 3 - 1)
    return copy


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_kept_recruit_facts_and_listings_are_fresh(registry, decks):
    from vsrules.variants.twopcg.build import RecruitRule

    rule = RecruitRule()
    kept = listed = changed = 0
    for game in every_decision(registry, "2pcg", bundled_decks("twopcg", DECKS[decks]),
                               range(2), 830, 25):
        objs = game.state.objects
        for uid, facts in game.caches["2pcg:recruit-facts"].items():
            if uid in objs:
                assert facts == _fresh_facts(game, uid)
                kept += 1
        if game.state.phase != "build:recruit":
            continue
        costs_changed = _costs_changed(game)
        assert costs_changed.touches("cost")
        for player in range(len(game.state.players)):
            options = listing(rule, game, player)
            assert options == listing(rule, game.clone(), player)
            assert options == checked_candidates(rule, game, player)
            changed_options = listing(rule, costs_changed, player)
            assert changed_options == checked_candidates(rule, costs_changed, player)
            listed += len(options)
            changed += changed_options != options
    assert kept > 500 and listed > 100 and changed > 10, (kept, listed, changed)
