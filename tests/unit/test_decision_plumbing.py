"""The per-decision plumbing's fast paths: the generator's draw without a rejection
limit, a listing's reading stretch opened by hand, the agent's written-out choice."""

from __future__ import annotations

import pytest
from helpers import reference_below, state_drawing

from vsrules.core.actions import ActionRule, legal_actions
from vsrules.core.ai.random_agent import RandomAgent
from vsrules.core.decisions import PASS, Decision, Pick
from vsrules.core.rng import _MASK, _SURE, Rng


@pytest.mark.parametrize("z", [_SURE, _SURE + 1, _MASK - 5, _MASK])
@pytest.mark.parametrize("n", [1, 2, 3, 7, 5000, 1 << 32])
def test_small_bounds_at_the_top_of_the_range(z: int, n: int) -> None:
    """A draw at or over ``_SURE`` takes the full rejection path (and may be rejected)."""
    fast = Rng(state_drawing(z))
    assert Rng(fast.state).next64() == z
    slow = Rng(fast.state)
    assert fast.below(n) == reference_below(slow, n)
    assert fast.state == slow.state


def test_random_agent_draws_like_rng_choice() -> None:
    agent, reference = RandomAgent(5), Rng(5)
    options = [PASS, Pick(1), Pick(2), Pick(3)]
    decision = Decision(0, "target", "Which?", options)
    for _ in range(500):
        assert agent.choose(decision) is reference.choice(options)
    assert agent.rng.state == reference.state


class _Seen(ActionRule):
    """Lists one pick and notes the memo it listed under."""

    def __init__(self, value: int, fail: bool = False) -> None:
        self.value, self.fail, self.memos = value, fail, []

    def legal(self, game, player):
        self.memos.append(game._memo)
        if self.fail:
            raise RuntimeError("listing failed")
        return [Pick(self.value)]


def test_listing_opens_and_closes_one_stretch(new_2pcg_game) -> None:
    game = new_2pcg_game()
    rules = [_Seen(1), _Seen(2)]
    assert legal_actions(game, 0, rules) == [Pick(1), Pick(2)]
    memo = rules[0].memos[0]
    assert memo is not None and rules[1].memos == [memo]
    assert game._memo is None


def test_listing_inside_a_stretch_shares_it(new_2pcg_game) -> None:
    game = new_2pcg_game()
    rule = _Seen(1)
    with game.reading():
        outer = game._memo
        legal_actions(game, 0, [rule])
        assert game._memo is outer
    assert rule.memos == [outer]
    assert game._memo is None


def test_listing_closes_its_stretch_on_an_error(new_2pcg_game) -> None:
    game = new_2pcg_game()
    with pytest.raises(RuntimeError):
        legal_actions(game, 0, [_Seen(1), _Seen(2, fail=True)])
    assert game._memo is None
