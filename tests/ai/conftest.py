"""Games for the AI tests: 2PCG with the bundled decks, the original edition with
made-up filler decks (tests/helpers.py)."""

from __future__ import annotations

import pytest

from vsrules.core.decks import filler_cards, filler_deck
from vsrules.core.game import Game
from vsrules.core.setup import Setup


@pytest.fixture
def new_game(registry, twopcg_decks):
    """``new_game(variant, seed)``: a fresh two-player game of either edition."""

    def make(variant: str, seed: int = 1) -> Game:
        if variant == "original":
            setup = Setup("original", seed, [filler_deck("Alpha"), filler_deck("Beta")],
                          custom_cards=filler_cards())
        else:
            setup = Setup(variant, seed, twopcg_decks)
        return Game.create(registry.variant(variant), setup, registry.hooks)

    return make
