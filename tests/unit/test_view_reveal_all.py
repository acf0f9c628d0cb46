"""``build_view(..., reveal_all=True)``: every hand and face-down card (a finished game's
replay), never the deck order."""

from __future__ import annotations

import pytest

from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.view import build_view, visible_log


@pytest.fixture
def game(new_2pcg_game):
    """A 2PCG game played at random to its second turn."""
    game = new_2pcg_game(5)
    agent = RandomAgent(5)
    while game.state.turn < 2:
        game.apply(agent.choose(game.pending))
    return game


def test_reveal_all_shows_hands_but_not_decks(game):
    seat = build_view(game, 0)
    everything = build_view(game, 0, reveal_all=True)
    theirs, all_theirs = seat["players"][1]["zones"]["hand"], everything["players"][1]["zones"]["hand"]
    assert theirs and all(o.get("hidden") for o in theirs)
    assert [o["uid"] for o in all_theirs] == [o["uid"] for o in theirs]
    assert all("name" in o and not o.get("hidden") for o in all_theirs)
    assert "deck" not in everything["players"][1]["zones"]
    assert everything["players"][0]["zones"]["hand"] == seat["players"][0]["zones"]["hand"]


def test_the_log_read_by_nobody_in_particular_names_every_card(game):
    seat = visible_log(game, 0)
    everything = visible_log(game, None)
    assert any(e.data.get("hidden") for e in seat)
    assert not any(e.data.get("hidden") for e in everything)
    assert [e.text for e in everything] == [e.text for e in game.state.log]
