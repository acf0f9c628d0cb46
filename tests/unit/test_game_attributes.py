"""``Game`` keeps at most 30 instance attributes (docs/design.md, Measured): past CPython's
limit for shared-key instance dicts, every attribute read on a game gets slower (about 4%
more instructions per decision, measured in session 7)."""

from __future__ import annotations

import pytest
from helpers import deck_paths, every_decision

LIMIT = 30


@pytest.mark.parametrize("variant_id,folder", [("2pcg", "twopcg"), ("original", "original")])
def test_a_game_has_at_most_30_attributes(registry, variant_id, folder):
    most = 0  # attributes set on first use count too: checked all through a game
    for game in every_decision(registry, variant_id, deck_paths(folder)[:2], range(1), 1,
                               max_turns=6):
        most = max(most, len(vars(game)))
    assert 0 < most <= LIMIT
