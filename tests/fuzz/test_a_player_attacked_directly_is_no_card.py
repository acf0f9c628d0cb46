"""The stand-in of a 2PCG player attacked directly (FAQ, seed 003, Deadpool: the player
defends as a 0/1 character) is an object of the rules' own cards, in its owner's front
row during the combat and gone after it: the harness's card conservation counts it as no
one's card, in the check of every decision and in the whole one. A 3-player game where
Deadpool attacks a player directly, checked whole at every decision."""

from __future__ import annotations

from invariants import card_counts, play_checked, setups

from vsrules.core.game import Game


def test_a_direct_attack_keeps_every_owner_s_card_count(registry):
    setup = list(setups(registry, "2pcg", 623, 1))[622]
    game = Game.create(registry.variant("2pcg"), setup, registry.hooks)
    start = card_counts(game)
    figures = play_checked(game, setup.seed, 80, probe_every=0, sample=1)
    assert not figures.failures, figures.examples
    assert any(e.kind == "attack" and e.data.get("player") is not None for e in game.log)
    # the stand-in left with its combat: every object is a card again
    assert sum(card_counts(game).values()) == len(game.state.objects) == sum(start.values())


def test_the_incremental_check_counts_the_stand_in_as_no_one_s_card(registry):
    setup = list(setups(registry, "2pcg", 623, 1))[622]
    game = Game.create(registry.variant("2pcg"), setup, registry.hooks)
    figures = play_checked(game, setup.seed, 80, probe_every=0, sample=100_000)
    assert not figures.failures, figures.examples
