"""Short cuts of the turn flow play the games their plain forms play:

- a 2PCG turn's stages run straight on, each into the next, when the run loop would do
  nothing else first: the same games as with every stage run by the loop (a ``stop_when``
  that never stops turns the short cut off);
- ``Game.draw`` (``move``'s deck-to-hand case written out) leaves the state and the log as
  drawing with ``move`` does, in both editions;
- ``Rng.below`` and ``Rng.shuffle`` draw as the reference does at the top of the 64-bit
  range too, where a small bound's quick test gives way to its own limit."""

from __future__ import annotations

import pytest
from helpers import (
    bundled_decks,
    deck_paths,
    deck_specs,
    every_decision,
    random_agents,
    reference_below,
    state_drawing,
)

from vsrules.core.game import Game
from vsrules.core.logexport import log_jsonl, state_digest
from vsrules.core.rng import _MASK, _SURE, Rng
from vsrules.core.setup import Setup

DECKS = {
    "2p": ("captain-america-avengers-test", "green-goblin-super-villains-test"),
    "3p": ("star-lord-guardians", "magneto-super-villains", "storm-x-men"),
}


def _played(registry, decks: str, seed: int, loop_runs_every_stage: bool) -> Game:
    variant = registry.variant("2pcg")
    specs = deck_specs(variant, bundled_decks("twopcg", DECKS[decks]))
    game = Game.create(variant, Setup("2pcg", 710 + seed, specs), registry.hooks)
    if loop_runs_every_stage:
        game.stop_when = lambda g: False
    agents = random_agents(game, seed)
    while not game.over and game.state.turn <= 40:
        game.apply(agents[game.pending.player].choose(game.pending))
    return game


@pytest.mark.parametrize("decks", sorted(DECKS))
def test_stages_run_straight_on_play_the_same_games(registry, decks):
    for seed in range(3):
        fast = _played(registry, decks, seed, loop_runs_every_stage=False)
        plain = _played(registry, decks, seed, loop_runs_every_stage=True)
        assert state_digest(fast) == state_digest(plain)
        assert log_jsonl(fast) == log_jsonl(plain)
        assert fast.state.turn > 3


def _drawn_by_move(game: Game, player: int, n: int) -> int:
    deck = game.state.players[player].zones["deck"]
    drawn = 0
    while drawn < n and deck:
        game.move(deck[0], "hand", to_player=player)
        drawn += 1
    return drawn


@pytest.mark.parametrize(("variant_id", "folder", "paths"), [
    ("2pcg", "twopcg", bundled_decks("twopcg", DECKS["3p"])),
    ("original", "original", deck_paths("original")[:2]),
])
def test_draw_is_a_move_from_deck_to_hand(registry, variant_id, folder, paths):
    compared = 0
    for i, game in enumerate(every_decision(registry, variant_id, paths, range(2), 730, 30)):
        if i % 7:
            continue
        for player in range(len(game.state.players)):
            n = (1, 2, len(game.zone(player, "deck")) + 1)[i % 3]
            fast, plain = game.clone(), game.clone()
            assert fast.draw(player, n) == _drawn_by_move(plain, player, n)
            assert state_digest(fast) == state_digest(plain)
            assert log_jsonl(fast) == log_jsonl(plain)
            compared += 1
    assert compared > 50


@pytest.mark.parametrize("z", [_SURE - 1, _SURE, _SURE + 12345, _MASK])
def test_draws_at_the_top_of_the_range_match_the_reference(z):
    """Draws of 64 bits at or over ``_SURE`` (one in 2**32: random games never meet one)
    take the bound's own limit, in ``below`` and in ``shuffle``'s written-out draws."""
    seed = state_drawing(z)
    assert Rng(seed).next64() == z
    for n in (2, 3, 7, 45, 1000):
        fast, slow = Rng(seed), Rng(seed)
        assert fast.below(n) == reference_below(slow, n)
        assert fast.state == slow.state
    for size in (2, 45):
        fast, slow = Rng(seed), Rng(seed)
        items, expected = list(range(size)), list(range(size))
        fast.shuffle(items)
        for i in range(size - 1, 0, -1):
            j = reference_below(slow, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert fast.state == slow.state
