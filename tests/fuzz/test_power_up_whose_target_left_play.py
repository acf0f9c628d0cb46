"""A power-up on the chain whose target has left play before it resolves is negated
(seed 000, 513.4c: targets are checked again on resolution; a character that has left
play is no longer in the attack). Found by the fuzz harness: a 4-player original game
(game 1682 of its run) where a powered-up character leaves play first."""

from __future__ import annotations

from invariants import play_checked, setups

from vsrules.core.game import Game


def test_the_power_up_is_negated_and_the_game_goes_on(registry):
    setup = list(setups(registry, "original", 1683, 1))[1682]
    game = Game.create(registry.variant("original"), setup, registry.hooks)
    figures = play_checked(game, setup.seed, 80, probe_every=0, sample=50)
    assert not figures.failures, figures.examples
    assert game.over
    assert any(e.kind == "negated" and e.text.startswith("power-up is negated")
               for e in game.log)
