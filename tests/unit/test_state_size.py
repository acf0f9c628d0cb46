"""The memory target of the engine: a 2-player game state dumps to under
200 KB. Checked on whole random games of both editions with the bundled decks, at their
end, when the state (and its log, three quarters of it) is largest. Sizes are
deterministic for a seed, so this is a plain test, not a benchmark."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decks import load_deck
from vsrules.core.game import Game
from vsrules.core.serialize import to_json
from vsrules.core.setup import Setup

LIMIT = 200_000


@pytest.mark.parametrize("variant_id", ["2pcg", "original"])
@pytest.mark.parametrize("seed", [1, 4])
def test_a_finished_two_player_game_dumps_to_under_200_kb(registry, variant_id, seed):
    variant = registry.variant(variant_id)
    folder = Path(sys.modules[type(variant).__module__].__file__ or ".").parent / "decks"
    decks = [load_deck(p, variant.card_db()).spec() for p in sorted(folder.glob("*.toml"))[:2]]
    game = Game.create(variant, Setup(variant_id, seed, decks), registry.hooks)
    agents = [RandomAgent(seed * 7 + i) for i in range(2)]
    while not game.over and game.state.turn <= 200:
        game.apply(agents[game.pending.player].choose(game.pending))
    assert game.over
    size = len(to_json(game.state).encode())
    assert 10_000 < size < LIMIT, f"{variant_id} state after {game.state.turn} turns: {size} bytes"
