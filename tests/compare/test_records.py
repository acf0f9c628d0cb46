"""The round facts a game's record derives: the leader, lead changes, comebacks, and the
order the cells' games are played in."""

from __future__ import annotations

from vsrules.core.compare import interleave
from vsrules.core.compare.records import comeback, lead_changes, leader, turns_per_round


def rounds(*lives):
    return [{"life_norm_0": a, "life_norm_1": b} for a, b in lives]


def test_leader_is_the_most_life_left_and_none_on_a_tie():
    assert leader([0.5, 0.8]) == 1 and leader([1.0, 0.2]) == 0
    assert leader([0.5, 0.5]) is None and leader([]) is None


def test_lead_changes_skip_ties():
    assert lead_changes([0, 0, 1, None, 1, 0]) == 2
    assert lead_changes([None, 1, None, 1]) == 0


def test_a_comeback_needs_the_winner_a_tenth_behind():
    behind = rounds((1, 1), (0.6, 0.9), (0, 0.5))
    assert comeback(behind, winner=0) is True
    assert comeback(behind, winner=1) is False
    assert comeback(rounds((0.95, 1.0), (0.9, 0)), winner=0) is False  # 5% behind: no
    assert comeback(behind, winner=None) is None


def test_rounds_follow_the_declared_turn_structure(registry):
    assert turns_per_round(registry.variant("2pcg"), 2) == 2  # individual turns
    assert turns_per_round(registry.variant("2pcg"), 3) == 3
    assert turns_per_round(registry.variant("original"), 2) == 1  # shared turns


def test_cells_are_played_in_turn_two_games_at_a_time():
    a, b = ["a0", "a1", "a2", "a3"], ["b0", "b1"]
    assert interleave([a, b]) == ["a0", "a1", "b0", "b1", "a2", "a3"]
