"""Players who are out are never asked anything, in every variant (3-4 players), and
their cards leave as the rules say. The games are random games in which it happened:
2PCG, a main character KO'd on its player's own turn with their triggers waiting (the
triggers of a player who is out don't resolve; the next player in the game orders the
rest: seed 002, Ending the Game; docs/rulings.md); the hybrid, a player knocked out while
priority goes round (the player is skipped)."""

from __future__ import annotations

import pytest
from invariants import play_checked, setups

from vsrules.core.game import Game


def setup_numbered(registry, variant, seed):
    """The fuzz run's setup of game ``seed`` (tests/fuzz/invariants.py)."""
    return list(setups(registry, variant, seed, 1))[seed - 1]


@pytest.mark.parametrize("seed", [194, 264])
def test_2pcg_triggers_of_a_player_knocked_out_do_not_ask_them(registry, seed):
    setup = setup_numbered(registry, "2pcg", seed)
    assert len(setup.decks) >= 3
    game = Game.create(registry.variant("2pcg"), setup, registry.hooks)
    figures = play_checked(game, seed, max_turns=80)
    assert not figures.failures, figures.examples
    dropped = [e for e in game.log if e.kind == "trigger-dropped"]
    assert dropped, "the situation no longer arises in this game"
    order = [e.data["player"] for e in game.log if e.kind == "player-out"]
    assert all(game.state.players[p].out for p in order)
    for p in order[:len(setup.decks) - 2]:  # out while 2 or more stay: their side left
        side = [u for z in ("front", "back", "resources", "hand") for u in game.zone(p, z)]
        assert not side, f"{game.player_name(p)} is out but still has cards {side}"


@pytest.mark.parametrize("seed", [3])
def test_hybrid_priority_skips_a_player_who_is_out(registry, seed):
    setup = setup_numbered(registry, "hybrid", seed)
    game = Game.create(registry.variant("hybrid"), setup, registry.hooks)
    figures = play_checked(game, seed, max_turns=80)
    assert not figures.failures, figures.examples
    assert figures.outs >= 1
