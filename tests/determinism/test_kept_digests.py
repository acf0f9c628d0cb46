"""Fixed configurations (both editions, 2-4 players, auto-pass on and off, several deck
pairs, random and heuristic agents) play exactly the games recorded in digests.json."""

from __future__ import annotations

import json

import pytest

from .configurations import CONFIGURATIONS, DIGESTS, digests

KEPT = json.loads(DIGESTS.read_text())


@pytest.mark.parametrize("name", list(CONFIGURATIONS))
def test_same_seeds_play_the_same_games(name):
    assert digests(CONFIGURATIONS[name]) == KEPT[name], (
        f"{name}: games changed; if this is a rules fix, name it in the commit and run "
        "python tests/determinism/configurations.py --write")
